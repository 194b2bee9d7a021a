import type { Database, Queryable } from '@storefront/data';
import { notFound } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { type StoredOrder, findOrder } from '../data/orders';
import type { Payments } from '../payments/stripe';

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

export async function reloaded(flow: OrderFlow, orderId: string): Promise<StoredOrder> {
  return (await findOrder(flow.db, orderId))!;
}
