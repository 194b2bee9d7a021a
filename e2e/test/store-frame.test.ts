import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';

// What every page has around it (the secondary bar and the footer) and the login's way back.

const url = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the frame of every page', () => {
  it('leads from the secondary bar to Buy Again, Customer Service, WishList and Browsing History', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await bar.getByRole('link').first().waitFor();
    expect(await bar.getByRole('link').allInnerTexts()).toEqual(['Buy Again', 'Customer Service', 'WishList', 'Browsing History']);

    await bar.getByRole('link', { name: 'Buy Again' }).click();
    await page.getByText('Please log in to buy again').waitFor();
    expect(new URL(page.url()).pathname).toBe('/buy-again');
    await bar.getByRole('link', { name: 'Customer Service' }).click();
    await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer-service');
    await bar.getByRole('link', { name: 'WishList' }).click();
    await page.getByText('No items in your wishlist.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/wishlist');
    await bar.getByRole('link', { name: 'Browsing History' }).click();
    await page.getByText("You haven't viewed any products yet.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/history');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('ends with the language and country, the copyright of this year, and the address and phone', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('English · Canada · CAD $').waitFor();
    await footer.getByText(`© ${new Date().getFullYear()} Maple Market Inc. All rights reserved.`).waitFor();
    await footer.getByText('100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199').waitFor();
    // Catalogue prices are before tax; the tax is added, and shown, at checkout.
    await footer.getByText('Prices before tax: GST/HST added at checkout').waitFor();
    await page.getByText('GST/HST shown before you pay.', { exact: false }).waitFor();
    await shopper.context.close();
  });
});

describe('the way back after logging in', () => {
  async function logInThrough(next: string) {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const details = newShopperDetails();
    expect((await page.request.post('/api/users/register', { data: details })).status()).toBe(201);
    await page.goto(`/login?next=${next}`);
    await page.getByLabel('Email').fill(details.email);
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: /Account & Lists/ }).waitFor();
    await page.waitForURL((u) => u.pathname !== '/login');
    return shopper;
  }

  it('returns to the page on this site that asked for the login', async () => {
    const shopper = await logInThrough('%2Forders');
    await shopper.page.getByRole('heading', { name: 'Your Orders' }).waitFor();
    expect(new URL(shopper.page.url()).pathname).toBe('/orders');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it.each(['/%5Cexample.org/phish', '//example.org/phish', 'https://example.org/', '/%09/example.org'])(
    'goes home instead of to %s',
    async (next) => {
      const shopper = await logInThrough(next);
      await shopper.page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
      expect(new URL(shopper.page.url()).origin).toBe(url);
      expect(new URL(shopper.page.url()).pathname).toBe('/');
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    },
  );
});
