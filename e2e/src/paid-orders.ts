import { type Database, openPostgres } from '@storefront/data';
import { newShopperDetails } from './browser';
import type { DatabaseService, DistributedStore } from './deployment';

// Paid orders through a distributed store, and the proof, read from each service's own database, that
// every one of them had each of its effects exactly once.

export interface Shopper {
  userId: string;
  headers: Record<string, string>;
}

export interface PreparedOrder {
  orderId: string;
  userId: string;
  productId: string;
  quantity: number;
  /** The payment page of its checkout session. */
  payUrl: string;
}

const json = { 'Content-Type': 'application/json' };

async function call<T>(url: string, init: RequestInit, expected: number): Promise<T> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Shoppers with accounts, signed in (the users service must allow that many sign-ups from one address). */
export async function signUpShoppers(gateway: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const me = newShopperDetails(`Steady Shopper ${i}`);
    await call(`${gateway}/api/users/register`, { method: 'POST', headers: json, body: JSON.stringify(me) }, 201);
    const { token, user } = await call<{ token: string; user: { _id: string } }>(
      `${gateway}/api/users/login`,
      { method: 'POST', headers: json, body: JSON.stringify(me) },
      200,
    );
    shoppers.push({ userId: user._id, headers: { ...json, Authorization: `Bearer ${token}` } });
  }
  return shoppers;
}

/** Puts the product in the shopper's cart, places the order and opens its checkout session: all that
 * is left is to press Pay. */
export async function prepareOrder(gateway: string, shopper: Shopper, productId: string, quantity: number): Promise<PreparedOrder> {
  const { headers, userId } = shopper;
  await call(`${gateway}/api/cart/${userId}`, { method: 'PUT', headers, body: JSON.stringify({ productId, quantity }) }, 200);
  const { dates } = await call<{ dates: string[] }>(`${gateway}/api/orders/delivery-dates`, {}, 200);
  const shippingAddress = {
    fullName: 'Steady Shopper',
    street: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5H 1A1',
    country: 'Canada',
  };
  const order = await call<{ _id: string }>(
    `${gateway}/api/orders/${userId}`,
    { method: 'POST', headers, body: JSON.stringify({ items: [{ productId, quantity }], shippingAddress, deliveryDate: dates[0] }) },
    201,
  );
  const session = await call<{ url: string }>(
    `${gateway}/api/create-checkout-session`,
    { method: 'POST', headers, body: JSON.stringify({ orderId: order._id }) },
    200,
  );
  return { orderId: order._id, userId, productId, quantity, payUrl: session.url };
}

