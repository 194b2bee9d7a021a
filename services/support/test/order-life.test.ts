import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, EventType, Order } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { supportService } from '../src';
import { answer } from '../src/domain/answers';
import { anOrder, fakeOrders, mailSettled, mailsIn, queuedWithSubject, waitFor } from './fixtures';

describe.each(BACKENDS)('the order life in support, on $label', (backend) => {
  const orders = fakeOrders();
  let deployment: TestDeployment;
  let support: StartedTestService;
  let ada: { userId: string; auth: Record<string, string> };
  const mails = () => mailsIn(support.dataDir);

  beforeAll(async () => {
    const ordersUrl = await orders.start();
    deployment = await startTestDeployment(backend, 'support-order-life');
    support = await deployment.start(supportService, { env: { ORDERS_URL: ordersUrl, CATALOG_URL: 'http://127.0.0.1:9' } });
    const userId = crypto.randomUUID();
    ada = {
      userId,
      auth: { Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId, name: 'Ada', email: 'ada@example.ca' })}` },
    };
    orders.state.userId = userId;
    orders.state.authorization = ada.auth.Authorization!;
  });
  afterAll(async () => {
    await deployment?.close();
    await orders.stop();
  });

  /** The mails kept in the queue whose text still holds `secret`. */
  const storedBodiesWith = async (secret: string) =>
    (await support.db.query<{ subject: string }>(`SELECT subject FROM support.outgoing_mail WHERE strpos(body, $1) > 0`, [secret])).rows;

  it('mails the link to choose a new password, once however often the event comes', async () => {
    const resetUrl = `https://shop.example.ca/reset-password?token=${'x'.repeat(43)}`;
    const event = createEvent('user.password-reset-requested', {
      userId: crypto.randomUUID(),
      name: 'Grace',
      email: 'grace@example.ca',
      resetUrl,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    await support.bus.publish(event);
    await support.bus.publish(event);
    const about = () => mails().filter((m) => m.includes('Subject: Choose a new Maple Market password'));
    const [mail] = await waitFor(() => (about().length > 0 ? about() : undefined), 'the reset mail');
    await mailSettled(support);
    expect(await queuedWithSubject(support.db, 'Choose a new Maple Market password')).toBe(1);
    expect(about()).toHaveLength(1);
    expect(mail).toMatch(/^To: grace@example\.ca$/m);
    expect(mail).toContain('Hello Grace,');
    expect(mail).toContain(resetUrl);
    expect(mail).toContain('The link works once, for one hour');
    expect(mail).toContain('If you did not ask, ignore this mail: your password stays as it is.');
    // Sent, the mail keeps no copy of the link: a read of the database gives no working reset.
    expect(await storedBodiesWith(resetUrl)).toEqual([]);
  });

  it('mails the link to prove an email: what following it does, how long it works, once however often the event comes', async () => {
    const verifyUrl = `https://shop.example.ca/verify-email?token=${'v'.repeat(43)}`;
    const event = createEvent('user.email-verification-requested', {
      userId: crypto.randomUUID(),
      name: 'Vera',
      email: 'vera@example.ca',
      verifyUrl,
      expiresAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    await support.bus.publish(event);
    await support.bus.publish(event);
    const about = () => mails().filter((m) => m.includes('Subject: Confirm your Maple Market email address'));
    const [mail] = await waitFor(() => (about().length > 0 ? about() : undefined), 'the verification mail');
    await mailSettled(support);
    expect(await queuedWithSubject(support.db, 'Confirm your Maple Market email address')).toBe(1);
    expect(about()).toHaveLength(1);
    expect(mail).toMatch(/^To: vera@example\.ca$/m);
    expect(mail).toContain('Hello Vera,');
    expect(mail!.split(/\r?\n/)).toContain(verifyUrl); // on a line of its own, for mail programs to make it a link
    expect(mail).toContain('confirms your address, and brings any orders you placed as a guest with this email into your account');
    expect(mail).toContain('The link works for 48 hours');
    expect(mail).toContain('If you did not make a Maple Market account, ignore this mail');
    expect(await storedBodiesWith(verifyUrl)).toEqual([]);
  });

  it("mails the link to an order found with 'Find my order', each time it is asked for", async () => {
    const orderId = crypto.randomUUID();
    const ref = orderId.slice(0, 8).toUpperCase();
    const link = (token: string) => ({
      orderId,
      email: 'guest@example.ca',
      customerName: 'Gus',
      orderUrl: `https://shop.example.ca/orders/${orderId}?access=${token.repeat(43)}`,
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const first = createEvent('order.link-requested', link('a'));
    await support.bus.publish(first);
    await support.bus.publish(first); // a redelivery: no second mail
    await support.bus.publish(createEvent('order.link-requested', link('b'))); // asked again: a new link
    const about = () => mails().filter((m) => m.includes(`Subject: Your Maple Market order ${ref}`));
    await waitFor(() => (about().length >= 2 ? about() : undefined), 'the order link mails');
    await mailSettled(support);
    expect(await queuedWithSubject(support.db, `Your Maple Market order ${ref}`)).toBe(2);
    expect(about()).toHaveLength(2);
    const mail = about().find((m) => m.includes(link('a').orderUrl))!;
    expect(mail).toMatch(/^To: guest@example\.ca$/m);
    expect(mail).toContain('Hello Gus,');
    expect(mail.split(/\r?\n/)).toContain(link('a').orderUrl);
    expect(mail).toContain('works for 30 days');
    expect(mail).toContain('Find my order (/find-order) gives you a new link');
    expect(await storedBodiesWith('?access=')).toEqual([]);
  });

  it("gives a guest's receipt the link to their order, and an account's receipt Returns & Orders", async () => {
    /** A paid order; a guest's carries the link to it. */
    const paid = (asGuest: boolean) => {
      const orderId = crypto.randomUUID();
      return {
        orderId,
        userId: crypto.randomUUID(),
        customerEmail: 'ada@example.ca',
        customerName: 'Ada',
        items: [{ productId: crypto.randomUUID(), name: 'Maple Syrup', price: 12.5, quantity: 2 }],
        subtotal: 25,
        tax: 3.25,
        totalAmount: 28.25,
        currency: 'cad' as const,
        paidAt: new Date().toISOString(),
        ...(asGuest ? { guest: true, orderUrl: `https://shop.example.ca/orders/${orderId}?access=${'g'.repeat(43)}` } : {}),
      };
    };
    const receiptOf = (orderId: string) => () => mails().find((m) => m.includes(`receipt for order ${orderId.slice(0, 8).toUpperCase()}`));
    const guest = paid(true);
    const member = paid(false);
    await support.bus.publish(createEvent('payment.completed', guest));
    await support.bus.publish(createEvent('payment.completed', member));
    const guestMail = await waitFor(receiptOf(guest.orderId), "the guest's receipt");
    const memberMail = await waitFor(receiptOf(member.orderId), "the account's receipt");
    expect(guestMail).toContain(`View your order any time: ${guest.orderUrl}`);
    expect(guestMail).toContain('The link works for 30 days; after that, Find my order (/find-order) gives you a new one.');
    expect(guestMail).not.toContain('Returns & Orders');
    expect(memberMail).toContain('Follow your order under Returns & Orders. Returns are free within 30 days.');
    expect(memberMail).not.toContain('View your order');
    // Sent, the receipt is kept (it can be sent again) without the working link: Find my order instead.
    await mailSettled(support);
    expect(await storedBodiesWith(`access=${'g'.repeat(43)}`)).toEqual([]);
    const kept = await support.db.query<{ body: string }>(`SELECT body FROM support.outgoing_mail WHERE strpos(subject, $1) > 0`, [
      guest.orderId.slice(0, 8).toUpperCase(),
    ]);
    expect(kept.rows[0]!.body).toContain('View your order any time: https://shop.example.ca/find-order');
  });

  describe('mails at each step of an order', () => {
    const party = () => {
      const orderId = crypto.randomUUID();
      return {
        orderId,
        ref: orderId.slice(0, 8).toUpperCase(),
        userId: crypto.randomUUID(),
        customerEmail: 'ada@example.ca',
        customerName: 'Ada',
      };
    };
    const toque = { productId: crypto.randomUUID(), name: 'Merino Toque', quantity: 2 };

    /** Publishes the event twice (a redelivery) and another event about the same step, then waits until
     * the bus has settled and the mail worker has sent all it queued: exactly one mail must have gone. */
    async function mailedOnce<T extends EventType>(type: T, payload: EventPayload<T>, subject: string): Promise<string> {
      const event = createEvent(type, payload);
      await support.bus.publish(event);
      await support.bus.publish(event);
      await support.bus.publish(createEvent(type, payload));
      const about = () => mails().filter((m) => m.includes(`Subject: ${subject}`));
      const [mail] = await waitFor(() => (about().length > 0 ? about() : undefined), subject);
      await mailSettled(support);
      expect(await queuedWithSubject(support.db, subject), subject).toBe(1);
      expect(about(), subject).toHaveLength(1);
      expect(mail).toMatch(/^To: ada@example\.ca$/m);
      return mail!;
    }

    it('says a paid order is cancelled and that its money goes back to the card, once', async () => {
      const p = party();
      const mail = await mailedOnce(
        'order.cancelled',
        {
          ...p,
          reason: 'Ordered the wrong size',
          cancelledBy: 'shopper',
          wasPaid: true,
          refundAmount: 56.48,
          cancelledAt: new Date().toISOString(),
        },
        `Your Maple Market order ${p.ref} is cancelled`,
      );
      expect(mail).toContain(`Your order ${p.ref} was cancelled as you asked`);
      expect(mail).toContain('Reason: Ordered the wrong size');
      expect(mail).toContain('the full $56.48 goes back to the card you paid with');

      const unpaid = party();
      const unpaidMail = await mailedOnce(
        'order.cancelled',
        { ...unpaid, reason: '', cancelledBy: 'staff', wasPaid: false, refundAmount: 0, cancelledAt: new Date().toISOString() },
        `Your Maple Market order ${unpaid.ref} is cancelled`,
      );
      expect(unpaidMail).toContain('was cancelled by our team');
      expect(unpaidMail).toContain('Nothing was charged for it, so there is nothing to refund.');
    });

    it('gives the carrier and tracking number when the order ships, once', async () => {
      const p = party();
      const mail = await mailedOnce(
        'order.shipped',
        { ...p, carrier: 'Canada Post', trackingNumber: '7023 4567 8901 2345', items: [toque], shippedAt: new Date().toISOString() },
        `Your Maple Market order ${p.ref} has shipped`,
      );
      expect(mail).toContain('Carrier: Canada Post');
      expect(mail).toContain('Tracking number: 7023 4567 8901 2345');
      expect(mail).toContain('2 x Merino Toque');
    });

    it('gives the return number, what to send back and a return label, once per return', async () => {
      const p = party();
      const payload = {
        ...p,
        returnId: crypto.randomUUID(),
        returnNumber: 'R-4F7A2C',
        items: [toque],
        reason: 'Too small',
        requestedAt: new Date().toISOString(),
      };
      const mail = await mailedOnce('return.requested', payload, `Your return R-4F7A2C for order ${p.ref}: what to send back`);
      expect(mail).toContain('Your return number is R-4F7A2C.');
      expect(mail).toMatch(/What to send back:\n {2}2 x Merino Toque/);
      // The label: the return number, the order number, who sends it and the returns address, in one block.
      const label = mail.slice(mail.indexOf('+---'), mail.lastIndexOf('---+') + 4);
      expect(label).toContain('| MAPLE MARKET RETURN - POSTAGE PAID');
      expect(label).toMatch(/\| Return number: R-4F7A2C +\|/);
      expect(label).toMatch(new RegExp(`\\| Order number: +${p.ref} +\\|`));
      expect(label).toMatch(/\| From: +Ada +\|/);
      expect(label).toMatch(/\| To: +Maple Market Returns +\|\n\| +100 Queen Street West +\|\n\| +Toronto, ON M5H 2N2 +\|/);
      expect(new Set(label.split('\n').map((l) => l.length)).size).toBe(1); // a straight box

      // A second return of the same order is another mail.
      await mailedOnce(
        'return.requested',
        { ...payload, returnId: crypto.randomUUID(), returnNumber: 'R-77AB01' },
        `Your return R-77AB01 for order ${p.ref}: what to send back`,
      );
    });

    it('gives the amount refunded and which lines, once per refund', async () => {
      const p = party();
      const mail = await mailedOnce(
        'order.refunded',
        {
          ...p,
          refundId: crypto.randomUUID(),
          amount: 28.24,
          currency: 'cad',
          items: [{ ...toque, quantity: 1 }],
          orderFullyRefunded: false,
          refundedAt: new Date().toISOString(),
        },
        `Your refund of $28.24 for order ${p.ref}`,
      );
      expect(mail).toContain(`We refunded $28.24 CAD to the card you paid with for order ${p.ref}`);
      expect(mail).toMatch(/It refunds:\n {2}1 x Merino Toque/);
      expect(mail).not.toContain('everything you paid');

      const whole = party();
      const wholeMail = await mailedOnce(
        'order.refunded',
        {
          ...whole,
          refundId: crypto.randomUUID(),
          amount: 56.48,
          currency: 'cad',
          items: [],
          orderFullyRefunded: true,
          refundedAt: new Date().toISOString(),
        },
        `Your refund of $56.48 for order ${whole.ref}`,
      );
      expect(wholeMail).toContain(`It refunds order ${whole.ref} in full.`);
      expect(wholeMail).toContain('That is everything you paid for this order.');
    });

    it('logs a step without an email address and does not try it again', async () => {
      const p = { ...party(), customerEmail: '' };
      const event = createEvent('order.shipped', {
        ...p,
        carrier: 'Purolator',
        trackingNumber: 'PUR123',
        items: [toque],
        shippedAt: new Date().toISOString(),
      });
      await support.bus.publish(event);
      await waitFor(async () => {
        const { rows } = await support.db.query(`SELECT 1 FROM support.processed_events WHERE event_id = $1`, [event.id]);
        return rows.length > 0;
      }, 'the event to be handled');
      const { rows } = await support.db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM support.outgoing_mail WHERE body LIKE '%PUR123%'`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
      expect((await support.db.query(`SELECT 1 FROM support.order_mails WHERE order_id = $1`, [p.orderId])).rows).toHaveLength(0);
    });
  });

  describe("the assistant on a shopper's returns and refunds", () => {
    const base = (more: Partial<Order>): Order =>
      anOrder('Delivered', {
        userId: ada.userId,
        createdAt: '2026-11-01T15:00:00Z',
        deliveryDate: '2026-11-04',
        paidAt: '2026-11-01T15:05:00Z',
        shipment: { carrier: 'Canada Post', trackingNumber: '7023', shippedAt: '2026-11-02T15:00:00Z' },
        deliveredAt: '2026-11-04T15:00:00Z',
        ...more,
      });
    const ret = (status: 'Requested' | 'Received'): Order['returns'][number] => ({
      _id: 'r1',
      returnNumber: 'R-4F7A2C',
      status,
      reason: 'Too small',
      items: [{ productId: 'p', variantId: 'p', name: 'Merino Toque', options: {}, quantity: 1 }],
      requestedAt: '2026-11-10T15:00:00Z',
      receivedAt: status === 'Received' ? '2026-11-14T15:00:00Z' : null,
    });
    const refund = (status: 'Pending' | 'Succeeded'): Order['refunds'][number] => ({
      _id: 'f1',
      amount: 28.24,
      status,
      reason: 'Returned',
      items: [{ productId: 'p', variantId: 'p', name: 'Merino Toque', options: {}, quantity: 1 }],
      createdAt: '2026-11-15T15:00:00Z',
      settledAt: status === 'Succeeded' ? '2026-11-16T15:00:00Z' : null,
    });
    const chat = (message: string, headers: Record<string, string> = ada.auth) =>
      request(support.app).post('/chat').set(headers).send({ message });

    it("answers where the return or refund stands, in each state, from the shopper's orders", async () => {
      orders.state.orders = [base({ status: 'Return Requested', returns: [ret('Requested')] })];
      const requested = await chat('Did you get my return?');
      expect(requested.body.topic).toBe('refund-status');
      expect(requested.body.message).toMatch(
        /^Your return R-4F7A2C for order AF4173BD \(1 x Merino Toque\) is waiting for your parcel: .*return label we emailed you/,
      );

      orders.state.orders = [base({ status: 'Return Received', returns: [ret('Received')] })];
      expect((await chat('Where is my refund?')).body.message).toMatch(
        /^We received your return R-4F7A2C .* on November 14, 2026\. Your refund is on its way/,
      );

      orders.state.orders = [base({ status: 'Return Received', returns: [ret('Received')], refunds: [refund('Pending')] })];
      expect((await chat("What's the status of my return R-4F7A2C?")).body.message).toMatch(
        /^A refund of \$28\.24 for order AF4173BD \(1 x Merino Toque\) was issued on November 15, 2026 .*within 5-10 business days\.$/,
      );

      orders.state.orders = [
        base({ status: 'Refunded', returns: [ret('Received')], refunds: [refund('Succeeded')], refundedAmount: 28.24 }),
      ];
      expect((await chat('has my refund gone through yet?')).body.message).toMatch(
        /^\$28\.24 was refunded to your card for order AF4173BD .* on November 16, 2026\./,
      );
      expect((await chat('Did you get my return?')).body.message).toMatch(/^\$28\.24 was refunded/);
      expect((await chat('status of return R-000000?')).body.message).toMatch(/^I can't find a return R-000000 on your account\./);

      orders.state.orders = [base({ deliveredAt: new Date(Date.now() - 86_400_000).toISOString() })];
      expect((await chat('Where is my refund?')).body.message).toMatch(
        /^You have no return or refund in progress\. Your order AF4173BD was delivered on .*, so you can return items from it until .*within 30 days of delivery/,
      );
    });

    it('answers about the refund of the order holding what the message names, not the latest one', async () => {
      const headphones = base({
        _id: '0b057dbe-0000-4000-8000-000000000000',
        createdAt: '2026-10-01T15:00:00Z',
        status: 'Return Received',
        items: [
          {
            productId: 'h',
            variantId: 'h',
            name: 'Aurora Tech Wireless Headphones',
            options: {},
            sku: 'HP-1',
            price: 149,
            quantity: 1,
            imageUrl: '',
          },
        ],
        totalAmount: 168.37,
        returns: [
          {
            ...ret('Received'),
            _id: 'r2',
            returnNumber: 'R-HEAD01',
            items: [{ productId: 'h', variantId: 'h', name: 'Aurora Tech Wireless Headphones', options: {}, quantity: 1 }],
          },
        ],
        refunds: [
          {
            ...refund('Pending'),
            _id: 'f2',
            amount: 168.37,
            createdAt: '2026-11-15T16:00:00Z',
            items: [{ productId: 'h', variantId: 'h', name: 'Aurora Tech Wireless Headphones', options: {}, quantity: 1 }],
          },
        ],
      });
      // The toque's refund, the newer one, is what a question naming nothing is about.
      const toque = base({ status: 'Refunded', returns: [ret('Received')], refunds: [refund('Succeeded')], refundedAmount: 28.24 });
      orders.state.orders = [toque, headphones];
      expect((await chat('Where is my refund?')).body.message).toMatch(/^\$28\.24 was refunded to your card for order AF4173BD/);
      expect((await chat('where is the refund for my headphones order?')).body.message).toMatch(
        /^A refund of \$168\.37 for order 0B057DBE \(1 x Aurora Tech Wireless Headphones\) was issued/,
      );
      expect((await chat('has my headphones refund gone through?')).body.message).toMatch(/for order 0B057DBE/);
      // And where the order is: the one with the headphones.
      expect((await chat('where is my headphones order?')).body.message).toMatch(/0B057DBE/);
    });

    it("gives the order's new statuses when asked where the order is", async () => {
      orders.state.orders = [base({ status: 'Shipped', deliveredAt: null })];
      expect((await chat('where is my order?')).body.message).toMatch(/is Shipped\. It is with Canada Post \(tracking number 7023\)/);
      orders.state.orders = [
        base({ status: 'Cancelled', shipment: null, deliveredAt: null, refunds: [{ ...refund('Pending'), items: [] }] }),
      ];
      expect((await chat('where is my order?')).body.message).toMatch(
        /is Cancelled\. It was cancelled, and a refund of \$28\.24 for order AF4173BD was issued/,
      );
      orders.state.orders = [base({ status: 'Payment Review', shipment: null, deliveredAt: null })];
      expect((await chat('where is my order?')).body.message).toMatch(
        /is Payment Review\. Your payment reached us, but our team is checking it/,
      );
    });

    it('gives the policy to visitors and to questions about how returns work, without asking for orders', async () => {
      orders.state.orders = [base({ status: 'Return Requested', returns: [ret('Requested')] })];
      const calls = orders.state.calls;
      const visitor = await chat('Where is my refund?', {});
      expect(visitor.body).toMatchObject({ topic: 'refund-status', message: answer('refund-status', 'en') });
      const policy = await chat('How many days do I have to return something?');
      expect(policy.body.message).toBe(answer('returns', 'en'));
      expect(orders.state.calls).toBe(calls);
    });
  });
});
