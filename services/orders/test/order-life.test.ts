import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderPage, AuditPage, Order, Product } from '@storefront/contracts';
import { signPayload } from '@storefront/payment-sandbox';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { insertRefund, insertStrayRefund } from '../src/data/refunds';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

describe.each(BACKENDS)('the order life: cancel, ship, deliver, return, refund on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let bob: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };
  let products: Product[];
  const delivery = () => deliveryDates(new Date())[0]!;

  beforeAll(async () => {
    // Refunds stay pending a moment at the provider, as card refunds do.
    shop = await startShop(backend, { refundDelayMs: 1000 });
    ada = await shopper('Ada');
    bob = await shopper('Bob');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const detail = async (who: { auth: Record<string, string> }, id: string): Promise<Order> =>
    (await orders().get(`/api/orders/detail/${id}`).set(who.auth)).body;
  const place = async (who: typeof ada, items: Array<{ productId: string; quantity: number }>): Promise<Order> => {
    const res = await orders()
      .post(`/api/orders/${who.userId}`)
      .set(who.auth)
      .send({ items, shippingAddress: ONTARIO, deliveryDate: delivery() });
    expect(res.status).toBe(201);
    return res.body;
  };
  const pay = async (who: typeof ada, order: Order): Promise<Order> => {
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(who.auth).send({ orderId: order._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    return waitFor(async () => {
      const o = await detail(who, order._id);
      return o.status === 'Paid' && o;
    }, 'the order to be paid');
  };
  const events = async (type: string, orderId: string) =>
    (
      await shop.orders.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM orders.outbox WHERE type = $1 AND payload->>'orderId' = $2 ORDER BY occurred_at`,
        [type, orderId],
      )
    ).rows.map((r) => r.payload);
  const webhook = (event: object) => {
    const body = JSON.stringify(event);
    return orders()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signPayload(body, WEBHOOK_SECRET))
      .send(body);
  };

  it('lets a shopper cancel an unpaid order, and only their own', async () => {
    const order = await place(ada, [{ productId: products[0]!._id, quantity: 1 }]);
    expect((await orders().post(`/api/orders/${order._id}/cancel`).set(bob.auth).send({})).status).toBe(403);
    expect((await orders().post(`/api/orders/00000000-0000-4000-8000-000000000000/cancel`).set(ada.auth).send({})).status).toBe(404);
    const res = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({ reason: 'Changed my mind' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Cancelled', refunds: [], refundedAmount: 0 });
    expect(res.body.timeline.map((t: { event: string }) => t.event)).toEqual(['Placed', 'Cancelled']);
    const again = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This order is already cancelled.');
    expect(await events('order.cancelled', order._id)).toEqual([
      expect.objectContaining({ cancelledBy: 'shopper', wasPaid: false, refundAmount: 0, reason: 'Changed my mind', userId: ada.userId }),
    ]);
  });

  it('refunds a paid order cancelled by its shopper once the provider confirms, once however often it says so', async () => {
    const order = await pay(ada, await place(ada, [{ productId: products[1]!._id, quantity: 2 }]));
    const res = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({});
    expect(res.status).toBe(200);
    const cancelled: Order = res.body;
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.refunds).toEqual([expect.objectContaining({ status: 'Pending', amount: order.totalAmount, items: [] })]);
    expect(cancelled.refundedAmount).toBe(0);
    expect(await events('order.cancelled', order._id)).toEqual([
      expect.objectContaining({ wasPaid: true, refundAmount: order.totalAmount, cancelledBy: 'shopper' }),
    ]);
    const refunded = await waitFor(async () => {
      const o = await detail(ada, order._id);
      return o.refunds[0]?.status === 'Succeeded' && o;
    }, 'the refund to be confirmed');
    expect(refunded.refundedAmount).toBe(order.totalAmount);
    expect(refunded.timeline.map((t) => t.detail)).toContain(`$${order.totalAmount.toFixed(2)} back to the card`);

    // The provider's news again, under the same event id and a new one: no second effect.
    const { rows } = await shop.orders.db.query<{ provider_refund_id: string }>(
      `SELECT provider_refund_id FROM orders.refunds WHERE order_id = $1`,
      [order._id],
    );
    const providerRefund = shop.sandbox.payments.refund(rows[0]!.provider_refund_id);
    const delivered = shop.sandbox.webhooks.deliveries.filter((d) => d.type === 'refund.updated').map((d) => d.eventId);
    for (const id of [...delivered, 'evt_refund_news_again']) {
      const r = await webhook({ id, object: 'event', type: 'refund.updated', data: { object: providerRefund } });
      expect(r.status).toBe(200);
    }
    const news = await events('order.refunded', order._id);
    expect(news).toEqual([
      expect.objectContaining({ amount: order.totalAmount, currency: 'cad', items: [], orderFullyRefunded: true, userId: ada.userId }),
    ]);
  });

  it('gives back a payment made on a page left open after the order was cancelled, whole and once', async () => {
    const order = await place(ada, [{ productId: products[2]!._id, quantity: 1 }]);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    expect((await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({})).status).toBe(200);
    // The shopper pays on the page still open in another tab: the order stays cancelled, the money goes back.
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    const refunded = await waitFor(async () => {
      const o = await detail(ada, order._id);
      return o.refunds[0]?.status === 'Succeeded' && o;
    }, 'the stray payment to be refunded');
    expect(refunded.status).toBe('Cancelled');
    expect(refunded.paymentStatus).toBe('Unpaid');
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: order.totalAmount, items: [] })]);
    expect(refunded.timeline.map((t) => t.event)).toEqual(['Placed', 'Cancelled', 'Refund requested', 'Refund issued']);
    // The provider's completed-session news again (and the shopper's page asking): no second refund.
    expect((await orders().put(`/api/orders/update-payment/${order._id}`).set(ada.auth).send({ sessionId })).status).toBe(200);
    const session = await request(shop.sandbox.app)
      .get(`/v1/checkout/sessions/${sessionId}`)
      .set('Authorization', 'Bearer sk_test_sandbox');
    expect(session.body).toMatchObject({ payment_status: 'paid' });
    const replay = await webhook({
      id: 'evt_paid_again',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session.body },
    });
    expect(replay.status).toBe(200);
    const { rows } = await shop.orders.db.query(`SELECT id FROM orders.refunds WHERE order_id = $1`, [order._id]);
    expect(rows).toHaveLength(1);
    expect(await events('payment.completed', order._id)).toEqual([]);
    expect(await events('order.refunded', order._id)).toEqual([
      expect.objectContaining({ amount: order.totalAmount, items: [], orderFullyRefunded: false }),
    ]);
    // Nothing of it counts against what staff could refund: the order never took a payment.
    const again = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ reason: 'Again?' });
    expect(again.status).toBe(409);
  });

  it('lets staff send again what a failed cancellation refund left, and only that', async () => {
    const order = await place(ada, [{ productId: products[3]!._id, quantity: 1 }]);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    // Paid with the sandbox's test card whose refunds fail.
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay', refunds: 'fail' });
    const paid = await waitFor(async () => {
      const o = await detail(ada, order._id);
      return o.paymentStatus === 'Paid' && o;
    }, 'the payment');
    expect((await orders().post(`/api/orders/${paid._id}/cancel`).set(ada.auth).send({})).status).toBe(200);
    const failed = await waitFor(async () => {
      const o = await detail(ada, order._id);
      return o.refunds[0]?.status === 'Failed' && o;
    }, 'the refund to fail');
    expect(failed.refundedAmount).toBe(0);
    // The card takes refunds again; staff send what is left, once.
    const { rows } = await shop.orders.db.query<{ payment_reference: string }>(
      `SELECT payment_reference FROM orders.orders WHERE id = $1`,
      [order._id],
    );
    await request(shop.sandbox.app)
      .post(`/payment-sandbox/payments/${rows[0]!.payment_reference}/refunds`)
      .type('form')
      .send({ fail: 'false' });
    const again = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ reason: 'The first refund failed' });
    expect(again.status).toBe(201);
    const refunded = await waitFor(async () => {
      const o = await detail(ada, order._id);
      return o.refunds[1]?.status === 'Succeeded' && o;
    }, 'the second refund');
    expect(refunded.refundedAmount).toBe(order.totalAmount);
    expect(refunded.status).toBe('Cancelled');
    const more = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ reason: 'More?' });
    expect(more.status).toBe(409);
  });

  it('ships with tracking, delivers, takes a return back and refunds one line: Partially Refunded', async () => {
    const [a, b] = [products[2]!, products[3]!];
    const order = await pay(
      bob,
      await place(bob, [
        { productId: a._id, quantity: 2 },
        { productId: b._id, quantity: 1 },
      ]),
    );
    // Not delivered yet: nothing to return; not shipped: nothing to deliver.
    expect((await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({})).status).toBe(409);
    const shipped = await orders()
      .post(`/api/admin/orders/${order._id}/ship`)
      .set(admin)
      .send({ carrier: 'Canada Post', trackingNumber: '1Z999' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'Shipped',
      shipment: { carrier: 'Canada Post', trackingNumber: '1Z999' },
      customerEmail: 'bob@example.ca',
    });
    const twice = await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'UPS', trackingNumber: '2' });
    expect([twice.status, twice.body.error]).toEqual([409, 'This order has already shipped.']);
    const late = await orders().post(`/api/orders/${order._id}/cancel`).set(bob.auth).send({});
    expect([late.status, late.body.error]).toEqual([409, 'This order has shipped and can no longer be cancelled.']);
    const early = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(bob.auth)
      .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'Too big' });
    expect(early.status).toBe(409);
    expect(await events('order.shipped', order._id)).toEqual([
      expect.objectContaining({
        carrier: 'Canada Post',
        trackingNumber: '1Z999',
        items: [
          { productId: a._id, variantId: a._id, name: a.name, options: {}, quantity: 2 },
          { productId: b._id, variantId: b._id, name: b.name, options: {}, quantity: 1 },
        ],
      }),
    ]);

    expect((await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({})).body.status).toBe('Delivered');
    expect(await events('order.delivered', order._id)).toHaveLength(1);

    const tooMany = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(bob.auth)
      .send({ items: [{ productId: a._id, quantity: 3 }], reason: 'Too big' });
    expect([tooMany.status, tooMany.body.error]).toEqual([409, `Only 2 of ${a.name} can still be returned.`]);
    expect(
      (
        await orders()
          .post(`/api/orders/${order._id}/returns`)
          .set(ada.auth)
          .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'x' })
      ).status,
    ).toBe(403);
    const returned = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(bob.auth)
      .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'Too big' });
    expect(returned.status).toBe(201);
    const ret = (returned.body as Order).returns[0]!;
    expect(returned.body.status).toBe('Return Requested');
    expect(ret).toMatchObject({
      status: 'Requested',
      reason: 'Too big',
      items: [{ productId: a._id, variantId: a._id, name: a.name, options: {}, quantity: 1 }],
    });
    expect(ret.returnNumber).toMatch(/^R-[A-Z2-9]{6}$/);
    expect(await events('return.requested', order._id)).toEqual([
      expect.objectContaining({ returnId: ret._id, returnNumber: ret.returnNumber, items: ret.items, customerEmail: 'bob@example.ca' }),
    ]);

    const received = await orders().post(`/api/admin/orders/${order._id}/returns/${ret._id}/receive`).set(admin).send({});
    expect(received.body.status).toBe('Return Received');
    expect((await orders().post(`/api/admin/orders/${order._id}/returns/${ret._id}/receive`).set(admin).send({})).status).toBe(409);
    expect(await events('return.received', order._id)).toEqual([
      expect.objectContaining({ returnNumber: ret.returnNumber, items: ret.items }),
    ]);

    const beyond = await orders()
      .post(`/api/admin/orders/${order._id}/refunds`)
      .set(admin)
      .send({ items: [{ productId: a._id, quantity: 3 }], reason: 'Returned' });
    expect([beyond.status, beyond.body.error]).toEqual([409, `Only 2 of ${a.name} can still be refunded.`]);
    const refund = await orders()
      .post(`/api/admin/orders/${order._id}/refunds`)
      .set(admin)
      .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'Returned' });
    expect(refund.status).toBe(201);
    const lineCents = Math.round(a.price * 100);
    const expectedCents = lineCents + Math.round((Math.round(order.tax * 100) * lineCents) / Math.round(order.subtotal * 100));
    expect(refund.body.refunds).toEqual([expect.objectContaining({ status: 'Pending', amount: expectedCents / 100 })]);

    const done = await waitFor(async () => {
      const o = await detail(bob, order._id);
      return o.status === 'Partially Refunded' && o;
    }, 'the refund to be confirmed');
    expect(done.refundedAmount).toBe(expectedCents / 100);
    expect(done.timeline.map((t) => t.event)).toEqual([
      'Placed',
      'Paid',
      'Shipped',
      'Delivered',
      'Return Requested',
      'Return Received',
      'Refund issued',
      'Partially Refunded',
    ]);
    expect(done.timeline.find((t) => t.event === 'Shipped')!.detail).toBe('Canada Post, tracking 1Z999');
    expect(await events('order.refunded', order._id)).toEqual([
      expect.objectContaining({
        amount: expectedCents / 100,
        items: [{ productId: a._id, variantId: a._id, name: a.name, options: {}, quantity: 1 }],
        orderFullyRefunded: false,
      }),
    ]);

    // Every staff step is in the audit log, with what the order was before and after.
    const audit: AuditPage = (await orders().get(`/api/admin/audit/orders?targetId=${order._id}`).set(admin)).body;
    expect(audit.items.map((e) => e.action).reverse()).toEqual(['order.shipped', 'order.delivered', 'return.received', 'refund.requested']);
    const shipEntry = audit.items.find((e) => e.action === 'order.shipped')!;
    expect(shipEntry).toMatchObject({ actorEmail: 'admin@storefront.test', before: { status: 'Paid' }, after: { status: 'Shipped' } });

    // What is left may be returned again, within the window; after it, not.
    await shop.orders.db.query(`UPDATE orders.orders SET delivered_at = now() - interval '31 days' WHERE id = $1`, [order._id]);
    const tooLate = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(bob.auth)
      .send({ items: [{ productId: b._id, quantity: 1 }], reason: 'Late' });
    expect([tooLate.status, tooLate.body.error]).toEqual([
      409,
      'Returns are accepted within 30 days of delivery, and that time has passed for this order.',
    ]);
    await shop.orders.db.query(`UPDATE orders.orders SET delivered_at = now() - interval '2 days' WHERE id = $1`, [order._id]);
    const second = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(bob.auth)
      .send({ items: [{ productId: b._id, quantity: 1 }], reason: 'Late' });
    expect([second.status, second.body.status]).toEqual([201, 'Return Requested']);
  });

  it('holds a session completed without an amount for review: not paid, not shipped, cancelled with a refund', async () => {
    const other = await place(ada, [{ productId: products[4]!._id, quantity: 1 }]);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: other._id })).body;
    // The provider says the page is paid, but states no amount.
    const session = {
      ...shop.sandbox.sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_no_amount',
      amount_total: null,
    };
    expect(
      (await webhook({ id: 'evt_no_amount', object: 'event', type: 'checkout.session.completed', data: { object: session } })).status,
    ).toBe(200);
    const held: AdminOrder = (await orders().get(`/api/admin/orders/${other._id}`).set(admin)).body;
    expect(held).toMatchObject({
      status: 'Payment Review',
      paymentStatus: 'Unpaid',
      reviewReason: 'The payment provider said the order was paid but gave no amount.',
    });
    expect(await events('payment.completed', other._id)).toEqual([]);
    const ship = await orders().post(`/api/admin/orders/${other._id}/ship`).set(admin).send({ carrier: 'UPS', trackingNumber: '1' });
    expect(ship.status).toBe(409);
    const list: AdminOrderPage = (await orders().get('/api/admin/orders').query({ status: 'Payment Review' }).set(admin)).body;
    expect(list.items.map((o) => o._id)).toContain(other._id);
    const cancelled = await orders().post(`/api/admin/orders/${other._id}/cancel`).set(admin).send({ reason: 'Amount not confirmed' });
    expect(cancelled.body).toMatchObject({
      status: 'Cancelled',
      refunds: [expect.objectContaining({ amount: other.totalAmount, status: 'Pending' })],
    });
    expect(await events('order.cancelled', other._id)).toEqual([
      expect.objectContaining({ cancelledBy: 'staff', wasPaid: false, refundAmount: other.totalAmount }),
    ]);
  });

  it('finds orders by number, email, status and day, and counts them on the dashboard', async () => {
    const order = await place(bob, [{ productId: products[6]!._id, quantity: 1 }]);
    const find = async (query: Record<string, string>) =>
      ((await orders().get('/api/admin/orders').query(query).set(admin)).body as AdminOrderPage).items.map((o) => o._id);
    expect(await find({ q: order._id.slice(0, 8).toUpperCase() })).toEqual([order._id]);
    expect(await find({ q: order._id })).toEqual([order._id]);
    expect(await find({ q: 'BOB@example.ca' })).toContain(order._id);
    expect(await find({ q: 'ada@example.ca' })).not.toContain(order._id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(await find({ from: today, to: today, status: 'Pending Payment' })).toContain(order._id);
    expect(await find({ to: '2020-01-01' })).toEqual([]);
    const page: AdminOrderPage = (await orders().get('/api/admin/orders').query({ limit: 2 }).set(admin)).body;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(7); // the orders this suite placed
    expect(new Date(page.items[0]!.createdAt) >= new Date(page.items[1]!.createdAt)).toBe(true);
    const dash = (await orders().get('/api/admin/dashboard/orders').set(admin)).body;
    expect(dash).toMatchObject({ waitingToShip: 0, needsReview: 0 });
    expect(dash.today.orders).toBe(3); // the three orders paid here (one held for review never was)
    expect(dash.week.gross).toBeGreaterThan(0);
    expect(dash.week.net).toBe(Math.round((dash.week.gross - dash.week.refunds) * 100) / 100);
    expect(dash.today.refunds).toBeGreaterThan(0);
    expect(dash.returnsToReceive).toBe(1);
  });

  it('refuses shoppers every admin endpoint (403) and bad input (400)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/orders'],
      ['get', `/api/admin/orders/${id}`],
      ['get', '/api/admin/dashboard/orders'],
      ['get', '/api/admin/audit/orders'],
      ['post', `/api/admin/orders/${id}/ship`],
      ['post', `/api/admin/orders/${id}/deliver`],
      ['post', `/api/admin/orders/${id}/cancel`],
      ['post', `/api/admin/orders/${id}/refunds`],
      ['post', `/api/admin/orders/${id}/refunds/${id}/retry`],
      ['post', `/api/admin/orders/${id}/returns/${id}/receive`],
    ];
    for (const [method, path] of calls) {
      const res = await (method === 'get' ? orders().get(path) : orders().post(path).send({})).set(ada.auth);
      expect([path, res.status, res.body.error]).toEqual([path, 403, 'Only an administrator can do that.']);
    }
    const bad: Array<[string, object | undefined, string]> = [
      [`/api/admin/orders/${id}/ship`, { carrier: 'UPS' }, 'post'],
      [`/api/admin/orders/${id}/cancel`, {}, 'post'],
      [`/api/admin/orders/${id}/refunds`, { items: [{ productId: 'x', quantity: 1 }], reason: 'r' }, 'post'],
      ['/api/admin/orders?status=Lost', undefined, 'get'],
      ['/api/admin/orders?from=yesterday', undefined, 'get'],
    ];
    for (const [path, body, method] of bad) {
      const res = await (method === 'get' ? orders().get(path) : orders().post(path).send(body)).set(admin);
      expect([path, res.status]).toEqual([path, 400]);
    }
    const returnBad = await orders().post(`/api/orders/${id}/returns`).set(ada.auth).send({ items: [], reason: 'x' });
    expect([returnBad.status, returnBad.body.error]).toEqual([400, 'Choose the items to return.']);
    expect((await orders().get(`/api/admin/orders/${id}`).set(admin)).status).toBe(404);
  });

  // Last: it adds orders the counts above do not expect.
  it('refuses in the database itself a refund beyond what the card paid', async () => {
    const db = shop.orders.db;
    const unpaid = await place(ada, [{ productId: products[5]!._id, quantity: 1 }]);
    const base = { items: [], reason: 'Probe', createdBy: 'test' };
    expect(await insertRefund(db, { ...base, orderId: unpaid._id, amountCents: 1 })).toBeUndefined();
    const order = await pay(ada, await place(ada, [{ productId: products[5]!._id, quantity: 1 }]));
    const paid = Math.round(order.totalAmount * 100);
    expect(await insertRefund(db, { ...base, orderId: order._id, amountCents: paid + 1 })).toBeUndefined();
    expect(await insertRefund(db, { ...base, orderId: order._id, amountCents: paid - 100 })).toMatchObject({ status: 'Pending' });
    expect(await insertRefund(db, { ...base, orderId: order._id, amountCents: 101 })).toBeUndefined();
    expect(await insertRefund(db, { ...base, orderId: order._id, amountCents: 100 })).toMatchObject({ amountCents: 100 });
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders.refunds WHERE order_id = $1`, [order._id]);
    expect(rows[0]!.n).toBe(2);
  });

  it('does not count the refund of a stray second payment against what the order itself paid', async () => {
    const db = shop.orders.db;
    const order = await pay(ada, await place(ada, [{ productId: products[5]!._id, quantity: 1 }]));
    const paid = Math.round(order.totalAmount * 100);
    // Paid again through a second page: that payment goes back whole, and is its own.
    expect(
      await insertStrayRefund(db, { orderId: order._id, amountCents: paid, paymentReference: 'pi_test_second_page', reason: 'Paid twice' }),
    ).toBeTruthy();
    expect(
      await insertRefund(db, { orderId: order._id, amountCents: paid, items: [], reason: 'Cancelled', createdBy: 'test' }),
    ).toMatchObject({
      amountCents: paid,
    });
    expect(
      await insertRefund(db, { orderId: order._id, amountCents: 1, items: [], reason: 'One cent more', createdBy: 'test' }),
    ).toBeUndefined();
  });

  it('holds a session paid for another amount than the order total for review, whichever way it comes in', async () => {
    const short = await place(ada, [{ productId: products[5]!._id, quantity: 1 }]);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: short._id })).body;
    const total = Math.round(short.totalAmount * 100);
    // The provider reports a payment one cent short (a tampered or mismatched page).
    shop.sandbox.sessions.set(sessionId, {
      ...shop.sandbox.sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_one_cent_short',
      amount_total: total - 1,
    });
    // The shopper's browser comes back first: the server asks the provider, which says paid, but short.
    const back = await orders().put(`/api/orders/update-payment/${short._id}`).set(ada.auth).send({ sessionId });
    expect(back.body.status).toBe('Payment Review');
    const held: AdminOrder = (await orders().get(`/api/admin/orders/${short._id}`).set(admin)).body;
    expect(held).toMatchObject({
      paymentStatus: 'Unpaid',
      reviewReason: `The card was charged $${((total - 1) / 100).toFixed(2)}, not the order total of $${(total / 100).toFixed(2)}.`,
    });
    // The signed webhook for the same page changes nothing more, and nothing is announced as paid.
    const session = shop.sandbox.sessions.get(sessionId)!;
    expect(
      (await webhook({ id: 'evt_short', object: 'event', type: 'checkout.session.completed', data: { object: session } })).status,
    ).toBe(200);
    expect((await orders().get(`/api/admin/orders/${short._id}`).set(admin)).body.status).toBe('Payment Review');
    expect(await events('payment.completed', short._id)).toEqual([]);
    // Another shopper can neither see the order nor have it checked with the provider.
    expect((await orders().put(`/api/orders/update-payment/${short._id}`).set(bob.auth).send({ sessionId })).status).toBe(403);
    expect((await orders().get(`/api/orders/detail/${short._id}`).set(bob.auth)).status).toBe(403);
  });

  it("answers every route of a shopper's orders only to them: 403 for another shopper, 401 for a visitor, nothing changes", async () => {
    const order = await pay(ada, await place(ada, [{ productId: products[7]!._id, quantity: 1 }]));
    const line = [{ productId: products[7]!._id, quantity: 1 }];
    const routes: Array<[string, () => request.Test, () => request.Test]> = [
      ['quote', () => orders().post(`/api/orders/${ada.userId}/quote`), () => orders().post(`/api/orders/${ada.userId}/quote`)],
      ['place', () => orders().post(`/api/orders/${ada.userId}`), () => orders().post(`/api/orders/${ada.userId}`)],
      ['list', () => orders().get(`/api/orders/${ada.userId}`), () => orders().get(`/api/orders/${ada.userId}`)],
      ['detail', () => orders().get(`/api/orders/detail/${order._id}`), () => orders().get(`/api/orders/detail/${order._id}`)],
      ['cancel', () => orders().post(`/api/orders/${order._id}/cancel`), () => orders().post(`/api/orders/${order._id}/cancel`)],
      ['return', () => orders().post(`/api/orders/${order._id}/returns`), () => orders().post(`/api/orders/${order._id}/returns`)],
      ['pay', () => orders().post('/api/create-checkout-session'), () => orders().post('/api/create-checkout-session')],
      [
        'confirm payment',
        () => orders().put(`/api/orders/update-payment/${order._id}`),
        () => orders().put(`/api/orders/update-payment/${order._id}`),
      ],
    ];
    const body = {
      items: line,
      shippingAddress: ONTARIO,
      deliveryDate: delivery(),
      orderId: order._id,
      reason: 'Not mine',
      paymentStatus: 'Paid',
    };
    const before = await detail(ada, order._id);
    const adasOrders = async () => ((await orders().get(`/api/orders/${ada.userId}`).set(ada.auth)).body as Order[]).length;
    const count = await adasOrders();
    for (const [name, asBob, asVisitor] of routes) {
      const bobs = await asBob().set(bob.auth).send(body);
      expect([name, bobs.status], bobs.body.error).toEqual([name, 403]);
      const visitors = await asVisitor().send(body);
      expect([name, visitors.status], visitors.body.error).toEqual([name, 401]);
    }
    expect(await detail(ada, order._id)).toEqual(before);
    expect(await adasOrders()).toBe(count);
  });
});
