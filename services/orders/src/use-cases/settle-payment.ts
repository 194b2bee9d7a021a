import { type TimelineSaying, sayTimeline } from '@storefront/contracts/timeline-words';
import type { PaymentCompleted, ShippingAddress } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import type { Logger } from 'pino';
import { type StoredOrder, addHistory, findOrder, markPaid, markPaymentFailed, markPaymentReview } from '../data/orders';
import { insertStrayRefund } from '../data/refunds';
import { dollarsText } from '../domain/refunds';
import { PAYABLE } from '../domain/status';
import type { SessionState } from '../payments/stripe';
import { createOrderLink } from '../data/order-links';
import { orderUrlOf, storeAddressOf } from './order-access';
import { type OrderFlow, partyOf } from './order-steps';
import { sendRefund } from './send-refund';
import { announceUses } from './discounts';
import { issueBoughtGiftCards } from './issue-gift-card';
import { giftCardOfId } from '../data/gift-cards';
import { dollars } from '../domain/totals';

/** 'stray': paid for an order that could no longer take it; the payment goes back (`strayRefundId`). */
export type Settlement = { outcome: 'paid' | 'review' | 'unchanged' } | { outcome: 'stray'; strayRefundId: string };
const UNCHANGED: Settlement = { outcome: 'unchanged' };

/** Settles an order from what the provider says of its payment page, in the caller's transaction.
 * Paid for exactly the order's total: 'Paid', announced by payment.completed. Paid, but for another
 * amount or with no amount at all: 'Payment Review' (nothing ships, nothing is announced). */
export async function settlePaymentIn(
  tx: Queryable,
  log: Logger,
  orderId: string,
  session: SessionState,
  storeAddress: string,
): Promise<Settlement> {
  if (!session.paid) return UNCHANGED;
  const stored = await findOrder(tx, orderId, true);
  if (!stored) return UNCHANGED;
  if (!PAYABLE.includes(stored.order.status)) {
    // Money taken for an order that can no longer take it (cancelled while its payment page was open,
    // or paid already through another page) goes back to the card, whole and once.
    const stray = session.paymentReference && session.paymentReference !== stored.paymentReference && (session.amountTotal ?? 0) > 0;
    if (!stray) return UNCHANGED;
    const amountCents = session.amountTotal!;
    const strayRefundId = await insertStrayRefund(tx, {
      orderId,
      amountCents,
      paymentReference: session.paymentReference!,
      reason: `Paid after the order was ${stored.order.status.toLowerCase()}: the payment goes back to the card.`,
    });
    if (!strayRefundId) return UNCHANGED; // being refunded already
    log.warn(
      { orderId, sessionId: session.id, status: stored.order.status },
      'a payment came for an order that could not take it: refunding it',
    );
    await addHistory(tx, orderId, 'Refund requested', [{ says: 'refund.strayPayment', values: { amount: amountCents } }]);
    return { outcome: 'stray', strayRefundId };
  }
  const dueCents = stored.totalCents - stored.giftCardCents;
  if (session.amountTotal !== dueCents) {
    // Never mark an order paid for an amount other than what the card owed, nor for an amount nobody stated.
    const said: TimelineSaying[] = [
      session.amountTotal === null
        ? { says: 'review.noAmount' }
        : {
            says: stored.giftCardCents > 0 ? 'review.chargedOtherAfterGiftCards' : 'review.chargedOther',
            values: { amount: session.amountTotal, due: dueCents },
          },
    ];
    const reason = sayTimeline(said, 'en', { money: dollarsText });
    log.error({ orderId, charged: session.amountTotal, due: dueCents }, 'payment amount does not match what the card owed');
    if (!(await markPaymentReview(tx, orderId, session.paymentReference, session.amountTotal, reason))) return UNCHANGED;
    await addHistory(tx, orderId, 'Payment Review', said);
    return { outcome: 'review' };
  }
  if (!(await markPaid(tx, orderId, session.paymentReference, session.amountTotal))) return UNCHANGED;
  await addHistory(tx, orderId, 'Paid', paidWith(stored, session.amountTotal));
  await announcePaid(tx, stored, storeAddress);
  return { outcome: 'paid' };
}

