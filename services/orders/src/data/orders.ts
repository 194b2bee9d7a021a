import type {
  AdminOrder,
  Language,
  RefundDestination,
  Order,
  OrderItem,
  OrderReturn,
  OrderStatus,
  Refund,
  ShippingAddress,
  TimelineEntry,
} from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';
import { type TimelineSaying, sayTimeline } from '@storefront/contracts/timeline-words';
import { type OrderLine, type RefundLedgerEntry, centsRefunded, dollarsText } from '../domain/refunds';
import { PAYABLE, statusesBefore } from '../domain/status';
import { type TotalsCents, dollars } from '../domain/totals';
import type { PromotionTerms } from '../domain/promotions';

/** A gift card that pays part or all of an order: what it paid when the order was placed. */
export interface OrderGiftCard {
  id: string;
  lastFour: string;
  amountCents: number;
  /** The shopper's own store credit (spent without a code), not a gift card entered. */
  storeCredit?: boolean;
}

/** A promotion an order got, with its terms as they were when it was placed. */
export interface OrderDiscount {
  promotionId: string;
  code?: string;
  description: string;
  amountCents: number;
  terms: Omit<PromotionTerms, 'code'>;
}

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
  review_reason: string;
  charged_cents: number | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  placed_as_guest: boolean;
  joined_account_at: Date | null;
  language: Language;
  discount_cents: number;
  discounts: OrderDiscount[];
  gift_card_cents: number;
  gift_cards: OrderGiftCard[];
  refund_to: RefundDestination;
  created_at: Date;
}

interface RefundRow {
  id: string;
  order_id: string;
  amount_cents: number;
  items: OrderLine[];
  reason: string;
  status: Refund['status'];
  provider_refund_id: string | null;
  payment_reference: string | null;
  to_gift_cards: boolean;
  store_credit_last_four: string | null;
  return_id: string | null;
  created_at: Date;
  settled_at: Date | null;
}

interface ReturnRow {
  id: string;
  order_id: string;
  return_number: string;
  items: OrderLine[];
  reason: string;
  status: OrderReturn['status'];
  requested_at: Date;
  received_at: Date | null;
}

interface HistoryRow {
  order_id: string;
  at: Date;
  event: string;
  detail: string;
  said: TimelineSaying[] | null;
}

export interface StoredRefund extends RefundLedgerEntry {
  id: string;
  orderId: string;
  providerRefundId: string | null;
  /** Set on the refund of a payment the order could not take (a stray payment): not the order's money. */
  paymentReference: string | null;
  /** Given back to the order's gift cards, not to the card. */
  toGiftCards: boolean;
  /** The card's part given as store credit instead: settled at once, never sent to the provider. */
  toStoreCredit: boolean;
  /** The return it gives back, if it was asked for one. */
  returnId: string | null;
}

export interface StoredReturn {
  id: string;
  returnNumber: string;
  status: OrderReturn['status'];
  items: OrderLine[];
}

export interface StoredOrder {
  order: Order;
  totalCents: number;
  subtotalCents: number;
  /** What the order's promotions took off its subtotal; its tax is on what was left. */
  discountCents: number;
  /** Those promotions, each with its terms as they were when the order was placed. */
  discounts: OrderDiscount[];
  /** What gift cards pay of the total; the card pays the rest (`totalCents − giftCardCents`). */
  giftCardCents: number;
  giftCards: OrderGiftCard[];
  taxCents: number;
  checkoutSessionId: string | null;
  checkoutAttempts: number;
  paymentReference: string | null;
  customerEmail: string;
  customerName: string;
  reviewReason: string;
  /** What the provider said it charged (null: not paid, or it did not say). */
  chargedCents: number | null;
  deliveredAt: Date | null;
  /** Placed without an account; `order.userId` is the visitor's cart id until it joins an account. */
  placedAsGuest: boolean;
  /** When a shopper proved the order's email and it joined their account (null: not yet, or never a guest's). */
  joinedAccountAt: Date | null;
  /** The language the order was placed in, which its mails are written in. */
  language: Language;
  /** Where the shopper asked its refunds to go. */
  refundTo: RefundDestination;
  refunds: StoredRefund[];
  returns: StoredReturn[];
}

