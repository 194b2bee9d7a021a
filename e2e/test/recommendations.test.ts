import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { holidayAt } from '@storefront/contracts/shop';
import { holdRequests, launchBrowser, openShopper, signUpAndLogIn } from '../src/browser';

const url = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('recommendation blocks', () => {
  it("shows today's holiday picks and weather picks (a seasonal estimate offline) on the home page", async () => {
    const s = await openShopper(browser, url);
    await s.page.goto('/');
    const holiday = holidayAt(new Date());
    const holidayBlock = s.page.getByRole('region', { name: new RegExp(holiday.label) });
    await holidayBlock.getByTestId('product-card').first().waitFor();
    expect(await holidayBlock.getByTestId('product-card').count()).toBe(5);
    const weather = s.page.getByRole('region', { name: /It's \w+ in Toronto/ });
    await weather.getByTestId('product-card').first().waitFor();
    expect(await weather.innerText()).toContain('Seasonal estimate');
    await s.page.goto('/products');
    await s.page.getByRole('region', { name: /It's \w+ in Toronto/ }).waitFor();
    await s.context.close();
  });

  it('says so when a block cannot be filled, in red for the holiday block', async () => {
    const s = await openShopper(browser, url);
    await s.page.route('**/api/holiday-recommendation?*', (r) => r.fulfill({ status: 500, body: '{}' }));
    await s.page.route('**/api/weather-recommendation/*', (r) => r.fulfill({ status: 502, body: '{}' }));
    await s.page.goto('/');
    const holiday = s.page.getByText('Failed to fetch holiday-based recommendations.');
    await holiday.waitFor();
    expect(await holiday.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(177, 39, 4)');
    await s.page.getByText('Failed to fetch weather-based recommendations').waitFor();
    await s.page.getByTestId('product-card').first().waitFor(); // the rest of the page is there
    await s.context.close();
  });
});

describe('AI smart recommendation', () => {
  it('recognises a shopper who searches for and views electronics, and adds a pick to the cart', async () => {
    const s = await openShopper(browser, url);
    await signUpAndLogIn(s);
    const { page } = s;
    const electronics = (
      (await (await fetch(`${url}/api/products?category=Electronics&limit=4`)).json()) as { products: Array<{ _id: string; name: string }> }
    ).products;
    for (const p of electronics.slice(0, 3)) {
      await page.goto(`/product/${p._id}`);
      await page.getByRole('heading', { name: p.name }).waitFor();
    }
    for (const query of ['bluetooth speaker', 'wireless headphones']) {
      await page.getByRole('combobox', { name: 'Search Maple Market' }).fill(query);
      await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
      await page.getByRole('heading', { name: `Search Results for "${query}"` }).waitFor();
    }
    const block = page.getByRole('region', { name: 'AI smart recommendation' });
    await block.getByText('You are recognized as: Tech Enthusiast').waitFor({ timeout: 20_000 });
    await block.getByTestId('product-card').first().waitFor();
    expect(await block.getByTestId('product-card').count()).toBe(10);
    const names = await block.getByTestId('product-card').allInnerTexts();
    expect(
      names.filter((n) => /Headphones|Speaker|Smart Watch|Charger|E-Reader|Webcam|Power Bank|Keyboard/.test(n)).length,
    ).toBeGreaterThanOrEqual(8);
    await block
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    await s.context.close();
  });

  it("calls a visitor 'default', and says Loading... until there are products", async () => {
    const s = await openShopper(browser, url);
    const recommendations = await holdRequests(s.page, '**/api/ai-recommendation-products?*');
    await s.page.goto('/search?query=toque');
    const block = s.page.getByRole('region', { name: 'AI smart recommendation' });
    await block.getByText('Loading...').waitFor();
    await recommendations.release();
    await block.getByText('You are recognized as: default').waitFor();
    await block.getByTestId('product-card').first().waitFor();
    await s.context.close();
  });
});
