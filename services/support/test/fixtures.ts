import http from 'node:http';
import type { Order } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import type { EventBus } from '@storefront/events';

// What the support service's tests share: its outgoing mail as a person reads it, waiting for work done in
// the background, and an order as the orders service answers it.

/** Every mail the service wrote as a file in its data folder, readable. */
export { mailsIn } from '@storefront/testing';

export async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for the proof that the support service has done all it will do with what was published so
 * far, before a test says "nothing more was sent": its bus has settled (every consumer has handled its
 * events, and queued its mail in the same transaction), then the mail worker has sent every queued mail
 * (a row is marked sent only after its .eml file is written). A mail that failed ends the wait at once. */
export async function mailSettled(svc: { bus: EventBus; db: Queryable }): Promise<void> {
  await svc.bus.settled();
  await waitFor(async () => {
    const { rows } = await svc.db.query<{ unsent: number; failed: string | null }>(
      `SELECT count(*)::int AS unsent, max(last_error) AS failed FROM support.outgoing_mail WHERE sent_at IS NULL`,
    );
    if (rows[0]!.failed) throw new Error(`a queued mail could not be sent: ${rows[0]!.failed}`);
    return rows[0]!.unsent === 0;
  }, 'the mail worker to send every queued mail');
}

/** How many mails with this subject were ever queued (sent or not). */
export async function queuedWithSubject(db: Queryable, subject: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM support.outgoing_mail WHERE subject = $1`, [subject]);
  return rows[0]!.n;
}

/** An order of one Merino Toque (Ontario tax) in `status`, as GET /api/orders answers it. */
export const anOrder = (status: Order['status'], more: Partial<Order> = {}): Order => ({
  _id: 'af4173bd-0000-4000-8000-000000000000',
  userId: 'u',
  createdAt: '2026-11-20T15:00:00Z',
  status,
  paymentStatus: status === 'Pending Payment' ? 'Unpaid' : status === 'Payment Failed' ? 'Failed' : 'Paid',
  items: [
    { productId: 'p', variantId: 'p', name: 'Merino Toque', options: {}, sku: 'TOQ-MERINO', price: 24.99, quantity: 1, imageUrl: '' },
  ],
  subtotal: 24.99,
  taxes: [],
  tax: 3.25,
  shipping: 0,
  totalAmount: 28.24,
  taxRegion: 'ON',
  shippingAddress: {
    fullName: 'Ada',
    street: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postalCode: 'M5H 1A1',
    phoneNumber: '',
  },
  deliveryDate: '2026-11-24',
  paidAt: null,
  backordered: [],
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 0,
  returns: [],
  timeline: [],
  ...more,
});

/** A stand-in for the orders service's GET /api/orders/{userId} and POST /api/orders/{id}/cancel: answers
 * the orders a test gives it, to the shopper's own session only (as the real one checks ownership),
 * cancels one that has not shipped, paid or not (409 otherwise, as the real one), and is down (503) on demand. */
export function fakeOrders() {
  const state = { orders: [] as Order[], userId: '', authorization: '', calls: 0, down: false, cancelled: [] as string[] };
  const answer = (res: http.ServerResponse, status: number, body: unknown) =>
    void res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((req, res) => {
    state.calls++;
    if (state.down) return answer(res, 503, { error: 'Unavailable' });
    const theirs = req.headers.authorization === state.authorization;
    if (req.method === 'GET' && req.url === `/api/orders/${state.userId}`) {
      return theirs ? answer(res, 200, state.orders) : answer(res, 403, { error: 'Forbidden', message: 'Not yours.' });
    }
    // Another shopper asking for their own orders: they have none here.
    if (req.method === 'GET' && !theirs && req.headers.authorization) return answer(res, 200, []);
    if (!theirs) return answer(res, 403, { error: 'Forbidden', message: 'Not yours.' });
    const cancel = /^\/api\/orders\/([^/]+)\/cancel$/.exec(req.url ?? '');
    const order = cancel && state.orders.find((o) => o._id === decodeURIComponent(cancel[1]!));
    if (req.method === 'POST' && order) {
      if (!['Pending Payment', 'Payment Failed', 'Paid', 'Backordered'].includes(order.status)) {
        return answer(res, 409, { error: 'Conflict', message: `This order is ${order.status} and can no longer be cancelled.` });
      }
      order.status = 'Cancelled';
      state.cancelled.push(order._id);
      return answer(res, 200, order);
    }
    answer(res, 404, { error: 'Not Found', message: 'Order not found.' });
  });
  return {
    state,
    start: () =>
      new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as { port: number }).port}`))),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
