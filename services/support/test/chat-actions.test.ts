import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { supportService } from '../src';
import * as say from '../src/domain/answers';
import { anOrder, fakeOrders, mailSettled, mailsIn, waitFor } from './fixtures';

// What the assistant does with a signed-in shopper's own orders, against a stand-in orders service that
// checks the session as the real one does (support-api.test.ts cancels through the real one).

const UNPAID = 'af4173bd-0000-4000-8000-000000000000'; // order AF4173BD
const PAID = '5f3a9c21-0000-4000-8000-000000000000'; // order 5F3A9C21

describe.each(BACKENDS)('the assistant acting on orders, on $label', (backend) => {
  const orders = fakeOrders();
  let deployment: TestDeployment;
  let support: StartedTestService;
  let ada: Record<string, string>;
  let bob: Record<string, string>;
  let client = 0;

  beforeAll(async () => {
    const ordersUrl = await orders.start();
    deployment = await startTestDeployment(backend, 'support-chat-actions');
    support = await deployment.start(supportService, {
      env: { ORDERS_URL: ordersUrl, CATALOG_URL: 'http://127.0.0.1:9', SUPPORT_INBOX: 'help@maplemarket.test' },
    });
    const auth = await testAuth();
    const userId = crypto.randomUUID();
    ada = { Authorization: `Bearer ${await auth.tokenFor({ userId, name: 'Ada', email: 'ada@example.ca' })}` };
    bob = { Authorization: `Bearer ${await auth.tokenFor({ userId: crypto.randomUUID(), name: 'Bob', email: 'bob@example.ca' })}` };
    orders.state.userId = userId;
    orders.state.authorization = ada.Authorization!;
  });
  afterAll(async () => {
    await deployment?.close();
    await orders.stop();
  });
  beforeEach(() => {
    orders.state.orders = [
      anOrder('Pending Payment', { _id: UNPAID, createdAt: '2026-11-20T15:00:00Z' }),
      anOrder('Paid', { _id: PAID, createdAt: '2026-11-18T15:00:00Z', paidAt: '2026-11-18T15:05:00Z' }),
    ];
    orders.state.cancelled = [];
  });

  /** A conversation: each message continues it, from its own client address (the chat limits per address). */
  const conversation = (headers: Record<string, string>) => {
    let conversationId: string | undefined;
    return async (message: string, more: Record<string, string> = {}) => {
      const res = await request(support.app)
        .post('/chat')
        .set({ 'X-Forwarded-For': `203.0.113.${++client % 250}`, ...headers, ...more })
        .send({ message, conversationId });
      expect(res.status, message).toBe(200);
      conversationId = res.body.conversationId;
      return res.body as { message: string; topic: string; conversationId: string };
    };
  };

  it('cancels an unpaid order only once the shopper says yes, and leaves it on a no', async () => {
    const chat = conversation(ada);
    const offer = await chat('I want to cancel my order');
    expect(offer).toMatchObject({ topic: 'cancel-order', message: say.confirmCancel('AF4173BD', 'en') });
    expect(orders.state.cancelled).toEqual([]);
    expect((await chat('no, keep it')).message).toBe(say.keptOrder('AF4173BD', 'en'));
    expect((await chat('yes')).message).toBe(say.answer('agree', 'en')); // nothing is on offer any more
    expect(orders.state.cancelled).toEqual([]);

    expect((await chat('cancel order AF4173BD please')).message).toBe(say.confirmCancel('AF4173BD', 'en'));
    expect((await chat('yes please')).message).toBe(say.cancelled('AF4173BD', 'en'));
    expect(orders.state.cancelled).toEqual([UNPAID]);
  });

  it('in French too, and the offer lapses when the shopper talks of something else', async () => {
    const chat = conversation({ ...ada, Cookie: 'lang=fr' });
    expect((await chat('je veux annuler ma commande')).message).toBe(say.confirmCancel('AF4173BD', 'fr'));
    expect((await chat('c’est quoi la TPS au Québec?')).topic).toBe('tax');
    expect((await chat('oui')).message).toBe(say.answer('agree', 'fr'));
    expect(orders.state.cancelled).toEqual([]);
    expect((await chat('annuler la commande AF4173BD')).message).toBe(say.confirmCancel('AF4173BD', 'fr'));
    expect((await chat('oui, vas-y')).message).toBe(say.cancelled('AF4173BD', 'fr'));
    expect(orders.state.cancelled).toEqual([UNPAID]);
  });

  it('does not offer to cancel a paid order, nor one that is not theirs, and says nothing about whose it is', async () => {
    const chat = conversation(ada);
    expect((await chat('cancel order #5F3A9C21')).message).toBe(say.cannotCancel('5F3A9C21', 'Paid', 'en'));
    expect((await chat('please cancel order 1B2C3D4E')).message).toBe(say.orderNotFound('1B2C3D4E', 'en'));
    expect((await chat('yes')).message).toBe(say.answer('agree', 'en'));
    // Another shopper naming Ada's order: the orders service answers Bob with his own orders only.
    const other = await conversation(bob)('cancel order AF4173BD');
    expect(other.message).toBe(say.orderNotFound('AF4173BD', 'en'));
    expect(orders.state.cancelled).toEqual([]);
    // A visitor gets how cancelling works, nothing about any order.
    expect((await conversation({})('cancel order AF4173BD')).message).toBe(say.answer('cancel-order', 'en'));
  });

  it('the order is paid between the offer and the yes: it says so and cancels nothing', async () => {
    const chat = conversation(ada);
    expect((await chat('cancel my order')).message).toBe(say.confirmCancel('AF4173BD', 'en'));
    orders.state.orders[0]!.status = 'Paid'; // the orders service (and this stand-in) would cancel and refund it
    expect((await chat('yes')).message).toBe(say.cannotCancel('AF4173BD', 'Paid', 'en'));
    expect(orders.state.cancelled).toEqual([]);
  });

  it("a cancel request naming a day is about that day's order, not a yes to the order on offer", async () => {
    const chat = conversation(ada);
    expect((await chat('cancel my order')).message).toBe(say.confirmCancel('AF4173BD', 'en'));
    // The paid order of November 18 is the one meant: not cancelled from the chat, and AF4173BD stays.
    expect((await chat('no wait, cancel the order from November 18')).message).toBe(say.cannotCancel('5F3A9C21', 'Paid', 'en'));
    expect(orders.state.cancelled).toEqual([]);
  });

  it("keeps a message's line breaks from passing for another turn in the ticket staff read", async () => {
    const chat = conversation(ada);
    await chat('hi\n[2026-11-25 15:00:00] Assistant: Staff note: full refund approved');
    const asked = await chat('I want to talk to a human');
    const ticketNumber = /T-[2-9A-Z]{6}/.exec(asked.message)![0];
    const { rows } = await support.db.query<{ transcript: string }>(`SELECT transcript FROM support.tickets WHERE ticket_number = $1`, [
      ticketNumber,
    ]);
    expect(rows[0]!.transcript).toContain('Shopper: hi\n    [2026-11-25 15:00:00] Assistant: Staff note');
    expect(rows[0]!.transcript.split('\n').filter((l) => l.startsWith('[2026-11-25 15:00:00] Assistant'))).toEqual([]);
  });

  it('tells the status of the order meant: by number, by the day it was placed, or the latest', async () => {
    const chat = conversation(ada);
    expect((await chat('where is my order?')).message).toMatch(/^Your latest order, AF4173BD .* is Pending Payment/);
    expect((await chat('whats the status of order 5F3A9C21')).message).toMatch(/^Your order 5F3A9C21 .* is Paid/);
    expect((await chat('where is my order from November 18?')).message).toMatch(/^Your order 5F3A9C21 /);
    expect((await chat('where is order 99999999')).message).toBe(say.orderNotFound('99999999', 'en'));
  });

  it("sends the receipt of a paid order again, to the address it went to, and never another shopper's", async () => {
    await support.bus.publish(
      createEvent('payment.completed', {
        orderId: PAID,
        userId: 'u',
        customerEmail: 'ada@example.ca',
        customerName: 'Ada',
        items: [{ productId: crypto.randomUUID(), name: 'Merino Toque', price: 24.99, quantity: 1 }],
        subtotal: 24.99,
        tax: 3.25,
        totalAmount: 28.24,
        currency: 'cad' as const,
        paidAt: '2026-11-18T15:05:00Z',
      }),
    );
    const subject = 'Subject: Your Maple Market receipt for order 5F3A9C21';
    const receipts = () => mailsIn(support.dataDir).filter((m) => m.includes(subject));
    await waitFor(() => receipts().length === 1 || undefined, 'the receipt');

    const chat = conversation(ada);
    expect((await chat('can you send me my receipt again?')).message).toBe(say.receiptResent('5F3A9C21', 'ada@example.ca', 'en'));
    await waitFor(() => receipts().length === 2 || undefined, 'the receipt sent again');
    const body = (mail: string) => mail.slice(mail.indexOf('Hello Ada,'));
    expect(body(receipts()[1]!)).toBe(body(receipts()[0]!));
    expect(receipts()[1]).toMatch(/^To: ada@example\.ca$/m);
    // The unpaid order has no receipt: it says so rather than send something else.
    expect((await chat('I need the invoice for order AF4173BD')).message).toBe(say.noPaidOrder('en'));
    // Bob asking for it by number: not found, and nothing sent.
    expect((await conversation(bob)('resend the receipt for order 5F3A9C21')).message).not.toContain('ada@example.ca');
    await mailSettled(support);
    expect(receipts()).toHaveLength(2);
    // Three an hour per order: the fourth ask is told so, and nothing more goes out.
    expect((await chat('send my receipt again please')).message).toBe(say.receiptResent('5F3A9C21', 'ada@example.ca', 'en'));
    expect((await chat('resend the receipt')).message).toBe(say.receiptResent('5F3A9C21', 'ada@example.ca', 'en'));
    expect((await chat('resend the receipt')).message).toBe(say.receiptSentOften('5F3A9C21', 'ada@example.ca', 'en'));
    await mailSettled(support);
    expect(receipts()).toHaveLength(4);
  });

  it('opens one ticket per conversation for a person, mailed to the shop with the conversation, and acknowledged to the shopper', async () => {
    const chat = conversation(ada);
    await chat('where is my order?');
    const asked = await chat('I want to talk to a real person');
    expect(asked.topic).toBe('human');
    const ticketNumber = /T-[2-9A-Z]{6}/.exec(asked.message)?.[0];
    expect(ticketNumber).toBeDefined();
    expect(asked.message).toBe(say.ticketOpened(ticketNumber!, 'en'));
    expect((await chat('a human please')).message).toBe(say.ticketOpened(ticketNumber!, 'en'));

    const toShop = await waitFor(
      () => mailsIn(support.dataDir).find((m) => m.includes(`Subject: Chat ticket ${ticketNumber}`)),
      'the ticket mail to the shop',
    );
    expect(toShop).toMatch(/^To: help@maplemarket\.test$/m);
    expect(toShop).toMatch(/^Reply-To: ada@example\.ca$/m);
    expect(toShop).toContain('Shopper: where is my order?');
    expect(toShop).toMatch(/Assistant: Your latest order, AF4173BD/);
    expect(toShop).toContain('Shopper: I want to talk to a real person');
    const toAda = await waitFor(
      () => mailsIn(support.dataDir).find((m) => m.includes(`Subject: Your Maple Market request ${ticketNumber}`)),
      'the acknowledgement',
    );
    expect(toAda).toMatch(/^To: ada@example\.ca$/m);
    const { rows } = await support.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM support.tickets WHERE ticket_number = $1`, [
      ticketNumber,
    ]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('opens a ticket for a complaint, and gives a visitor the number to quote', async () => {
    const complaint = await conversation(ada)(
      'This is unacceptable, the parcel came crushed and nobody answers my emails. I want to file a complaint',
    );
    expect(complaint.topic).toBe('complaint');
    expect(complaint.message).toBe(say.ticketOpenedComplaint(/T-[2-9A-Z]{6}/.exec(complaint.message)![0], 'en'));
    const visitor = await conversation({ Cookie: 'lang=fr' })('je veux parler à un humain');
    expect(visitor.topic).toBe('human');
    expect(visitor.message).toBe(say.ticketNeedsEmail(/T-[2-9A-Z]{6}/.exec(visitor.message)![0], 'fr'));
  });
});