/** How the order was paid, for its timeline: by card, by gift card, or both. */
export function paidWith(stored: StoredOrder, cardCents: number): TimelineSaying[] {
  const cards = stored.giftCards.map((g): TimelineSaying => ({
    says: 'paid.giftCard',
    values: { amount: g.amountCents, lastFour: g.lastFour },
  }));
  return [...cards, ...(cardCents > 0 || cards.length === 0 ? [{ says: 'paid.card', values: { amount: cardCents } } as const] : [])];
}

/** The delivery address as the receipt prints it: without the phone number, which no mail shows. */
const receiptAddress = ({ fullName, street, apartment, city, province, country, postalCode }: ShippingAddress) => ({
  fullName,
  street,
  ...(apartment ? { apartment } : {}),
  city,
  province,
  country,
  postalCode,
});

/** Announces an order just marked paid (payment.completed, and each promotion it used), in that
 * transaction. */
export async function announcePaid(tx: Queryable, stored: StoredOrder, storeAddress: string): Promise<void> {
  const orderId = stored.order._id;
  const { order } = (await findOrder(tx, orderId))!;
  // A guest's receipt carries the link that opens their order (they have no account to find it in).
  const guestLink = stored.placedAsGuest ? await createOrderLink(tx, orderId) : null;
  const payload: PaymentCompleted = {
    ...partyOf(stored),
    items: order.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      name: i.name,
      options: i.options,
      sku: i.sku,
      price: i.price,
      quantity: i.quantity,
      ...(i.giftCard ? { giftCard: true } : {}),
    })),
    subtotal: order.subtotal,
    ...(order.discounts && order.discounts.length > 0 ? { discounts: order.discounts } : {}),
    tax: order.tax,
    taxes: order.taxes,
    shippingAddress: order.shippingAddress && receiptAddress(order.shippingAddress),
    deliveryDate: order.deliveryDate,
    totalAmount: order.totalAmount,
    ...(order.giftCards ? { giftCards: order.giftCards, amountDue: order.amountDue } : {}),
    currency: 'cad',
    paidAt: order.paidAt!,
    ...(guestLink ? { guest: true, orderUrl: orderUrlOf(storeAddress, orderId, guestLink.token) } : {}),
  };
  await addToOutbox(tx, 'orders', 'payment.completed', payload);
  await announceUses(tx, stored, order.paidAt!);
  await announceRedeemed(tx, stored, order.paidAt!);
  await issueBoughtGiftCards(tx, stored);
}

/** The gift cards that paid part of an order now paid, with what each has left. */
async function announceRedeemed(tx: Queryable, stored: StoredOrder, paidAt: string): Promise<void> {
  if (stored.giftCards.length === 0) return;
  const cards = [];
  for (const g of stored.giftCards) {
    const card = (await giftCardOfId(tx, g.id))!;
    cards.push({ giftCardId: g.id, lastFour: g.lastFour, amount: dollars(g.amountCents), balance: dollars(card.balanceCents) });
  }
  await addToOutbox(tx, 'orders', 'gift-card.redeemed', {
    orderId: stored.order._id,
    userId: stored.order.userId,
    cards,
    redeemedAt: paidAt,
  });
}

/** The same, in a transaction of its own (the shopper back from the payment page). */
export async function settlePayment(flow: OrderFlow, log: Logger, orderId: string, session: SessionState): Promise<Settlement> {
  const settled = await flow.db.transaction((tx) => settlePaymentIn(tx, log, orderId, session, storeAddressOf(flow)));
  if (settled.outcome === 'paid') flow.onEventsWritten();
  if (settled.outcome === 'stray') await sendRefund(flow, settled.strayRefundId);
  return settled;
}

/** The provider says an asynchronous payment failed: only an order still pending moves. */
export async function failPaymentIn(tx: Queryable, orderId: string): Promise<void> {
  if (await markPaymentFailed(tx, orderId)) await addHistory(tx, orderId, 'Payment Failed', [{ says: 'payment.failed' }]);
}
