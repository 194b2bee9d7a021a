import type { FormEvent, RefObject } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@storefront/ui';
import { useText } from '../messages';
import type { ChatMessage } from './useConversation';

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

interface ChatDialogProps {
  messages: ChatMessage[];
  pending: boolean;
  text: string;
  onText: (text: string) => void;
  onSend: (e: FormEvent) => void;
  onClose: () => void;
  dialogRef: RefObject<HTMLDivElement | null>;
  listRef: RefObject<HTMLOListElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The chat dialog: the conversation, the message box, and its Close and Send buttons; Escape closes it. */
export function ChatDialog({ messages, pending, text, onText, onSend, onClose, dialogRef, listRef, inputRef }: ChatDialogProps) {
  const t = useText();
  return (
    <Dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="chat-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <h2 id="chat-title">{t('chat.title')}</h2>
      <Messages ref={listRef} aria-live="polite" aria-label={t('chat.conversation')}>
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
      <form onSubmit={onSend}>
        <input
          ref={inputRef}
          aria-label={t('chat.placeholder')}
          placeholder={t('chat.placeholder')}
          value={text}
          maxLength={500}
          onChange={(e) => onText(e.target.value)}
        />
        <Button type="button" $variant="plain" onClick={onClose}>
          {t('chat.close')}
        </Button>
        <Button type="submit" disabled={pending || !text.trim()}>
          {t('chat.send')}
        </Button>
      </form>
    </Dialog>
  );
}
