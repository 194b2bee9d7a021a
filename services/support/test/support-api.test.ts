import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { ordersService } from '@storefront/orders';
import {
  BACKENDS,
  type StartedTestService,
  type TestDeployment,
  startTestDeployment,
  startTestService,
  testAuth,
} from '@storefront/testing';
import { supportService } from '../src';
import { answer, cancelled, confirmCancel, giftCardHelp, storeCredit } from '../src/domain/answers';
import { mailSettled, mailsIn, queuedWithSubject, waitFor } from './fixtures';

describe.each(BACKENDS)('support service on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let orders: StartedTestService;
  let support: StartedTestService;
  let ada: { userId: string; auth: Record<string, string> };
  const mails = () => mailsIn(support.dataDir);

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support');
    catalog = await deployment.start(catalogService, { listen: true });
    orders = await deployment.start(ordersService, {
      listen: true,
      env: { CATALOG_URL: catalog.url, PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    });
    support = await deployment.start(supportService, {
      env: { ORDERS_URL: orders.url, CATALOG_URL: catalog.url, SUPPORT_INBOX: 'help@maplemarket.test' },
    });
    const userId = crypto.randomUUID();
    ada = {
      userId,
      auth: { Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId, name: 'Ada', email: 'ada@example.ca' })}` },
    };
  });
  afterAll(async () => deployment?.close());

  const chat = (message: unknown, headers: Record<string, string> = {}) =>
    request(support.app).post('/chat').set(headers).send({ message });

  describe('chat', () => {
    it('greets, answers what it knows, and says politely what it cannot do', async () => {
      expect((await chat('hi')).body).toMatchObject({ topic: 'greeting', message: answer('greeting', 'en') });
      expect((await chat('how much is hst in ontario?')).body.message).toMatch(/HST of 13% in Ontario/);
      const movie = await chat('can you recommend a good movie?');
      expect(movie.body).toMatchObject({ topic: 'out-of-scope', message: answer('out-of-scope', 'en') });
    });

    it("answers a signed-in shopper's 'where is my order' from their real latest order", async () => {
      const generic = await chat('where is my order?');
      expect(generic.body.message).toMatch(/Log in and ask me again/);
      expect((await chat('where is my order?', ada.auth)).body.message).toMatch(/can't find any orders/);

      const p: Product = (await request(catalog.app).get('/api/products?limit=1')).body.products[0];
      const dates = (await request(orders.app).get('/api/orders/delivery-dates')).body.dates;
      const placed = await request(orders.app)
        .post(`/api/orders/${ada.userId}`)
        .set(ada.auth)
        .send({
          items: [{ productId: p._id, quantity: 1 }],
          shippingAddress: { fullName: 'Ada', street: '1 King', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' },
          deliveryDate: dates[0],
        });
      const ref = placed.body._id.slice(0, 8).toUpperCase();
      const res = await chat('wher is my ordr', ada.auth);
      expect(res.body.topic).toBe('order-status');
      expect(res.body.message).toContain(`Your latest order, ${ref} (${p.name}, $${placed.body.totalAmount.toFixed(2)})`);
      expect(res.body.message).toContain('is Pending Payment');
      expect(res.body.message).toContain('Proceed to Checkout');

      // Mentioning an order is not asking where it is: no order of theirs in the answer.
      for (const question of ['How do I place an order?', 'Can my order be gift wrapped?']) {
        const other = await chat(question, ada.auth);
        expect(other.body.topic, question).not.toBe('order-status');
        expect(other.body.message, question).not.toContain(ref);
      }

      // Cancelling it from the chat goes through the orders service, once the shopper says yes.
      const offer = await chat('I want to cancel my order', ada.auth);
      expect(offer.body.message).toBe(confirmCancel(ref, 'en'));
      const yes = await request(support.app)
        .post('/chat')
        .set(ada.auth)
        .send({ message: 'yes', conversationId: offer.body.conversationId });
      expect(yes.body.message).toBe(cancelled(ref, 'en'));
      const after = await request(orders.app).get(`/api/orders/${ada.userId}`).set(ada.auth);
      expect(after.body.find((o: { _id: string }) => o._id === placed.body._id).status).toBe('Cancelled');
    });

    it("answers 'do you have a promo code?' with the sales on now, and never gives a code away", async () => {
      const admin = {
        Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
      };
      const before = await chat('do you have a promo code?');
      expect(before.body).toMatchObject({ topic: 'promotions', message: answer('promotions', 'en') });
      for (const body of [
        // Its last day is December 31 (it ends as January 1 starts in Toronto).
        { name: 'Boxing Week: 20 % off Outdoor', benefit: { kind: 'percent', percent: 20 }, startsAt: '2026-01-01', endsAt: '2099-12-31' },
        {
          name: 'Members: $10 off $100',
          benefit: { kind: 'fixed', amount: 10 },
          minSubtotal: 100,
          signedInOnly: true,
          startsAt: '2026-01-01',
        },
        { name: 'Secret 50 %', code: 'SECRET50', benefit: { kind: 'percent', percent: 50 }, startsAt: '2026-01-01' },
      ]) {
        const made = await request(orders.app).post('/api/admin/promotions').set(admin).send(body);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
      }
      const res = await chat('do you have a promo code?');
      expect(res.body.topic).toBe('promotions');
      expect(res.body.message).toBe(
        `On sale now: Boxing Week: 20 % off Outdoor (until December 31); Members: $10 off $100 (on orders of $100.00 or more, signed in). ${answer('promotions', 'en')}`,
      );
      expect(res.body.message).not.toMatch(/SECRET50|Secret/);
    });

    it('answers how to use a gift card, and what store credit is left to its owner only', async () => {
      for (const question of ['how do I use my gift card?', 'can I pay with a gift card?']) {
        const res = await chat(question);
        expect(res.body.message, question).toBe(giftCardHelp('use', 'en'));
      }
      expect((await chat('I want to buy a gift card for my sister')).body.message).toBe(answer('promotions', 'en'));
      const signedOut = await chat("what's left on my gift card?");
      expect(signedOut.body.message).toBe(giftCardHelp('balance', 'en'));
      expect((await chat("what's left on my gift card?", ada.auth)).body.message).toBe(storeCredit([], 'en'));
      // A refund Ada took as store credit: $42.50 left on it.
      await orders.db.query(
        `INSERT INTO orders.gift_cards (id, code_hash, last_four, initial_cents, balance_cents, owner_user_id)
         VALUES ($1, $2, 'Q7RT', 5000, 4250, $3)`,
        [crypto.randomUUID(), 'not-a-real-hash', ada.userId],
      );
      const theirs = await chat("what's left on my gift card?", ada.auth);
      expect(theirs.body.message).toBe('Store credit on your account: $42.50 on …Q7RT. It pays your next orders by itself at checkout.');
      const french = await chat('combien reste-t-il sur ma carte-cadeau?', { ...ada.auth, 'Accept-Language': 'fr-CA' });
      expect(french.body.message.replace(/\s/g, ' ')).toBe(
        'Crédit en magasin dans votre compte : 42,50 $ sur …Q7RT. Il paie vos prochaines commandes de lui-même à la caisse.',
      );
      // Someone else signed in has none of it.
      const bob = {
        Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId: crypto.randomUUID(), name: 'Bob', email: 'bob@example.ca' })}`,
      };
      expect((await chat("what's left on my gift card?", bob)).body.message).toBe(storeCredit([], 'en'));
    });

    it('says so when the order system cannot be reached, and where to look instead', async () => {
      const cutOff = await startTestService(supportService, {
        database: backend.database,
        bus: backend.bus,
        env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' }, // nothing listens there
      });
      try {
        const res = await request(cutOff.app).post('/chat').set(ada.auth).send({ message: 'where is my order?' });
        expect(res.status).toBe(200);
        expect(res.body.topic).toBe('order-status');
        expect(res.body.message).toBe(
          "I can't reach the order system right now. You can see all your orders under Returns & Orders (/orders), or try me again in a moment.",
        );
        const { rows } = await cutOff.db.query<{ message: string }>(`SELECT message FROM support.chat_turns WHERE speaker = 'bot'`);
        expect(rows.map((r) => r.message)).toEqual([res.body.message]);
      } finally {
        await cutOff.close();
      }
    });

    it('keeps every turn of the conversation', async () => {
      const first = await chat('hello');
      await request(support.app).post('/chat').send({ message: 'thanks!', conversationId: first.body.conversationId });
      const { rows } = await support.db.query<{ speaker: string; message: string; topic: string | null }>(
        `SELECT speaker, message, topic FROM support.chat_turns WHERE conversation_id = $1 ORDER BY id`,
        [first.body.conversationId],
      );
      expect(rows.map((r) => [r.speaker, r.topic])).toEqual([
        ['user', null],
        ['bot', 'greeting'],
        ['user', null],
        ['bot', 'thanks'],
      ]);
      expect(rows[0]!.message).toBe('hello');
    });

    it("never continues one shopper's conversation under another's name", async () => {
      const bea = {
        Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId: crypto.randomUUID(), name: 'Bea', email: 'bea@example.ca' })}`,
      };
      const said = (message: string, conversationId: string, headers: Record<string, string>) =>
        request(support.app).post('/chat').set(headers).send({ message, conversationId });
      const adas = (await chat('hello', ada.auth)).body.conversationId;
      expect((await said('thanks', adas, ada.auth)).body.conversationId).toBe(adas);
      // Ada signs out and Bea signs in in the same tab, which still holds Ada's conversation id.
      const beas = (await said('hi', adas, bea)).body.conversationId;
      expect(beas).not.toBe(adas);
      expect((await said('hi', adas, {})).body.conversationId).not.toBe(adas); // nor a visitor
      const { rows } = await support.db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM support.chat_turns WHERE conversation_id = $1 AND user_id IS DISTINCT FROM $2`,
        [adas, ada.userId],
      );
      expect(Number(rows[0]!.n)).toBe(0);
      // A visitor's conversation carries on when they sign in.
      const visitors = (await chat('hello')).body.conversationId;
      expect((await said('where is my order?', visitors, bea)).body.conversationId).toBe(visitors);
    });

    it('refuses a blank or overlong message, and limits chatter per client', async () => {
      expect((await chat('   ')).body.error).toBe('Type a message.');
      expect((await chat('x'.repeat(501))).body.error).toBe('Please keep your message under 500 characters.');
      expect((await chat(42)).status).toBe(400);
      expect((await chat('hi\u001b[2J')).body.error).toBe('Your message cannot contain control characters.');
      const from = { 'X-Forwarded-For': '203.0.113.50' };
      for (let i = 0; i < 30; i++) expect((await chat('hi', from)).status).toBe(200);
      const limited = await chat('hi', from);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/^Too many chat messages from this address\. Please try again in \d+ seconds\.$/);
      expect((await chat('hi', { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(200);
    });
  });

  describe('contact form', () => {
    const send = (body: object, ip = '198.51.100.10') =>
      request(support.app).post('/api/support/contact').set('X-Forwarded-For', ip).send(body);

    it('stores the message, acknowledges it to the shopper and forwards it to the support inbox', async () => {
      const before = mails().length;
      const res = await send({
        name: 'Grace Hopper',
        email: 'Grace@Example.ca',
        message: 'My toque arrived in the wrong colour.\nCan I swap it?',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Your message has been sent. Please check your email!');
      const ref = res.body.id.slice(0, 8).toUpperCase();
      const sent = await waitFor(() => (mails().length >= before + 2 ? mails() : undefined), 'the two mails');
      const ack = sent.find((m) => /^To: grace@example\.ca$/m.test(m))!;
      expect(ack).toMatch(new RegExp(`^Subject: We received your message \\(${ref}\\)$`, 'm'));
      expect(ack).toContain(`Your reference is ${ref}.`);
      // Nothing the sender typed goes to the address they typed: the form is no relay for spam.
      expect(ack).not.toContain('toque');
      expect(ack).not.toContain('Grace');
      const forward = sent.find((m) => /^To: help@maplemarket\.test$/m.test(m))!;
      expect(forward).toMatch(/^Reply-To: grace@example\.ca$/m);
      expect(forward).toContain('From: Grace Hopper <grace@example.ca>');
      expect(forward).toContain('My toque arrived in the wrong colour.\nCan I swap it?');
      const { rows } = await support.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM support.contact_messages WHERE email = 'grace@example.ca'`,
      );
      expect(rows[0]!.n).toBe(1);
    });

    it.each([
      [{ email: 'a@b.ca', message: 'Hello there, a question.' }, 'Your name is required.'],
      [{ name: 'A', email: 'not an email', message: 'Hello there, a question.' }, 'Email must be a valid email address.'],
      [{ name: 'A', email: 'a@b.ca', message: 'hi' }, 'Please tell us a little more (at least 10 characters).'],
      [{ name: 'A', email: 'a@b.ca', message: 'x'.repeat(5001) }, 'Please keep your message under 5000 characters.'],
      [{ name: 'A', email: 'a@b.ca' }, 'A message is required.'],
      [
        { name: 'Eve\r\nBcc: victim@evil.com', email: 'eve@example.ca', message: 'Hello there, a question.' },
        'Your name must be one line of text, without control characters.',
      ],
      [{ name: 'Eve <victim@evil.com>', email: 'eve@example.ca', message: 'Hello there, a question.' }, 'Your name cannot contain < or >.'],
      [{ name: 'Eve', email: 'eve@example.ca', message: 'Hello there,\u0007 a question.' }, 'Message cannot contain control characters.'],
    ])('refuses %j with a message and stores nothing', async (body, message) => {
      const before = (await support.db.query<{ n: number }>(`SELECT count(*) AS n FROM support.contact_messages`)).rows[0]!.n;
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect((await support.db.query<{ n: number }>(`SELECT count(*) AS n FROM support.contact_messages`)).rows[0]!.n).toBe(before);
    });

    it('limits messages per email address and per client', async () => {
      const body = { name: 'Spammy', email: 'spam@example.ca', message: 'Buy my very fine things now!' };
      for (let i = 0; i < 3; i++) expect((await send(body, `192.0.2.${i + 1}`)).status).toBe(201);
      const perAddress = await send(body, '192.0.2.99');
      expect(perAddress.status).toBe(429);
      expect(perAddress.body.error).toMatch(/^Too many messages from this email address\./);
      // The same mailbox however it is written: +tags and capitals do not make a new sender.
      const rita = { name: 'Rita', message: 'Buy my very fine things now!' };
      for (const email of ['rita+1@example.ca', 'Rita+2@Example.ca', 'rita@example.ca'])
        expect((await send({ ...rita, email }, '192.0.2.50')).status).toBe(201);
      const tagged = await send({ ...rita, email: 'RITA+99@example.ca' }, '192.0.2.51');
      expect(tagged.status).toBe(429);
      expect(tagged.body.error).toMatch(/^Too many messages from this email address\./);
      expect((await send({ ...rita, email: 'rita.b@example.ca' }, '192.0.2.51')).status).toBe(201); // another mailbox

      // Many people behind one address (an office, a campus) each write: 60 an hour from it pass.
      for (let i = 0; i < 60; i++) expect((await send({ ...body, email: `person${i}@example.ca` }, '192.0.2.200')).status).toBe(201);
      const perClient = await send({ ...body, email: 'fresh@example.ca' }, '192.0.2.200');
      expect(perClient.status).toBe(429);
      expect(perClient.body.error).toMatch(/^Too many messages from this address\./);
    });
  });

  it('tells /metrics how much mail it gave up on', async () => {
    const res = await request(support.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^support_mail_undeliverable\{service="support"\} 0$/m);
  });

  describe('receipts', () => {
    it('mails a receipt when an order is paid, once per order', async () => {
      const orderId = crypto.randomUUID();
      const payload = {
        orderId,
        userId: ada.userId,
        customerEmail: 'ada@example.ca',
        customerName: 'Ada',
        items: [{ productId: crypto.randomUUID(), name: 'Maple Syrup', price: 12.5, quantity: 2 }],
        subtotal: 25,
        tax: 3.25,
        totalAmount: 28.25,
        currency: 'cad' as const,
        paidAt: new Date().toISOString(),
      };
      const subject = `Your Maple Market receipt for order ${orderId.slice(0, 8).toUpperCase()}`;
      const receipts = () => mails().filter((m) => m.includes(`Subject: ${subject}`));
      const event = createEvent('payment.completed', payload);
      await support.bus.publish(event);
      await support.bus.publish(event); // the same event delivered again (same id)
      await support.bus.publish(createEvent('payment.completed', payload)); // another event for the same order
      const got = await waitFor(() => (receipts().length > 0 ? receipts() : undefined), 'the receipt');
      // Every delivery handled and every queued mail sent: only then is "one receipt" a proof.
      await mailSettled(support);
      expect(await queuedWithSubject(support.db, subject)).toBe(1);
      expect(receipts()).toHaveLength(1);
      expect(got[0]).toContain('2 x Maple Syrup @ $12.50 = $25.00');
      expect(got[0]).toContain('Total charged: $28.25 CAD');
    });
  });
});

describe('mail through an SMTP relay', () => {
  it('goes out over SMTP, and waits for the relay when it is down', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as { port: number }).port;
    const svc = await startTestService(supportService, {
      database: 'pglite',
      bus: 'in-process',
      env: {
        ORDERS_URL: 'http://127.0.0.1:9',
        CATALOG_URL: 'http://127.0.0.1:9',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'Shop <shop@maplemarket.test>',
      },
    });
    try {
      await request(svc.app)
        .post('/api/support/contact')
        .send({ name: 'Lin', email: 'lin@example.ca', message: 'Where can I find gift cards?' });
      await waitFor(() => received.length >= 2, 'two mails over SMTP');
      expect(received.some((m) => /^To: lin@example\.ca/m.test(m))).toBe(true);
      expect(received.some((m) => /^From: Shop <shop@maplemarket\.test>/m.test(m))).toBe(true);
      expect(fs.existsSync(path.join(svc.dataDir, 'mail'))).toBe(false);

      // the relay goes away: the mail is kept, with why it has not gone yet
      await new Promise<void>((r) => smtp.close(() => r()));
      await request(svc.app)
        .post('/api/support/contact')
        .send({ name: 'Lin', email: 'lin2@example.ca', message: 'Second question for you.' });
      const pending = await waitFor(async () => {
        const { rows } = await svc.db.query<{ attempts: number; last_error: string | null }>(
          `SELECT attempts, last_error FROM support.outgoing_mail WHERE sent_at IS NULL`,
        );
        return rows.length === 2 && rows.every((r) => r.attempts >= 1) ? rows : undefined;
      }, 'the failed attempts to be recorded');
      expect(pending[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await svc.close();
    }
  });
});
