import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadRemoteModule } from './remotes';

/** The support team's chat button, loaded once the page is idle: it is not needed for the first paint,
 * and a support remote that is down only means no chat button. */
export function FloatingChat() {
  const [Chat, setChat] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      loadRemoteModule<{ default: ComponentType }>('support', './ChatButton').then(
        (m) => live && setChat(() => m.default),
        (err: unknown) => console.error('The chat is not available', err),
      );
    const idle = window.requestIdleCallback?.(() => void load(), { timeout: 2000 }) ?? window.setTimeout(() => void load(), 500);
    return () => {
      live = false;
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
