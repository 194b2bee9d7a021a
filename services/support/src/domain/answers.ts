import { type CurrentPromotions, type GiftCardView, type Language, type OrderStatus, STORE_TIME_ZONE } from '@storefront/contracts';
import { textIn } from '../messages';
import { dateIn, hello, moneyIn } from './formats';
import type { Intent } from './intents';

// The assistant's answers, in the page's language, from the support catalogue (src/messages): each says
// only what the shop really allows (a shopper cancels an order that has not shipped; nothing else about
// a placed order can be changed; no newsletter, no account deletion on the site; only buyers review).

/** The assistant's static answer to an intent (see the catalogue for when each is said). */
export const answer = (intent: Intent, language: Language) => textIn(language)(`answer.${intent}`);

/** The automatic promotions in force, each with its terms (its last day, a minimum, who may have it),
 * then how sales and codes work; only that when none is on. Names are as staff wrote them. */
export function promotionsNow(promotions: CurrentPromotions['promotions'], language: Language): string {
  if (promotions.length === 0) return answer('promotions', language);
  const t = textIn(language);
  const money = moneyIn(language);
  const named = promotions.map((p) => {
    const terms = [
      // Its end is the instant after its last day.
      p.endsAt &&
        t('chat.promotion.until', {
          date: dateIn(language, new Date(Date.parse(p.endsAt) - 1), { month: 'long', day: 'numeric', timeZone: STORE_TIME_ZONE }),
        }),
      p.minSubtotal > 0 && t('chat.promotion.minimum', { amount: money(p.minSubtotal) }),
      p.signedInOnly && t('chat.promotion.signedIn'),
      p.firstOrderOnly && t('chat.promotion.firstOrder'),
    ].filter((term): term is string => Boolean(term));
    return terms.length > 0 ? `${p.name} (${terms.join(', ')})` : p.name;
  });
  return `${t('chat.promotionsNow', { promotions: named.join('; ') })} ${answer('promotions', language)}`;
}

/** Asks the signed-in shopper to confirm, yes or no, that their unpaid order should be cancelled. */
export const confirmCancel = (order: string, language: Language) => textIn(language)('chat.confirmCancel', { order });

/** After "yes": the unpaid order is cancelled (the orders service mails the cancellation). */
export const cancelled = (order: string, language: Language) => textIn(language)('chat.cancelled', { order });

/** After "no": the order stays as it is. */
export const keptOrder = (order: string, language: Language) => textIn(language)('chat.keptOrder', { order });

/** Why an order in each status cannot be cancelled from the chat, and what the shopper can do instead. */
const WHY_NOT: Partial<Record<OrderStatus, 'cancelled' | 'paid' | 'review' | 'shipped' | 'delivered' | 'returned'>> = {
  Cancelled: 'cancelled',
  Paid: 'paid',
  Backordered: 'paid',
  'Payment Review': 'review',
  Shipped: 'shipped',
  Delivered: 'delivered',
  'Partially Refunded': 'delivered',
  'Return Requested': 'returned',
  'Return Received': 'returned',
  Refunded: 'returned',
};

/** The order cannot be cancelled from the chat in its status: what the shopper can do instead. */
export function cannotCancel(order: string, status: OrderStatus, language: Language): string {
  const t = textIn(language);
  return t(`chat.cannotCancel.${WHY_NOT[status] ?? 'other'}`, { order, status: t(`status.${status}`) });
}

/** The signed-in shopper has no unpaid order to cancel. */
export const noOrderToCancel = (language: Language) => textIn(language)('chat.noOrderToCancel');

/** The quoted order is not on the shopper's account (says nothing of whether it exists). */
export const orderNotFound = (order: string, language: Language) => textIn(language)('chat.orderNotFound', { order });

/** The receipt of the shopper's order was mailed again. */
export const receiptResent = (order: string, email: string, language: Language) => textIn(language)('chat.receiptResent', { order, email });

/** The receipt was sent again several times in the last hour: not once more (a mailbox is not flooded). */
export const receiptSentOften = (order: string, email: string, language: Language) =>
  textIn(language)('chat.receiptSentOften', { order, email });

/** The shopper has no paid order, so there is no receipt to send. */
export const noPaidOrder = (language: Language) => textIn(language)('chat.noPaidOrder');

/** "Talk to a person": a ticket was opened for the signed-in shopper. */
export const ticketOpened = (ticket: string, language: Language) => textIn(language)('chat.ticketOpened', { ticket });

/** A complaint: a ticket was opened for the signed-in shopper. */
export const ticketOpenedComplaint = (ticket: string, language: Language) => textIn(language)('chat.ticketOpenedComplaint', { ticket });

/** A ticket was opened for a visitor who is not signed in: we have no email to reply to. */
export function ticketNeedsEmail(ticket: string, language: Language): string {
  const t = textIn(language);
  return t('chat.ticketNeedsEmail', { ticket, phone: t('phone') });
}

/** When the message was not understood. */
export const unknown = (language: Language) => textIn(language)('chat.unknown');

/** The mail that acknowledges a ticket to the signed-in shopper's email, in the page's language. */
export function ticketAcknowledgement(ticket: string, language: Language): { subject: string; text: string } {
  const t = textIn(language);
  return {
    subject: t('ticket.subject', { ticket }),
    text: [
      hello(t, ''),
      '',
      t('ticket.received', { ticket }),
      '',
      t('ticket.addAnything', { ticket, phone: t('phone') }),
      '',
      t('mail.signature'),
    ].join('\n'),
  };
}

/** "What's left on my gift card?" for a signed-in shopper: the store credit on their account (a gift
 * card's balance is for whoever holds its code: the cart shows it). */
export function storeCredit(cards: GiftCardView[], language: Language): string {
  const t = textIn(language);
  const money = moneyIn(language);
  const left = cards.filter((c) => c.balance > 0);
  if (left.length === 0) return t('chat.noStoreCredit');
  return t('chat.storeCredit', {
    cards: left.map((c) => t('chat.storeCreditCard', { balance: money(c.balance), lastFour: c.lastFour })).join(', '),
  });
}

/** How a gift card is used, or (signed out) where its balance shows. */
export const giftCardHelp = (question: 'use' | 'balance', language: Language) =>
  textIn(language)(question === 'use' ? 'chat.giftCardUse' : 'chat.giftCardBalanceSignedOut');
