import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fillAddressFields,
  addFromProductPage,
  launchBrowser,
  logIn,
  newShopperDetails,
  openChat,
  openShopper,
  signUpAndLogIn,
} from '../src/browser';
import { mailsTo as mailsOf } from '@storefront/testing';
import { soldOneWay } from '../src/products';
import { sleep, until } from '../src/waiting';

// An order's whole life in Chromium: a shopper pays two orders on the sandbox's page; the admin ships
// one in the back office (mail, timeline), the shopper cancels the other (refund on the sandbox and on
// the order page, stock back); the shipped one is delivered, partly returned and refunded line by line;
// the admin edits, archives and (fails to) import products; shoppers are refused every admin call.

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
const ADMIN = { email: 'admin@storefront.test', password: 'storefront-admin' };
let browser: Browser;

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  imageUrl: string;
  category: string;
  description: string;
  tags: string[];
  options: unknown[];
}
interface ApiOrder {
  _id: string;
  status: string;
  totalAmount: number;
  refundedAmount: number;
  items: Array<{ productId: string; name: string; quantity: number; price: number }>;
  refunds: Array<{ _id: string; amount: number; status: string; items: Array<{ productId: string; quantity: number }> }>;
  returns: Array<{ _id: string; returnNumber: string; status: string }>;
}