const COLUMNS = `id, user_id, customer_email, customer_name, status, payment_status, items, subtotal_cents, tax_cents,
  shipping_cents, total_cents, taxes, tax_region, shipping_address, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date,
  checkout_session_id, checkout_attempts, payment_reference, paid_at, backordered, review_reason, charged_cents, carrier,
  tracking_number, shipped_at, delivered_at, placed_as_guest, joined_account_at, created_at, language, discount_cents, discounts, gift_card_cents, gift_cards, refund_to`;

// Lines stored before variants name only their product: its default variant, whose id is the product's.
type StoredLine<T> = Omit<T, 'variantId' | 'options'> & { variantId?: string; options?: Record<string, string> };
const withVariant = <T extends { productId: string }>(line: StoredLine<T>) =>
  ({ ...line, variantId: line.variantId ?? line.productId, options: line.options ?? {} }) as T & OrderLine;
const itemsOf = (items: Array<StoredLine<OrderItem>>): OrderItem[] =>
  items.map((i) => ({ ...withVariant<OrderItem>(i), sku: i.sku ?? '' }));
const linesOf = (lines: Array<StoredLine<OrderLine>> | null): OrderLine[] => (lines ?? []).map((l) => withVariant<OrderLine>(l));

/** An order's or a quote's discounts as the shopper reads them; none: nothing said. */
export const discountsShown = (discounts: OrderDiscount[], discountCents: number): Pick<Order, 'discounts' | 'discount'> =>
  discounts.length === 0
    ? {}
    : {
        discounts: discounts.map((d) => ({
          ...(d.code ? { code: d.code } : {}),
          description: d.description,
          amount: dollars(d.amountCents),
        })),
        discount: dollars(discountCents),
      };

/** The gift cards paying an order or a quote, and what is left for the card; none: nothing said. */
export const giftCardsShown = (giftCards: OrderGiftCard[], totalCents: number): Pick<Order, 'giftCards' | 'amountDue'> =>
  giftCards.length === 0
    ? {}
    : {
        giftCards: giftCards.map((g) => ({
          lastFour: g.lastFour,
          amount: dollars(g.amountCents),
          ...(g.storeCredit ? { storeCredit: true } : {}),
        })),
        amountDue: dollars(totalCents - giftCards.reduce((sum, g) => sum + g.amountCents, 0)),
      };

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

interface Details {
  refunds: RefundRow[];
  returns: ReturnRow[];
  history: HistoryRow[];
}

