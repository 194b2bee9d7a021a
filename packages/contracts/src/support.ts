import { z } from 'zod';
import { issueMessage } from './errors';
import { multilineText, requiredText } from './common';
import { Email } from './users';

export const CHAT_MESSAGE_MAX = 500;

export const ChatRequest = z.object({
  message: multilineText('Your message', {
    min: 1,
    max: CHAT_MESSAGE_MAX,
    missing: 'chat.message.required',
    tooShort: 'chat.message.required',
    tooLong: issueMessage('support.message.tooLong', { maximum: String(CHAT_MESSAGE_MAX) }),
  }),
  /** Keeps the turns of one chat together; made by the browser. */
  conversationId: z.uuid().optional(),
});

export const ChatResponse = z.object({ message: z.string(), topic: z.string(), conversationId: z.string() });
export type ChatResponse = z.infer<typeof ChatResponse>;

/** The contact form. The name goes into the mail sent to the support inbox, so it is one line with no
 * angle brackets (nothing that could pass for a header or an address); the message may have line breaks. */
export const ContactRequest = z.object({
  name: requiredText('Your name', 100, 'contact.name.required').refine((s) => !/[<>]/.test(s), { error: 'contact.name.markup' }),
  email: Email,
  message: multilineText('Message', {
    min: 10,
    max: 5000,
    missing: 'contact.message.required',
    tooShort: 'contact.message.tooShort',
    tooLong: issueMessage('support.message.tooLong', { maximum: '5000' }),
  }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ message: z.string(), id: z.string() });