const money = (n: number) => `$${n.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();
const stockOf = async (id: string) => ((await (await fetch(`${url}/api/products/${id}`)).json()) as ApiProduct).stock;

/** Polls `read` until it answers `expected` (at most `ms`), then checks it: for what an event or a webhook changes. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000) {
  expect(await until(read, (v) => v === expected, ms)).toEqual(expected);
}

/** Reloads the page until `text` shows inside `within` (at most `ms`): for what a webhook or an event changes. */
async function reloadUntil(page: Page, selector: () => Locator, text: string | RegExp, ms = 10_000) {
  const start = Date.now();
  for (;;) {
    const el = selector();
    await el.first().waitFor();
    const seen = await el.first().innerText();
    if (typeof text === 'string' ? seen.includes(text) : text.test(seen)) return seen;
    if (Date.now() - start > ms) throw new Error(`waited ${ms} ms for ${String(text)}; the page shows:\n${seen}`);
    await sleep(300);
    await page.reload();
  }
}

const mailsTo = (address: string) => mailsOf(dataDir, address);

/** A session token for API calls (Authorization: Bearer), as an API client gets one. */
async function tokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function call(token: string, method: string, pathname: string, body?: unknown, contentType = 'application/json') {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': contentType }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { error?: string; message?: string } & Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = {};
  }
  return { status: res.status, json, text };
}

/** Checkout with the default address, then 'Pay' on the sandbox's test payment page: the order's id. */
async function checkoutAndPay(page: Page): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('region', { name: 'Order summary' }).getByText('Order total:').waitFor();
  await page.getByText('40 Bay St', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: 'Place your order' }).click();
  await page.waitForURL(/\/payment-sandbox\/pay\//);
  await page.getByText('TEST PAYMENT').waitFor();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/success\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  return orderId;
}

// What the tests below share: the first makes the orders the last probes.
const shopperDetails = newShopperDetails('Lake Shopper');
let shippedId = '';
let cancelledId = '';
let products: ApiProduct[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ApiProduct[];
  // From the end of the catalogue, clear of what the other browser tests pick (the first cheap, well-stocked ones).
  products = all.filter((p) => soldOneWay(p) && p.stock >= 20 && p.price >= 10 && p.price < 300).reverse();
  expect(products.length).toBeGreaterThanOrEqual(5);
});
afterAll(async () => browser?.close());

describe("an order's life, shopper and back office", () => {
  it('pays two orders; ships one (mail, timeline), the shopper cancels the other (refund, stock back); delivered, one line returned and refunded', async () => {
    const [p1, p2, p3] = [products[0]!, products[1]!, products[2]!];
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await signUpAndLogIn(shopper, shopperDetails);
    await page.goto('/addresses/new');
    await fillAddressFields(page, {
      'Full Name': 'Lake Shopper',
      Street: '40 Bay St',
      City: 'Toronto',
      Province: 'ON',
      'Postal Code': 'M5J 2X2',
    });
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.waitForURL('**/account/addresses');

    // 1. Two orders, each paid on the sandbox's page. The first holds two different products.
    const [stock1, stock2, stock3] = [await stockOf(p1._id), await stockOf(p2._id), await stockOf(p3._id)];
    await addFromProductPage(page, p1);
    await addFromProductPage(page, p2);
    shippedId = await checkoutAndPay(page);
    // payment.completed takes the stock and empties the cart before the second order is filled.
    await eventually(() => stockOf(p1._id), stock1 - 1);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '0', undefined, {
      timeout: 10_000,
    });
    await addFromProductPage(page, p3);
    await addFromProductPage(page, p3);
    cancelledId = await checkoutAndPay(page);
    // 5. The stock before the cancellation: the two units of p3 are taken.
    await eventually(() => stockOf(p3._id), stock3 - 2);
    expect(await stockOf(p2._id)).toBe(stock2 - 1);
    const detail = async (id: string) => (await (await page.request.get(`/api/orders/detail/${id}`)).json()) as ApiOrder;
    await eventually(async () => (await detail(shippedId)).status, 'Paid');
    await eventually(async () => (await detail(cancelledId)).status, 'Paid');

    // 2. The admin ships the first from the back office: orders list, filtered by the shopper's email.
    const admin = await openShopper(browser, url);
    const ap = admin.page;
    await logIn(admin, ADMIN.email, ADMIN.password);
    await ap.goto('/admin/orders');
    await ap.getByRole('heading', { name: 'Orders' }).waitFor();
    await ap.getByLabel('Order number or email').fill(shopperDetails.email);
    await ap.getByRole('button', { name: 'Filter' }).click();
    const table = ap.getByRole('table', { name: 'Orders' });
    await ap.waitForURL(/[?&]q=/);
    await ap.getByText('2 orders', { exact: true }).waitFor(); // the shopper's two, and no one else's
    await table.getByRole('link', { name: orderNumber(cancelledId) }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3); // the header and the two orders
    await table.getByRole('link', { name: orderNumber(shippedId) }).click();
    await ap.getByRole('heading', { name: `Order ${orderNumber(shippedId)}` }).waitFor();
    await ap.getByText('Status: Paid').waitFor();
    const carrier = 'Canada Post';
    const tracking = `CP${Date.now()}CA`;
    const shipForm = ap.getByRole('form', { name: 'Mark shipped' });
    await shipForm.getByLabel('Carrier').fill(carrier);
    await shipForm.getByLabel('Tracking number').fill(tracking);
    await shipForm.getByRole('button', { name: 'Mark shipped' }).click();
    await ap.getByRole('status').getByText('Marked shipped.').waitFor();
    await ap.getByText('Status: Shipped').waitFor();

    // The shopper's shipment mail, with the carrier and the tracking number.
    const subject = `Subject: Your Maple Market order ${orderNumber(shippedId)} has shipped`;
    const shipMail = await until(
      () => mailsTo(shopperDetails.email).find((m) => m.includes(subject)),
      (m) => m !== undefined,
    );
    expect(shipMail, `no shipment mail to ${shopperDetails.email}`).toBeDefined();
    expect(shipMail).toContain(`Carrier: ${carrier}`);
    expect(shipMail).toContain(`Tracking number: ${tracking}`);
    expect(shipMail).toContain(`1 x ${p1.name}`);
    expect(shipMail).toContain(`1 x ${p2.name}`);

    // ... and Order detail's timeline shows it; a shipped order offers no 'Cancel order'.
    await page.goto(`/orders/${shippedId}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.getByText(`${carrier}, tracking ${tracking}`).waitFor();
    expect(await timeline.innerText()).toMatch(/Paid[\s\S]*Shipped/);
    expect(await page.locator('main').innerText()).toContain(`with ${carrier}, tracking number ${tracking}`);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // 3. The shopper cancels the other from Order detail: the dialog says the refund goes to the card.
    const toCancel = await detail(cancelledId);
    await page.goto(`/orders/${cancelledId}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    expect(await stockOf(p3._id)).toBe(stock3 - 2); // 5. just before the cancellation
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByText(`The ${money(toCancel.totalAmount)} you paid goes back to your card.`).waitFor();
    await dialog.getByLabel('Reason (optional)').fill('Found it closer to home');
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page
      .getByRole('status')
      .getByText(`Your order is cancelled. ${money(toCancel.totalAmount)} goes back to your card.`)
      .waitFor();
    expect(await dialog.count()).toBe(0);

    // The order page shows the refund, 'Succeeded' once the sandbox's webhook came.
    const refunds = await reloadUntil(page, () => page.getByRole('region', { name: 'Refunds' }), 'Succeeded');
    expect(refunds).toContain(`${money(toCancel.totalAmount)} to your card`);
    expect(await page.locator('main p').filter({ hasText: 'Order #' }).innerText()).toMatch(/Cancelled$/);
    expect(await page.getByRole('list', { name: 'Order timeline' }).innerText()).toContain('Refund issued');

    // The sandbox's payments page shows the refund of that payment.
    // Its dashboard is staff's: the sandbox's secret key, as the user name of HTTP Basic.
    await page.setExtraHTTPHeaders({ Authorization: `Basic ${Buffer.from('sk_test_sandbox:').toString('base64')}` });
    await page.goto('/payment-sandbox/payments');
    await page.setExtraHTTPHeaders({});
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    const row = page.locator('tr[data-payment]').filter({ hasText: `Order ${cancelledId}` });
    expect(await row.count()).toBe(1);
    const rowText = await row.innerText();
    expect(rowText).toContain(`Refund ${money(toCancel.totalAmount)} succeeded`);
    expect(rowText).toContain('Refunded');

    // The chat tells where the refund stands, from the shopper's own orders.
    await page.goto('/');
    const chat = await openChat(page);
    await chat.ask('hi, where is my refund?', `refunded to your card for order ${cancelledId.slice(0, 8).toUpperCase()}`);

    // 5. The stock after the cancellation: the cancelled order's items are back.
    await eventually(() => stockOf(p3._id), stock3);

    // 7. (while it is exactly 'Shipped' and 'Cancelled') Impossible moves: 409 with the state machine's reason.
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const shopperToken = await tokenOf(shopperDetails.email, shopperDetails.password);
    const shipCancelled = await call(adminToken, 'POST', `/api/admin/orders/${cancelledId}/ship`, {
      carrier: 'Purolator',
      trackingNumber: 'PUR-1',
    });
    expect(shipCancelled.status).toBe(409);
    expect(shipCancelled.json.message).toBe('This order is cancelled and cannot be shipped.');
    const staffCancelShipped = await call(adminToken, 'POST', `/api/admin/orders/${shippedId}/cancel`, { reason: 'Too late' });
    expect(staffCancelShipped.status).toBe(409);
    expect(staffCancelShipped.json.message).toBe('This order has shipped and can no longer be cancelled.');
    const shopperCancelShipped = await call(shopperToken, 'POST', `/api/orders/${shippedId}/cancel`, {});
    expect(shopperCancelShipped.status).toBe(409);
    expect(shopperCancelShipped.json.message).toBe('This order has shipped and can no longer be cancelled.');
    expect((await detail(shippedId)).status).toBe('Shipped');
    expect((await detail(cancelledId)).status).toBe('Cancelled');

    // 4. Delivered, then the shopper returns one of the two products.
    await ap.getByRole('button', { name: 'Mark delivered' }).click();
    await ap.getByRole('status').getByText('Marked delivered.').waitFor();
    await ap.getByText('Status: Delivered').waitFor();
    await page.goto(`/orders/${shippedId}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByRole('button', { name: 'Return items' }).click();
    const returnForm = page.getByRole('form', { name: 'Return items' });
    await returnForm.getByLabel(`Quantity to return: ${p1.name}`).selectOption('1');
    await returnForm.getByLabel('Reason for the return').fill('The colour is not as pictured');
    await returnForm.getByRole('button', { name: 'Request return' }).click();
    const said = await page.getByRole('status').getByText('Your return number is').innerText();
    const returnNumber = /Your return number is (R-[A-Z0-9]+)\./.exec(said)?.[1];
    expect(returnNumber, said).toBeDefined();
    await page.getByRole('region', { name: 'Returns' }).getByText(`1 × ${p1.name}`).waitFor();
    expect(await page.getByRole('region', { name: 'Returns' }).innerText()).toContain(returnNumber!);

    // The admin receives the parcel, then refunds that line.
    await ap.reload();
    await ap.getByRole('button', { name: `Receive return ${returnNumber}` }).click();
    await ap.getByRole('status').getByText(`Return ${returnNumber} received.`).waitFor();
    await ap.getByText('Status: Return Received').waitFor();
    // 5. The returned item is back in stock.
    await eventually(() => stockOf(p1._id), stock1);
    expect(await stockOf(p2._id)).toBe(stock2 - 1);

    // The return has its own refund, for what the service works out its line gives back.
    const returnRefund = ap.getByRole('form', { name: `Refund return ${returnNumber}: 1 × ${p1.name}` });
    const refundButton = returnRefund.getByRole('button', { name: /^Refund this return \(/ });
    const quoted = /\((\$[\d.,]+)\)$/.exec(await refundButton.innerText())?.[1];
    await returnRefund.getByLabel(`Reason for refunding return ${returnNumber}`).fill('Returned: colour not as pictured');
    await refundButton.click();
    await ap.getByRole('status').getByText('Refund asked of the payment provider.').waitFor();
    await reloadUntil(ap, () => ap.locator('main p').filter({ hasText: 'Status:' }), 'Status: Partially Refunded');
    const refundsTable = await ap.getByRole('table', { name: 'Refunds' }).innerText();
    expect(refundsTable).toContain(`1 × ${p1.name}`);
    expect(refundsTable).toContain('Succeeded');

    // The shopper's page agrees: partially refunded, the line's refund succeeded.
    const afterRefund = await detail(shippedId);
    expect(afterRefund.status).toBe('Partially Refunded');
    expect(afterRefund.refunds).toHaveLength(1);
    // Refunded by variant: p1's own (its id), of no options.
    expect(afterRefund.refunds[0]!.items).toEqual([{ productId: p1._id, variantId: p1._id, options: {}, quantity: 1, name: p1.name }]);
    expect(money(afterRefund.refundedAmount)).toBe(quoted);
    expect(afterRefund.refundedAmount).toBeGreaterThan(p1.price);
    expect(afterRefund.refundedAmount).toBeLessThan(afterRefund.totalAmount);
    await page.goto(`/orders/${shippedId}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByText('Partially Refunded', { exact: true }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Refunds' }).innerText()).toContain(
      `${money(afterRefund.refundedAmount)} to your card Succeeded`,
    );
    expect(await page.getByRole('region', { name: 'Returns' }).innerText()).toContain('Received');

    expect(shopper.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await shopper.context.close();
    await admin.context.close();
  }, 90_000);

  it('edits a price, archives a product, and refuses a CSV import with bad rows row by row', async () => {
    const [edited, archived] = [products[3]!, products[4]!];
    const admin = await openShopper(browser, url);
    const ap = admin.page;
    await logIn(admin, ADMIN.email, ADMIN.password);

    // The price, from the products table's editor.
    const newPrice = Math.round(edited.price * 100 + 137) / 100;
    await ap.goto('/admin/products');
    await ap.getByLabel('Search products').fill(edited.name);
    await ap.getByRole('search', { name: 'Products' }).getByRole('button', { name: 'Search' }).click();
    const table = ap.getByRole('table', { name: 'Products' });
    await table.getByRole('button', { name: `Edit ${edited.name}` }).click();
    const form = ap.getByRole('form', { name: 'Edit product' });
    await form.getByLabel('Price').fill(String(newPrice));
    await form.getByRole('button', { name: 'Save' }).click();
    await ap.getByRole('status').getByText(`${edited.name} saved.`).waitFor();
    await table.getByRole('row').filter({ hasText: edited.name }).getByText(money(newPrice)).waitFor();

    // Archived from the table (search finds it until then).
    const searchFor = async (name: string) =>
      ((await (await fetch(`${url}/api/products?search=${encodeURIComponent(name)}`)).json()) as { products: ApiProduct[] }).products;
    expect((await searchFor(archived.name)).map((p) => p._id)).toContain(archived._id);
    await ap.getByLabel('Search products').fill(archived.name);
    await ap.getByRole('search', { name: 'Products' }).getByRole('button', { name: 'Search' }).click();
    await table.getByRole('button', { name: `Archive ${archived.name}` }).click();
    await ap.getByRole('status').getByText(`${archived.name} is archived: the shop no longer shows it.`).waitFor();
    await table.getByRole('button', { name: `Restore ${archived.name}` }).waitFor();

    // The shop: the new price on the product page; the archived product gone from its page and from search.
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.goto(`/product/${edited._id}`);
    await page.getByRole('heading', { name: edited.name }).waitFor();
    await page.getByText(money(newPrice), { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(money(edited.price));

    const gone = await fetch(`${url}/api/products/${archived._id}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe('Product not found.');
    await page.goto(`/product/${archived._id}`);
    await page.getByText('Sorry, this product does not exist.', { exact: false }).waitFor();
    await page.goto(`/search?query=${encodeURIComponent(archived.name)}`);
    await page.getByRole('heading', { name: `Search Results for "${archived.name}"` }).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    // Other products may still match some of its words; it is not among them.
    await results.or(page.getByText('No products found.')).first().waitFor();
    expect(await page.getByTestId('product-card').filter({ hasText: archived.name }).count()).toBe(0);
    expect((await searchFor(archived.name)).map((p) => p._id)).not.toContain(archived._id);

    // A CSV with one good row and two bad ones: refused row by row, nothing imported.
    const goodName = `Muskoka Chair ${Date.now().toString(36)}`;
    const csv = [
      'id,name,description,category,price,stock,tags,imageUrl,status',
      `,${goodName},A cedar chair for the dock,Home & Kitchen,149.00,4,cedar|chair,${edited.imageUrl},active`,
      `,Negative Toque,A toque that pays you,Clothing,-5.00,3,,${edited.imageUrl},active`,
      `,,A product with no name,Clothing,12.00,3,,${edited.imageUrl},active`,
    ].join('\n');
    await ap.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await ap.getByRole('form', { name: 'Import CSV' }).getByRole('button', { name: 'Import' }).click();
    await ap.getByText('Nothing was imported: 2 rows were refused.', { exact: false }).waitFor();
    const refused = ap.getByRole('table', { name: 'Refused rows' });
    const rows = refused.getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(/^3\s+Price must be a positive number\.$/);
    expect(await rows.nth(2).innerText()).toMatch(/^4\s+name is required\.$/);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const search = await call(adminToken, 'GET', `/api/admin/products?q=${encodeURIComponent(goodName)}`);
    expect(search.status).toBe(200);
    expect(search.json.total).toBe(0);
    expect(await ap.getByText(/^Imported: \d+ created/).count()).toBe(0);

    expect(shopper.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await shopper.context.close();
    await admin.context.close();
    // Back in the shop for the other browser tests on this store.
    expect((await call(adminToken, 'POST', `/api/admin/products/${archived._id}/restore`)).status).toBe(200);
  });

  it("refuses a shopper every admin endpoint (403), and the back office's audit log shows the admin's actions", async () => {
    expect(shippedId, 'the first test made the orders').not.toBe('');
    const shopperToken = await tokenOf(shopperDetails.email, shopperDetails.password);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const product = products[3]!;
    const order = (await call(adminToken, 'GET', `/api/admin/orders/${shippedId}`)).json as unknown as ApiOrder;
    const refundId = order.refunds[0]!._id;
    const returnId = order.returns[0]!._id;
    const productBefore = (await call(adminToken, 'GET', `/api/admin/products/${product._id}`)).json;

    const edit = {
      name: 'Hijacked',
      description: 'x',
      category: 'x',
      price: 0.01,
      imageUrl: product.imageUrl,
      tags: [],
    };
    const probes: Array<[method: string, path: string, body?: unknown, contentType?: string]> = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products/import', 'id,name\n,x\n', 'text/csv'],
      ['GET', `/api/admin/products/${product._id}`],
      ['PUT', `/api/admin/products/${product._id}`, edit],
      ['POST', `/api/admin/products/${product._id}/stock`, { change: -1, reason: 'mine now' }],
      ['POST', `/api/admin/products/${product._id}/archive`],
      ['POST', `/api/admin/products/${product._id}/restore`],
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${shippedId}`],
      ['POST', `/api/admin/orders/${cancelledId}/ship`, { carrier: 'x', trackingNumber: 'y' }],
      ['POST', `/api/admin/orders/${shippedId}/deliver`],
      ['POST', `/api/admin/orders/${shippedId}/cancel`, { reason: 'x' }],
      ['POST', `/api/admin/orders/${shippedId}/refunds`, { reason: 'x' }],
      ['POST', `/api/admin/orders/${shippedId}/refunds/${refundId}/retry`],
      ['POST', `/api/admin/orders/${shippedId}/returns/${returnId}/receive`],
      ['GET', '/api/admin/dashboard/orders'],
      ['GET', '/api/admin/dashboard/catalog'],
      ['GET', '/api/admin/audit/orders'],
      ['GET', '/api/admin/audit/catalog'],
      // The upload form's two calls, which moved into the back office with it.
      ['POST', '/api/upload', 'not an image', 'text/plain'],
      ['POST', '/api/products', edit],
    ];
    const answers = await Promise.all(
      probes.map(async ([method, pathname, body, type]) => {
        const r = await call(shopperToken, method, pathname, body, type);
        return `${method} ${pathname} -> ${r.status} ${r.json.message ?? r.text.slice(0, 80)}`;
      }),
    );
    expect(answers).toEqual(probes.map(([method, pathname]) => `${method} ${pathname} -> 403 Only an administrator can do that.`));
    // ... and nothing changed.
    expect((await call(adminToken, 'GET', `/api/admin/products/${product._id}`)).json).toEqual(productBefore);
    expect((await call(adminToken, 'GET', `/api/admin/orders/${shippedId}`)).json).toEqual(order);

    // The audit log page: the admin's actions on the order and the products.
    const admin = await openShopper(browser, url);
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.page.goto('/admin/audit');
    const log = admin.page.getByRole('table', { name: 'Audit log' });
    await log.getByRole('row').nth(1).waitFor();
    const entry = (action: string, target: string) =>
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: target }).filter({ hasText: ADMIN.email });
    for (const action of ['order.shipped', 'order.delivered', 'return.received', 'refund.requested'])
      expect(await entry(action, `Order ${shippedId}`).count(), action).toBe(1);
    expect(await entry('Product updated', `Product ${products[3]!._id}`).count()).toBeGreaterThanOrEqual(1);
    expect(await entry('product.archived', `Product ${products[4]!._id}`).count()).toBe(1);
    // Refused moves (the 409s) record nothing, nor does the shopper's own cancellation or the shopper's probes.
    expect(await log.getByRole('row').filter({ hasText: cancelledId }).count()).toBe(0);
    expect(await log.getByRole('row').filter({ hasText: shopperDetails.email }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