function toStored(r: OrderRow, d: Details): StoredOrder {
  const refunds: StoredRefund[] = d.refunds.map((x) => ({
    id: x.id,
    orderId: x.order_id,
    amountCents: x.amount_cents,
    status: x.status,
    items: linesOf(x.items),
    providerRefundId: x.provider_refund_id,
    paymentReference: x.payment_reference,
    toGiftCards: x.to_gift_cards,
    toStoreCredit: x.store_credit_last_four !== null,
    returnId: x.return_id,
  }));
  return {
    order: {
      _id: r.id,
      userId: r.user_id,
      createdAt: iso(r.created_at),
      status: r.status,
      paymentStatus: r.payment_status,
      items: itemsOf(r.items),
      subtotal: dollars(r.subtotal_cents),
      ...discountsShown(r.discounts, r.discount_cents),
      ...giftCardsShown(r.gift_cards, r.total_cents),
      taxes: r.taxes.map((t) => ({ ...t, amount: dollars(t.amount) })),
      tax: dollars(r.tax_cents),
      shipping: dollars(r.shipping_cents),
      totalAmount: dollars(r.total_cents),
      taxRegion: r.tax_region,
      shippingAddress: r.shipping_address,
      deliveryDate: String(r.delivery_date),
      paidAt: isoOrNull(r.paid_at),
      backordered: linesOf(r.backordered),
      shipment:
        r.carrier && r.shipped_at ? { carrier: r.carrier, trackingNumber: r.tracking_number ?? '', shippedAt: iso(r.shipped_at) } : null,
      deliveredAt: isoOrNull(r.delivered_at),
      refunds: d.refunds.map((x) => ({
        _id: x.id,
        amount: dollars(x.amount_cents),
        status: x.status,
        reason: x.reason,
        items: linesOf(x.items),
        createdAt: iso(x.created_at),
        settledAt: isoOrNull(x.settled_at),
        ...(x.to_gift_cards ? { toGiftCards: true } : {}),
        ...(x.store_credit_last_four ? { storeCredit: { lastFour: x.store_credit_last_four } } : {}),
        ...(x.return_id ? { returnId: x.return_id } : {}),
        ...(x.status === 'Pending' && x.provider_refund_id ? { sentToProvider: true as const } : {}),
      })),
      refundedAmount: dollars(centsRefunded(refunds)),
      returns: d.returns.map((x) => ({
        _id: x.id,
        returnNumber: x.return_number,
        status: x.status,
        reason: x.reason,
        items: linesOf(x.items),
        requestedAt: iso(x.requested_at),
        receivedAt: isoOrNull(x.received_at),
      })),
      ...(r.refund_to === 'storeCredit' ? { refundTo: r.refund_to } : {}),
      timeline: d.history.map((h): TimelineEntry => ({
        at: iso(h.at),
        event: h.event,
        detail: h.detail,
        ...(h.said ? { said: h.said } : {}),
      })),
    },
    totalCents: r.total_cents,
    subtotalCents: r.subtotal_cents,
    discountCents: r.discount_cents,
    discounts: r.discounts,
    giftCardCents: r.gift_card_cents,
    giftCards: r.gift_cards,
    taxCents: r.tax_cents,
    checkoutSessionId: r.checkout_session_id,
    checkoutAttempts: r.checkout_attempts,
    paymentReference: r.payment_reference,
    customerEmail: r.customer_email,
    customerName: r.customer_name,
    reviewReason: r.review_reason,
    chargedCents: r.charged_cents,
    deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
    placedAsGuest: r.placed_as_guest,
    language: r.language,
    refundTo: r.refund_to,
    joinedAccountAt: r.joined_account_at ? new Date(r.joined_account_at) : null,
    refunds,
    returns: d.returns.map((x) => ({ id: x.id, returnNumber: x.return_number, status: x.status, items: linesOf(x.items) })),
  };
}

/** The card's charge: what the provider said it took, else the order's total once paid; 0 unpaid. */
/** What may be given back of an order: what the card was charged and what its gift cards paid. */
export const refundableCentsOf = (stored: StoredOrder): number =>
  paidCentsOf(stored) + (stored.order.paymentStatus === 'Paid' || stored.reviewReason ? stored.giftCardCents : 0);

/** What the card was charged (a gift card pays the rest). */
export function paidCentsOf(stored: StoredOrder): number {
  const owed = stored.totalCents - stored.giftCardCents;
  if (stored.order.paymentStatus === 'Paid') return stored.chargedCents ?? owed;
  // Held for review (even once cancelled): the card was charged what the provider said, else what it owed.
  if (stored.reviewReason) return stored.chargedCents ?? owed;
  return 0;
}

export const toAdminOrder = (stored: StoredOrder): AdminOrder => ({
  ...stored.order,
  customerEmail: stored.customerEmail,
  customerName: stored.customerName,
  reviewReason: stored.reviewReason,
});

/** Refunds, returns and timelines of some orders, in three queries whatever their number. */
async function withDetails(db: Queryable, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after the other: the caller's transaction is one connection. A refund split in one step lists
  // the card's part before the gift cards'.
  const refunds = await db.query<RefundRow>(
    `SELECT r.id, r.order_id, r.amount_cents, r.items, r.reason, r.status, r.provider_refund_id, r.payment_reference, r.to_gift_cards,
            r.return_id, r.created_at, r.settled_at, c.last_four AS store_credit_last_four
       FROM orders.refunds r LEFT JOIN orders.gift_cards c ON c.id = r.store_credit_card_id
      WHERE r.order_id = ANY ($1::uuid[]) ORDER BY r.created_at, r.to_gift_cards, r.id`,
    [ids],
  );
  const returns = await db.query<ReturnRow>(
    `SELECT id, order_id, return_number, items, reason, status, requested_at, received_at
       FROM orders.returns WHERE order_id = ANY ($1::uuid[]) ORDER BY requested_at, id`,
    [ids],
  );
  const history = await db.query<HistoryRow>(
    `SELECT order_id, at, event, detail, said FROM orders.order_history WHERE order_id = ANY ($1::uuid[]) ORDER BY id`,
    [ids],
  );
  const of = <T extends { order_id: string }>(all: T[], id: string) => all.filter((x) => x.order_id === id);
  return rows.map((r) =>
    toStored(r, { refunds: of(refunds.rows, r.id), returns: of(returns.rows, r.id), history: of(history.rows, r.id) }),
  );
}

