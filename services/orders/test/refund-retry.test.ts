import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AuditPage, Order, Product } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { createLogger } from '@storefront/service-kit';
import { deliveryDates } from '../src';
import { Payments, paymentsConfigOf } from '../src/payments/stripe';
import { PENDING_REFUND_GRACE_MS, resendPendingRefunds } from '../src/use-cases/resend-pending-refunds';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

// The provider cannot be reached when a refund is asked for: the refund stays 'Pending' and staff retry it
// (POST /api/admin/orders/:orderId/refunds/:refundId/retry) once the provider is back. The orders service
// talks to the real payment sandbox through a line the test cuts (helpers' providerLine): the Stripe SDK
// gets connection errors, nothing of ours is stood in for.
describe.each(BACKENDS)('a refund the payment provider did not take, retried by staff, on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };
  let products: Product[];

  beforeAll(async () => {
    // Refunds stay pending at the provider for a while, so a retry can be made before the provider settles.
    shop = await startShop(backend, { refundDelayMs: 3000 });
    ada = await shopper('Ada');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => {
    shop?.provider.restore();
    await shop?.close();
  });

  const orders = () => request(shop.orders.app);
  const detail = async (id: string): Promise<Order> => (await orders().get(`/api/orders/detail/${id}`).set(ada.auth)).body;
  const adminDetail = async (id: string): Promise<AdminOrder> => (await orders().get(`/api/admin/orders/${id}`).set(admin)).body;
  const retry = (orderId: string, refundId: string, who: Record<string, string> = admin) =>
    orders().post(`/api/admin/orders/${orderId}/refunds/${refundId}/retry`).set(who).send({});
  const events = async (type: string, orderId: string) =>
    (
      await shop.orders.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM orders.outbox WHERE type = $1 AND payload->>'orderId' = $2 ORDER BY occurred_at`,
        [type, orderId],
      )
    ).rows.map((r) => r.payload);
  const refundRow = async (refundId: string) =>
    (
      await shop.orders.db.query<{ status: string; provider_refund_id: string | null }>(
        `SELECT status, provider_refund_id FROM orders.refunds WHERE id = $1`,
        [refundId],
      )
    ).rows[0]!;
  const retriesAudited = async (orderId: string) =>
    ((await orders().get(`/api/admin/audit/orders?targetId=${orderId}`).set(admin)).body as AuditPage).items.filter(
      (e) => e.action === 'refund.retried',
    ).length;
  /** The provider's own record of the order's payment: its refunds are what really went back to the card. */
  const providerPayment = (orderId: string) => [...shop.sandbox.payments.payments.values()].find((p) => p.metadata.orderId === orderId)!;

  const paidOrder = async (): Promise<Order> => {
    const placed = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [{ productId: products[0]!._id, quantity: 2 }],
        shippingAddress: ONTARIO,
        deliveryDate: deliveryDates(new Date())[0],
      });
    expect(placed.status).toBe(201);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: placed.body._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    return waitFor(async () => {
      const o = await detail(placed.body._id);
      return o.status === 'Paid' && o;
    }, 'the order to be paid');
  };

  it('keeps the refund Pending with nothing refunded while the provider is down, and settles it once when staff retry', async () => {
    const order = await paidOrder();
    const totalCents = Math.round(order.totalAmount * 100);

    // The provider goes away: the shopper cancels the paid order, and the refund cannot be sent.
    shop.provider.cut();
    let refundId: string;
    try {
      const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({ reason: 'Changed my mind' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'Cancelled',
        refundedAmount: 0,
        refunds: [expect.objectContaining({ status: 'Pending', amount: order.totalAmount })],
      });
      refundId = (cancelled.body as Order).refunds[0]!._id;
      expect(await refundRow(refundId)).toEqual({ status: 'Pending', provider_refund_id: null });
      expect(providerPayment(order._id).refunds).toEqual([]);

      // Staff retry while it is still down: told so (502), the refund still Pending, nothing sent.
      const stillDown = await retry(order._id, refundId);
      expect(stillDown.status).toBe(502);
      expect(stillDown.body.message).toBe(
        'The payment provider could not be reached: the refund stays pending. Please try again in a moment.',
      );
      expect(await refundRow(refundId)).toEqual({ status: 'Pending', provider_refund_id: null });
      expect(providerPayment(order._id).refunds).toEqual([]);
    } finally {
      shop.provider.restore();
    }

    // Nothing counts as refunded: not on the shopper's page, the back office's, the dashboard, nor in an event.
    expect(await detail(order._id)).toMatchObject({ refundedAmount: 0, refunds: [expect.objectContaining({ status: 'Pending' })] });
    expect(await adminDetail(order._id)).toMatchObject({ refundedAmount: 0, refunds: [expect.objectContaining({ status: 'Pending' })] });
    expect((await orders().get('/api/admin/dashboard/orders').set(admin)).body.today.refunds).toBe(0);
    expect(await events('order.refunded', order._id)).toEqual([]);
    expect(shop.sandbox.webhooks.deliveries.filter((d) => d.type.includes('refund'))).toEqual([]);

    // A shopper may not retry, not even the order's owner.
    const byShopper = await retry(order._id, refundId, ada.auth);
    expect([byShopper.status, byShopper.body.error]).toEqual([403, 'Only an administrator can do that.']);
    // A refund that is not the order's is not found.
    const unknown = await retry(order._id, crypto.randomUUID());
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Refund not found.']);
    // Nor is this order's refund, asked for through another order.
    const another = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [{ productId: products[0]!._id, quantity: 1 }],
        shippingAddress: ONTARIO,
        deliveryDate: deliveryDates(new Date())[0],
      });
    const elsewhere = await retry(another.body._id, refundId);
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, 'Refund not found.']);
    expect(await retriesAudited(order._id)).toBe(1);

    // The provider is back: staff retry, and the provider takes it (pending there until the card network answers).
    const retried = await retry(order._id, refundId);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ refundedAmount: 0, refunds: [expect.objectContaining({ _id: refundId, status: 'Pending' })] });
    const taken = providerPayment(order._id).refunds;
    expect(taken).toEqual([expect.objectContaining({ amount: totalCents, metadata: { orderId: order._id, refundId } })]);
    const providerRefundId = taken[0]!.id;
    expect(await refundRow(refundId)).toEqual({ status: 'Pending', provider_refund_id: providerRefundId });

    // Retried again (twice at once) before the provider settles: the same idempotency key, the same provider refund.
    const again = await Promise.all([retry(order._id, refundId), retry(order._id, refundId)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(providerPayment(order._id).refunds.map((r) => r.id)).toEqual([providerRefundId]);
    expect(await refundRow(refundId)).toEqual({ status: 'Pending', provider_refund_id: providerRefundId });

    // The provider's webhook settles it: Succeeded, the money counted once, order.refunded written once.
    const refunded = await waitFor(async () => {
      const o = await adminDetail(order._id);
      return o.refunds[0]?.status === 'Succeeded' && o;
    }, 'the retried refund to be confirmed');
    expect(refunded).toMatchObject({ status: 'Cancelled', refundedAmount: order.totalAmount });
    expect(refunded.timeline.filter((t) => t.event === 'Refund issued')).toHaveLength(1);
    await waitFor(
      async () => shop.sandbox.webhooks.deliveries.some((d) => d.type === 'charge.refunded' && d.status === 200),
      'the provider to finish telling the store',
    );

    // A settled refund is not retried: 409, nothing sent, nothing audited.
    const settled = await retry(order._id, refundId);
    expect([settled.status, settled.body.error]).toEqual([409, 'This refund is already settled.']);
    expect(providerPayment(order._id).refunds.map((r) => [r.id, r.status])).toEqual([[providerRefundId, 'succeeded']]);
    expect(await events('order.refunded', order._id)).toEqual([
      expect.objectContaining({ refundId, amount: order.totalAmount, orderFullyRefunded: true, userId: ada.userId }),
    ]);
    expect(await adminDetail(order._id)).toMatchObject({ refundedAmount: order.totalAmount });
    expect((await orders().get('/api/admin/dashboard/orders').set(admin)).body.today.refunds).toBe(order.totalAmount);
    // Every retry that reached the provider (or tried to) is in the audit log; the refused ones are not.
    expect(await retriesAudited(order._id)).toBe(4);
    const entry = ((await orders().get(`/api/admin/audit/orders?targetId=${order._id}`).set(admin)).body as AuditPage).items.find(
      (e) => e.action === 'refund.retried',
    );
    expect(entry).toMatchObject({
      targetType: 'order',
      targetId: order._id,
      after: { status: 'Cancelled', refund: { id: refundId, amount: order.totalAmount } },
    });
  });

  it('sends a refund left pending again by itself, once, when nobody retries it', async () => {
    const order = await paidOrder();
    shop.provider.cut();
    let refundId: string;
    try {
      const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({ reason: 'Changed my mind' });
      refundId = (cancelled.body as Order).refunds[0]!._id;
    } finally {
      shop.provider.restore();
    }
    const flow = {
      db: shop.orders.db,
      payments: new Payments(
        paymentsConfigOf({ STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX_URL: shop.provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
      ),
      log: createLogger('orders', 'silent'),
      onEventsWritten: () => {},
    };
    // Within its grace period it is left alone (the request that made it may still be sending it).
    expect(await resendPendingRefunds(flow)).toBe(0);
    expect(providerPayment(order._id).refunds).toEqual([]);
    // Past it, it is sent; the provider holds it pending a moment, then its webhook settles it.
    const later = { ...flow, now: () => new Date(Date.now() + PENDING_REFUND_GRACE_MS + 1000) };
    await Promise.all([resendPendingRefunds(later), resendPendingRefunds(later)]);
    expect(providerPayment(order._id).refunds).toHaveLength(1);
    const refunded = await waitFor(async () => {
      const o = await adminDetail(order._id);
      return o.refunds[0]?.status === 'Succeeded' && o;
    }, 'the refund sent again to be confirmed');
    expect(refunded).toMatchObject({ status: 'Cancelled', refundedAmount: order.totalAmount });
    expect(await refundRow(refundId)).toMatchObject({ status: 'Succeeded' });
    expect(await resendPendingRefunds(later)).toBe(0);
    expect(providerPayment(order._id).refunds).toHaveLength(1);
  });

  it('marks a refund the provider refuses for good as failed, instead of sending it again for ever', async () => {
    const order = await paidOrder();
    const totalCents = Math.round(order.totalAmount * 100);
    const payments = new Payments(
      paymentsConfigOf({ STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX_URL: shop.provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    );
    // The whole charge went back another way (the provider's dashboard): the provider refuses any more.
    const { rows } = await shop.orders.db.query<{ payment_reference: string }>(
      `SELECT payment_reference FROM orders.orders WHERE id = $1`,
      [order._id],
    );
    await payments.refund({
      paymentReference: rows[0]!.payment_reference,
      amountCents: totalCents,
      refundId: crypto.randomUUID(),
      orderId: order._id,
    });

    const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({ reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'Cancelled',
      refundedAmount: 0,
      refunds: [expect.objectContaining({ status: 'Failed' })],
    });
    expect((cancelled.body as Order).timeline).toContainEqual(
      expect.objectContaining({ event: 'Refund failed', detail: `$${(totalCents / 100).toFixed(2)} could not be refunded to the card` }),
    );
    // A refusal is no refund at the provider: none is recorded for it.
    expect(await refundRow((cancelled.body as Order).refunds[0]!._id)).toEqual({ status: 'Failed', provider_refund_id: null });
    const flow = { db: shop.orders.db, payments, log: createLogger('orders', 'silent'), onEventsWritten: () => {} };
    const later = { ...flow, now: () => new Date(Date.now() + PENDING_REFUND_GRACE_MS + 1000) };
    expect(await resendPendingRefunds(later)).toBe(0);
    expect(providerPayment(order._id).refunds).toHaveLength(1);
  });
});
