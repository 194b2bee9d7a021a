import type { Order, OrderItem, OrderStatus, PaymentCompleted, ShippingAddress } from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { PAYABLE, statusesBefore } from '../domain/status';
import { type TotalsCents, dollars } from '../domain/totals';

interface OrderRow {
  id: string;
  user_id: string;
  customer_email: string;
  customer_name: string;
  status: OrderStatus;
  payment_status: Order['paymentStatus'];
  items: OrderItem[];
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
  taxes: Array<{ name: string; rate: number; amount: number }>;
  tax_region: string;
  shipping_address: ShippingAddress;
  delivery_date: string | Date;
  checkout_session_id: string | null;
  checkout_attempts: number;
  payment_reference: string | null;
  paid_at: Date | null;
  backordered: Order['backordered'];
  created_at: Date;
}

export interface StoredOrder {
  order: Order;
  totalCents: number;
  checkoutSessionId: string | null;
  checkoutAttempts: number;
  paymentReference: string | null;
  customerEmail: string;
}

const COLUMNS = `id, user_id, customer_email, customer_name, status, payment_status, items, subtotal_cents, tax_cents,
  shipping_cents, total_cents, taxes, tax_region, shipping_address, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date,
  checkout_session_id, checkout_attempts, payment_reference, paid_at, backordered, created_at`;

function toStored(r: OrderRow): StoredOrder {
  return {
    order: {
      _id: r.id,
      userId: r.user_id,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      paymentStatus: r.payment_status,
      items: r.items,
      subtotal: dollars(r.subtotal_cents),
      taxes: r.taxes.map((t) => ({ ...t, amount: dollars(t.amount) })),
      tax: dollars(r.tax_cents),
      shipping: dollars(r.shipping_cents),
      totalAmount: dollars(r.total_cents),
      taxRegion: r.tax_region,
      shippingAddress: r.shipping_address,
      deliveryDate: String(r.delivery_date),
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      backordered: r.backordered ?? [],
    },
    totalCents: r.total_cents,
    checkoutSessionId: r.checkout_session_id,
    checkoutAttempts: r.checkout_attempts,
    paymentReference: r.payment_reference,
    customerEmail: r.customer_email,
  };
}

export async function insertOrder(
  db: Queryable,
  o: {
    userId: string;
    customerEmail: string;
    customerName: string;
    items: OrderItem[];
    totals: TotalsCents;
    shippingAddress: ShippingAddress;
    deliveryDate: string;
  },
): Promise<StoredOrder> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders.orders (user_id, customer_email, customer_name, status, items, subtotal_cents, tax_cents, shipping_cents,
       total_cents, taxes, tax_region, shipping_address, delivery_date)
     VALUES ($1, $2, $3, 'Pending Payment', $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${COLUMNS}`,
    [
      o.userId,
      o.customerEmail,
      o.customerName,
      JSON.stringify(o.items),
      o.totals.subtotal,
      o.totals.tax,
      o.totals.shipping,
      o.totals.total,
      JSON.stringify(o.totals.taxes),
      o.totals.region,
      JSON.stringify(o.shippingAddress),
      o.deliveryDate,
    ],
  );
  return toStored(rows[0]!);
}

export async function findOrder(db: Queryable, id: string, lock = false): Promise<StoredOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders.orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && toStored(rows[0]);
}

/** A shopper's orders, newest first. */
export async function ordersOf(db: Queryable, userId: string, limit = 200): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders.orders WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map((r) => toStored(r).order);
}

/** Records the order's new payment page, unless another request replaced `previous` first; answers
 * whether this one was recorded. */
export async function recordCheckoutSession(db: Queryable, orderId: string, sessionId: string, previous: string | null): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE orders.orders SET checkout_session_id = $2, updated_at = now() WHERE id = $1 AND checkout_session_id IS NOT DISTINCT FROM $3`,
    [orderId, sessionId, previous],
  );
  return rowCount > 0;
}

export async function countCheckoutAttempt(db: Queryable, orderId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `UPDATE orders.orders SET checkout_attempts = checkout_attempts + 1 WHERE id = $1 RETURNING checkout_attempts AS n`,
    [orderId],
  );
  return rows[0]!.n;
}

/** Marks an order paid and announces it, in one transaction (the caller's). Only an order still awaiting
 * payment moves; a second confirmation of the same payment changes nothing and answers false. */
export async function markPaid(tx: Queryable, orderId: string, paymentReference: string | null): Promise<boolean> {
  const { rows } = await tx.query<OrderRow>(
    `UPDATE orders.orders SET status = 'Paid', payment_status = 'Paid', paid_at = now(), payment_reference = $2, updated_at = now()
      WHERE id = $1 AND status = ANY ($3::text[]) RETURNING ${COLUMNS}`,
    [orderId, paymentReference, PAYABLE],
  );
  const row = rows[0];
  if (!row) return false;
  const { order } = toStored(row);
  const payload: PaymentCompleted = {
    orderId: order._id,
    userId: order.userId,
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    items: order.items.map((i) => ({ productId: i.productId, name: i.name, price: i.price, quantity: i.quantity })),
    subtotal: order.subtotal,
    tax: order.tax,
    totalAmount: order.totalAmount,
    currency: 'cad',
    paidAt: order.paidAt!,
  };
  await addToOutbox(tx, 'orders', 'payment.completed', payload);
  return true;
}

export async function markPaymentFailed(tx: Queryable, orderId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Payment Failed', payment_status = 'Failed', updated_at = now()
      WHERE id = $1 AND status = ANY ($2::text[])`,
    [orderId, statusesBefore('Payment Failed')],
  );
  return rowCount > 0;
}

/** A paid order whose stock ran out: 'Backordered', with what is missing. Only a paid order that has
 * not moved on (shipped, cancelled) changes; answers whether it did. Runs in the caller's transaction. */
export async function markBackordered(tx: Queryable, orderId: string, missing: Order['backordered']): Promise<boolean> {
  if (!isUuid(orderId) || missing.length === 0) return false;
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Backordered', backordered = $2::jsonb, updated_at = now()
      WHERE id = $1 AND status = ANY ($3::text[])`,
    [orderId, JSON.stringify(missing), statusesBefore('Backordered')],
  );
  return rowCount > 0;
}

/** Records a provider event id; false when it had been handled before. */
export async function firstTimeSeen(tx: Queryable, eventId: string, type: string, orderId: string | null): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO orders.payment_events (event_id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [eventId, type, orderId && isUuid(orderId) ? orderId : null],
  );
  return rowCount > 0;
}
