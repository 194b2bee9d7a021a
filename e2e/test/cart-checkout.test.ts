import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fillAddressFields,
  type ShopperPage,
  launchBrowser,
  openShopper,
  signUpAndLogIn,
  storeNotice,
  addFromProductPage,
} from '../src/browser';
import { soldOneWay } from '../src/products';

const url = inject('storeUrl');
let browser: Browser;
interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  options: unknown[];
}
let products: ApiProduct[];
const stockOf = async (id: string) => ((await (await fetch(`${url}/api/products/${id}`)).json()) as ApiProduct).stock;

beforeAll(async () => {
  browser = await launchBrowser();
  const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ApiProduct[];
  products = all.filter((p) => soldOneWay(p) && p.stock >= 60 && p.price < 60).slice(0, 6);
});
afterAll(async () => browser?.close());

async function addAddress(s: ShopperPage, a: Record<string, string>) {
  const { page } = s;
  await page.goto('/addresses/new');
  await fillAddressFields(page, a);
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.waitForURL('**/account/addresses');
}

describe('the cart', () => {
  it('adds from product pages, counts in the badge, changes quantities and empties', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    await addFromProductPage(page, products[0]!);
    await addFromProductPage(page, products[1]!);
    await addFromProductPage(page, products[1]!);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('3');

    await page.getByRole('link', { name: 'Cart 3 items' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    const lines = page.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    expect(await lines.nth(1).innerText()).toContain(`$${(products[1]!.price * 2).toFixed(2)}`);
    await page.getByRole('button', { name: `One more ${products[0]!.name}` }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '4');
    await page.getByRole('button', { name: `One fewer ${products[1]!.name}` }).click();
    await page.getByRole('button', { name: `One fewer ${products[1]!.name}` }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 1);
    expect(await page.getByRole('region', { name: 'Cart summary' }).innerText()).toMatch(
      new RegExp(`Subtotal \\(2 items\\)\\s+\\$${(products[0]!.price * 2).toFixed(2)}`),
    );

    // the cart is on the server: a reload shows it again
    await page.reload();
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-badge').innerText()).toBe('2');

    await page.getByRole('button', { name: 'Empty Cart' }).click();
    await page.getByText('Your cart is empty').waitFor();
    expect(await page.getByTestId('cart-badge').innerText()).toBe('0');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('adds one from the home grid and from search results', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    await page.goto('/');
    // The first card in stock with an Add to Cart of its own (one with options leads to its page instead).
    const addToCart = page.getByRole('button', { name: /Add to Cart/ });
    const first = page
      .getByRole('region', { name: 'Catalogue' })
      .getByTestId('product-card')
      .filter({ hasText: 'In Stock' })
      .filter({ has: addToCart })
      .first();
    await first.getByRole('button', { name: /Add to Cart/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    await page.goto(`/search?query=${encodeURIComponent(products[2]!.name)}`);
    const hit = page
      .getByRole('region', { name: 'Search results' })
      .getByTestId('product-card')
      .filter({ hasText: products[2]!.name })
      .first();
    await hit.getByRole('button', { name: /Add to Cart/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '2');
    await page.goto('/cart');
    await page.getByTestId('cart-line').nth(1).waitFor();
    expect(await page.locator('main').innerText()).toContain(products[2]!.name);
    await s.context.close();
  });

  it("caps the badge at '99+'", async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const userId = await s.page.evaluate(() => localStorage.getItem('userId'));
    await s.page.request.put(`/api/cart/${userId}`, { data: { productId: products[2]!._id, quantity: 55 } });
    await s.page.request.put(`/api/cart/${userId}`, { data: { productId: products[3]!._id, quantity: 50 } });
    await s.page.goto('/cart');
    await s.page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '99+');
    await s.context.close();
  });

  it('says when a product would go over its stock', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const low = ((await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ApiProduct[]).find(
      (p) => soldOneWay(p) && p.stock === 1,
    )!;
    await s.page.goto(`/product/${low._id}`);
    await s.page.getByText('Only 1 left').waitFor();
    await s.page.getByRole('button', { name: /Add to Cart/ }).click();
    await s.page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    await s.page.getByRole('button', { name: /Add to Cart/ }).click();
    const refused = await storeNotice(s.page, `Only 1 of ${low.name} left in stock. Your cart already has 1.`);
    // A refusal is an alert, and stays until it is closed.
    expect(await s.page.getByRole('alert').filter({ has: refused }).count()).toBe(1);
    await refused.getByRole('button', { name: 'Close this message' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

describe('checkout, card payment and orders', () => {
  it('adds and changes the delivery address from checkout and comes back to it, with that address chosen', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    await addFromProductPage(page, products[0]!);
    await page.goto('/checkout');
    const delivering = page.getByRole('region', { name: 'Delivery address' });
    await page.getByText('No default address found. Please add an address.').waitFor();
    const fill = async (name: string, street: string) => {
      await fillAddressFields(page, { 'Full Name': name, Street: street, City: 'Toronto', Province: 'ON', 'Postal Code': 'M5E 1E5' });
      await page.getByRole('button', { name: 'Save Address' }).click();
      await page.waitForURL((u) => u.pathname === '/checkout' && u.searchParams.has('address'));
    };

    await page.getByRole('link', { name: '+ Add Address' }).click();
    await fill('First Place', '1 Yonge St');
    await delivering.getByText('First Place').waitFor();

    // Change: the address book, to add another; back at checkout with the new one chosen (not the default).
    await delivering.getByRole('link', { name: 'Change' }).click();
    await page.getByText('Choose the address this order goes to, or add one.').waitFor();
    await page.getByRole('link', { name: '+ Add Address' }).click();
    await fill('Second Place', '2 Bay St');
    await delivering.getByText('Second Place').waitFor();
    expect(await delivering.getByText('First Place').count()).toBe(0);

    // Change again, and pick the first: back at checkout with it.
    await delivering.getByRole('link', { name: 'Change' }).click();
    await page
      .getByTestId('address-card')
      .filter({ hasText: 'First Place' })
      .getByRole('button', { name: 'Deliver to this address' })
      .click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await delivering.getByText('First Place').waitFor();
    expect(await delivering.getByText('Second Place').count()).toBe(0);
    // The address book on its own offers no such choice.
    await page.goto('/account/addresses');
    await page.getByTestId('address-card').first().waitFor();
    expect(await page.getByRole('button', { name: 'Deliver to this address' }).count()).toBe(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('goes from the cart to a paid order through the payment page, with a detour through Cancel', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    const [a, b] = [products[4]!, products[5]!];
    const stockA = await stockOf(a._id);
    await addFromProductPage(page, a);
    await addFromProductPage(page, b);

    // no address yet
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Secure Checkout' }).waitFor();
    await page.getByText('No default address found. Please add an address.').waitFor();
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.getByText('Please select a shipping address.').waitFor();

    // two addresses, the second made default: checkout delivers there
    await addAddress(s, {
      'Full Name': 'First Place',
      Street: '1 Yonge St',
      City: 'Toronto',
      Province: 'ON',
      'Postal Code': 'M5E 1E5',
    });
    await addAddress(s, {
      'Full Name': 'Second Place',
      Street: '900 Rue Sherbrooke',
      City: 'Montreal',
      Province: 'Quebec',
      'Postal Code': 'H3A 1G1',
    });
    await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'Set as Default' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="address-card"]')?.textContent?.includes('Second Place'));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Second Place').waitFor();
    expect(await page.getByText('First Place').count()).toBe(0);

    // five delivery days from tomorrow, the first chosen
    const radios = page.getByRole('radio');
    // The dates come in their own answer: wait for them (the address may be there first).
    await radios.first().waitFor();
    expect(await radios.count()).toBe(5);
    expect(await radios.first().isChecked()).toBe(true);
    expect((await page.getByRole('group', { name: /delivery date/i }).innerText()).match(/- Free Delivery/g)).toHaveLength(5);
    await radios.nth(2).check();

    // the summary is the server's: Quebec pays GST and QST
    const subtotal = Math.round(a.price * 100) + Math.round(b.price * 100);
    const gst = Math.round(subtotal * 0.05);
    const qst = Math.round(subtotal * 0.09975);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Order total:').waitFor();
    const text = await summary.innerText();
    expect(text).toContain('Items (2):');
    expect(text).toContain('Shipping & handling:');
    expect(text).toContain('$0.00');
    expect(text).toContain(`$${(gst / 100).toFixed(2)}`);
    expect(text).toContain(`$${(qst / 100).toFixed(2)}`);
    expect(text).toContain(`$${((subtotal + gst + qst) / 100).toFixed(2)}`);

    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    await page.getByText('TEST PAYMENT').waitFor();
    expect(await page.locator('main').innerText()).toContain(`$${((subtotal + gst + qst) / 100).toFixed(2)}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/cancel\?orderId=/);
    await page.getByRole('button', { name: 'Go Back to Orders' }).click();
    await page.waitForURL('**/orders');
    const card = page.getByTestId('order-card').first();
    await card.getByText('Pending Payment').waitFor();
    expect(await card.innerText()).toContain(a.name);

    // pay it from the order's page: its items become the cart, then checkout pays for the order
    expect(await card.getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(1);
    await page.goto(`/product/${products[0]!._id}`);
    await page.getByRole('heading', { name: products[0]!.name }).waitFor();
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '3');
    await page.goto('/orders');
    await page.getByTestId('order-card').first().getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout\?orderId=/);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '2');
    await page.getByText('Second Place').waitFor();
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?orderId=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const paidAt = Date.now();
    await page.waitForURL('**/orders', { timeout: 10_000 });
    expect(Date.now() - paidAt).toBeGreaterThan(2000);
    await page.getByTestId('order-card').first().getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByTestId('order-card').first().getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(0);

    // payment.completed: the cart is emptied and the stock taken
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '0', undefined, {
      timeout: 10_000,
    });
    expect(await stockOf(a._id)).toBe(stockA - 1);

    // the order's page
    await page.getByTestId('order-card').first().getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    // One short order number, as the mails and Find my order have it.
    expect(await page.locator('main').innerText()).toMatch(/Order #[0-9A-F]{8} ·/);
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).count()).toBe(0);

    // buy it again: the cart becomes the order's items
    await addFromProductPage(page, products[0]!);
    await page.goto('/orders');
    await page.getByTestId('order-card').first().getByRole('button', { name: 'Buy Again' }).click();
    await page.waitForURL('**/cart');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 2);
    const cartText = await page.locator('main').innerText();
    expect(cartText).toContain(a.name);
    expect(cartText).toContain(b.name);
    expect(cartText).not.toContain(products[0]!.name);
    await page.goto('/buy-again');
    await page.getByRole('heading', { name: 'Buy Again' }).waitFor();
    await page.getByText(a.name).waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('shows the empty states, and an order that is not there', async () => {
    const s = await openShopper(browser, url);
    await s.page.goto('/orders');
    await s.page.getByText('User ID not found.', { exact: false }).waitFor();
    await signUpAndLogIn(s);
    await s.page.goto('/orders');
    await s.page.getByText('No orders found.').waitFor();
    await s.page.goto('/buy-again');
    await s.page.getByText('No recent orders found.').waitFor();
    await s.page.goto('/orders/00000000-0000-4000-8000-000000000000');
    await s.page.getByText('Order not found.').waitFor();
    await s.page.goto('/cart');
    await s.page.getByText('Your cart is empty').waitFor();
    await s.context.close();
  });

  it("says 'Checkout failed: ' when the order cannot be placed, and 'Payment failed, please try again.' when the payment page cannot be opened, without placing the order twice", async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    await addAddress(s, {
      'Full Name': 'Failing Fred',
      Street: '1 Main St',
      City: 'Regina',
      Province: 'SK',
      'Postal Code': 'S4P 3Y2',
    });
    await addFromProductPage(page, products[0]!);
    await page.goto('/checkout');
    await page.getByText('Order total:').waitFor();

    // The orders service refuses (as it does when stock ran out a moment ago).
    const refusal = `Only 0 of ${products[0]!.name} left in stock.`;
    await page.route('**/api/orders/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: refusal, message: refusal }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.getByText(`Checkout failed: ${refusal}`).waitFor();
    await page.unroute('**/api/orders/*');

    // Stripe (the payment provider, outside our system) cannot be reached.
    const down = 'The payment provider is not available right now. Please try again in a moment.';
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: down, message: down }) }),
    );
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.getByText('Payment failed, please try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Place your order' }).isEnabled()).toBe(true);

    // Trying again pays for the order already placed.
    await page.unroute('**/api/create-checkout-session');
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const orders = (await (await page.request.get(`/api/orders/${userId}`)).json()) as Array<{ status: string }>;
    expect(orders.map((o) => o.status)).toEqual(['Pending Payment']);
    await s.context.close();
  });
});
