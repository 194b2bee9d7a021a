import type { TimelineSaying } from '@storefront/contracts/timeline-words';
import type { Queryable } from '@storefront/data';
import { giftCardsOfOrder, issueGiftCard, refundToGiftCards } from '../data/gift-cards';
import { type StoredOrder, addHistory, paidCentsOf } from '../data/orders';
import { type RefundRecord, insertRefund, markStoreCredit } from '../data/refunds';
import { refundSplit } from '../domain/gift-cards';
import { settleRefundIn } from './settle-refund';

/** What a refund gives back, and who asked. */
export interface RefundAsked {
  amountCents: number;
  items: RefundRecord['items'];
  reason: string;
  createdBy: string;
  /** The received return it gives back. */
  returnId?: string;
}

/**
 * A refund of an order, in its transaction: to the card first, up to what the card paid and has not had
 * back, then to the order's gift cards, credited at once (and settled, announced as order.refunded).
 * The lines go with the card's part when there is one. When the shopper chose store credit, the card's
 * part becomes a gift card of their account instead, credited and settled at once. Answers the card's
 * refund, to send to the provider after the commit (null: nothing for the provider), or undefined when
 * the database refused it (more than is left).
 */
export async function refundTo(tx: Queryable, stored: StoredOrder, asked: RefundAsked): Promise<RefundRecord | null | undefined> {
  const orderId = stored.order._id;
  const own = stored.refunds.filter((r) => !r.paymentReference && r.status !== 'Failed');
  const cardHeld = own.filter((r) => !r.toGiftCards).reduce((sum, r) => sum + r.amountCents, 0);
  const cards = stored.giftCardCents > 0 ? await giftCardsOfOrder(tx, orderId) : [];
  const split = refundSplit(asked.amountCents, {
    cardCents: paidCentsOf(stored) - cardHeld,
    giftCards: cards.map((c) => ({ id: c.id, cents: c.paidCents - c.refundedCents })),
  });
  const giftCents = split.giftCards.reduce((sum, g) => sum + g.amountCents, 0);
  if (split.cardCents + giftCents < asked.amountCents) return undefined;
  let card: RefundRecord | null = null;
  if (split.cardCents > 0) {
    card = (await insertRefund(tx, { ...asked, orderId, amountCents: split.cardCents })) ?? null;
    if (!card) return undefined;
    if (stored.refundTo === 'storeCredit') {
      await toStoreCredit(tx, stored, card);
      card = null;
    }
  }
  if (giftCents > 0) {
    const toCards = await insertRefund(tx, {
      ...asked,
      orderId,
      amountCents: giftCents,
      items: card ? [] : asked.items,
      toGiftCards: true,
    });
    if (!toCards) return undefined;
    await refundToGiftCards(tx, orderId, toCards.id, split.giftCards);
    const named = split.giftCards.map((g): TimelineSaying => ({
      says: 'refund.toGiftCard',
      values: { amount: g.amountCents, lastFour: cards.find((c) => c.id === g.id)!.lastFour },
    }));
    await addHistory(tx, orderId, 'Refund requested', named);
    await settleRefundIn(tx, { id: '', status: 'succeeded', amountCents: giftCents, refundId: toCards.id, orderId });
  }
  return card;
}

/** The card's part of a refund given as store credit: a new gift card of the shopper's account for it,
 * the refund settled at once (it never reaches the provider) and announced as any refund is. */
async function toStoreCredit(tx: Queryable, stored: StoredOrder, refund: RefundRecord): Promise<void> {
  const orderId = stored.order._id;
  const credit = await issueGiftCard(tx, { amountCents: refund.amountCents, ownerUserId: stored.order.userId });
  await markStoreCredit(tx, refund.id, credit.id);
  await addHistory(tx, orderId, 'Refund requested', [
    { says: 'refund.toStoreCredit', values: { amount: refund.amountCents, lastFour: credit.lastFour } },
  ]);
  await settleRefundIn(tx, { id: '', status: 'succeeded', amountCents: refund.amountCents, refundId: refund.id, orderId });
}
