import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '@storefront/testing';
import { launchBrowser, logIn, newShopperDetails, openShopper } from '../src/browser';
import { type Shopper, pay, prepareOrder } from '../src/paid-orders';
import { type ListedProduct, soldOneWay } from '../src/products';
import { until } from '../src/waiting';

// Reviews from real buyers, in Chromium against the whole store: a shopper buys a product; staff ship
// and deliver it; the shopper follows the invitation mail, reviews it in French with 4 stars; staff
// approve it in the back office; the product page, its card, its JSON-LD and "4 stars & up" show it.
// A shopper who did not buy it is refused; a review with a link is held back.

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
const ADMIN = { email: 'admin@storefront.test', password: 'storefront-admin' };
const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
let browser: Browser;
let product: ListedProduct;

/** A new account, signed in through the API: its details, id and headers. */
async function register(name: string): Promise<Shopper & { email: string; password: string }> {
  const me = newShopperDetails(name);
  expect((await fetch(`${url}/api/users/register`, { method: 'POST', headers: json, body: JSON.stringify(me) })).status).toBe(201);
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(me) });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  return { ...me, userId: user._id, headers: { ...json, Authorization: `Bearer ${token}` } };
}

async function adminHeaders(): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  return { ...json, Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Bought, paid, shipped and delivered: the order's id. */
async function boughtAndDelivered(who: Shopper, admin: Record<string, string>): Promise<string> {
  const order = await prepareOrder(url, who, product._id, 1);
  await pay(order);
  const status = async () =>
    ((await (await fetch(`${url}/api/orders/detail/${order.orderId}`, { headers: who.headers })).json()) as { status: string }).status;
  expect(await until(status, (s) => s === 'Paid')).toBe('Paid');
  const ship = await fetch(`${url}/api/admin/orders/${order.orderId}/ship`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ carrier: 'Canada Post', trackingNumber: 'CP123456789CA' }),
  });
  expect(ship.status).toBe(200);
  expect((await fetch(`${url}/api/admin/orders/${order.orderId}/deliver`, { method: 'POST', headers: admin, body: '{}' })).status).toBe(
    200,
  );
  return order.orderId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ListedProduct[];
  // A product the other browser tests do not pick (they take the first cheap ones, and the last ones).
  const candidates = all.filter((p) => soldOneWay(p) && p.stock >= 20 && p.price >= 10 && p.price < 300);
  product = candidates[Math.floor(candidates.length / 2)]!;
});
afterAll(async () => browser?.close());

