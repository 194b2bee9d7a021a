import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drawnByTheStore, holdRequests, launchBrowser, logIn, openShopper, signUpAndLogIn } from '../src/browser';
import { firstSoldOneWay } from '../src/products';
import { LANGUAGE_COOKIE } from '@storefront/contracts/languages';

const url = inject('storeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Serves a cart remote that throws: as its store starts ('starting'), or while its badge and Add to
 * Cart button are drawn ('drawing'). Its pages fail to load. It needs no shared modules. */
async function serveBrokenCart(page: Page, when: 'starting' | 'drawing') {
  const source = `var mf_cart = (function () {
    function boom() { throw new Error('The cart broke'); }
    var store = { subscribe: function () { return function () {}; }, get: boom, addToCart: boom, removeFromCart: boom,
      setQuantity: boom, deleteLine: boom, clearCart: boom, refresh: boom };
    var cart = { cartStore: ${when === 'starting' ? 'boom' : 'function () { return store; }'}, AddToCartButton: boom };
    return {
      init: function () {},
      get: function (module) {
        if (module !== './cart') return Promise.reject(new Error('No ' + module + ' in this cart'));
        return Promise.resolve(function () { return { __esModule: true, default: cart }; });
      },
    };
  })();`;
  await page.route('**/remotes/cart/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: source }),
  );
}

describe('when parts of the store fail', () => {
  it('shows a fallback where a remote that is down would be, and the rest of the page works', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByText('This part of the store is not available right now.').waitFor();
    // the shell still works: top bar, secondary bar, footer, and pages of other remotes
    await page.getByText(`© ${new Date().getFullYear()} Maple Market Inc. All rights reserved.`).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).waitFor();

    await page.goBack();
    await page.getByText('This part of the store is not available right now.').waitFor();

    // once the remote is back, Try again brings the page in without a reload
    await page.unroute('**/remotes/catalog/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    await shopper.context.close();
  });

  it('gives up on a remote that hangs within a few seconds', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.route('**/remotes/account/**', () => {
      /* never answered */
    });
    // The page's remote is preloaded with its HTML, so a remote that never answers holds the window's load
    // event (the browser's spinner), not the page: it is drawn, and the shell gives up on the remote.
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    const started = Date.now();
    await page.getByText('This part of the store is not available right now.').waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    await page.getByRole('combobox', { name: 'Search Maple Market' }).waitFor();
    await shopper.context.close();
  });

  it('opens without a cart when the cart remote is down, and says so instead of adding nothing', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.route('**/remotes/cart/**', (route) => route.abort('connectionrefused'));
    const product = await firstSoldOneWay(url);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    await drawnByTheStore(page);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('–');
    const button = page.getByRole('button', { name: 'Add to Cart' });
    expect(await button.isDisabled()).toBe(true);
    // The cart's start fails a moment after the page is drawn (while it starts, the button says it is loading).
    await expect
      .poll(() => button.getAttribute('title'), { timeout: 10_000 })
      .toBe('The cart is not available right now. Please try again shortly.');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('toque');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "toque"' }).waitFor();
    await shopper.context.close();
  });

  it('opens at once when the cart remote hangs, instead of waiting for it', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await page.route('**/remotes/cart/**', () => {}); // never answered
    const product = await firstSoldOneWay(url);
    const started = Date.now();
    await page.goto(`/product/${product._id}`, { waitUntil: 'commit' });
    // The store used to wait out the remote's 5-second timeout before showing anything.
    await page.getByRole('heading', { name: product.name }).waitFor({ timeout: 4800 });
    // Drawn by the store itself, not only in the page's first view (which the gateway draws).
    await drawnByTheStore(page);
    expect(Date.now() - started).toBeLessThan(4800);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('–');
    await shopper.context.close();
  });

  it.each(['null', '{}', '"x"', '[null]', '[{"price":"abc","quantity":"2"}]'])(
    'opens with %s as the stored cart, as with an empty cart',
    async (junk) => {
      const shopper = await openShopper(browser, url);
      const { page } = shopper;
      await page.goto('/wishlist');
      await page.evaluate((stored) => localStorage.setItem('cart', stored), junk);
      await page.goto('/');
      await page.getByTestId('product-card').first().waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '0');
      await page.getByRole('link', { name: 'Cart 0 items' }).click();
      await page.getByText('Your cart is empty').waitFor();
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    },
  );

  it('opens without a cart when the cart remote fails as it starts, and says so at Add to Cart', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await serveBrokenCart(page, 'starting');
    await page.goto('/');
    await page.getByTestId('product-card').first().waitFor();
    await drawnByTheStore(page);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('–');
    const button = page.getByRole('button', { name: 'Add to Cart' }).first();
    expect(await button.isDisabled()).toBe(true);
    // The cart's start fails a moment after the page is drawn (while it starts, the button says it is loading).
    await expect
      .poll(() => button.getAttribute('title'), { timeout: 10_000 })
      .toBe('The cart is not available right now. Please try again shortly.');
    // The rest of the store works: another remote's page, and the cart's own pages show their fallback.
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
    await page.getByRole('link', { name: 'Cart – (not available right now)' }).click();
    await page.getByText('This part of the store is not available right now.').waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('keeps the page when the cart throws while drawing its badge and its button', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    await serveBrokenCart(page, 'drawing');
    const product = await firstSoldOneWay(url);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    await drawnByTheStore(page);
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    // The cart's start fails a moment after the page is drawn (while it starts, the button says it is loading).
    await expect
      .poll(() => button.getAttribute('title'), { timeout: 10_000 })
      .toBe('The cart is not available right now. Please try again shortly.');
    expect(await page.getByTestId('cart-badge').innerText()).toBe('–');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('toque');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "toque"' }).waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('keeps what the shopper typed when a slow cart remote arrives', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const cart = await holdRequests(page, '**/remotes/cart/**/remoteEntry.js');
    await page.goto('/register', { waitUntil: 'domcontentloaded' }); // the slow cart holds the load event
    // The store opened without the cart (it waits 1.5 s for it): the badge says it is not there yet.
    await page.getByLabel('Name', { exact: true }).fill('Half typed');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('mitts');
    expect(await page.getByTestId('cart-badge').innerText()).toBe('–');
    await cart.release();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '0');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half typed');
    expect(await page.getByRole('combobox', { name: 'Search Maple Market' }).inputValue()).toBe('mitts');
    await page.getByLabel('Email').fill('half@example.ca');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Half typed');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("never sends a shopper the back office's code, signed in or not, even at its addresses", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const adminFiles: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/remotes/admin/')) adminFiles.push(req.url());
    });
    await page.goto('/');
    await page.getByTestId('product-card').first().waitFor();
    await page.goto('/admin/orders');
    await page.getByText(/^Please log in to use the back office\. /).waitFor();
    await page.goto('/upload-product');
    await page.getByText(/^Please log in\. /).waitFor();
    await signUpAndLogIn(shopper);
    await page.goto('/admin');
    await page.getByText('Only administrators can use the back office.').waitFor();
    await page.goto('/upload');
    await page.getByText('Only administrators can upload products. You are signed in as a shopper.').waitFor();
    expect(adminFiles).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('shows a fallback where the back office would be when its remote is down, and the rest works for the admin', async () => {
    const admin = await openShopper(browser, url);
    const { page } = admin;
    await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
    await logIn(admin, 'admin@storefront.test', 'storefront-admin');
    await page.goto('/admin');
    await page.getByText('This part of the store is not available right now.').waitFor();
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('toque');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "toque"' }).waitFor();
    await page.goBack();
    await page.getByText('This part of the store is not available right now.').waitFor();
    // Once the remote is back, Try again brings the back office in without a reload.
    await page.unroute('**/remotes/admin/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    await admin.context.close();
  });

  it('keeps the shell working when the catalog service answers 502', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const message = 'The catalog service is not available right now. Please try again shortly.';
    await page.route('**/api/products?*', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: message, message }) }),
    );
    // The home page comes drawn, with its products (the gateway asked the catalogue): the page asks the
    // failing catalogue when the shopper comes to it from another page.
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to the Maple Market home page' }).click();
    await page.getByText(message).waitFor();
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
    await shopper.context.close();
  });

  it("shows 'Page not found' in the store's frame for a route the store does not have (issue 14; was the router's error)", async () => {
    const shopper = await openShopper(browser, url);
    await shopper.page.goto('/no/such/page');
    await shopper.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await shopper.page.getByText('Unexpected Application Error!').count()).toBe(0);
    await shopper.page.getByRole('link', { name: 'Go to the Maple Market home page' }).click();
    await shopper.page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    await shopper.context.close();
  });

  // The files the shell's entry loads (the libraries, the store's packages, its start), served from the
  // site root. (Without its entry, main.js, nothing runs to say anything.)
  const SHELL_CHUNK = /^https?:\/\/[^/]+\/(?!main\.)[\w-]+\.[0-9a-f]{10}\.js$/;

  it("opens when one of the store's own files fails once (the page loads once more by itself)", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    let failed: string | undefined;
    const asked: string[] = [];
    await page.route(SHELL_CHUNK, async (route) => {
      const file = route.request().url();
      asked.push(file);
      if (failed === undefined) {
        failed = file;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    expect(failed).toBeDefined();
    expect(asked.filter((file) => file === failed).length).toBeGreaterThanOrEqual(2);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("says the store could not load when one of its own files cannot be fetched, in the page's language, and Try again brings it", async () => {
    for (const language of ['en', 'fr'] as const) {
      const shopper = await openShopper(browser, url);
      const { page } = shopper;
      if (language === 'fr') await shopper.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url }]);
      let missing: string | undefined;
      await page.route(SHELL_CHUNK, (route) => {
        missing ??= route.request().url();
        return route.request().url() === missing ? route.abort('connectionrefused') : route.continue();
      });
      await page.goto('/');
      const [message, tryAgain, heading] =
        language === 'en'
          ? ['Maple Market could not load. Check your connection, then try again.', 'Try again', 'Everything Canada needs, delivered free.']
          : [
              'Maple Market n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
              'Réessayer',
              'Tout ce dont le Canada a besoin, livré gratuitement.',
            ];
      await page.getByRole('alert').getByText(message).waitFor();
      await page.unroute(SHELL_CHUNK);
      await page.getByRole('button', { name: tryAgain }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    }
  });
});

describe('page weight', () => {
  it('loads under 250 KB of compressed JavaScript before the home page shows its products', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const cdp = await shopper.context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const scripts: Array<{ url: string; bytes: number }> = [];
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
    cdp.on('Network.loadingFinished', (e) => {
      const t = types.get(e.requestId);
      if (t?.startsWith('Script ')) scripts.push({ url: t.slice(7), bytes: e.encodedDataLength });
    });
    await page.goto('/');
    await page.getByTestId('product-card').first().waitFor();
    const firstLoad = scripts.reduce((n, s) => n + s.bytes, 0);
    expect(firstLoad).toBeGreaterThan(50 * 1024);
    expect(firstLoad).toBeLessThan(250 * 1024);
    // The chat button comes afterwards, when the page is idle.
    await page.getByRole('button', { name: 'Chat with customer service' }).waitFor();
    expect(scripts.some((s) => s.url.includes('/remotes/support/'))).toBe(true);
    await shopper.context.close();
  });
});
