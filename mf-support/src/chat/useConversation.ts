import { useEffect, useRef, useState } from 'react';
import type { ChatResponse } from '@storefront/contracts';
import { api, tabStorage } from '@storefront/ui';

export interface ChatMessage {
  sender: 'user' | 'bot';
  message: string;
  /** The reply failed: says sorry in the page's language, even after a switch. */
  failed?: boolean;
}

/** The conversation's id for this tab, one per signed-in shopper (and one for a visitor): after a
 * sign-out and another sign-in in the same tab, the new shopper starts their own conversation. */
const conversationKey = (userId: string | undefined) => `chatConversationId:${userId ?? 'visitor'}`;

const isReply = (x: unknown): x is ChatResponse => typeof x === 'object' && x !== null && typeof (x as ChatResponse).message === 'string';

/** The shopper's conversation with the store's assistant: what was said, and whether a reply is awaited. */
export function useConversation(shopper: string | undefined) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const shown = useRef(shopper);

  // Someone else signed in (or out): what the last shopper said is not theirs to see.
  useEffect(() => {
    if (shown.current === shopper) return;
    shown.current = shopper;
    setMessages([]);
  }, [shopper]);

  /** Says `message` (already trimmed, not blank) and adds the assistant's reply, or its failure. */
  const say = async (message: string) => {
    setMessages((m) => [...m, { sender: 'user', message }]);
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
  return { messages, pending, say };
}
