import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '@storefront/testing';
import { launchBrowser, logIn, newShopperDetails, openShopper, seen } from '../src/browser';

// A sale in Chromium: staff make the code BOXING25 (25 % off a category, 200 uses) in the back office
// and an automatic 3 for 2 on toques; a guest in Quebec gets the 3 for 2 in the cart, adds the code,
// checks out with GST and QST on the discounted lines, pays $100.00 of it with a gift card staff issued
// in the back office and the rest on the payment sandbox; the order's page and the receipt show each
// discount and both payments. The products are made for this walk, at prices worked out here.

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
const ADMIN = { email: 'admin@storefront.test', password: 'storefront-admin' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function mailMatching(to: string, pattern: RegExp): Promise<string> {
  const start = Date.now();
  for (;;) {
    const found = mailsTo(dataDir, to).find((m) => pattern.test(m));
    if (found) return found;
    if (Date.now() - start > 20_000) throw new Error(`no mail to ${to} matching ${pattern}:\n${mailsTo(dataDir, to).join('\n---\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

async function call<T>(token: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

describe('a Boxing Day sale', () => {
  it('is made in the back office, applied in the cart and at a guest’s checkout, and charged to the cent', async () => {
    const token = await adminToken();
    const stamp = Date.now().toString(36).toUpperCase();
    const category = `Sale Walk ${stamp}`;
    const picture = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#b22222' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'parka.png');
    const uploaded = await fetch(`${url}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const make = (name: string, price: string, inCategory: string) =>
      call<{ _id: string }>(token, 'POST', '/api/products', {
        name,
        description: `${name}.`,
        price,
        stock: 50,
        category: inCategory,
        imageUrl,
      });
    const parka = await make(`Walk Parka ${stamp}`, '279.00', category);
    const toque = await make(`Walk Toque ${stamp}`, '24.99', `${category} Hats`);
    await call(token, 'POST', '/api/admin/promotions', {
      name: `3 for 2 on toques ${stamp}`,
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });

    // Staff make the code in the back office.
    const staff = await openShopper(browser, url);
    const sp = staff.page;
    await logIn(staff, ADMIN.email, ADMIN.password);
    await sp.goto('/admin/promotions');
    await (await seen(staff, sp.getByRole('button', { name: 'New promotion' }))).click();
    const editor = sp.getByRole('region', { name: 'New promotion' });
    const code = `BOXING${stamp}`;
    await editor.getByLabel('Name shoppers read').fill(`Boxing Day ${stamp}: 25 % off`);
    await editor.getByLabel('Code (e.g. BOXING25)').fill(code.toLowerCase());
    await editor.getByLabel('Percentage off', { exact: true }).fill('25');
    await editor.getByRole('combobox', { name: /^On/ }).selectOption('categories');
    await editor.getByLabel('Categories, separated by commas').fill(category);
    await editor.getByLabel('Uses in all').fill('200');
    await editor.getByRole('button', { name: 'Save' }).click();
    await sp.getByRole('table', { name: 'Promotions' }).getByText(code, { exact: true }).waitFor();

    // And a $100.00 gift card, whose code the page shows this once.
    await sp.goto('/admin/gift-cards');
    await (await seen(staff, sp.getByLabel('Amount in dollars'))).fill('100');
    await sp.getByRole('button', { name: 'Issue', exact: true }).click();
    const issued = await sp.getByRole('status').filter({ hasText: 'shown only this once' }).innerText();
    const giftCode = /[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}/.exec(issued)![0];
    const lastFour = giftCode.slice(-4);
    await sp.getByLabel('Find by the last 4 characters of the code').fill(lastFour.toLowerCase());
    await sp.getByRole('button', { name: 'Find' }).click();
    await sp.getByRole('table', { name: 'Gift cards' }).getByText(`…${lastFour}`).waitFor();
    expect(await sp.getByRole('table', { name: 'Gift cards' }).innerText()).not.toContain(giftCode);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // A guest: one parka and three toques; the third toque free in the cart, then the code.
    const guest = await openShopper(browser, url);
    const { page } = guest;
    for (const [id, quantity] of [
      [parka._id, 1],
      [toque._id, 3],
    ] as const) {
      await page.goto(`/product/${id}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /Add to Cart/ })
        .waitFor();
      // The shelf names the automatic deal the toque is in.
      if (id === toque._id) {
        await page.getByRole('list', { name: 'Promotions on this product' }).getByText(`3 for 2 on toques ${stamp}`).waitFor();
      }
      for (let i = 0; i < quantity; i++) {
        await page
          .getByRole('main')
          .getByRole('button', { name: /Add to Cart/ })
          .click();
        await page.waitForTimeout(300);
      }
    }
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Cart summary' });
    await summary.getByText(`3 for 2 on toques ${stamp}`).waitFor();
    expect(await summary.innerText()).toContain('−$24.99');
    await page.getByLabel('Promo code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The code NOT-A-CODE is not one of ours. Check how it is written.').waitFor();
    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    // 25 % of the parka, 279.00: 69.75.
    await summary.getByText(`Boxing Day ${stamp}: 25 % off`).waitFor();
    expect(await summary.innerText()).toContain('−$69.75');

    // Checkout as a guest in Quebec: GST and QST on 279.00 + 74.97 − 24.99 − 69.75 = 259.23.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    const me = newShopperDetails('Gabrielle Sale');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Full Name').fill('Gabrielle Sale');
    await page.getByLabel('Street').fill('1 rue Saint-Jean');
    await page.getByLabel('City').fill('Québec');
    await page.getByLabel('Province').selectOption('QC');
    await page.getByLabel('Postal Code').fill('G1R 1N3');
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await orderSummary.getByText('QST', { exact: false }).waitFor();
    const checkout = await orderSummary.innerText();
    // GST 5 % of 259.23 = 12.9615 → 12.96; QST 9.975 % = 25.8582 → 25.86; total 298.05.
    expect(checkout).toContain('−$69.75');
    expect(checkout).toContain('−$24.99');
    expect(checkout).toContain('$94.74');
    expect(checkout).toContain('$12.96');
    expect(checkout).toContain('$25.86');
    expect(checkout).toContain('$298.05');

    // The gift card pays $100.00 of it, a payment and not a discount: the taxes stay as they were.
    await page.getByLabel('Promo code').fill(giftCode.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await orderSummary.getByText(`Gift card …${lastFour}`).waitFor();
    const withCard = await orderSummary.innerText();
    expect(withCard).toContain('−$100.00');
    expect(withCard).toContain('$25.86');
    expect(withCard).toMatch(/Left to pay by card\s+\$198\.05/);
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    // The payment page charges what the gift card left: 298.05 − 100.00.
    await page.getByRole('button', { name: /^Pay .*198\.05/ }).click();
    await page.waitForURL(/\/success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.waitForURL(`**/orders/${orderId}`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    const shown = await page.getByRole('region', { name: 'Order summary' }).innerText();
    expect(shown).toContain(`${code}: Boxing Day ${stamp}: 25 % off`);
    expect(shown).toContain('$298.05');
    expect(shown).toContain(`Gift card …${lastFour}`);
    expect(shown).toMatch(/Left to pay by card\s+\$198\.05/);

    // The receipt shows both payments.
    const receipt = await mailMatching(me.email, /Your Maple Market receipt/);
    expect(receipt).toContain('Total: $298.05 CAD');
    expect(receipt).toContain(`Gift card …${lastFour}: -$100.00`);
    expect(receipt).toContain('Charged to your card: $198.05 CAD');

    // The back office counts the use once paid.
    const listed = await call<{ promotions: Array<{ code: string | null; uses: number; discountGiven: number }> }>(
      token,
      'GET',
      '/api/admin/promotions',
    );
    expect(listed.promotions.find((p) => p.code === code)).toMatchObject({ uses: 1, discountGiven: 69.75 });
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });
});
