import { randomUUID } from 'node:crypto';
import type { Express, Request } from 'express';
import { ChatRequest, type ChatResponse, ContactRequest, type Language, languageOfRequest, mailboxOf } from '@storefront/contracts';
import type { OrdersClient } from '@storefront/clients';
import type { Database, Queryable } from '@storefront/data';
import { type RateLimiter, endpoint, sessionTokenOf } from '@storefront/service-kit';
import { conversationOwner } from '../data/chat';
import { insertContactMessage } from '../data/contact-messages';
import { enqueueMail } from '../data/mail-queue';
import { isProvenAddress } from '../data/proven-addresses';
import { contactForward } from '../domain/staff-mails';
import type { Assistant } from '../domain/understanding';
import { textIn } from '../messages';
import { answerChat } from '../use-cases/chat';
import type { ShopProducts } from '../use-cases/product-stock';

export interface SupportRouteDeps {
  db: Database;
  /** Understands messages in any of the store's languages; the answer is in the page's. */
  assistant: Assistant;
  orders: OrdersClient;
  /** What the shop sells, for the assistant's stock answers. */
  products: ShopProducts;
  supportInbox: string;
  limits: {
    chatPerClient: RateLimiter;
    ticketsPerClient: RateLimiter;
    receiptResendsPerOrder: RateLimiter;
    contactPerClient: RateLimiter;
    contactPerAddress: RateLimiter;
  };
  onMailQueued: () => void;
}

export function mountSupportRoutes(app: Express, deps: SupportRouteDeps): void {
  /** The chat assistant: answers in the page's language, and acts on the signed-in shopper's own orders
   * where it can (see answerChat). */
  app.post(
    '/chat',
    endpoint({ body: ChatRequest }, async ({ body }, req: Request): Promise<ChatResponse> => {
      await deps.limits.chatPerClient.check(`chat:${req.ip}`);
      const userId = req.identity?.userId ?? null;
      const conversationId = (await isTheirs(deps.db, body.conversationId, userId)) ? body.conversationId! : randomUUID();
      return answerChat(
        { ...deps, ticketsPerClient: deps.limits.ticketsPerClient, receiptResendsPerOrder: deps.limits.receiptResendsPerOrder },
        {
          message: body.message,
          conversationId,
          language: languageOfRequest(req.headers),
          shopper: req.identity,
          call: { requestId: req.requestId, authorization: `Bearer ${sessionTokenOf(req)}` },
          clientIp: req.ip ?? 'unknown',
          log: req.log,
        },
      );
    }),
  );

  /** The contact form: kept, acknowledged to the shopper by email and forwarded to the support inbox. */
  app.post(
    '/api/support/contact',
    endpoint({ body: ContactRequest }, async ({ body }, req, res) => {
      const language = languageOfRequest(req.headers);
      // Open to anyone, so limited per client and per address.
      await deps.limits.contactPerClient.check(`contact:client:${req.ip}`);
      await deps.limits.contactPerAddress.check(`contact:email:${mailboxOf(body.email)}`);
      // Typing an address proves nothing: only a signed-in sender giving their account's proven one.
      const me = req.identity;
      const proven = !!me && me.email.toLowerCase() === body.email.toLowerCase() && (await isProvenAddress(deps.db, me.userId, body.email));
      const id = await deps.db.transaction(async (tx) => {
        const messageId = await insertContactMessage(tx, {
          name: body.name,
          email: body.email,
          message: body.message,
          userId: req.identity?.userId ?? null,
          clientIp: req.ip ?? null,
        });
        const ref = messageId.slice(0, 8).toUpperCase();
        // Anyone can type any address into the form, so the acknowledgement carries nothing they wrote:
        // no name, no message, only our fixed text and the reference, in the page's language. Otherwise
        // the form would send their words from our domain to whoever they like.
        await enqueueMail(tx, { to: body.email, ...acknowledgement(ref, language) });
        await enqueueMail(tx, {
          to: deps.supportInbox,
          replyTo: body.email,
          ...contactForward({ ref, name: body.name, email: body.email, message: body.message, userId: me?.userId, proven }),
        });
        return messageId;
      });
      deps.onMailQueued();
      res.status(201);
      return { message: textIn(language)('contact.sent'), id };
    }),
  );
}

/** The acknowledgement mailed to the sender, in the page's language (the mail to the support inbox
 * stays English: it is for staff). */
export function acknowledgement(ref: string, language: Language): { subject: string; text: string } {
  return { subject: textIn(language)('contact.subject', { ref }), text: acknowledgementText(ref, language) };
}

/** The acknowledgement of a contact message: fixed text and the reference, nothing the sender wrote. */
export function acknowledgementText(ref: string, language: Language = 'en'): string {
  const t = textIn(language);
  return [t('contact.hello'), '', t('contact.received', { ref }), '', t('contact.notYou'), '', t('contact.signature')].join('\n');
}

/** Whether the caller may add to a conversation: a new one, one nobody signed in has used, or one the
 * same shopper started. After a sign-out and another sign-in in the same tab, the old conversation
 * is not continued under the new shopper's name (nor a visitor's). */
async function isTheirs(db: Queryable, conversationId: string | undefined, userId: string | null): Promise<boolean> {
  if (!conversationId) return false;
  const owner = await conversationOwner(db, conversationId);
  return owner === undefined || owner === userId;
}
