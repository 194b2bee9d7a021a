import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ShopperPage, holdRequests, launchBrowser, newShopperDetails, openChat, openShopper, signUpAndLogIn } from '../src/browser';
import { firstSoldOneWay } from '../src/products';
import { mailsTo as mailsOf } from '@storefront/testing';

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
let browser: Browser;
const mailsTo = (address: string) => mailsOf(dataDir, address);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the chat on the home page', () => {
  it("answers a signed-in shopper's 'where is my order?' with their real order", async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const product = await firstSoldOneWay(url);
    const dates = ((await (await fetch(`${url}/api/orders/delivery-dates`)).json()) as { dates: string[] }).dates;
    const placed = await page.request.post(`/api/orders/${userId}`, {
      data: {
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: { fullName: 'Chatty', street: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2T3' },
        deliveryDate: dates[0],
      },
      headers: { Origin: url },
    });
    const order = (await placed.json()) as { _id: string };

    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Service - Chat with Us' });
    const box = dialog.getByRole('textbox', { name: 'Type your message' });
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true); // nothing typed
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    await box.fill('where is my order?');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('');
    await dialog.getByText(`Your latest order, ${order._id.slice(0, 8).toUpperCase()}`, { exact: false }).waitFor();
    expect(await dialog.locator('[data-sender="user"]').allInnerTexts()).toEqual(['where is my order?']);
    expect(await dialog.locator('[data-sender="bot"]').first().innerText()).toContain('is Pending Payment');

    await box.fill('Can you write me a poem about moose?');
    await send.click();
    await dialog.getByText("that's not something I can help with here", { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Chat with customer service' }).waitFor();
    await s.context.close();
  });

  /** An unpaid order of one product for the signed-in shopper: its number as the store shows it. */
  async function placeUnpaidOrder(s: ShopperPage): Promise<{ id: string; number: string }> {
    const userId = await s.page.evaluate(() => localStorage.getItem('userId'));
    const product = await firstSoldOneWay(url);
    const dates = ((await (await fetch(`${url}/api/orders/delivery-dates`)).json()) as { dates: string[] }).dates;
    const placed = await s.page.request.post(`/api/orders/${userId}`, {
      data: {
        items: [{ productId: product._id, quantity: 1 }],
        shippingAddress: { fullName: 'Chatty', street: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2T3' },
        deliveryDate: dates[0],
      },
      headers: { Origin: url },
    });
    const { _id } = (await placed.json()) as { _id: string };
    return { id: _id, number: _id.slice(0, 8).toUpperCase() };
  }

  it.each([
    ['English', 'en', 'I need to cancel my order', 'Answer yes to cancel it', 'yes', 'is cancelled', 'Cancelled'],
    ['French', 'fr', 'je veux annuler ma commande svp', 'Répondez oui pour l’annuler', 'oui', 'est annulée', 'Annulée'],
  ] as const)('cancels an unpaid order once the shopper confirms, in %s', async (_name, language, ask, offer, yes, done, status) => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s, newShopperDetails(language === 'fr' ? 'Zoé Tremblay' : 'Chatty Cathy'));
    const order = await placeUnpaidOrder(s);
    await s.page.goto('/');
    if (language === 'fr') {
      await s.page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
      await s.page.waitForFunction(() => document.documentElement.lang === 'fr-CA');
    }
    const chat = await openChat(s.page, language);
    expect(await chat.ask(ask, offer)).toContain(order.number);
    expect(await chat.ask(yes, done)).toContain(order.number);
    await s.page.goto(`/orders/${order.id}`);
    await s.page.locator('main p').filter({ hasText: status }).first().waitFor();
    await s.context.close();
  });

  it('opens a ticket for a person: the shopper gets its number, the shop gets the conversation', async () => {
    const s = await openShopper(browser, url);
    const details = newShopperDetails('Ticket Tess');
    await signUpAndLogIn(s, details);
    await s.page.goto('/');
    const chat = await openChat(s.page);
    await chat.ask('how long does delivery take?', 'pick your delivery day among the next five days, starting tomorrow');
    const reply = await chat.ask('can I talk to a real person please', /ticket T-[2-9A-Z]{6}/);
    const ticket = /T-[2-9A-Z]{6}/.exec(reply)![0];
    // Two mails, each sent by the mail queue in its own time: the shop's and the shopper's.
    const deadline = Date.now() + 15_000;
    let toShop: string | undefined;
    let toShopper: string | undefined;
    while (!(toShop && toShopper) && Date.now() < deadline) {
      toShop = mailsTo('support@maplemarket.test').find((m) => m.includes(`Chat ticket ${ticket}`));
      toShopper = mailsTo(details.email).find((m) => m.includes(`Your Maple Market request ${ticket}`));
      if (!(toShop && toShopper)) await new Promise((r) => setTimeout(r, 200));
    }
    expect(toShop).toContain('Shopper: how long does delivery take?');
    // A new account that has not opened its confirmation link: staff are told the address is not proven.
    expect(toShop).toContain('Address: NOT proven.');
    expect(toShop).toContain('Shopper: can I talk to a real person please');
    expect(toShopper).toBeDefined();
    await s.context.close();
  });

  it('blocks sending while a reply is on its way, and says when something went wrong', async () => {
    const s = await openShopper(browser, url);
    const { page } = s;
    const reply = await holdRequests(page, '**/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","message":"boom"}' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Service - Chat with Us' });
    const box = dialog.getByRole('textbox', { name: 'Type your message' });
    await box.fill('hello');
    await box.press('Enter');
    await box.fill('are you there?');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await box.press('Enter');
    expect(await dialog.locator('[data-sender="user"]').count()).toBe(1);
    await reply.release();
    await dialog.getByText('Sorry, something went wrong.').waitFor();
    await s.context.close();
  });
});

describe('the Customer Service page', () => {
  it('sends the message, clears the form, and mails an acknowledgement and a copy to the support inbox', async () => {
    const s = await openShopper(browser, url);
    const { page } = s;
    const email = `writer-${Date.now().toString(36)}@example.ca`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Customer Service' }).first().click();
    await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
    await page.getByLabel('Your Name').fill('Wendy Writer');
    await page.getByLabel('Your Email').fill(email);
    await page.getByLabel('Message').fill('My parka zipper broke after a week. What can I do?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Your message has been sent. Please check your email!').waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    // Two mails, each sent by the mail queue in its own time: the acknowledgement and the inbox's copy.
    const copyOf = () => mailsTo('support@maplemarket.test').find((m) => m.includes(`Reply-To: ${email}`));
    const start = Date.now();
    while ((mailsTo(email).length === 0 || !copyOf()) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(email)[0]).toMatch(/Subject: We received your message/);
    expect(copyOf()).toContain('My parka zipper broke after a week.');
    await s.context.close();
  });

  it("says 'Failed to send. Please try again later.' when the message does not go", async () => {
    const s = await openShopper(browser, url);
    await s.page.route('**/api/support/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","message":"down"}' }),
    );
    await s.page.goto('/customer-service');
    await s.page.getByLabel('Your Name').fill('Fay');
    await s.page.getByLabel('Your Email').fill('fay@example.ca');
    await s.page.getByLabel('Message').fill('Is anyone reading these messages?');
    await s.page.getByRole('button', { name: 'Send' }).click();
    await s.page.getByText('Failed to send. Please try again later.').waitFor();
    expect(await s.page.getByLabel('Your Name').inputValue()).toBe('Fay'); // kept, to try again
    await s.context.close();
  });
});
