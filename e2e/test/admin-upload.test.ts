import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holdRequests, launchBrowser, logIn, openShopper, signUpAndLogIn } from '../src/browser';

const url = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('admin product upload', () => {
  it('lets the admin upload a picture and add a product that is then found by search', async () => {
    const s = await openShopper(browser, url);
    const { page } = s;
    await logIn(s, 'admin@storefront.test', 'storefront-admin');
    await page.getByRole('link', { name: /Upload Product/ }).click();
    await page.getByRole('heading', { name: 'Upload New Product' }).waitFor();
    const submit = page.getByRole('button', { name: 'Submit Product' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Please select an image.').waitFor();

    // a text file dressed up as a picture
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByText('Image upload failed. Try again.').waitFor();
    await page.getByText('That file is not an image we accept.', { exact: false }).waitFor();

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'paddle.png', mimeType: 'image/png', buffer: png });
    const upload = await holdRequests(page, '**/api/upload');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const uploading = page.getByRole('button', { name: 'Uploading...' });
    await uploading.waitFor();
    expect(await uploading.isDisabled()).toBe(true);
    await upload.release();
    await page.getByRole('img', { name: 'The uploaded product' }).waitFor();
    expect(await submit.isEnabled()).toBe(true);

    const name = `Georgian Bay Cedar Canoe Paddle ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Hand-finished cedar paddle for calm lakes.');
    await page.getByLabel('Price').fill('129.99');
    await page.getByLabel('Stock').fill('7');
    await page.getByLabel('Category (optional)').fill('Sports & Outdoors');
    await submit.click();
    const done = page.getByText('Product uploaded successfully!');
    await done.waitFor();
    expect(await done.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(6, 125, 98)'); // green
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Price').inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'See it in the store' }).click();
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.locator('main').innerText()).toContain('$129.99');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('cedar canoe paddle');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "cedar canoe paddle"' }).waitFor();
    const card = page.getByRole('region', { name: 'Search results' }).getByTestId('product-card').filter({ hasText: name });
    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Sports & Outdoors');
    await s.context.close();
  });

  it("says 'Failed to upload product.' when the store does not take the product", async () => {
    const s = await openShopper(browser, url);
    const { page } = s;
    await logIn(s, 'admin@storefront.test', 'storefront-admin');
    await page.goto('/upload-product');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByRole('img', { name: 'The uploaded product' }).waitFor();
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'The catalog service is not available right now.',
              message: 'The catalog service is not available right now.',
            }),
          })
        : route.continue(),
    );
    const name = `Never Stored Toque ${Date.now().toString(36)}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('A toque the store never took.');
    await page.getByLabel('Price').fill('19.99');
    await page.getByLabel('Stock').fill('3');
    await page.getByRole('button', { name: 'Submit Product' }).click();
    await page.getByText('Failed to upload product.').waitFor();
    expect(await page.getByText('Product uploaded successfully!').count()).toBe(0);
    // What the admin typed stays, to try again.
    expect(await page.getByLabel('Name').inputValue()).toBe(name);
    const found = (await (await fetch(`${url}/api/products?search=${encodeURIComponent(name)}`)).json()) as {
      products: Array<{ name: string }>;
    };
    expect(found.products.map((p) => p.name)).not.toContain(name);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('refuses shoppers and visitors, in the page and at the server', async () => {
    const visitor = await openShopper(browser, url);
    for (const path of ['/upload-product', '/upload']) {
      await visitor.page.goto(path);
      await visitor.page.getByText('Please log in', { exact: false }).waitFor();
    }
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const anonymousUpload = await visitor.page.request.post('/api/upload', {
      multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: tiny } },
    });
    expect(anonymousUpload.status()).toBe(401);
    const anonymousCreate = await visitor.page.request.post('/api/products', {
      data: { name: 'x', description: 'y', price: 1, stock: 1, imageUrl: '/images/placeholder.svg' },
    });
    expect(anonymousCreate.status()).toBe(401);
    expect((await anonymousCreate.json()).error).toEqual(expect.any(String));
    await visitor.context.close();

    const shopper = await openShopper(browser, url);
    await signUpAndLogIn(shopper);
    expect(await shopper.page.getByRole('link', { name: /Upload Product/ }).count()).toBe(0);
    for (const path of ['/upload-product', '/upload']) {
      await shopper.page.goto(path);
      await shopper.page.getByText('Only administrators can upload products.', { exact: false }).waitFor();
    }
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const upload = await shopper.page.request.post('/api/upload', {
      multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status()).toBe(403);
    const create = await shopper.page.request.post('/api/products', {
      data: { name: 'x', description: 'y', price: 1, stock: 1, imageUrl: '/images/placeholder.svg' },
    });
    expect(create.status()).toBe(403);
    await shopper.context.close();
  });
});
