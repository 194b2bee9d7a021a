import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@storefront/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1400;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(2)};
  background: rgba(15, 17, 17, 0.55);
`;

const Box = styled.div`
  width: min(440px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.35);
  padding: ${theme.space(2)} ${theme.space(3)};
  h2 {
    font-size: 18px;
    margin: 0 0 ${theme.space(1.5)};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${theme.space(1)};
    margin-top: ${theme.space(2)};
  }
`;

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches inside `el`, in the document's order (filtered from every element: a selector list's
 * matches do not come in document order in every engine, jsdom's among them). */
const focusables = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('*')].filter((x) => x.matches(FOCUSABLE));

/** A modal dialog: focus moves into it (to the element marked data-autofocus, else the first one), Tab
 * stays inside, Escape or a click beside it closes it, and focus goes back where it was. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    if (el) (el.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(el)[0] ?? el).focus();
    return () => before?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const all = focusables(box.current);
    if (all.length === 0) return;
    const first = all[0]!;
    const last = all[all.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Box>
    </Backdrop>
  );
}
