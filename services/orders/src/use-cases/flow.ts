import type { Request } from 'express';
import type { Identity } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { HttpError, assertOwnerOrAdmin, conflict, currentUser, forbidden, guestCartOf, notFound } from '@storefront/service-kit';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { type StoredOrder, findOrder } from '../data/orders';
import { findRefund, recordProviderRefund } from '../data/refunds';
import type { Payments, RefundState } from '../payments/stripe';
// A cycle of functions only, called at run time: a refund the provider refuses is settled as failed.
import { settleRefund } from './settle-refund';

/** What every step of the order's life works with. */
export interface OrderFlow {
  db: Database;
  payments: Payments;
  log: Logger;
  /** Events were committed to the outbox: the relay should look now. */
  onEventsWritten: () => void;
  now?: () => Date;
  /** The store's address as shoppers reach it: links mailed to guests point there. */
  publicUrl?: string;
}

/** Where mailed links point when no public address is configured (as the users service does). */
const LOCAL_STORE = 'http://localhost:8080';
export const storeAddressOf = (flow: Pick<OrderFlow, 'publicUrl'>) => (flow.publicUrl ?? LOCAL_STORE).replace(/\/$/, '');

/** The page a link mailed to a guest opens: their order, with the link's token. */
export const orderUrlOf = (storeAddress: string, orderId: string, token: string) => `${storeAddress}/orders/${orderId}?access=${token}`;

/** How long the browser a guest ordered from (its cart cookie) opens the order: long enough to pay and see
 * it confirmed; afterwards the link mailed to them does, so the next person at a shared computer does not. */
export const GUEST_BROWSER_ACCESS_MS = 24 * 3600_000;

/** The order for whoever may read it: whoever placed it, or an admin. Anyone else is refused as they
 * should be: a visitor with a cart of their own hears there is no such order (404), a visitor without
 * one is asked to sign in (401), another shopper is refused (403). */
export function orderReadBy(req: Request, stored: StoredOrder | undefined): StoredOrder {
  if (stored && (placedBy(req, stored) || req.identity?.isAdmin)) return stored;
  if (!req.identity && guestCartOf(req)) throw notFound('order.notFound');
  const me = currentUser(req);
  if (!stored) throw notFound('order.notFound');
  assertOwnerOrAdmin(me, stored.order.userId, 'orders');
  return stored;
}

/** Whether the request comes from whoever placed the order: the signed-in shopper, or, for a day, the
 * visitor whose cart it was placed from (until the order joins an account). */
export function placedBy(req: Request, stored: StoredOrder, now = new Date()): boolean {
  if (req.identity?.userId === stored.order.userId) return true;
  const guest = guestCartOf(req);
  return Boolean(
    guest &&
    stored.placedAsGuest &&
    !stored.joinedAccountAt &&
    guest.cartId === stored.order.userId &&
    now.getTime() - new Date(stored.order.createdAt).getTime() < GUEST_BROWSER_ACCESS_MS,
  );
}

/** Who the event payloads say the order is for. */
export const partyOf = (stored: StoredOrder) => ({
  orderId: stored.order._id,
  userId: stored.order.userId,
  customerEmail: stored.customerEmail,
  customerName: stored.customerName,
  language: stored.language,
});

/** What the audit log keeps of an order before and after a staff action. */
export const auditView = (stored: StoredOrder) => ({
  status: stored.order.status,
  shipment: stored.order.shipment,
  deliveredAt: stored.order.deliveredAt,
  refundedAmount: stored.order.refundedAmount,
  refunds: stored.order.refunds.map((r) => ({ id: r._id, amount: r.amount, status: r.status })),
  returns: stored.order.returns.map((r) => ({ id: r._id, returnNumber: r.returnNumber, status: r.status })),
});

/** The order, locked for the rest of the transaction; 404 when there is none. */
export async function lockedOrder(tx: Queryable, orderId: string): Promise<StoredOrder> {
  const stored = await findOrder(tx, orderId, true);
  if (!stored) throw notFound('order.notFound');
  return stored;
}

/** A shopper acts only on their own orders. */
export function assertOwner(stored: StoredOrder, shopper: Identity): void {
  if (stored.order.userId !== shopper.userId) throw forbidden('auth.ownOrders');
}

export async function reloaded(flow: OrderFlow, orderId: string): Promise<StoredOrder> {
  return (await findOrder(flow.db, orderId))!;
}

/** Asks the provider for a refund already committed as 'Pending'. The same refund id is the same
 * idempotency key, so asking again never refunds twice. A provider failure leaves it 'Pending': staff
 * retry it (POST /api/admin/orders/:orderId/refunds/:refundId/retry). */
export async function sendRefund(flow: OrderFlow, refundId: string, opts: { failLoudly?: boolean } = {}): Promise<RefundState | null> {
  const refund = await findRefund(flow.db, refundId);
  if (!refund) return null;
  if (refund.status !== 'Pending') throw conflict('refund.alreadySettled');
  const order = await findOrder(flow.db, refund.orderId);
  const paymentReference = refund.paymentReference ?? order?.paymentReference;
  if (!paymentReference) {
    flow.log.error({ refundId, orderId: refund.orderId }, 'a refund for an order with no payment reference cannot be sent');
    if (opts.failLoudly) throw conflict('refund.noCardPayment');
    return null;
  }
  try {
    // A refund the provider already took is looked up, never asked for again: idempotency keys are
    // forgotten after a day, and a second request then would be a second refund.
    if (refund.providerRefundId) return await flow.payments.retrieveRefund(refund.providerRefundId);
    const state = await flow.payments.refund({
      paymentReference,
      amountCents: refund.amountCents,
      refundId: refund.id,
      orderId: refund.orderId,
    });
    await recordProviderRefund(flow.db, refund.id, state.id);
    return state;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code !== 'resource_missing') {
      // The provider said no for good (e.g. more than the charge has left): asking again would be refused
      // again, so the refund failed, its money is free to refund another way, and staff see why. A payment
      // it does not know (resource_missing: another account's keys, test and live mixed up) stays pending
      // for staff, as it may be found once the configuration is right.
      flow.log.error({ refundId, orderId: refund.orderId, err: err.message }, 'the payment provider refused the refund');
      const refused: RefundState = {
        id: '',
        status: 'failed',
        amountCents: refund.amountCents,
        refundId: refund.id,
        orderId: refund.orderId,
      };
      await settleRefund(flow, refused);
      return refused;
    }
    flow.log.error(
      { refundId, orderId: refund.orderId, err: (err as Error).message },
      'the payment provider did not take the refund: it stays pending',
    );
    if (opts.failLoudly) {
      throw new HttpError(502, 'payment.provider.refundPending');
    }
    return null;
  }
}
