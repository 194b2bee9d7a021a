import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AuditEntry, AuditPage, Order, Product } from '@storefront/contracts';
import { signPayload } from '@storefront/payment-sandbox';
import { createLogger } from '@storefront/service-kit';
import { BACKENDS, testAuth } from '@storefront/testing';
import type Stripe from 'stripe';
import { deliveryDates } from '../src';
import { Payments, paymentsConfigOf } from '../src/payments/stripe';
import { cancelOrder } from '../src/use-cases/cancel-order';
import { sendRefund } from '../src/use-cases/send-refund';
import { settleRefund } from '../src/use-cases/settle-refund';
import { takeProviderEvent } from '../src/use-cases/take-provider-event';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

// The checks of the payment flow and of the order's later life that the journeys in order-life and
// checkout-flow pass through without looking: which page settles an order, what the provider is told
// and when, what the timeline and the audit log say, and which statuses refuse which step. Mutation
// testing (npm run mutation) found each of them unguarded.
describe.each(BACKENDS)('the guards of the payment flow and the order life on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };
  let products: Product[];

  beforeAll(async () => {
    // Refunds stay pending a second at the provider, as card refunds do.
    shop = await startShop(backend, { refundDelayMs: 1000 });
    ada = await shopper('Ada');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
    products = await productsInStock(shop, 20);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const cents = (amount: number) => Math.round(amount * 100);
  const detail = async (id: string): Promise<AdminOrder> => (await orders().get(`/api/admin/orders/${id}`).set(admin)).body;
  const place = async (items: Array<{ productId: string; quantity: number }> = [{ productId: products[0]!._id, quantity: 1 }]) => {
    const res = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({ items, shippingAddress: ONTARIO, deliveryDate: deliveryDates(new Date())[0]! });
    expect(res.status).toBe(201);
    return res.body as Order;
  };
  const openPage = (orderId: string, who: Record<string, string> = ada.auth) =>
    orders().post('/api/create-checkout-session').set(who).send({ orderId });
  /** The provider's own page, as it now stands, marked paid for `amount` (cents) without telling the store. */
  const paidQuietly = (sessionId: string, amount: number, paymentIntent: string, over: Record<string, unknown> = {}) => {
    const page = { ...shop.sandbox.sessions.get(sessionId)!, status: 'complete' as const, payment_status: 'paid' as const };
    shop.sandbox.sessions.set(sessionId, { ...page, amount_total: amount, payment_intent: paymentIntent, ...over });
    return shop.sandbox.sessions.get(sessionId)!;
  };
  const webhook = (event: object) => {
    const body = JSON.stringify(event);
    return orders()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signPayload(body, WEBHOOK_SECRET))
      .send(body);
  };
  const events = async (type: string, orderId: string) =>
    (
      await shop.orders.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM orders.outbox WHERE type = $1 AND payload->>'orderId' = $2 ORDER BY occurred_at`,
        [type, orderId],
      )
    ).rows.map((r) => r.payload);
  const audit = async (orderId: string, action: string): Promise<AuditEntry[]> =>
    ((await orders().get(`/api/admin/audit/orders?targetId=${orderId}`).set(admin)).body as AuditPage).items.filter(
      (e) => e.action === action,
    );
  const paid = async (items?: Array<{ productId: string; quantity: number }>): Promise<Order> => {
    const order = await place(items);
    const { sessionId } = (await openPage(order._id)).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    await waitFor(async () => (await detail(order._id)).status === 'Paid', 'the order to be paid');
    return detail(order._id);
  };

  describe('paying', () => {
    it('settles an order from its earlier page, paid while the news was lost, instead of opening a second page', async () => {
      const order = await place();
      const first = await openPage(order._id);
      expect(first.status).toBe(200);
      paidQuietly(first.body.sessionId, cents(order.totalAmount), 'pi_test_news_lost');
      const second = await openPage(order._id);
      expect([second.status, second.body.error]).toEqual([409, 'This order is already paid.']);
      const now = await detail(order._id);
      expect(now).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
      expect(now.timeline.at(-1)).toMatchObject({ event: 'Paid', detail: `${dollars(cents(order.totalAmount))} by card` });
      expect(await events('payment.completed', order._id)).toHaveLength(1);
    });

    it("never settles an order from a page the provider says was another order's", async () => {
      const order = await place();
      const other = await place();
      const first = await openPage(order._id);
      const page = shop.sandbox.sessions.get(first.body.sessionId)!;
      paidQuietly(first.body.sessionId, cents(order.totalAmount), 'pi_test_other_order', {
        metadata: { ...page.metadata, orderId: other._id },
        client_reference_id: other._id,
      });
      const second = await openPage(order._id);
      expect(second.status).toBe(200);
      expect(second.body.sessionId).not.toBe(first.body.sessionId);
      expect(await detail(order._id)).toMatchObject({ status: 'Pending Payment', paymentStatus: 'Unpaid' });
      expect(await detail(other._id)).toMatchObject({ status: 'Pending Payment', paymentStatus: 'Unpaid' });
    });

    it('opens no page for an order that can no longer be paid, or for anyone but who placed it, and says why', async () => {
      const order = await place();
      const byStaff = await openPage(order._id, admin);
      expect([byStaff.status, byStaff.body.error]).toEqual([403, 'Only the shopper who placed an order can pay for it.']);
      expect((await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({})).status).toBe(200);
      const cancelled = await openPage(order._id);
      expect([cancelled.status, cancelled.body.error]).toEqual([409, 'This order is cancelled and can no longer be paid.']);
    });

    it('says the payment provider is away when it cannot open a page, and what to do', async () => {
      const order = await place();
      shop.provider.cut();
      try {
        const down = await openPage(order._id);
        expect([down.status, down.body.error]).toEqual([
          502,
          'The payment provider is not available right now. Please try again in a moment.',
        ]);
      } finally {
        shop.provider.restore();
      }
      expect((await openPage(order._id)).status).toBe(200);
    });

    it('asks the provider only about an order sent to payment, and refuses a webhook without a body', async () => {
      const order = await place();
      const never = await orders().put(`/api/orders/update-payment/${order._id}`).set(ada.auth).send({});
      expect([never.status, never.body.error]).toEqual([409, 'This order has not been sent to payment yet.']);
      const empty = await orders().post('/api/payments/webhook').set('Stripe-Signature', 't=1,v1=00');
      expect([empty.status, empty.body.error]).toEqual([400, 'Webhook signature verification failed: The webhook needs its JSON body.']);
    });

    it('marks a delayed payment that failed once, in the timeline, and the order can still be paid', async () => {
      const order = await place();
      const { sessionId } = (await openPage(order._id)).body;
      const session = shop.sandbox.sessions.get(sessionId)!;
      for (const id of ['evt_async_failed', 'evt_async_failed_again']) {
        expect(
          (await webhook({ id, object: 'event', type: 'checkout.session.async_payment_failed', data: { object: session } })).status,
        ).toBe(200);
      }
      const failed = await detail(order._id);
      expect(failed.status).toBe('Payment Failed');
      expect(failed.timeline.filter((t) => t.event === 'Payment Failed')).toEqual([
        expect.objectContaining({ detail: 'The card payment did not go through' }),
      ]);
      expect((await openPage(order._id)).status).toBe(200);
    });

    it('holds a payment for another amount for review, with the reason in the timeline', async () => {
      const order = await place();
      const { sessionId } = (await openPage(order._id)).body;
      const total = cents(order.totalAmount);
      paidQuietly(sessionId, total + 100, 'pi_test_too_much');
      const back = await orders().put(`/api/orders/update-payment/${order._id}`).set(ada.auth).send({ sessionId });
      expect(back.body.status).toBe('Payment Review');
      const reason = `The card was charged ${dollars(total + 100)}, not the order total of ${dollars(total)}.`;
      expect((await detail(order._id)).timeline.filter((t) => t.event === 'Payment Review')).toEqual([
        expect.objectContaining({ detail: reason }),
      ]);
    });

    it('gives back a payment that came after the order closed, saying why, and takes no payment of nothing', async () => {
      const order = await place();
      const { sessionId } = (await openPage(order._id)).body;
      expect((await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({})).status).toBe(200);
      const total = cents(order.totalAmount);
      paidQuietly(sessionId, total, 'pi_test_after_cancel');
      const back = await orders().put(`/api/orders/update-payment/${order._id}`).set(ada.auth).send({ sessionId });
      expect(back.status).toBe(200);
      const now = await detail(order._id);
      expect(now.refunds).toEqual([
        expect.objectContaining({
          amount: order.totalAmount,
          reason: 'Paid after the order was cancelled: the payment goes back to the card.',
        }),
      ]);
      expect(now.timeline.filter((t) => t.event === 'Refund requested')).toEqual([
        expect.objectContaining({ detail: `${dollars(total)} paid after the order was closed goes back to the card` }),
      ]);

      // A page that says it took nothing gives nothing back.
      const free = await place();
      const page = (await openPage(free._id)).body.sessionId;
      expect((await orders().post(`/api/orders/${free._id}/cancel`).set(ada.auth).send({})).status).toBe(200);
      paidQuietly(page, 0, 'pi_test_nothing');
      expect((await orders().put(`/api/orders/update-payment/${free._id}`).set(ada.auth).send({ sessionId: page })).status).toBe(200);
      expect((await detail(free._id)).refunds).toEqual([]);
    });
  });

  describe('cancelling and refunding', () => {
    it("says the shopper cancelled when they give no reason, and audits the store's cancellations only", async () => {
      const unpaid = await place();
      const byShopper = await orders().post(`/api/orders/${unpaid._id}/cancel`).set(ada.auth).send({});
      expect((byShopper.body as Order).timeline.at(-1)).toMatchObject({ event: 'Cancelled', detail: 'Cancelled by the shopper' });
      expect(await events('order.cancelled', unpaid._id)).toEqual([
        expect.objectContaining({ reason: 'Cancelled by the shopper', cancelledBy: 'shopper', refundAmount: 0 }),
      ]);
      expect(await audit(unpaid._id, 'order.cancelled')).toEqual([]);

      const order = await paid();
      const total = cents(order.totalAmount);
      const byStore = await orders().post(`/api/admin/orders/${order._id}/cancel`).set(admin).send({ reason: 'Sold out' });
      expect(byStore.status).toBe(200);
      const cancelled = byStore.body as AdminOrder;
      expect(cancelled.timeline.slice(-2)).toEqual([
        expect.objectContaining({ event: 'Cancelled', detail: 'Sold out' }),
        expect.objectContaining({ event: 'Refund requested', detail: `${dollars(total)} on its way back to the card` }),
      ]);
      const refundId = cancelled.refunds[0]!._id;
      const [entry] = await audit(order._id, 'order.cancelled');
      expect(entry).toMatchObject({
        targetType: 'order',
        targetId: order._id,
        before: { status: 'Paid', refunds: [], returns: [] },
        after: { status: 'Cancelled', reason: 'Sold out', refund: { id: refundId, amount: order.totalAmount } },
      });
    });

    it('gives back all the order took when the store cancels it, whatever a stray second payment got back', async () => {
      const order = await paid();
      const total = cents(order.totalAmount);
      // A second page for the same order, paid: that payment is given back on its own.
      const [first] = [...shop.sandbox.sessions.values()].filter((s) => s.metadata.orderId === order._id);
      const second = { ...first!, id: 'cs_test_second_page', payment_intent: 'pi_test_second_payment' };
      expect(
        (await webhook({ id: 'evt_second_page', object: 'event', type: 'checkout.session.completed', data: { object: second } })).status,
      ).toBe(200);
      const stray = await waitFor(async () => {
        const o = await detail(order._id);
        return o.refunds.length === 1 && o;
      }, 'the second payment to be given back');
      expect(stray.refunds[0]).toMatchObject({
        amount: order.totalAmount,
        reason: 'Paid after the order was paid: the payment goes back to the card.',
      });
      // Cancelling still gives back all the first payment.
      const cancelled = await orders().post(`/api/admin/orders/${order._id}/cancel`).set(admin).send({ reason: 'Sold out' });
      expect(cancelled.status).toBe(200);
      expect((cancelled.body as AdminOrder).refunds.map((r) => cents(r.amount))).toEqual([total, total]);
    });

    it("tells the outbox relay at once when the provider's news wrote events, and only then", async () => {
      let nudges = 0;
      const flow = {
        db: shop.orders.db,
        payments: new Payments(
          paymentsConfigOf({ STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX_URL: shop.provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
        ),
        log: createLogger('orders', 'silent'),
        onEventsWritten: () => void nudges++,
      };
      /** A paid order cancelled while the provider was away: its refund waits, 'Pending', for news. */
      const waiting = async () => {
        const order = await paid();
        shop.provider.cut();
        try {
          const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({});
          return { order, refundId: (cancelled.body as Order).refunds[0]!._id };
        } finally {
          shop.provider.restore();
        }
      };
      const { order, refundId } = await waiting();
      const news = (id: string, status: string, about = refundId) =>
        ({
          id,
          object: 'event',
          type: 'refund.updated',
          data: {
            object: {
              id: 're_test_news',
              object: 'refund',
              status,
              amount: cents(order.totalAmount),
              metadata: { orderId: order._id, refundId: about },
            },
          },
        }) as unknown as Stripe.Event;

      expect(await takeProviderEvent(flow, flow.log, news('evt_news_unknown', 'succeeded', crypto.randomUUID()))).toBe('unchanged');
      expect(await takeProviderEvent(flow, flow.log, news('evt_news_pending', 'pending'))).toBe('unchanged');
      expect(nudges).toBe(0);
      expect(await takeProviderEvent(flow, flow.log, news('evt_news_done', 'succeeded'))).toBe('events');
      expect(nudges).toBe(1);
      expect(await takeProviderEvent(flow, flow.log, news('evt_news_done', 'succeeded'))).toBe('duplicate');
      expect(nudges).toBe(1);
      // Each piece of news is kept with the order it was about.
      const { rows } = await shop.orders.db.query<{ order_id: string }>(
        `SELECT order_id FROM orders.payment_events WHERE event_id = 'evt_news_done'`,
      );
      expect(rows).toEqual([{ order_id: order._id }]);

      // The same through the staff's retry path: settled once, the relay told once.
      const settled = {
        id: 're_test_news',
        status: 'succeeded' as const,
        amountCents: cents(order.totalAmount),
        refundId,
        orderId: order._id,
      };
      expect(await settleRefund(flow, settled)).toBe('unchanged');
      expect(nudges).toBe(1);
      const next = await waiting();
      expect(
        await settleRefund(flow, {
          ...settled,
          id: 're_test_next',
          refundId: next.refundId,
          orderId: next.order._id,
          amountCents: cents(next.order.totalAmount),
        }),
      ).toBe('refunded');
      expect(nudges).toBe(2);

      // A settled refund is never sent to the provider again, whoever asks.
      await expect(sendRefund(flow, refundId)).rejects.toMatchObject({ status: 409, message: 'This refund is already settled.' });
      const atProvider = [...shop.sandbox.payments.payments.values()].find((p) => p.metadata.orderId === order._id)!;
      expect(atProvider.refunds).toEqual([]);
    });

    it('checks the order and its owner in the step itself, whatever the route checked before', async () => {
      const flow = {
        db: shop.orders.db,
        payments: new Payments(
          paymentsConfigOf({ STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX_URL: shop.provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
        ),
        log: createLogger('orders', 'silent'),
        onEventsWritten: () => {},
      };
      const order = await place();
      const bob = { userId: crypto.randomUUID(), isAdmin: false, name: 'Bob', email: 'bob@example.ca' };
      await expect(cancelOrder(flow, { orderId: order._id, by: 'shopper', actor: bob, reason: '' })).rejects.toMatchObject({
        status: 403,
        message: 'You can only access your own orders.',
      });
      expect((await detail(order._id)).status).toBe('Pending Payment');
      const missing = await orders().post(`/api/admin/orders/${crypto.randomUUID()}/cancel`).set(admin).send({ reason: 'Sold out' });
      expect([missing.status, missing.body.error]).toEqual([404, 'Order not found.']);
    });

    it('keeps a partly refunded order so until the refunds leave nothing, and refunds a returned order whole in one go', async () => {
      const [a, b, c] = [products[3]!, products[4]!, products[5]!];
      /** Paid, shipped, delivered, and all of it returned and received back. */
      const returned = async (lines: Product[]) => {
        const items = lines.map((p) => ({ productId: p._id, quantity: 1 }));
        const order = await paid(items);
        await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: '1Z3' });
        await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
        const asked = await orders().post(`/api/orders/${order._id}/returns`).set(ada.auth).send({ items, reason: 'Not as pictured' });
        await orders()
          .post(`/api/admin/orders/${order._id}/returns/${(asked.body as Order).returns[0]!._id}/receive`)
          .set(admin)
          .send({});
        return order;
      };
      const refunded = async (orderId: string, body: object, count: number, status: string) => {
        expect(
          (
            await orders()
              .post(`/api/admin/orders/${orderId}/refunds`)
              .set(admin)
              .send({ reason: 'Returned', ...body })
          ).status,
        ).toBe(201);
        return waitFor(async () => {
          const o = await detail(orderId);
          return o.refunds.length === count && o.refunds.every((r) => r.status === 'Succeeded') && o.status === status && o;
        }, `refund ${count} to be confirmed`);
      };

      const three = await returned([a, b, c]);
      await refunded(three._id, { items: [{ productId: a._id, quantity: 1 }] }, 1, 'Partially Refunded');
      const second = await refunded(three._id, { items: [{ productId: b._id, quantity: 1 }] }, 2, 'Partially Refunded');
      expect(second.timeline.map((t) => t.event).slice(-3)).toEqual(['Refund issued', 'Partially Refunded', 'Refund issued']);
      await refunded(three._id, {}, 3, 'Refunded');

      const whole = await returned([a, b]);
      const done = await refunded(whole._id, {}, 1, 'Refunded');
      expect(done.timeline.map((t) => t.event).slice(-2)).toEqual(['Refund issued', 'Refunded']);
      expect(done.refundedAmount).toBe(whole.totalAmount);
    });

    it('refunds nothing this way from an order on its way or delivered, and says why', async () => {
      const order = await paid();
      const line = [{ productId: products[0]!._id, quantity: 1 }];
      await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: '1Z1' });
      for (const body of [{ items: line, reason: 'Damaged' }, { reason: 'All of it' }]) {
        const shipped = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send(body);
        expect([shipped.status, shipped.body.error]).toEqual([409, 'This order is shipped: there is nothing to refund this way.']);
      }
      await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
      const delivered = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ items: line, reason: 'Damaged' });
      expect([delivered.status, delivered.body.error]).toEqual([409, 'This order is delivered: there is nothing to refund this way.']);
      expect((await detail(order._id)).refunds).toEqual([]);
    });

    it('audits a refund with what it gives back, and moves a returned order to Partially Refunded, then Refunded, as each is confirmed', async () => {
      const [a, b] = [products[1]!, products[2]!];
      const order = await paid([
        { productId: a._id, quantity: 1 },
        { productId: b._id, quantity: 1 },
      ]);
      await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: '1Z2' });
      await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
      const asked = await orders()
        .post(`/api/orders/${order._id}/returns`)
        .set(ada.auth)
        .send({
          items: [
            { productId: a._id, quantity: 1 },
            { productId: b._id, quantity: 1 },
          ],
          reason: 'Not as pictured',
        });
      const ret = (asked.body as Order).returns[0]!;
      await orders().post(`/api/admin/orders/${order._id}/returns/${ret._id}/receive`).set(admin).send({});

      // Both lines refunded one after the other, each still pending when the next is asked for.
      const first = await orders()
        .post(`/api/admin/orders/${order._id}/refunds`)
        .set(admin)
        .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'Returned' });
      const second = await orders()
        .post(`/api/admin/orders/${order._id}/refunds`)
        .set(admin)
        .send({ items: [{ productId: b._id, quantity: 1 }], reason: 'Returned' });
      expect([first.status, second.status]).toEqual([201, 201]);
      const [firstRefund, secondRefund] = (second.body as AdminOrder).refunds;
      expect([firstRefund!.status, secondRefund!.status]).toEqual(['Pending', 'Pending']);

      const entries = await audit(order._id, 'refund.requested');
      expect(entries.map((e) => e.after)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            status: 'Return Received',
            returns: [{ id: ret._id, returnNumber: ret.returnNumber, status: 'Received' }],
            refunds: [{ id: firstRefund!._id, amount: firstRefund!.amount, status: 'Pending' }],
            refund: {
              id: firstRefund!._id,
              amount: firstRefund!.amount,
              items: [{ productId: a._id, variantId: a._id, name: a.name, options: {}, quantity: 1 }],
            },
          }),
        ]),
      );
      expect(entries.every((e) => e.targetType === 'order' && e.targetId === order._id)).toBe(true);

      const done = await waitFor(async () => {
        const o = await detail(order._id);
        return o.refunds.every((r) => r.status === 'Succeeded') && o.status === 'Refunded' && o;
      }, 'both refunds to be confirmed');
      expect(done.timeline.map((t) => t.event).slice(-4)).toEqual(['Refund issued', 'Partially Refunded', 'Refund issued', 'Refunded']);
      expect((await events('order.refunded', order._id)).map((e) => e.orderFullyRefunded)).toEqual([false, true]);
    });
  });
});

// PGlite has one connection, so only PostgreSQL shows two requests working on one order at once.
describe.each(BACKENDS.filter((b) => b.database === 'postgres'))('two steps on one order at once on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
  });
  afterAll(async () => shop?.close());

  it('makes a staff step wait, from its first read of the order, for another step under way on it', async () => {
    const [product] = await productsInStock(shop, 5);
    const placed = await request(shop.orders.app)
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({ items: [{ productId: product!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: deliveryDates(new Date())[0]! });
    const orderId = (placed.body as Order)._id;

    // Another step holds the order (as any step does, from its first read to its commit).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const other = shop.orders.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM orders.orders WHERE id = $1 FOR UPDATE`, [orderId]);
      holding();
      await released;
    });
    await held;

    const cancel = Promise.resolve(
      request(shop.orders.app).post(`/api/admin/orders/${orderId}/cancel`).set(admin).send({ reason: 'Sold out' }),
    );
    // It waits at its read of the order, not later at its change of it: what it checks is what it changes.
    await waitFor(async () => {
      const { rows } = await shop.orders.db.query(
        `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT %FROM orders.orders WHERE id = $1 FOR UPDATE'`,
      );
      return rows.length > 0;
    }, 'the cancellation to wait for the order');
    release();
    await other;
    const done = await cancel;
    expect([done.status, done.body.status]).toEqual([200, 'Cancelled']);
  });
});
