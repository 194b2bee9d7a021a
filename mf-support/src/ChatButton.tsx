import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ChatResponse } from '@storefront/contracts';
import { Button, api, tabStorage, theme, useSession } from '@storefront/ui';
import { useText } from './messages';

interface ChatMessage {
  sender: 'user' | 'bot';
  message: string;
  /** The reply failed: says sorry in the page's language, even after a switch. */
  failed?: boolean;
}

const Floating = styled.button`
  position: fixed;
  right: ${theme.space(3)};
  bottom: ${theme.space(3)};
  width: 60px;
  height: 60px;
  border-radius: 50%;
  border: 0;
  background: ${theme.color.secondaryBar};
  color: #fff;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
  cursor: pointer;
  z-index: 1200;
  &:hover {
    background: ${theme.color.topBar};
  }
`;

const Dialog = styled.div`
  position: fixed;
  right: ${theme.space(3)};
  bottom: ${theme.space(3)};
  width: min(380px, calc(100vw - 32px));
  height: min(520px, calc(100vh - 120px));
  display: flex;
  flex-direction: column;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.35);
  z-index: 1300;
  overflow: hidden;
  h2 {
    margin: 0;
    padding: ${theme.space(1.5)} ${theme.space(2)};
    font-size: 16px;
    color: #fff;
    background: ${theme.color.secondaryBar};
  }
  form {
    display: flex;
    gap: ${theme.space(1)};
    padding: ${theme.space(1)};
    border-top: 1px solid ${theme.color.border};
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid #a6a6a6;
    border-radius: 3px;
  }
`;

const Messages = styled.ol`
  flex: 1;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${theme.space(1.5)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const Bubble = styled.li<{ $from: 'user' | 'bot' }>`
  align-self: ${(p) => (p.$from === 'user' ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${(p) => (p.$from === 'user' ? '#e7f4f5' : '#f3f3f3')};
  white-space: pre-wrap;
  line-height: 1.4;
`;

/** The conversation's id for this tab, one per signed-in shopper (and one for a visitor): after a
 * sign-out and another sign-in in the same tab, the new shopper starts their own conversation. */
const conversationKey = (userId: string | undefined) => `chatConversationId:${userId ?? 'visitor'}`;

function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden focusable="false" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 0 0 7 10zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z" />
    </svg>
  );
}

const isReply = (x: unknown): x is ChatResponse => typeof x === 'object' && x !== null && typeof (x as ChatResponse).message === 'string';

/** The floating button and the chat dialog with the store's assistant. */
export default function ChatButton() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing gives focus back to the button that opened the dialog (not on the first render).
  const focusOpener = useRef(false);
  const shopper = useSession()?.userId;
  const shown = useRef(shopper);

  // Someone else signed in (or out): what the last shopper said is not theirs to see.
  useEffect(() => {
    if (shown.current === shopper) return;
    shown.current = shopper;
    setMessages([]);
  }, [shopper]);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (focusOpener.current) opener.current?.focus();
  }, [open]);

  // While open, Tab and Shift+Tab go round the dialog's own controls (focus-trap, fetched with the first
  // opening: most pages never open the chat).
  useEffect(() => {
    if (!open) return;
    let release: (() => void) | undefined;
    let closed = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed || !dialog.current) return;
      const trap = createFocusTrap(dialog.current, {
        initialFocus: false, // the message box has it already
        fallbackFocus: dialog.current,
        escapeDeactivates: false, // Escape closes the dialog itself (below)
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
  }, [open]);

  const close = () => {
    focusOpener.current = true;
    setOpen(false);
  };

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const message = text.trim();
    if (pending || !message) return; // blocked while a reply is pending, and for blank text
    setMessages((m) => [...m, { sender: 'user', message }]);
    setText('');
    setPending(true);
    try {
      const key = conversationKey(shopper);
      const reply = await api('/chat', {
        method: 'POST',
        body: { message, conversationId: tabStorage.get(key) ?? undefined },
        check: isReply,
      });
      tabStorage.set(key, reply.conversationId);
      if (shown.current !== shopper) return; // the answer is for the shopper who has since signed out
      setMessages((m) => [...m, { sender: 'bot', message: reply.message }]);
    } catch (err) {
      console.error('Chat failed', err);
      setMessages((m) => [...m, { sender: 'bot', message: '', failed: true }]);
    } finally {
      setPending(false);
    }
  };

  if (!open) {
    return (
      <Floating ref={opener} type="button" aria-label={t('chat.open')} onClick={() => setOpen(true)}>
        <ChatIcon />
      </Floating>
    );
  }
  return (
    <Dialog
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="chat-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <h2 id="chat-title">{t('chat.title')}</h2>
      <Messages ref={list} aria-live="polite" aria-label={t('chat.conversation')}>
        {messages.map((m, i) => (
          <Bubble key={i} $from={m.sender} data-sender={m.sender}>
            {m.failed ? t('chat.failed') : m.message}
          </Bubble>
        ))}
        {pending && (
          <Bubble $from="bot" aria-label={t('chat.typing')}>
            …
          </Bubble>
        )}
      </Messages>
      <form onSubmit={(e) => void send(e)}>
        <input
          ref={input}
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="button" $variant="plain" onClick={close}>
          {t('chat.close')}
        </Button>
        <Button type="submit" disabled={pending || !text.trim()}>
          {t('chat.send')}
        </Button>
      </form>
    </Dialog>
  );
}
