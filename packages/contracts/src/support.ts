import { z } from 'zod';
import { Email } from './users';

export const CHAT_MESSAGE_MAX = 500;

export const ChatRequest = z.object({
  message: z
    .string({ error: 'Type a message.' })
    .trim()
    .min(1, { error: 'Type a message.' })
    .max(CHAT_MESSAGE_MAX, { error: `Please keep your message under ${CHAT_MESSAGE_MAX} characters.` }),
  /** Keeps the turns of one chat together; made by the browser. */
  conversationId: z.uuid().optional(),
});

export const ChatResponse = z.object({ message: z.string(), topic: z.string(), conversationId: z.string() });
export type ChatResponse = z.infer<typeof ChatResponse>;

export const ContactRequest = z.object({
  name: z.string({ error: 'Your name is required.' }).trim().min(1, { error: 'Your name is required.' }).max(100, { error: 'Your name must be at most 100 characters.' }),
  email: Email,
  message: z
    .string({ error: 'A message is required.' })
    .trim()
    .min(10, { error: 'Please tell us a little more (at least 10 characters).' })
    .max(5000, { error: 'Please keep your message under 5000 characters.' }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ message: z.string(), id: z.string() });
