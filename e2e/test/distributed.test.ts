import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@storefront/data';
import { TEST_AMQP_URL } from '@storefront/testing';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';
import { type DistributedStore, startDistributedStore } from '../src/deployment';
import { soldOneWay } from '../src/products';
import { type Proc, startProcess } from '../src/processes';
import { ROOT } from '../src/store';

describe('distributed mode: separate processes on PostgreSQL and RabbitMQ', () => {
  let store: DistributedStore;
  let gateway = '';
  let watcher: Proc;
  let browser: Browser | undefined;

  beforeAll(async () => {
    store = await startDistributedStore({ label: 'dist' });
    gateway = store.gateway;
    watcher = startProcess(
      'event watcher',
      ['--import', 'tsx', 'e2e/src/fixtures/event-watcher.ts', TEST_AMQP_URL, store.namespace, 'watcher', 'user.registered'],
      {},
      ROOT,
    );
    await watcher.waitFor('READY');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await watcher?.stop();
    await store?.stop();
  });

  it('serves the seeded catalogue through the gateway from the catalog process', async () => {
    const res = await fetch(`${gateway}/api/products?search=toque`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: Array<{ name: string; imageUrl: string }> };
    expect(body.products.length).toBeGreaterThan(0);
    const image = await fetch(`${gateway}${body.products[0]!.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('registers and logs in through the gateway; the session the users process signs is checked by it', async () => {
    const me = newShopperDetails('Distributed Dana');
    const reg = await fetch(`${gateway}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(me),
    });
    expect(reg.status).toBe(201);
    const login = await fetch(`${gateway}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(me),
    });
    const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
    const own = await fetch(`${gateway}/api/users/${user._id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await own.json()) as { name: string }).name).toBe('Distributed Dana');
    expect(own.headers.get('x-request-id')).toBeTruthy();

    // the users process announced it; another process received it over RabbitMQ
    await watcher.waitFor(new RegExp(`"userId":"${user._id}"`), 20_000);
    const line = watcher
      .output()
      .split('\n')
      .find((l) => l.includes(user._id))!;
    const event = JSON.parse(line.replace(/^EVENT /, ''));
    expect(event).toMatchObject({ type: 'user.registered', payload: { userId: user._id, email: me.email } });
  });

  it('carries a card payment from the orders process to the cart, catalog and reviews processes over RabbitMQ', async () => {
    const me = newShopperDetails('Paying Pat');
    const json = { 'Content-Type': 'application/json' };
    await fetch(`${gateway}/api/users/register`, { method: 'POST', headers: json, body: JSON.stringify(me) });
    const { token, user } = (await (
      await fetch(`${gateway}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(me) })
    ).json()) as { token: string; user: { _id: string } };
    const auth = { ...json, Authorization: `Bearer ${token}` };
    // Sold one way: the cart line and the order name it by its id alone (a toque comes in colours).
    const product = (
      (await (await fetch(`${gateway}/api/products?limit=100`)).json()) as {
        products: Array<{ _id: string; stock: number; options: unknown[] }>;
      }
    ).products.find((p) => soldOneWay(p) && p.stock > 3)!;
    expect(
      (
        await fetch(`${gateway}/api/cart/${user._id}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ productId: product._id, quantity: 2 }),
        })
      ).status,
    ).toBe(200);
    const dates = ((await (await fetch(`${gateway}/api/orders/delivery-dates`)).json()) as { dates: string[] }).dates;
    const address = { fullName: 'Pat', street: '1 King St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1', country: 'Canada' };
    const placed = await fetch(`${gateway}/api/orders/${user._id}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ items: [{ productId: product._id, quantity: 2 }], shippingAddress: address, deliveryDate: dates[0] }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { _id: string };
    const session = (await (
      await fetch(`${gateway}/api/create-checkout-session`, { method: 'POST', headers: auth, body: JSON.stringify({ orderId: order._id }) })
    ).json()) as { url: string };
    expect(session.url).toMatch(new RegExp(`^${gateway}/payment-sandbox/pay/cs_test_`));
    // the shopper presses Pay on the payment page (through the gateway); its webhook comes back the same way
    // The product's page as shoppers see it before the payment: the gateway keeps it.
    for (let i = 0; i < 2; i++) expect((await fetch(`${gateway}/api/products/${product._id}`)).status).toBe(200);
    const pay = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(pay.status).toBe(303);
    const start = Date.now();
    const paidAt = start;
    let status = '';
    let cartItems = -1;
    let stock = -1;
    let stockTakenAt = 0;
    while (Date.now() - start < 20_000) {
      status = ((await (await fetch(`${gateway}/api/orders/detail/${order._id}`, { headers: auth })).json()) as { status: string }).status;
      cartItems = ((await (await fetch(`${gateway}/api/cart/${user._id}`, { headers: auth })).json()) as { items: unknown[] }).items.length;
      stock = ((await (await fetch(`${gateway}/api/products/${product._id}`)).json()) as { stock: number }).stock;
      if (stock === product.stock - 2) stockTakenAt ||= Date.now();
      if (status === 'Paid' && cartItems === 0 && stock === product.stock - 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect({ status, cartItems, stock }).toEqual({ status: 'Paid', cartItems: 0, stock: product.stock - 2 });
    // The stock the gateway shows follows the catalogue as it announces the change, not the 10 s the
    // gateway may keep the product's answer it kept before the payment.
    expect(stockTakenAt - paidAt).toBeLessThan(5000);

    // the recommendations process heard of the purchase too: it is no longer recommended to Pat
    let recommended: string[] = [product._id];
    while (Date.now() - start < 30_000 && recommended.includes(product._id)) {
      const res = (await (await fetch(`${gateway}/api/ai-recommendation-products?userId=${user._id}`, { headers: auth })).json()) as {
        recommended: Array<{ _id: string }>;
      };
      recommended = res.recommended.map((p) => p._id);
      if (recommended.length > 0 && !recommended.includes(product._id)) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(recommended.length).toBe(10);
    expect(recommended).not.toContain(product._id);

    // and the support process mailed Pat a receipt
    const mailDir = path.join(store.dir, 'support-data', 'mail');
    const receipt = () =>
      fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
            .find((m) => m.split('\n').includes(`To: ${me.email}`) && m.includes('Subject: Your Maple Market receipt for order'))
        : undefined;
    while (!receipt() && Date.now() - start < 40_000) await new Promise((r) => setTimeout(r, 200));
    expect(receipt()).toMatch(/Subject: Your Maple Market receipt for order/);

    // and the assistant, in its own process, finds the order through the orders process
    const chat = (await (
      await fetch(`${gateway}/chat`, { method: 'POST', headers: auth, body: JSON.stringify({ message: 'where is my order' }) })
    ).json()) as { message: string };
    expect(chat.message).toContain(`Your latest order, ${order._id.slice(0, 8).toUpperCase()}`);
    expect(chat.message).toContain('is Paid');
    const recsDb = openPostgres({ url: store.databases.recommendations.url });
    try {
      const { rows } = await recsDb.query<{ n: number }>(`SELECT count(*) AS n FROM recommendations.purchases WHERE order_id = $1`, [
        order._id,
      ]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await recsDb.close();
    }

    // Delivered, Pat reviews it: the reviews process learnt of the purchase and the delivery by events,
    // support mails the invitation, and the catalog process shows the rating once staff approve it.
    const staff = (await (
      await fetch(`${gateway}/api/users/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'admin@storefront.test', password: 'storefront-admin' }),
      })
    ).json()) as { token: string };
    const admin = { ...json, Authorization: `Bearer ${staff.token}` };
    const ship = { carrier: 'Canada Post', trackingNumber: 'CP1' };
    expect(
      (await fetch(`${gateway}/api/admin/orders/${order._id}/ship`, { method: 'POST', headers: admin, body: JSON.stringify(ship) })).status,
    ).toBe(200);
    expect((await fetch(`${gateway}/api/admin/orders/${order._id}/deliver`, { method: 'POST', headers: admin, body: '{}' })).status).toBe(
      200,
    );
    const review = async () =>
      fetch(`${gateway}/api/products/${product._id}/reviews`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ rating: 5, text: 'Warm.' }),
      });
    let posted = await review();
    while (posted.status === 403 && Date.now() - start < 60_000) {
      await new Promise((r) => setTimeout(r, 200));
      posted = await review();
    }
    expect(posted.status).toBe(201);
    const { _id: reviewId } = (await posted.json()) as { _id: string };
    expect((await fetch(`${gateway}/api/admin/reviews/${reviewId}/approve`, { method: 'POST', headers: admin, body: '{}' })).status).toBe(
      200,
    );
    let rating: { count: number } | undefined;
    while ((rating?.count ?? 0) === 0 && Date.now() - start < 60_000) {
      rating = ((await (await fetch(`${gateway}/api/products/${product._id}`)).json()) as { rating?: { count: number } }).rating;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rating).toMatchObject({ count: 1, average: 5 });
    const invited = () =>
      fs
        .readdirSync(mailDir)
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
        .some((m) => m.split('\n').includes(`To: ${me.email}`) && m.includes('Subject: How is your Maple Market order'));
    while (!invited() && Date.now() - start < 60_000) await new Promise((r) => setTimeout(r, 200));
    expect(invited()).toBe(true);
  });

  it('keeps the shell and the other services working when the catalog process stops', async () => {
    const catalog = store.process('catalog');
    expect(await catalog.stop()).toBe(0); // a graceful stop
    expect(catalog.output()).toMatch(/"msg":"stopped"/);

    const products = await fetch(`${gateway}/api/products`);
    expect(products.status).toBe(502);
    expect(((await products.json()) as { error: string }).error).toBe(
      'The catalog service is not available right now. Please try again shortly.',
    );
    const login = await fetch(`${gateway}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.ca', password: 'nope-nope' }),
    });
    expect(login.status).toBe(401);

    browser = await launchBrowser();
    const shopper = await openShopper(browser, gateway);
    await shopper.page.goto('/');
    await shopper.page.getByText('The catalog service is not available right now. Please try again shortly.').waitFor();
    await shopper.page.getByRole('link', { name: 'Register' }).click();
    await shopper.page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  });
});
