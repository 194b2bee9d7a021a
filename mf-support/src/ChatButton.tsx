import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme, useSession } from '@storefront/ui';
import { useText } from './messages';
import { ChatDialog } from './chat/ChatDialog';
import { useConversation } from './chat/useConversation';
import { useFocusTrap } from './chat/useFocusTrap';

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

function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden focusable="false" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 0 0 7 10zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm5 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z" />
    </svg>
  );
}

/** The floating button and the chat dialog with the store's assistant. */
export default function ChatButton() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing gives focus back to the button that opened the dialog (not on the first render).
  const focusOpener = useRef(false);
  const shopper = useSession()?.userId;
  const { messages, pending, say } = useConversation(shopper);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (focusOpener.current) opener.current?.focus();
  }, [open]);
  useFocusTrap(open, dialog);

  const close = () => {
    focusOpener.current = true;
    setOpen(false);
  };

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const message = text.trim();
    if (pending || !message) return; // blocked while a reply is pending, and for blank text
    setText('');
    void say(message);
  };

  if (!open) {
    return (
      <Floating ref={opener} type="button" aria-label={t('chat.open')} onClick={() => setOpen(true)}>
        <ChatIcon />
      </Floating>
    );
  }
  return (
    <ChatDialog
      messages={messages}
      pending={pending}
      text={text}
      onText={setText}
      onSend={send}
      onClose={close}
      dialogRef={dialog}
      listRef={list}
      inputRef={input}
    />
  );
}
