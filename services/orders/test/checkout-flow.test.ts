import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope, Order, Product } from '@storefront/contracts';
import { signPayload } from '@storefront/payment-sandbox';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

describe.each(BACKENDS)('cart, checkout, card payment and the payment.completed event on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let bob: Awaited<ReturnType<typeof shopper>>;
  let products: Product[];
  const delivery = () => deliveryDates(new Date())[0]!;

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    bob = await shopper('Bob');
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  const cart = (who: typeof ada) => ({
    get: () => request(shop.cart.app).get(`/api/cart/${who.userId}`).set(who.auth),
    add: (productId: string, quantity?: number) =>
      request(shop.cart.app)
        .put(`/api/cart/${who.userId}`)
        .set(who.auth)
        .send(quantity === undefined ? { productId } : { productId, quantity }),
    set: (productId: string, quantity: number) =>
      request(shop.cart.app).patch(`/api/cart/${who.userId}/${productId}`).set(who.auth).send({ quantity }),
    remove: (productId: string) => request(shop.cart.app).delete(`/api/cart/${who.userId}/${productId}`).set(who.auth),
    clear: () => request(shop.cart.app).delete(`/api/cart/${who.userId}`).set(who.auth),
  });
  const stockOf = async (id: string) => (await request(shop.catalog.app).get(`/api/products/${id}`)).body.stock as number;

  describe('placing an order', () => {
    it('quotes the checkout summary from the server, with tax for the province', async () => {
      const [a, b] = products;
      const res = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({
          items: [
            { productId: a!._id, quantity: 3 },
            { productId: b!._id, quantity: 1 },
          ],
          shippingAddress: { ...ONTARIO, city: 'Vancouver', province: 'BC', postalCode: 'V6B 1A1' },
        });
      const subtotal = Math.round(a!.price * 300 + b!.price * 100);
      expect(res.body.subtotal).toBeCloseTo(subtotal / 100, 2);
      expect(res.body.taxes.map((t: { name: string }) => t.name)).toEqual(['GST', 'PST']);
      expect(res.body.totalAmount).toBeCloseTo((subtotal + Math.round(subtotal * 0.05) + Math.round(subtotal * 0.07)) / 100, 2);
      expect(res.body.taxRegion).toBe('BC');
      expect(res.body.shipping).toBe(0);
    });

    it('prices the order itself, ignoring prices and totals from the browser', async () => {
      const [a, b] = products;
      const res = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}`)
        .set(ada.auth)
        .send({
          userId: ada.userId,
          items: [
            { productId: a!._id, quantity: 3, price: 0.01, name: 'free stuff' },
            { productId: b!._id, quantity: 1, price: 0.01 },
          ],
          totalAmount: 0.02,
          status: 'Paid',
          shippingAddress: ONTARIO,
          deliveryDate: delivery(),
        });
      expect(res.status).toBe(201);
      const order: Order = res.body;
      const subtotal = Math.round(a!.price * 300 + b!.price * 100);
      expect(order).toMatchObject({
        status: 'Pending Payment',
        paymentStatus: 'Unpaid',
        userId: ada.userId,
        deliveryDate: delivery(),
        taxRegion: 'ON',
      });
      expect(order.items.map((i) => [i.name, i.price, i.quantity])).toEqual([
        [a!.name, a!.price, 3],
        [b!.name, b!.price, 1],
      ]);
      expect(Math.round(order.subtotal * 100)).toBe(subtotal);
      expect(Math.round(order.totalAmount * 100)).toBe(subtotal + Math.round(subtotal * 0.13));
    });

    it.each([
      [{ shippingAddress: undefined }, 400, 'Please select a shipping address.'],
      [{ deliveryDate: '2020-01-01' }, 400, /^Choose one of the delivery dates offered: /],
      [{ deliveryDate: 'tomorrow' }, 400, 'The delivery date must look like YYYY-MM-DD.'],
      [{ items: [] }, 400, 'Your cart is empty.'],
      [
        { items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
        409,
        'A product in your order is no longer sold. Remove it from your cart and try again.',
      ],
      [{ items: [{ productId: 'x', quantity: 1 }] }, 400, 'Not a valid id.'],
      [{ shippingAddress: { ...ONTARIO, country: 'Kanada' } }, 400, 'We deliver within Canada only.'],
      [
        { shippingAddress: { ...ONTARIO, postalCode: 'H2X 1Y4' } },
        400,
        'The postal code H2X 1Y4 is not in the province chosen: check the province and the postal code.',
      ],
      [{ shippingAddress: { ...ONTARIO, province: '' } }, 400, 'Province is required.'],
      [{ shippingAddress: { ...ONTARIO, postalCode: '' } }, 400, 'Postal code is required.'],
      [
        { shippingAddress: { ...ONTARIO, city: 'Toronto\r\nX-Injected: 1' } },
        400,
        "The delivery address's city must be one line of text, without control characters.",
      ],
      [
        {
          items: [
            { productId: '11111111-1111-4111-8111-111111111111', quantity: 70 },
            { productId: '11111111-1111-4111-8111-111111111111', quantity: 70 },
          ],
        },
        400,
        'Quantity can be at most 99 of one product.',
      ],
      [{ items: [{ productId: '11111111-1111-4111-8111-111111111111', quantity: 'two' }] }, 400, 'Quantity must be a whole number.'],
      [
        { items: Array.from({ length: 101 }, () => ({ productId: '11111111-1111-4111-8111-111111111111', quantity: 1 })) },
        400,
        'An order can have at most 100 lines.',
      ],
    ])('refuses %j with %i', async (change, status, message) => {
      const body = { items: [{ productId: products[0]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery(), ...change };
      const res = await request(shop.orders.app).post(`/api/orders/${ada.userId}`).set(ada.auth).send(body);
      expect(res.status).toBe(status);
      expect(res.body.error).toMatch(message);
    });

    it('refuses more than is in stock', async () => {
      const p = products.find((x) => x.stock < 90)!;
      const res = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}`)
        .set(ada.auth)
        .send({ items: [{ productId: p._id, quantity: p.stock + 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`Only ${p.stock} of ${p.name} left in stock.`);
    });

    it("keeps each shopper's orders to themselves (and an admin)", async () => {
      const mine: Order[] = (await request(shop.orders.app).get(`/api/orders/${ada.userId}`).set(ada.auth)).body;
      expect(mine.length).toBeGreaterThan(0);
      expect((await request(shop.orders.app).get(`/api/orders/${ada.userId}`).set(bob.auth)).status).toBe(403);
      expect((await request(shop.orders.app).get(`/api/orders/detail/${mine[0]!._id}`).set(bob.auth)).status).toBe(403);
      expect((await request(shop.orders.app).get(`/api/orders/detail/${mine[0]!._id}`)).status).toBe(401);
      expect((await request(shop.orders.app).post(`/api/orders/${ada.userId}`).set(bob.auth).send({})).status).toBe(403);
      const admin = await (await import('@storefront/testing')).testAuth().then((a) => a.tokenFor({ isAdmin: true }));
      expect(
        (await request(shop.orders.app).get(`/api/orders/detail/${mine[0]!._id}`).set('Authorization', `Bearer ${admin}`)).status,
      ).toBe(200);
      expect((await request(shop.orders.app).get('/api/orders/detail/not-an-id').set(ada.auth)).status).toBe(404);
      const malformed = await request(shop.orders.app).get('/api/orders/not-a-user').set('Authorization', `Bearer ${admin}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error).toBe('Not a valid id.');
    });

    it('writes the country the usual way, and counts no tax until the province is chosen', async () => {
      const res = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({ items: [{ productId: products[0]!._id, quantity: 1 }], shippingAddress: { ...ONTARIO, country: 'canada' } });
      expect(res.body.taxRegion).toBe('ON');
      const abroad = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({
          items: [{ productId: products[0]!._id, quantity: 1 }],
          shippingAddress: { ...ONTARIO, country: 'United Kingdom', province: '', postalCode: 'SW1A 2AA' },
        });
      expect([abroad.status, abroad.body.error]).toEqual([400, 'We deliver within Canada only.']);
      // Not Ontario's HST for everyone before the province is known: no tax yet, and the summary says so.
      for (const shippingAddress of [null, { province: '' }, { province: '', postalCode: 'H2X 1Y4' }]) {
        const unknown = await request(shop.orders.app)
          .post(`/api/orders/${ada.userId}/quote`)
          .set(ada.auth)
          .send({ items: [{ productId: products[0]!._id, quantity: 1 }], shippingAddress });
        expect(unknown.body).toMatchObject({ tax: 0, taxes: [], taxRegion: '' });
      }
      const montreal = await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({ items: [{ productId: products[0]!._id, quantity: 1 }], shippingAddress: { province: 'ON', postalCode: 'H2X 1Y4' } });
      expect([montreal.status, montreal.body.details[0].path]).toEqual([400, 'body.shippingAddress.postalCode']);
    });
  });

  describe('paying', () => {
    let order: Order;
    let stockBefore: Record<string, number>;

    beforeAll(async () => {
      const list: Order[] = (await request(shop.orders.app).get(`/api/orders/${ada.userId}`).set(ada.auth)).body;
      order = list.find((o) => o.items.length === 2)!;
      // What the shopper had in the cart when placing it (the cart's own behaviour: services/cart/test).
      for (const i of order.items) await cart(ada).add(i.productId, i.quantity);
      stockBefore = Object.fromEntries(await Promise.all(order.items.map(async (i) => [i.productId, await stockOf(i.productId)] as const)));
    });

    it('creates a checkout session for the stored order, for exactly its total', async () => {
      const res = await request(shop.orders.app)
        .post('/api/create-checkout-session')
        .set(ada.auth)
        .set('Origin', 'http://shop.test')
        .send({ orderId: order._id, items: [], amount: 1 });
      expect(res.status).toBe(200);
      expect(res.body.sessionId).toMatch(/^cs_test_/);
      expect(res.body.url).toBe(`http://shop.test/payment-sandbox/pay/${res.body.sessionId}`);
      const session = shop.sandbox.sessions.get(res.body.sessionId)!;
      expect(session.amount_total).toBe(Math.round(order.totalAmount * 100));
      expect(session.success_url).toBe(`http://shop.test/success?orderId=${order._id}&session_id={CHECKOUT_SESSION_ID}`);
      expect(session.line_items.map((l) => l.name)).toEqual([...order.items.map((i) => i.name), 'HST (13%)']);
      expect((await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: order._id })).status).toBe(
        403,
      );
    });

    it('is not marked paid because the browser says so', async () => {
      const res = await request(shop.orders.app)
        .put(`/api/orders/update-payment/${order._id}`)
        .set(ada.auth)
        .send({ paymentStatus: 'Paid' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Pending Payment');
    });

    it('rejects a webhook with a bad signature and changes nothing', async () => {
      const session = [...shop.sandbox.sessions.values()].at(-1)!;
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...session, payment_status: 'paid' } },
      });
      const res = await request(shop.orders.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPayload(payload, 'whsec_wrong'))
        .send(payload);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/signature/i);
      const unsigned = await request(shop.orders.app).post('/api/payments/webhook').set('Content-Type', 'application/json').send(payload);
      expect(unsigned.status).toBe(400);
      expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status).toBe('Pending Payment');
    });

    it('becomes Paid by the signed webhook after the test payment, empties the cart and takes the stock, once', async () => {
      const session = [...shop.sandbox.sessions.values()].at(-1)!;
      const pay = await request(shop.sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'pay' });
      expect(pay.status).toBe(303);
      expect(pay.headers.location).toBe(`http://shop.test/success?orderId=${order._id}&session_id=${session.id}`);

      const paid = await waitFor(async () => {
        const o: Order = (await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body;
        return o.status === 'Paid' && o;
      }, 'the order to be paid');
      expect(paid.paymentStatus).toBe('Paid');
      expect(paid.paidAt).not.toBeNull();

      await waitFor(async () => (await cart(ada).get()).body.items.length === 0, 'the cart to be emptied');
      for (const item of order.items) {
        await waitFor(
          async () => (await stockOf(item.productId)) === stockBefore[item.productId]! - item.quantity,
          `stock of ${item.name}`,
        );
      }

      // The same event again (Stripe retries), and the completion seen through update-payment: no second effect.
      const delivered = shop.sandbox.webhooks.deliveries.find((d) => d.type === 'checkout.session.completed')!;
      const event = { id: delivered.eventId, object: 'event', type: 'checkout.session.completed', data: { object: { ...session } } };
      const again = JSON.stringify(event);
      const replay = await request(shop.orders.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPayload(again, WEBHOOK_SECRET))
        .send(again);
      expect(replay.body).toEqual({ received: true, duplicate: true });
      expect((await request(shop.orders.app).put(`/api/orders/update-payment/${order._id}`).set(ada.auth).send({})).body.status).toBe(
        'Paid',
      );
      const { rows } = await shop.orders.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM orders.outbox WHERE type = 'payment.completed'`,
      );
      expect(rows[0]!.n).toBe(1);
      await shop.orders.bus.settled();
      await shop.catalog.bus.settled();
      for (const item of order.items) expect(await stockOf(item.productId)).toBe(stockBefore[item.productId]! - item.quantity);
    });

    it('refuses to pay a paid order again, and ignores a late expiry', async () => {
      const res = await request(shop.orders.app).post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('This order is already paid.');
      const session = [...shop.sandbox.sessions.values()].at(-1)!;
      const expired = JSON.stringify({
        id: 'evt_late_expiry',
        object: 'event',
        type: 'checkout.session.expired',
        data: { object: { ...session, status: 'expired' } },
      });
      await request(shop.orders.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPayload(expired, WEBHOOK_SECRET))
        .send(expired);
      expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status).toBe('Paid');
    });

    it('marks paid through update-payment when the webhook has not come', async () => {
      const p = products[3]!;
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({
            items: [{ productId: p._id, quantity: 1 }],
            shippingAddress: { ...ONTARIO, city: 'Calgary', province: 'AB', postalCode: 'T2P 2M5' },
            deliveryDate: delivery(),
          })
      ).body;
      expect(placed.taxes.map((t) => t.name)).toEqual(['GST']);
      const { sessionId } = (
        await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })
      ).body;
      // Pay without the webhook reaching the store.
      const s = shop.sandbox.sessions.get(sessionId)!;
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent = 'pi_test_direct';
      const res = await request(shop.orders.app)
        .put(`/api/orders/update-payment/${placed._id}`)
        .set(bob.auth)
        .send({ paymentStatus: 'Paid', sessionId });
      expect(res.body).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    });

    const webhook = (event: object) => {
      const body = JSON.stringify(event);
      return request(shop.orders.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPayload(body, WEBHOOK_SECRET))
        .send(body);
    };
    const paymentEvents = async () =>
      (await shop.orders.db.query<{ n: number }>(`SELECT count(*) AS n FROM orders.outbox WHERE type = 'payment.completed'`)).rows[0]!.n;

    it('has no second effect from a late failure or a new event for a payment already counted', async () => {
      const session = [...shop.sandbox.sessions.values()].find((s) => s.metadata.orderId === order._id && s.payment_status === 'paid')!;
      const before = await paymentEvents();
      expect(
        (
          await webhook({
            id: 'evt_late_failure',
            object: 'event',
            type: 'checkout.session.async_payment_failed',
            data: { object: { ...session } },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await webhook({
            id: 'evt_resent_completion',
            object: 'event',
            type: 'checkout.session.completed',
            data: { object: { ...session } },
          })
        ).body,
      ).toEqual({ received: true });
      expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status).toBe('Paid');
      expect(await paymentEvents()).toBe(before);
    });

    it('closes the earlier payment page when a new one is made, so one order cannot be paid twice', async () => {
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({ items: [{ productId: products[4]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
      ).body;
      const first = (await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })).body
        .sessionId as string;
      const second = (await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })).body
        .sessionId as string;
      expect(second).not.toBe(first);
      expect(shop.sandbox.sessions.get(first)!.status).toBe('expired');
      const payOld = await request(shop.sandbox.app).post(`/payment-sandbox/pay/${first}`).type('form').send({ action: 'pay' });
      expect(payOld.status).toBe(410);
      expect(shop.sandbox.sessions.get(first)!.payment_status).toBe('unpaid');
      expect((await request(shop.orders.app).get(`/api/orders/detail/${placed._id}`).set(bob.auth)).body.status).toBe('Pending Payment');
    });

    it('gives two checkout requests for one order at the same moment one payment page between them', async () => {
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({ items: [{ productId: products[7]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
      ).body;
      const both = await Promise.all(
        [1, 2].map(() => request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })),
      );
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const open = [...shop.sandbox.sessions.values()].filter((x) => x.metadata.orderId === placed._id && x.status === 'open');
      // Whichever way the two requests interleave, one page is left open, and it is one a request answered.
      expect(open).toHaveLength(1);
      expect(both.map((r) => r.body.sessionId)).toContain(open[0]!.id);
    });

    it('makes a new payment page when the provider no longer knows the old one (the sandbox restarted)', async () => {
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({ items: [{ productId: products[8]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
      ).body;
      const first = (await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })).body
        .sessionId as string;
      shop.sandbox.sessions.delete(first);
      const again = await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id });
      expect(again.status).toBe(200);
      expect(again.body.sessionId).not.toBe(first);
    });

    it('marks the order paid last for the last one in stock as backordered, saying what is missing', async () => {
      const last = products[9]!;
      await shop.catalog.db.query(`UPDATE catalog.products SET stock = 1 WHERE id = $1`, [last._id]);
      const orderOne = async (who: typeof ada) => {
        const placed: Order = (
          await request(shop.orders.app)
            .post(`/api/orders/${who.userId}`)
            .set(who.auth)
            .send({ items: [{ productId: last._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
        ).body;
        const { sessionId } = (
          await request(shop.orders.app).post('/api/create-checkout-session').set(who.auth).send({ orderId: placed._id })
        ).body;
        return { placed, sessionId: sessionId as string, who };
      };
      // Both shoppers open a payment page while one is left, then both pay.
      const both = [await orderOne(ada), await orderOne(bob)];
      for (const b of both)
        await request(shop.sandbox.app).post(`/payment-sandbox/pay/${b.sessionId}`).type('form').send({ action: 'pay' });
      const settled = await waitFor(async () => {
        const orders: Order[] = await Promise.all(
          both.map(async (b) => (await request(shop.orders.app).get(`/api/orders/detail/${b.placed._id}`).set(b.who.auth)).body),
        );
        const statuses = orders.map((o) => o.status).sort();
        return statuses.join() === 'Backordered,Paid' && orders;
      }, 'one order paid and one backordered');
      const backordered = settled.find((o) => o.status === 'Backordered')!;
      expect(backordered.paymentStatus).toBe('Paid');
      expect(backordered.backordered).toEqual([{ productId: last._id, variantId: last._id, name: last.name, options: {}, quantity: 1 }]);
      expect(settled.find((o) => o.status === 'Paid')!.backordered).toEqual([]);
      expect(await stockOf(last._id)).toBe(0);
      // It is paid all the same: not offered for payment again, and not checked with the provider again.
      const who = both.find((b) => b.placed._id === backordered._id)!.who;
      const again = await request(shop.orders.app).post('/api/create-checkout-session').set(who.auth).send({ orderId: backordered._id });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('This order is already paid.');
      expect((await request(shop.orders.app).put(`/api/orders/update-payment/${backordered._id}`).set(who.auth).send({})).body.status).toBe(
        'Backordered',
      );

      // The catalogue's stock.short delivered again (the very event, same id): nothing of the order changes,
      // not its status, nor what it lacks, nor its timeline (no second 'Backordered' line).
      const { rows: shorts } = await shop.catalog.db.query<{
        id: string;
        payload: unknown;
        occurred_at: Date;
        correlation_id: string | null;
      }>(`SELECT id, payload, occurred_at, correlation_id FROM catalog.outbox WHERE type = 'stock.short' AND payload->>'orderId' = $1`, [
        backordered._id,
      ]);
      expect(shorts).toHaveLength(1);
      const short: EventEnvelope = {
        id: shorts[0]!.id,
        type: 'stock.short',
        occurredAt: new Date(shorts[0]!.occurred_at).toISOString(),
        payload: shorts[0]!.payload,
        ...(shorts[0]!.correlation_id ? { correlationId: shorts[0]!.correlation_id } : {}),
      };
      const detail = async () => (await request(shop.orders.app).get(`/api/orders/detail/${backordered._id}`).set(who.auth)).body as Order;
      const before = await detail();
      expect(before.timeline.filter((t) => t.event === 'Backordered')).toHaveLength(1);
      await shop.orders.bus.publish(short);
      await shop.orders.bus.publish(short);
      await shop.orders.bus.settled();
      expect(await detail()).toEqual(before);
      const handled = await shop.orders.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders.processed_events WHERE event_id = $1`,
        [short.id],
      );
      expect(handled.rows[0]!.n).toBe(1);
    });

    it("leaves a webhook it could not act on unrecorded, so the provider's retry still pays the order", async () => {
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({ items: [{ productId: products[5]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
      ).body;
      const { sessionId } = (
        await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })
      ).body;
      const session = {
        ...shop.sandbox.sessions.get(sessionId)!,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_test_retry',
      };
      const event = { id: 'evt_retry_after_failure', object: 'event', type: 'checkout.session.completed', data: { object: session } };
      // The outbox cannot be written for a moment: the whole webhook rolls back.
      await shop.orders.db.query('ALTER TABLE orders.outbox RENAME TO outbox_away');
      try {
        expect((await webhook(event)).status).toBe(500);
      } finally {
        await shop.orders.db.query('ALTER TABLE orders.outbox_away RENAME TO outbox');
      }
      expect((await request(shop.orders.app).get(`/api/orders/detail/${placed._id}`).set(bob.auth)).body.status).toBe('Pending Payment');
      expect((await webhook(event)).body).toEqual({ received: true });
      expect((await request(shop.orders.app).get(`/api/orders/detail/${placed._id}`).set(bob.auth)).body.status).toBe('Paid');
    });

    it("carries the webhook request's id from payment.completed through the catalogue's stock.short to the backorder", async () => {
      const p = products[6]!;
      const placed: Order = (
        await request(shop.orders.app)
          .post(`/api/orders/${bob.userId}`)
          .set(bob.auth)
          .send({ items: [{ productId: p._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() })
      ).body;
      const { sessionId } = (
        await request(shop.orders.app).post('/api/create-checkout-session').set(bob.auth).send({ orderId: placed._id })
      ).body;
      // Sold out between the payment page and the payment: catalog will announce stock.short.
      await shop.catalog.db.query(`UPDATE catalog.products SET stock = 0 WHERE id = $1`, [p._id]);
      const session = {
        ...shop.sandbox.sessions.get(sessionId)!,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_test_traced',
      };
      const requestId = `req-traced-${crypto.randomUUID()}`;
      const event = { id: 'evt_traced', object: 'event', type: 'checkout.session.completed', data: { object: session } };
      expect((await webhook(event).set('X-Request-Id', requestId)).body).toEqual({ received: true });

      await waitFor(
        async () => (await request(shop.orders.app).get(`/api/orders/detail/${placed._id}`).set(bob.auth)).body.status === 'Backordered',
        'the order to be backordered',
      );
      const correlationOf = async (db: typeof shop.orders.db, table: string, type: string) =>
        (
          await db.query<{ correlation_id: string | null }>(
            `SELECT correlation_id FROM ${table} WHERE type = $1 AND payload->>'orderId' = $2`,
            [type, placed._id],
          )
        ).rows;
      expect(await correlationOf(shop.orders.db, 'orders.outbox', 'payment.completed')).toEqual([{ correlation_id: requestId }]);
      expect(await correlationOf(shop.catalog.db, 'catalog.outbox', 'stock.short')).toEqual([{ correlation_id: requestId }]);
    });
  });
});