/** The shopper presses Pay on the payment page; the provider tells the store by webhook. */
export async function pay(order: PreparedOrder): Promise<void> {
  const res = await fetch(order.payUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  if (res.status !== 303) throw new Error(`paying ${order.orderId}: ${res.status} ${await res.text()}`);
}

/** The services that act on a payment, each once: what each must show for an order. */
const PAYMENT_CONSUMERS = ['catalog', 'cart', 'recommendations', 'support'] as const;

/** Each service's database, read to check paid orders; opened once for a run of checks. */
export interface OrderLedger {
  /** Says, per order, what is missing or doubled: paid, one payment.completed event sent, one
   * handled-once row per consumer, the stock taken once, the cart line gone, one purchase for the
   * recommender, one receipt mailed. None: all there, exactly once. */
  reconcile(orders: readonly PreparedOrder[]): Promise<string[]>;
  /** Units in stock per product, as the catalog's database has them. */
  stockOf(productIds: readonly string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export function openLedger(store: DistributedStore): OrderLedger {
  const dbs = Object.fromEntries(
    (['orders', ...PAYMENT_CONSUMERS] as DatabaseService[]).map((s) => [s, openPostgres({ url: store.databases[s].url, max: 1 })]),
  ) as Record<DatabaseService, Database>;
  return {
    reconcile: (orders) => reconcile(dbs, orders),
    async stockOf(productIds) {
      const { rows } = await dbs.catalog.query<{ id: string; stock: number }>(
        `SELECT id::text, stock FROM catalog.products WHERE id::text = ANY($1)`,
        [productIds],
      );
      return new Map(rows.map((r) => [r.id, r.stock]));
    },
    close: async () => {
      await Promise.all(Object.values(dbs).map((db) => db.close()));
    },
  };
}

async function reconcile(dbs: Record<DatabaseService, Database>, orders: readonly PreparedOrder[]): Promise<string[]> {
  const ids = orders.map((o) => o.orderId);
  const rowsBy = async <R extends { order_id: string }>(service: DatabaseService, sql: string, params: unknown[] = [ids]) => {
    const { rows } = await dbs[service].query<R>(sql, params);
    const by = new Map<string, R[]>();
    for (const r of rows) by.set(r.order_id, [...(by.get(r.order_id) ?? []), r]);
    return by;
  };
  const paid = await rowsBy<{ order_id: string; status: string }>(
    'orders',
    `SELECT id::text AS order_id, status FROM orders.orders WHERE id::text = ANY($1)`,
  );
  const events = await rowsBy<{ order_id: string; id: string; sent: boolean }>(
    'orders',
    `SELECT payload->>'orderId' AS order_id, id::text, sent_at IS NOT NULL AS sent FROM orders.outbox
        WHERE type = 'payment.completed' AND payload->>'orderId' = ANY($1)`,
  );
  const eventIds = [...events.values()].flat().map((e) => e.id);
  const handled = Object.fromEntries(
    await Promise.all(
      PAYMENT_CONSUMERS.map(async (s) => {
        const { rows } = await dbs[s].query<{ event_id: string }>(
          `SELECT event_id::text FROM ${s}.processed_events WHERE consumer = $1 AND event_id::text = ANY($2)`,
          [s, eventIds],
        );
        const counts = new Map<string, number>();
        for (const r of rows) counts.set(r.event_id, (counts.get(r.event_id) ?? 0) + 1);
        return [s, counts] as const;
      }),
    ),
  ) as Record<(typeof PAYMENT_CONSUMERS)[number], Map<string, number>>;
  const taken = await rowsBy<{ order_id: string; product_id: string; quantity: number }>(
    'catalog',
    `SELECT order_id, product_id::text, quantity FROM catalog.stock_taken WHERE order_id = ANY($1)`,
  );
  const purchases = await rowsBy<{ order_id: string; quantity: number }>(
    'recommendations',
    `SELECT order_id::text, quantity FROM recommendations.purchases WHERE order_id::text = ANY($1)`,
  );
  const receipts = await rowsBy<{ order_id: string; sent: boolean }>(
    'support',
    `SELECT r.order_id::text, m.sent_at IS NOT NULL AS sent FROM support.receipts r JOIN support.outgoing_mail m ON m.id = r.mail_id
        WHERE r.order_id::text = ANY($1)`,
  );
  const { rows: lines } = await dbs.cart.query<{ user_id: string; product_id: string }>(
    `SELECT user_id::text, product_id::text FROM cart.lines WHERE user_id::text = ANY($1)`,
    [orders.map((o) => o.userId)],
  );

  const problems: string[] = [];
  for (const o of orders) {
    const say = (what: string) => problems.push(`${o.orderId}: ${what}`);
    const status = paid.get(o.orderId)?.[0]?.status;
    if (status !== 'Paid') say(`is ${status ?? 'missing'}, not Paid`);
    const sent = events.get(o.orderId) ?? [];
    if (sent.length !== 1) say(`${sent.length} payment.completed events`);
    if (sent.some((e) => !e.sent)) say('its payment.completed event is not sent yet');
    for (const s of PAYMENT_CONSUMERS) {
      const n = sent.reduce((sum, e) => sum + (handled[s].get(e.id) ?? 0), 0);
      if (n !== 1) say(`handled ${n} times by ${s}`);
    }
    const stock = taken.get(o.orderId) ?? [];
    if (stock.length !== 1 || stock[0]!.quantity !== o.quantity) say(`stock taken: ${JSON.stringify(stock.map((t) => t.quantity))}`);
    const bought = purchases.get(o.orderId) ?? [];
    if (bought.length !== 1 || bought[0]!.quantity !== o.quantity) say(`purchases recorded: ${bought.length}`);
    const receipt = receipts.get(o.orderId) ?? [];
    if (receipt.length !== 1 || !receipt[0]!.sent) say(`receipts: ${receipt.length}, sent: ${receipt[0]?.sent ?? false}`);
    if (lines.some((l) => l.user_id === o.userId && l.product_id === o.productId)) say('still in the cart');
  }
  return problems;
}
