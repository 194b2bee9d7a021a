import { randomUUID } from 'node:crypto';
import type { Express, Request } from 'express';
import { ChatRequest, type ChatResponse, ContactRequest } from '@storefront/contracts';
import type { OrdersClient } from '@storefront/clients';
import type { Database, Queryable } from '@storefront/data';
import { type RateLimiter, endpoint, sessionTokenOf } from '@storefront/service-kit';
import type { Assistant } from '../domain/assistant';
import { answerFor, latestOrderAnswer } from '../domain/replies';
import { enqueueMail } from '../mail/queue';

export interface SupportRouteDeps {
  db: Database;
  assistant: Assistant;
  orders: OrdersClient;
  supportInbox: string;
  limits: { chatPerClient: RateLimiter; contactPerClient: RateLimiter; contactPerAddress: RateLimiter };
  onMailQueued: () => void;
}

export function mountSupportRoutes(app: Express, deps: SupportRouteDeps): void {
  /** The chat assistant. "Where is my order" gets the shopper's real latest order when signed in. */
  app.post(
    '/chat',
    endpoint({ body: ChatRequest }, async ({ body }, req: Request): Promise<ChatResponse> => {
      await deps.limits.chatPerClient.check(`chat:${req.ip}`);
      const { topic, confidence } = deps.assistant.classify(body.message);
      let reply = answerFor(topic);
      const me = req.identity;
      if (topic === 'order-status' && me) {
        try {
          const latest = await deps.orders.latestOrder(me.userId, { requestId: req.requestId, authorization: `Bearer ${sessionTokenOf(req)}` });
          reply = latestOrderAnswer(latest);
        } catch (err) {
          req.log.warn({ err: (err as Error).message }, 'orders unavailable for the assistant');
          reply = "I can't reach the order system right now. You can see all your orders under Returns & Orders (/orders), or try me again in a moment.";
        }
      }
      const userId = me?.userId ?? null;
      const conversationId = (await isTheirs(deps.db, body.conversationId, userId)) ? body.conversationId! : randomUUID();
      await deps.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message) VALUES ($1, $2, 'user', $3)`, [conversationId, userId, body.message]);
        await tx.query(
          `INSERT INTO support.chat_turns (conversation_id, user_id, speaker, message, topic, confidence) VALUES ($1, $2, 'bot', $3, $4, $5)`,
          [conversationId, userId, reply, topic, confidence],
        );
      });
      return { message: reply, topic, conversationId };
    }),
  );

  /** The contact form: kept, acknowledged to the shopper by email and forwarded to the support inbox. */
  app.post(
    '/api/support/contact',
    endpoint({ body: ContactRequest }, async ({ body }, req, res) => {
      // Open to anyone, so limited per client and per address.
      await deps.limits.contactPerClient.check(`contact:client:${req.ip}`);
      await deps.limits.contactPerAddress.check(`contact:email:${mailbox(body.email)}`);
      const id = await deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO support.contact_messages (name, email, message, user_id, client_ip) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [body.name, body.email, body.message, req.identity?.userId ?? null, req.ip ?? null],
        );
        const ref = rows[0]!.id.slice(0, 8).toUpperCase();
        // Anyone can type any address into the form, so the acknowledgement carries nothing they wrote:
        // no name, no message, only our fixed text and the reference. Otherwise the form would send
        // their words from our domain to whoever they like.
        await enqueueMail(tx, {
          to: body.email,
          subject: `We received your message (${ref})`,
          text: acknowledgementText(ref),
        });
        await enqueueMail(tx, {
          to: deps.supportInbox,
          replyTo: body.email,
          subject: `Contact form ${ref}: ${body.name} <${body.email}>`,
          text: [`From: ${body.name} <${body.email}>`, `Signed in as: ${req.identity?.userId ?? 'visitor'}`, `Reference: ${ref}`, '', body.message].join('\n'),
        });
        return rows[0]!.id;
      });
      deps.onMailQueued();
      res.status(201);
      return { message: 'Your message has been sent. Please check your email!', id };
    }),
  );
}

/** The acknowledgement of a contact message: fixed text and the reference, nothing the sender wrote. */
export function acknowledgementText(ref: string): string {
  return [
    'Hello,',
    '',
    `Thank you for writing to Maple Market. We received your message and will reply within one business day. Your reference is ${ref}.`,
    '',
    'If you did not write to us, you can ignore this email.',
    '',
    'Maple Market Customer Service · 1-800-555-0199',
  ].join('\n');
}

/** The mailbox an address delivers to, for counting messages per sender: lower case and without a
 * "+tag" (rita+1@example.com and Rita@example.com are one mailbox). */
export function mailbox(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0]!;
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

/** Whether the caller may add to a conversation: a new one, one nobody signed in has used, or one the
 * same shopper started. After a sign-out and another sign-in in the same tab, the old conversation
 * is not continued under the new shopper's name (nor a visitor's). */
async function isTheirs(db: Queryable, conversationId: string | undefined, userId: string | null): Promise<boolean> {
  if (!conversationId) return false;
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM support.chat_turns WHERE conversation_id = $1 AND user_id IS NOT NULL ORDER BY id LIMIT 1`,
    [conversationId],
  );
  return !rows[0] || rows[0].user_id === userId;
}