describe('reviews from buyers', () => {
  it('invites the buyer after delivery; their French review, once approved, shows on the page, the card, the JSON-LD and the filter', async () => {
    const admin = await adminHeaders();
    const buyer = await register('Review Buyer');
    const orderId = await boughtAndDelivered(buyer, admin);

    // The invitation, with the product's link.
    const orderNumber = orderId.slice(0, 8).toUpperCase();
    const invitation = await until(
      async () => mailsTo(dataDir, buyer.email).find((m) => m.includes(`Subject: How is your Maple Market order ${orderNumber}?`)),
      (m) => m !== undefined,
    );
    expect(invitation, 'no review invitation').toBeDefined();
    const link = invitation!.replace(/=\r?\n/g, '').match(/https?:\/\/\S+\/product\/[^\s#]+#write-review/)?.[0];
    expect(link).toContain(`/product/${product._id}#write-review`);

    const shopper = await openShopper(browser, url);
    await logIn(shopper, buyer.email, buyer.password);
    const { page } = shopper;
    await page.goto(new URL(link!).pathname + '#write-review');
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Title (optional)').fill('Très bon achat');
    await form.getByLabel('Your review (optional)').fill('Bien fait, livré vite. Je le recommande.');
    await form.getByLabel('Written in').selectOption('fr');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Thank you! Your review will appear once our team has read it.').waitFor();

    // Staff approve it in the back office.
    const staff = await openShopper(browser, url);
    await logIn(staff, ADMIN.email, ADMIN.password);
    await staff.page.goto('/admin/reviews');
    const queued = staff.page.getByRole('region', { name: `Review of ${product.name}` }).filter({ hasText: 'Très bon achat' });
    await queued.getByRole('button', { name: 'Approve' }).click();
    await staff.page
      .getByText('No reviews here.')
      .or(staff.page.getByRole('region', { name: `Review of ${product.name}` }).first())
      .waitFor();

    // The catalogue hears of it: the product's rating, then the page, its card, its JSON-LD and the filter.
    const rating = async () =>
      ((await (await fetch(`${url}/api/products/${product._id}`)).json()) as { rating?: { count: number } }).rating;
    expect(await until(rating, (r) => (r?.count ?? 0) >= 1)).toMatchObject({ count: 1, average: 4 });
    await page.goto(`/product/${product._id}`);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    const shown = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Très bon achat' }) });
    expect(await shown.getByText('Bien fait, livré vite. Je le recommande.').getAttribute('lang')).toBe('fr');
    await shown.getByText('Verified purchase').waitFor();
    // The author's own box says it is shown.
    await reviews.getByText('Your review is shown in the store.').waitFor();
    await page.getByRole('img', { name: 'Rated 4.0 out of 5 stars, 1 review' }).first().waitFor();

    const html = await (await fetch(`${url}/product/${product._id}`, { headers: { Accept: 'text/html' } })).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld[0]?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    expect(ld[0]?.review).toEqual([expect.objectContaining({ name: 'Très bon achat', inLanguage: 'fr' })]);

    await page.goto(`/search?query=${encodeURIComponent(product.name)}`);
    // The filter lives in the address: clicked, the page follows it (a controlled box, checked once it has).
    await page.getByLabel('4 stars & up').click();
    await page.waitForURL(/minRating=4/);
    await expect.poll(() => page.getByLabel('4 stars & up').isChecked()).toBe(true);
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await card.getByRole('img', { name: 'Rated 4.0 out of 5 stars, 1 review' }).waitFor();

    // The invitation's other link stops the next ones, with a button (mail scanners follow links).
    const stop = invitation!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/https?:\/\/\S+\/review-invitations\?token=[\w-]{43}/)?.[0];
    expect(stop).toBeDefined();
    await page.goto(new URL(stop!).pathname + new URL(stop!).search);
    await page.getByRole('button', { name: 'Stop these mails' }).click();
    await page.getByText('Done: we will not send you review invitations again.', { exact: false }).waitFor();
    expect(shopper.errors).toEqual([]);
  });

  it('refuses a shopper who did not buy it, and holds back a buyer’s review with a link', async () => {
    const admin = await adminHeaders();
    const stranger = await register('Review Stranger');
    const refused = await fetch(`${url}/api/products/${product._id}/reviews`, {
      method: 'POST',
      headers: stranger.headers,
      body: JSON.stringify({ rating: 5, text: 'Great!' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('review.notBought');
    const visitor = await fetch(`${url}/api/products/${product._id}/reviews`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ rating: 5 }),
    });
    expect(visitor.status).toBe(401);

    const spammer = await register('Review Linker');
    await boughtAndDelivered(spammer, admin);
    const posted = await fetch(`${url}/api/products/${product._id}/reviews`, {
      method: 'POST',
      headers: spammer.headers,
      body: JSON.stringify({ rating: 5, text: 'Get it cheaper at https://deals.example.com/parka' }),
    });
    expect(posted.status).toBe(201);
    const queue = (await (await fetch(`${url}/api/admin/reviews?status=pending`, { headers: admin })).json()) as {
      items: Array<{ userId: string; heldFor: string[] }>;
    };
    expect(queue.items.find((r) => r.userId === spammer.userId)?.heldFor).toEqual(['link']);
  });
});
