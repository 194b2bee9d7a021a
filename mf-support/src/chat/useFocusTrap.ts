import { type RefObject, useEffect } from 'react';

/** While `active`, Tab and Shift+Tab go round the element's own controls (focus-trap, fetched with the
 * first opening: most pages never open the chat). */
export function useFocusTrap(active: boolean, element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    let release: (() => void) | undefined;
    let closed = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed || !element.current) return;
      const trap = createFocusTrap(element.current, {
        initialFocus: false, // the message box has it already
        fallbackFocus: element.current,
        escapeDeactivates: false, // Escape closes the dialog itself
        returnFocusOnDeactivate: false,
        allowOutsideClick: true, // the page stays usable with the mouse
        // Every control of the dialog is shown; jsdom, which lays nothing out, agrees.
        tabbableOptions: { displayCheck: 'none' },
      });
      trap.activate();
      release = () => void trap.deactivate();
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [active, element]);
}
