import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '@storefront/testing';
import { launchBrowser, newShopperDetails, openShopper, addFromProductPage } from '../src/browser';
import { soldOneWay } from '../src/products';

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
let browser: Browser;
interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  options: unknown[];
}
let products: ApiProduct[];

beforeAll(async () => {
  browser = await launchBrowser();
  const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ApiProduct[];
  products = all.filter((p) => soldOneWay(p) && p.stock >= 40 && p.price < 80).slice(-3);
});
afterAll(async () => browser?.close());

/** The first mail to `to` whose text matches `pattern` (waiting for it to be written), and the match. */
async function mailMatching(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const start = Date.now();
  for (;;) {
    for (const m of mailsTo(dataDir, to)) {
      const found = pattern.exec(m);
      if (found) return found;
    }
    if (Date.now() - start > 20_000) throw new Error(`no mail to ${to} matching ${pattern}:\n${mailsTo(dataDir, to).join('\n---\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('shopping without an account', () => {
  it('a visitor adds two products, checks out as a guest, pays, opens the order from the mail, registers and finds order and cart there', async () => {
    const guest = await openShopper(browser, url);
    const { page } = guest;
    const me = newShopperDetails('Gail Guest');
    const [a, b, c] = products;

    // The cart works without an account, and survives a reload (it is on the server, under a cookie).
    await addFromProductPage(page, a!);
    await addFromProductPage(page, b!);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('2');
    const cookies = await guest.context.cookies();
    const cartCookie = cookies.find((k) => k.name === 'guest_cart')!;
    expect(cartCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.goto('/cart');
    await page.getByTestId('cart-line').nth(1).waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // Checkout offers to sign in or to go on as a guest.
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Full Name').fill('Gail Guest');
    await page.getByLabel('Street').fill('1 Rue Sainte-Catherine');
    await page.getByLabel('City').fill('Montréal');
    // No province yet: no tax yet (not Ontario's HST for everyone).
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Tax: counted once you choose the province').waitFor();
    // Ontario with a Montréal postal code: refused at the field, before any tax is charged.
    await page.getByLabel('Province').selectOption('ON');
    await page.getByLabel('Postal Code').fill('H2X 1K4');
    await page.getByText('The postal code H2X 1K4 is not in the province chosen: check the province and the postal code.').waitFor();
    expect(await summary.getByText('HST', { exact: false }).count()).toBe(0);
    await page.getByLabel('Province').selectOption('QC');
    // Taxed for Quebec by the server (GST and QST).
    await page.getByRole('region', { name: 'Order summary' }).getByText('QST', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    // A change of mind on the payment page: a guest pays the same order from the cancelled page.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/cancel\?orderId=/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.getByText('A receipt is on its way to you, with a link to follow your order.', { exact: false }).waitFor();
    // A guest goes to the order itself; the cart is empty once the payment is recorded.
    await page.waitForURL(`**/orders/${orderId}`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '0');

    // The receipt links to the order; the link opens it in a fresh browser, with no account.
    const [, orderUrl] = await mailMatching(me.email, /View your order any time: (http\S+\/orders\/[0-9a-f-]+\?access=[A-Za-z0-9_-]+)/);
    expect(orderUrl!.startsWith(`${url}/orders/${orderId}?access=`), orderUrl).toBe(true);
    const elsewhere = await openShopper(browser, url);
    await elsewhere.page.goto(orderUrl!);
    await elsewhere.page.getByRole('heading', { name: 'Order Details' }).waitFor();
    expect(await elsewhere.page.getByRole('main').innerText()).toContain(a!.name);
    // Without the link, that browser sees nothing of it.
    await elsewhere.page.goto(`/orders/${orderId}`);
    await elsewhere.page.getByText('Please log in to see this order').waitFor();
    await elsewhere.context.close();

    // Back shopping as a visitor: something new in the cart, then an account with the same email.
    await addFromProductPage(page, c!);
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill(me.name);
    await page.getByLabel('Email').fill(me.email);
    await page.locator('input[name="password"]').fill(me.password);
    await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
    // Registering signs the shopper in.
    await page.getByText('Your account is ready, and you are signed in.').waitFor();
    // The visitor's cart joined the account's.
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    // Signing in proves nothing about old orders: not in the account until the email is confirmed.
    await page.goto('/orders');
    await page.getByText('No orders found.').waitFor();
    const [, verifyUrl] = await mailMatching(me.email, /(http\S+\/verify-email\?token=[A-Za-z0-9_-]+)/);
    await page.goto(verifyUrl!);
    await page.getByText('Your email address is confirmed.', { exact: false }).waitFor();
    // The order joins as the orders service hears of the proof (an event): look until it is there.
    const card = page.getByTestId('order-card').filter({ hasText: `#${orderId.slice(0, 8).toUpperCase()}` });
    await expect
      .poll(
        async () => {
          await page.goto('/orders');
          await page
            .getByText(/No orders found\.|Order placed/)
            .first()
            .waitFor();
          return card.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await card.innerText()).toContain(b!.name);
    await page.goto('/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').first().innerText()).toContain(c!.name);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
  });

  it("'Find my order' mails the link to the order's address and shows nothing on the page", async () => {
    const guest = await openShopper(browser, url);
    const { page } = guest;
    const email = newShopperDetails().email;
    await addFromProductPage(page, products[0]!);
    // Placed (not paid) through the API with this browser's cart cookie.
    const dates = (await (await page.request.get('/api/orders/delivery-dates')).json()) as { dates: string[] };
    const placed = await page.request.post('/api/orders/guest', {
      data: {
        email,
        items: [{ productId: products[0]!._id, quantity: 1 }],
        shippingAddress: { fullName: 'Finn Finder', street: '2 Main St', city: 'Halifax', province: 'NS', postalCode: 'B3H 1A1' },
        deliveryDate: dates.dates[0],
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { _id: string })._id;

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find my order' }).click();
    await page.getByLabel('Order number').fill(orderId.slice(0, 8).toUpperCase());
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByText('If an order with that number was placed with that email, we have emailed it a link', { exact: false }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toContain('Finn Finder');
    const [, link] = await mailMatching(email, /(http\S+\/orders\/[0-9a-f-]+\?access=[A-Za-z0-9_-]+)/);
    await page.goto(link!);
    await page.getByText('Finn Finder', { exact: false }).waitFor();
    await guest.context.close();
  });
});