/** An order as it is placed: who for, what, priced by the catalogue, where and when to, and the
 * language of the page it was placed on (its mails are written in it). */
export interface NewOrder {
  userId: string;
  customerEmail: string;
  customerName: string;
  items: OrderItem[];
  totals: TotalsCents;
  /** Null: nothing to ship (a gift card). */
  shippingAddress: ShippingAddress | null;
  deliveryDate: string;
  placedAsGuest?: boolean;
  language: Language;
  /** The promotions it got (their amounts are already off `totals.total`). */
  discounts?: OrderDiscount[];
  /** The gift cards that pay part or all of `totals.total`. */
  giftCards?: OrderGiftCard[];
}

export async function insertOrder(db: Queryable, o: NewOrder): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO orders.orders (user_id, customer_email, customer_name, status, items, subtotal_cents, tax_cents, shipping_cents,
       total_cents, taxes, tax_region, shipping_address, delivery_date, placed_as_guest, language, discount_cents, discounts,
       gift_card_cents, gift_cards)
     VALUES ($1, $2, $3, 'Pending Payment', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING id`,
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
      o.placedAsGuest ?? false,
      o.language,
      (o.discounts ?? []).reduce((sum, d) => sum + d.amountCents, 0),
      JSON.stringify(o.discounts ?? []),
      (o.giftCards ?? []).reduce((sum, g) => sum + g.amountCents, 0),
      JSON.stringify(o.giftCards ?? []),
    ],
  );
  return rows[0]!.id;
}

/** One order with its refunds, returns and timeline; `lock` holds the order's row until the caller's
 * transaction ends, so two steps on one order run one after the other. */
export async function findOrder(db: Queryable, id: string, lock = false): Promise<StoredOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders.orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return (await withDetails(db, rows))[0];
}

/** A shopper's orders, newest first. */
export async function ordersOf(db: Queryable, userId: string, limit = 200): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders.orders WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  );
  return (await withDetails(db, rows)).map((s) => s.order);
}

/** Orders matching a WHERE clause, for the back office. */
export async function selectOrders(db: Queryable, where: string, params: unknown[], limit: number, offset: number): Promise<StoredOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders.orders ${where} ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return withDetails(db, rows);
}

/** Records the order's new payment page, unless another request replaced `previous` first; answers
 * whether this one was recorded. */
export async function recordCheckoutSession(db: Queryable, orderId: string, sessionId: string, previous: string | null): Promise<boolean> {
  // Only while the order can still be paid: a cancellation that landed meanwhile wins.
  const { rowCount } = await db.query(
    `UPDATE orders.orders SET checkout_session_id = $2, updated_at = now()
      WHERE id = $1 AND checkout_session_id IS NOT DISTINCT FROM $3 AND status = ANY ($4::text[])`,
    [orderId, sessionId, previous, [...PAYABLE]],
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

/** Marks an order still awaiting payment paid (the caller's transaction); false when it was not awaiting it. */
export async function markPaid(tx: Queryable, orderId: string, paymentReference: string | null, chargedCents: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Paid', payment_status = 'Paid', paid_at = now(), payment_reference = $2, charged_cents = $3,
       updated_at = now()
      WHERE id = $1 AND status = ANY ($4::text[])`,
    [orderId, paymentReference, chargedCents, PAYABLE],
  );
  return rowCount > 0;
}

/** The provider says paid, but not the order's total: held for staff, with why. */
export async function markPaymentReview(
  tx: Queryable,
  orderId: string,
  paymentReference: string | null,
  chargedCents: number | null,
  reason: string,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Payment Review', payment_reference = $2, charged_cents = $3, review_reason = $4, updated_at = now()
      WHERE id = $1 AND status = ANY ($5::text[])`,
    [orderId, paymentReference, chargedCents, reason, statusesBefore('Payment Review')],
  );
  return rowCount > 0;
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

export async function markShipped(tx: Queryable, orderId: string, carrier: string, trackingNumber: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Shipped', carrier = $2, tracking_number = $3, shipped_at = now(), updated_at = now()
      WHERE id = $1 AND status = ANY ($4::text[])`,
    [orderId, carrier, trackingNumber, statusesBefore('Shipped')],
  );
  return rowCount > 0;
}

