import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { uiMessages } from '../messages';
import { Link, useLocation } from '../router';
import { theme } from '../theme';

/** A link a notice offers ("View cart"). */
export interface NoticeLink {
  label: string;
  to: string;
}

/** A short message over whatever page is open: what was added, saved, or refused, and where to go next. */
export interface StoreNotice {
  id: number;
  message: string;
  tone: 'success' | 'error';
  links: NoticeLink[];
  /** The page it belongs to: it is shown there, and closes when the shopper leaves it. */
  path: string;
}

/** How long a success stays when nothing holds it open; an error stays until it is closed. */
export const NOTICE_SECONDS = 8;

type Listener = () => void;

/** The page's one notice. The ui package is a Module Federation singleton, so what any remote says
 * reaches the host the shell draws. A new notice replaces the one before. */
class NoticeBoard {
  private current: StoreNotice | null = null;
  private next = 0;
  private readonly listeners = new Set<Listener>();

  show(message: string, options: { tone?: StoreNotice['tone']; links?: NoticeLink[]; path?: string } = {}): number {
    this.next += 1;
    const path = options.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
    this.current = { id: this.next, message, tone: options.tone ?? 'success', links: options.links ?? [], path };
    this.emit();
    return this.next;
  }

  /** Closes that notice, if it is still the one shown (or whichever is shown). */
  close(id?: number): void {
    if (!this.current || (id !== undefined && this.current.id !== id)) return;
    this.current = null;
    this.emit();
  }

  get = (): StoreNotice | null => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const notices = new NoticeBoard();

/** Tells the shopper something over the page, in the store's own words (never `window.alert`). Give
 * `path` when the page is about to change to the one the notice is for. */
export const notify = (message: string, options?: Parameters<NoticeBoard['show']>[1]) => notices.show(message, options);

const Box = styled.div`
  position: fixed;
  z-index: 1400;
  left: ${theme.space(1)};
  right: ${theme.space(1)};
  bottom: ${theme.space(2)};
  margin: 0 auto;
  max-width: 440px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  background: #232f3e;
  color: #fff;
  border-radius: ${theme.radius};
  border-left: 6px solid ${theme.color.accent};
  box-shadow:
    0 3px 5px rgba(0, 0, 0, 0.2),
    0 6px 10px rgba(0, 0, 0, 0.14);
  font-size: 15px;
  &[data-tone='error'] {
    border-left-color: #ff8f73;
  }
  p {
    flex: 1 1 200px;
    margin: 0;
  }
  .links {
    display: flex;
    gap: ${theme.space(1)};
  }
  a,
  button {
    color: ${theme.color.accent};
    font: inherit;
    font-weight: 700;
  }
  button {
    background: none;
    border: 0;
    padding: ${theme.space(0.5)};
    cursor: pointer;
  }
`;

/** The notice host, drawn once by the shell. Its live regions are always in the page, so a screen reader
 * reads what is put in them: a success politely, an error at once. */
export function StoreNotices() {
  const notice = useSyncExternalStore(notices.subscribe, notices.get, notices.get);
  const { pathname } = useLocation();
  const shown = notice && notice.path === pathname ? notice : null;
  useEffect(() => {
    // Leaving a page closes its notice; one said for the page being opened waits for it.
    const open = notices.get();
    if (open && open.path !== pathname) notices.close(open.id);
  }, [pathname]);
  return (
    <>
      <div role="status" aria-live="polite">
        {shown?.tone === 'success' && <NoticeBox notice={shown} />}
      </div>
      <div role="alert">{shown?.tone === 'error' && <NoticeBox notice={shown} />}</div>
    </>
  );
}

function NoticeBox({ notice }: { notice: StoreNotice }) {
  const t = uiMessages.useText();
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice.tone === 'error' || held) return;
    const timer = setTimeout(() => notices.close(notice.id), NOTICE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [notice, held]);
  const hold = () => setHeld(true);
  const release = () => setHeld(box.current?.matches(':hover, :focus-within') ?? false);
  return (
    <Box
      ref={box}
      data-tone={notice.tone}
      data-testid="store-notice"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={() => setTimeout(release)}
    >
      <p>{notice.message}</p>
      {notice.links.length > 0 && (
        <span className="links">
          {notice.links.map((l) => (
            <Link key={l.to} to={l.to} onClick={() => notices.close(notice.id)}>
              {l.label}
            </Link>
          ))}
        </span>
      )}
      <button type="button" onClick={() => notices.close(notice.id)} aria-label={t('notice.close')}>
        ×
      </button>
    </Box>
  );
}
