import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadRemoteModule } from './remotes';

/** How long the page must have asked for nothing new, and the longest the chat waits for that. */
const QUIET_MS = 500;
const MAX_WAIT_MS = 10_000;

/** The support team's chat button, loaded after the page's content: it is not needed for the first paint,
 * and a support remote that is down only means no chat button. */
export function FloatingChat() {
  const [Chat, setChat] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      loadRemoteModule('support', './ChatButton').then(
        (m) => live && setChat(() => m.default),
        (err: unknown) => console.error('The chat is not available', err),
      );
    // After the page's own content: once the window has loaded and the page has asked for nothing new for
    // a moment (its products, then their pictures, come after the load event), and then only when the
    // browser is idle, so the chat never competes with what the shopper came for.
    let timer: number | undefined;
    let idle: number | undefined;
    let seen = -1;
    let waited = 0;
    const whenQuiet = () => {
      const now = performance.getEntriesByType?.('resource').length ?? 0;
      if ((now === seen && waited >= QUIET_MS) || waited >= MAX_WAIT_MS) {
        idle = window.requestIdleCallback?.(() => void load(), { timeout: 2000 }) ?? window.setTimeout(() => void load(), 0);
        return;
      }
      seen = now;
      waited += QUIET_MS;
      timer = window.setTimeout(whenQuiet, QUIET_MS);
    };
    if (document.readyState === 'complete') whenQuiet();
    else window.addEventListener('load', whenQuiet, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', whenQuiet);
      window.clearTimeout(timer);
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Chat ? (
    <Quietly>
      <Chat />
    </Quietly>
  ) : null;
}

/** A chat button that breaks takes nothing else down with it. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('The chat button failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
