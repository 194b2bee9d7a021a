import { z } from 'zod';
import { multilineText, requiredText } from './common';
import { Email } from './users';

export const CHAT_MESSAGE_MAX = 500;

export const ChatRequest = z.object({
  message: multilineText('Your message', {
    min: 1,
    max: CHAT_MESSAGE_MAX,
    missing: 'Type a message.',
    tooShort: 'Type a message.',
    tooLong: `Please keep your message under ${CHAT_MESSAGE_MAX} characters.`,
  }),
  /** Keeps the turns of one chat together; made by the browser. */
  conversationId: z.uuid().optional(),
});

export const ChatResponse = z.object({ message: z.string(), topic: z.string(), conversationId: z.string() });
export type ChatResponse = z.infer<typeof ChatResponse>;

/** The contact form. The name goes into the mail sent to the support inbox, so it is one line with no
 * angle brackets (nothing that could pass for a header or an address); the message may have line breaks. */
export const ContactRequest = z.object({
  name: requiredText('Your name', 100).refine((s) => !/[<>]/.test(s), { error: 'Your name cannot contain < or >.' }),
  email: Email,
  message: multilineText('Message', {
    min: 10,
    max: 5000,
    missing: 'A message is required.',
    tooShort: 'Please tell us a little more (at least 10 characters).',
    tooLong: 'Please keep your message under 5000 characters.',
  }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ message: z.string(), id: z.string() });
