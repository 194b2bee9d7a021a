import { type ReactNode, useLayoutEffect } from 'react';

// What a visitor did in the page's first view (the gateway draws it in the HTML) before the store's own
// drawing took its place: the words typed in the search box, and where the keyboard's focus was. Followed
// from the store's start until its drawing is put in the page (the view is gone then); the store draws the
// same markup, so the focus goes back to the same control, in the same place.

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

let typedInView = '';
let focusedInView = -1;

/** Follows the visitor in the first view in `root` until the store's drawing replaces it. */
export function followFirstView(root: HTMLElement): void {
  const search = root.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]');
  const noteTyped = () => void (typedInView = search?.value ?? '');
  const noteFocus = () => {
    const focused = document.activeElement;
    focusedInView = focused && root.contains(focused) ? [...root.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
  };
  noteTyped();
  noteFocus();
  // On the view's own elements: they go with it.
  search?.addEventListener('input', noteTyped);
  for (const element of root.children) element.addEventListener('focusin', noteFocus);
}

/** The words typed in the first view's search box, once (the top bar's box takes them as it is put in). */
export function searchTypedInFirstView(): string {
  const text = typedInView;
  typedInView = '';
  return text;
}

/** Around the store's first drawing over a first view in `root`: once it is in the page, the focus goes
 * where it was in the view (the top bar's box has taken what was typed in it, in its own effect). */
export function FirstViewHandOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    const element = focusedInView >= 0 ? root.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedInView] : undefined;
    focusedInView = -1;
    element?.focus();
    if (element instanceof HTMLInputElement && element.type === 'search')
      element.setSelectionRange(element.value.length, element.value.length);
  }, [root]);
  return children;
}