export async function markDelivered(tx: Queryable, orderId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = 'Delivered', delivered_at = now(), updated_at = now() WHERE id = $1 AND status = ANY ($2::text[])`,
    [orderId, statusesBefore('Delivered')],
  );
  return rowCount > 0;
}

/** Moves an order to `to` when the state machine allows it from where it is; answers whether it moved. */
export async function moveTo(tx: Queryable, orderId: string, to: OrderStatus): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.orders SET status = $2, updated_at = now() WHERE id = $1 AND status = ANY ($3::text[])`,
    [orderId, to, statusesBefore(to)],
  );
  return rowCount > 0;
}

/** One line of the order's timeline, in the step's transaction. */
/** A step of the order's timeline: its name, and what it says as data typed by people or the provider
 * (a reason, a return number) or as sayings a page says in its own language (kept with their English). */
export async function addHistory(tx: Queryable, orderId: string, event: string, detail: string | TimelineSaying[] = ''): Promise<void> {
  const said = typeof detail === 'string' ? null : detail;
  const text = said ? sayTimeline(said, 'en', { money: dollarsText }) : (detail as string);
  await tx.query(`INSERT INTO orders.order_history (order_id, event, detail, said) VALUES ($1, $2, $3, $4)`, [
    orderId,
    event,
    text,
    said ? JSON.stringify(said) : null,
  ]);
}

/** Records a provider event id; false when it had been handled before. */
export async function firstTimeSeen(tx: Queryable, eventId: string, type: string, orderId: string | null): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO orders.payment_events (event_id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [eventId, type, orderId && isUuid(orderId) ? orderId : null],
  );
  return rowCount > 0;
}

/** The order whose number (the first 8 characters of its id) and email both match, if exactly one does. */
export async function findOrderByNumber(db: Queryable, number: string, email: string): Promise<StoredOrder | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders.orders WHERE id::text LIKE $1 AND lower(customer_email) = lower($2) LIMIT 2`,
    [`${number.toLowerCase()}%`, email],
  );
  return rows.length === 1 ? findOrder(db, rows[0]!.id) : undefined;
}

/** The shopper proved `email` is theirs at `provenAt`: the orders placed as a guest with it up to then (and
 * not joined to an account yet) become theirs; later ones wait for a later proof. Answers the ids of the
 * orders that joined. */
export async function joinGuestOrdersToAccount(tx: Queryable, userId: string, email: string, provenAt: Date): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE orders.orders SET user_id = $1, joined_account_at = now(), updated_at = now()
      WHERE placed_as_guest AND joined_account_at IS NULL AND lower(customer_email) = lower($2) AND created_at <= $3
      RETURNING id`,
    [userId, email, provenAt],
  );
  return rows.map((r) => r.id);
}

/** Orders still waiting for their payment whose payment page was opened between `from` and `before`:
 * the ones whose provider the store asks itself (a webhook may never have come). Oldest first. */
export async function openCheckoutsBetween(
  db: Queryable,
  window: { from: Date; before: Date; statuses: readonly string[] },
  limit = 50,
): Promise<Array<{ orderId: string; sessionId: string }>> {
  const { rows } = await db.query<{ id: string; checkout_session_id: string }>(
    `SELECT id, checkout_session_id FROM orders.orders
      WHERE checkout_session_id IS NOT NULL AND status = ANY ($1::text[]) AND updated_at >= $2 AND updated_at < $3
      ORDER BY updated_at LIMIT $4`,
    [window.statuses, window.from.toISOString(), window.before.toISOString(), limit],
  );
  return rows.map((r) => ({ orderId: r.id, sessionId: r.checkout_session_id }));
}

/** The shopper's choice of where the order's refunds go (a cancellation's, a return's). */
export async function chooseRefundDestination(tx: Queryable, orderId: string, refundTo: RefundDestination): Promise<void> {
  await tx.query(`UPDATE orders.orders SET refund_to = $2 WHERE id = $1`, [orderId, refundTo]);
}
