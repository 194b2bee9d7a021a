import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';
import { soldOneWay } from '../src/products';

// From signing in to paying with the keyboard alone: Tab, Shift+Tab, typing and Enter, never the
// mouse. At each stop the control in focus shows the store's focus ring (it matches :focus-visible and
// draws an outline or a shadow), and each new page puts focus on its heading. The presses each step
// takes are bounded: after sign-in the search box used to be 73 Tabs away.

const url = inject('storeUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Product {
  _id: string;
  name: string;
  price: number;
  stock: number;
  options: unknown[];
}

/** What has focus now, as a shopper's screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', name: '', ring: false };
    const drawsRing = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // The ring is the control's own, or (the search box) drawn round the field it sits in, by :focus-within.
    const ancestors = [el.parentElement, el.parentElement?.parentElement].filter((n): n is HTMLElement => !!n);
    const ring = drawsRing(el) || ancestors.some((n) => n.matches(':focus-within') && drawsRing(n));
    const name = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || '';
    return { tag: el.tagName, name: name.replace(/\s+/g, ' ').trim(), ring: ring && el.matches(':focus-visible') };
  });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `most` presses. Answers how many. */
async function tabTo(page: Page, target: Locator, most: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  await target.waitFor();
  // A control that is still off cannot take focus (Place your order waits for the order's quote): a shopper
  // waits for it to come on, as the test does, before tabbing.
  for (const until = Date.now() + 15_000; await target.isDisabled(); await page.waitForTimeout(50)) {
    if (Date.now() > until) throw new Error(`${target.toString()} stayed disabled for 15 s`);
  }
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) {
      const now = await focused(page);
      expect(now.ring, `the focus ring on ${now.tag} "${now.name}"`).toBe(true);
      return presses;
    }
  }
  throw new Error(`${most} presses of ${key} did not reach ${target.toString()}; focus is on ${JSON.stringify(await focused(page))}`);
}

/** The new page's heading has focus (route changes move it there). */
async function headingHasFocus(page: Page, name: string | RegExp) {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 10_000 });
  expect((await focused(page)).name).toMatch(name);
}

describe('the keyboard alone', () => {
  it('signs in, searches, adds to the cart, checks out and pays, with focus visible and on each new heading', async () => {
    const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as Product[];
    const product = all.find((p) => soldOneWay(p) && p.stock >= 20 && p.price < 100)!;
    // Set up outside the browser: an account with a default delivery address.
    const details = newShopperDetails('Kay Board');
    expect(
      (
        await fetch(`${url}/api/users/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(details),
        })
      ).status,
    ).toBe(201);
    const login = (await (
      await fetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: details.email, password: details.password }),
      })
    ).json()) as { token: string; user: { _id: string } };
    const address = await fetch(`${url}/api/users/${login.user._id}/addresses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ fullName: 'Kay Board', street: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2T3' }),
    });
    expect(address.status).toBe(201);

    const s = await openShopper(browser, url);
    const { page } = s;
    const presses: Record<string, number> = {};

    // Sign in.
    // The first Tab reaches the skip link, which jumps past the top bar to the form.
    await page.goto('/login');
    presses.skipLink = await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), 1);
    await page.keyboard.press('Enter');
    presses.email = await tabTo(page, page.getByLabel('Email'), 3);
    await page.keyboard.type(details.email);
    presses.password = await tabTo(page, page.getByLabel('Password'), 2);
    await page.keyboard.type(details.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname !== '/login');
    await page.getByRole('button', { name: /Account & Lists/ }).waitFor();
    await headingHasFocus(page, /.+/);

    // Search, from the heading the sign-in left focus on.
    presses.search = await tabTo(page, page.getByRole('combobox', { name: 'Search Maple Market' }), 30, 'Shift+Tab');
    await page.keyboard.type(product.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?query=/);
    await headingHasFocus(page, /.+/);
    const result = page
      .getByRole('region', { name: 'Search results' })
      .getByTestId('product-card')
      .filter({ hasText: product.name })
      .first();
    presses.addToCart = await tabTo(page, result.getByRole('button', { name: /Add to Cart/ }), 40);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');

    // To the cart (back up to the top bar), and on to checkout.
    presses.cart = await tabTo(page, page.getByRole('link', { name: /^Cart 1 item/ }), 60, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await headingHasFocus(page, 'Shopping Cart');
    presses.proceed = await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }), 25);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout');
    await headingHasFocus(page, /Checkout/);
    await page.getByText('Kay Board').first().waitFor();
    await page.getByRole('radio').first().waitFor();
    presses.placeOrder = await tabTo(page, page.getByRole('button', { name: 'Place your order' }), 40);
    await page.keyboard.press('Enter');

    // The payment page (the provider's, here the sandbox), then back to the store.
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    presses.pay = await tabTo(page, page.getByRole('button', { name: /^Pay / }), 15);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/success\?orderId=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // What each step took, for the record (and for whoever makes one longer).
    console.log('Tab presses, sign-in to payment:', JSON.stringify(presses));
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
