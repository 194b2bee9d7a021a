import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ShopperPage, drawnByTheStore, holdRequests, launchBrowser, openShopper, storeNotice, useLanguage } from '../src/browser';
import { soldOneWay } from '../src/products';

const url = inject('storeUrl');
let browser: Browser;
let shopper: ShopperPage;

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  category: string;
  options: unknown[];
}
const api = async <T>(path: string): Promise<T> =>
  (await fetch(new URL(path, url), { headers: { Accept: 'application/json' } })).json() as Promise<T>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('browsing the catalogue', () => {
  beforeAll(async () => {
    shopper = await openShopper(browser, url);
  });
  afterAll(async () => shopper.context.close());

  it('shows the banner and pages through the catalogue 25 at a time', async () => {
    const { page } = shopper;
    const first = await api<{ totalPages: number; products: ApiProduct[] }>('/api/products?page=1');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    await page.getByText(`Page 1 of ${first.totalPages}`).waitFor();
    const grid = page.getByRole('region', { name: 'Catalogue' });
    expect(await grid.getByTestId('product-card').count()).toBe(25);
    expect(await grid.getByTestId('product-card').first().innerText()).toContain(first.products[0]!.name);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 of ${first.totalPages}`).waitFor();
    const second = await api<{ products: ApiProduct[] }>('/api/products?page=2');
    await grid.getByText(second.products[0]!.name, { exact: true }).waitFor();
    expect(page.url()).toMatch(/\?page=2$/);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page 1 of ${first.totalPages}`).waitFor();
    expect(shopper.errors).toEqual([]);
  });

  it('shows the last page for a page past the end', async () => {
    const { page } = shopper;
    const { totalPages, total } = await api<{ totalPages: number; total: number }>('/api/products?page=1');
    const last = await api<{ products: ApiProduct[] }>(`/api/products?page=${totalPages}`);
    await page.goto('/?page=99');
    await page.getByText(`Page ${totalPages} of ${totalPages}`).waitFor();
    expect(new URL(page.url()).search).toBe(`?page=${totalPages}`);
    const grid = page.getByRole('region', { name: 'Catalogue' });
    expect(await grid.getByTestId('product-card').count()).toBe(total - 25 * (totalPages - 1));
    await grid.getByText(last.products[0]!.name, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // Previous leads to the page before the last, and Back does not return to the empty page.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Page ${totalPages - 1} of ${totalPages}`).waitFor();
    await page.goBack();
    await page.getByText(`Page ${totalPages} of ${totalPages}`).waitFor();
    expect(await page.getByText('Page 99', { exact: false }).count()).toBe(0);
    expect(shopper.errors).toEqual([]);
  });

  it('opens a product page with its real stock, price, texts and description', async () => {
    const { page } = shopper;
    // Sold one way: the page shows the product's own price and stock (one with options, its variants').
    const all = (await api<ApiProduct[]>('/products')).filter(soldOneWay);
    const plenty = all.find((p) => p.stock > 5)!;
    const low = all.find((p) => p.stock > 0 && p.stock <= 5)!;
    const none = all.find((p) => p.stock === 0)!;

    await page.goto(`/product/${plenty._id}`);
    await page.getByRole('heading', { name: plenty.name }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain(plenty.category);
    expect(text).toContain(`$${plenty.price.toFixed(2)}`);
    expect(text).toContain('Free Returns | Free Shipping');
    expect(text).toContain('In Stock');
    expect(text).toContain('Free delivery as soon as tomorrow: choose your day at checkout');
    expect(text).toContain('Product Details');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);

    await page.goto(`/product/${low._id}`);
    await page.getByText(`Only ${low.stock} left`).waitFor();

    await page.goto(`/product/${none._id}`);
    await page.getByText('Out of Stock').waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
  });

  it('gets to a product page from a card on the home page', async () => {
    const { page } = shopper;
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Catalogue' }).getByTestId('product-card').nth(3);
    const name = (await card.getByRole('link').first().innerText()).trim();
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { name }).waitFor();
    expect(page.url()).toMatch(/\/product\/[0-9a-f-]{36}$/);
  });

  it('says loading while a product is on its way, and says clearly when it does not exist', async () => {
    const { page } = shopper;
    const product = await holdRequests(page, '**/api/products/*');
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await page.getByText('Loading product details...').waitFor();
    await product.release();
    await page.getByText('Sorry, this product does not exist.', { exact: false }).waitFor();
    await page.goto('/product/not-a-real-id');
    await page.getByText('Sorry, this product does not exist.', { exact: false }).waitFor();
  });

  it("puts a visitor's Add to Cart in their own cart, no account needed", async () => {
    const { page } = shopper;
    const all = await api<ApiProduct[]>('/products');
    await page.goto(`/product/${all.find((p) => soldOneWay(p) && p.stock > 0)!._id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    // What was added is said over the page, with the ways on; the button says so too.
    const added = await storeNotice(page, 'Added to your cart: ');
    expect(await added.getByRole('link').allInnerTexts()).toEqual(['View cart', 'Checkout']);
    await page.getByRole('button', { name: /^Added/ }).waitFor();
    await added.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('store-notice').count()).toBe(0);
    expect(shopper.errors).toEqual([]);
  });

  it('keeps a guest wishlist, and shows on the product page that the product is in it', async () => {
    const { page } = shopper;
    await page.goBack();
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await storeNotice(page, 'Added to your wishlist: ');
    await page.getByRole('link', { name: '✓ In your wishlist' }).click();
    await page.waitForURL('**/wishlist');
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(1);
    expect(shopper.errors).toEqual([]);
  });

  it('lists every product with its price on /products', async () => {
    const { page } = shopper;
    const all = await api<ApiProduct[]>('/products');
    await page.goto('/products');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
    // The list's items, each a link to a product (a weather pick's colour swatches are list items too).
    // Found by their links: a `:has()` locator over some 300 items takes Playwright seconds per try.
    const links = page.locator('main li > a[href^="/product/"]');
    await links.first().waitFor();
    expect(await links.count()).toBe(all.length);
    expect(await links.first().locator('xpath=..').innerText()).toContain(`$${all[0]!.price.toFixed(2)}`);
  });
});

describe('searching', () => {
  beforeAll(async () => {
    shopper = await openShopper(browser, url);
  });
  afterAll(async () => shopper.context.close());

  it('finds products from the top bar, with Enter, even with a typo', async () => {
    const { page } = shopper;
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Returns & Orders', exact: true }).getAttribute('href')).toBe('/orders');
    const box = page.getByRole('combobox', { name: 'Search Maple Market' });
    await box.fill('hedphones');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Search Results for "hedphones"' }).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByTestId('product-card').first().waitFor();
    const names = await results.getByTestId('product-card').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/Headphones/);
    expect(await box.inputValue()).toBe('hedphones');
    // It says what it did, and offers the words as typed.
    expect(await page.getByTestId('search-correction').innerText()).toBe(
      'Showing results for "headphones". Search instead for "hedphones"',
    );
    await page.getByRole('link', { name: '"hedphones"' }).click();
    await page.waitForURL((u) => u.searchParams.get('exact') === '1');
    await page.getByText('No products found.').waitFor();
    expect(await page.getByTestId('search-correction').count()).toBe(0);
  });

  it('searches with the Search button too', async () => {
    const { page } = shopper;
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('maple syrup');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Search Results for "maple syrup"' }).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByTestId('product-card').first().waitFor();
    expect((await results.getByTestId('product-card').allInnerTexts()).every((t) => /Maple Syrup/.test(t))).toBe(true);
  });

  it('ignores a blank search', async () => {
    const { page } = shopper;
    await page.goto('/products');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('    ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/products');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill(' \t  ');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/products');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
  });

  it('says when nothing matches, while loading, and when the search failed', async () => {
    const { page } = shopper;
    await page.goto('/search?query=zzqxvvj');
    await page.getByText('No products found.').waitFor();

    // A search from the page (the search asked for by the store: a page loaded at the address would come
    // drawn, its results asked for by the gateway), held until the page says it is loading.
    await drawnByTheStore(page);
    const results = await holdRequests(page, '**/api/products?*', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'The catalog service is not available right now. Please try again shortly.',
          message: 'The catalog service is not available right now. Please try again shortly.',
        }),
      }),
    );
    // The page says it is loading before its request goes out: released before the request was held, it
    // would reach the catalogue (as a CI run on a slow hour saw).
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill('toque');
    await page.getByRole('combobox', { name: 'Search Maple Market' }).press('Enter');
    await page.getByText('Loading products...').waitFor();
    await results.held;
    await results.release();
    await page.getByText('The catalog service is not available right now. Please try again shortly.').waitFor();
  });

  it("reports 'Invalid data format received.' when the product list has the wrong shape", async () => {
    const { page } = shopper;
    await page.route('**/api/products?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }));
    // Home from another page: the store asks (loaded at its address, the home page comes drawn).
    await page.goto('/customer-service');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Maple Market/ })
      .click();
    await page.getByText('Invalid data format received.').waitFor();
    await page.unroute('**/api/products?*');
  });
});

describe('browsing a category with filters and a sort', () => {
  beforeAll(async () => {
    shopper = await openShopper(browser, url);
  });
  afterAll(async () => shopper.context.close());

  it('combines two filters and a sort, pages, and gives the same page to a shared link', async () => {
    const { page } = shopper;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Clothing', exact: true }).click();
    await page.waitForURL('**/category/clothing');
    await page.getByRole('heading', { name: 'Clothing', level: 1 }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe('Clothing');

    const products = page.getByRole('region', { name: 'Products' });
    await products.getByTestId('product-card').first().waitFor();
    await page.getByRole('checkbox', { name: /In stock only/ }).click();
    await page.waitForURL((u) => u.searchParams.get('inStock') === '1');
    await page.getByRole('checkbox', { name: /Winter/ }).click();
    await page.waitForURL((u) => u.searchParams.get('tag') === 'winter');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-desc');

    const expected = await api<{ total: number; totalPages: number; products: ApiProduct[] }>(
      '/api/products?category=Clothing&inStock=1&tag=winter&sort=price-desc&limit=25',
    );
    expect(expected.total).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .getByText(`${expected.total} ${expected.total === 1 ? 'result' : 'results'}`)
      .waitFor();
    // The answer before the sort can show the same count and the same first name; the cards are read
    // until they are the sorted answer's (once read between that answer and the next, as it loaded).
    const cardNames = async () =>
      (await products.getByTestId('product-card').allInnerTexts()).map((c) => expected.products.find((p) => c.includes(p.name))?.name);
    await expect.poll(cardNames, { timeout: 10_000 }).toEqual(expected.products.map((p) => p.name));

    // Paging keeps the filters; so does a link opened in another browser.
    let shared = page.url();
    if (expected.totalPages > 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('tag') === 'winter');
      shared = page.url();
      const second = await api<{ products: ApiProduct[] }>('/api/products?category=Clothing&inStock=1&tag=winter&sort=price-desc&page=2');
      await products.getByText(second.products[0]!.name, { exact: true }).waitFor();
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await products.getByText(expected.products[0]!.name, { exact: true }).waitFor();
    }
    const other = await openShopper(browser, url);
    try {
      await other.page.goto(shared);
      await other.page.getByRole('heading', { name: 'Clothing', level: 1 }).waitFor();
      expect(await other.page.getByRole('checkbox', { name: /In stock only/ }).isChecked()).toBe(true);
      expect(await other.page.getByRole('checkbox', { name: /Winter/ }).isChecked()).toBe(true);
      expect(await other.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-desc');
      await other.page.getByRole('region', { name: 'Products' }).getByTestId('product-card').first().waitFor();
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
    expect(shopper.errors).toEqual([]);
  });

  it('links a product to its category, and folds the top bar into a menu on a phone', async () => {
    const { page } = shopper;
    const [product] = (await api<{ products: ApiProduct[] }>('/api/products?category=Garden&limit=1')).products;
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('heading', { name: product!.name }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Garden' }).click();
    await page.waitForURL('**/category/garden');
    await page.getByRole('heading', { name: 'Garden', level: 1 }).waitFor();

    // A phone of its own: a window resized while another is in front gets no new frame in headless
    // Chromium, so its CSS would never see the phone's width.
    const phone = await openShopper(browser, url, { viewport: { width: 390, height: 844 } });
    try {
      const { page: p } = phone;
      // The top bar is one row (menu, brand, cart) over the search box: the page starts within 120 px of
      // an 844 px screen, in either language (it took 266 px with the account, orders, shortcuts and
      // categories in bars of their own).
      const pageStarts = () => p.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
      await p.goto('/category/garden');
      await p.getByRole('heading', { name: 'Garden', level: 1 }).waitFor();
      expect(await pageStarts()).toBeLessThanOrEqual(120);
      expect(await p.getByRole('navigation', { name: 'Shortcuts' }).isVisible()).toBe(false);
      expect(await p.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
      await p.getByRole('banner').getByRole('link', { name: 'Cart 0 items' }).waitFor();

      const toggle = p.getByRole('button', { name: 'Menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      const menu = p.getByRole('navigation', { name: 'Menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(
        await menu
          .getByRole('group')
          .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-labelledby') && g.firstElementChild!.textContent)),
      ).toEqual(['Account & Lists', 'Shortcuts', 'Shop by category']);
      expect(await menu.getByRole('group', { name: 'Account & Lists' }).getByRole('link').allInnerTexts()).toEqual([
        'Login',
        'Register',
        'Returns & Orders',
      ]);
      expect(await menu.getByRole('group', { name: 'Shortcuts' }).getByRole('link').allInnerTexts()).toEqual([
        'Buy Again',
        'Customer Service',
        'WishList',
        'Browsing History',
      ]);
      // Escape closes it and gives the focus back to its button.
      await menu.getByRole('link', { name: 'Login' }).focus();
      await p.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
      // A category chosen in it: its page, and the menu closed.
      await toggle.click();
      await menu.getByRole('link', { name: 'Books', exact: true }).click();
      await p.waitForURL('**/category/books');
      await p.getByRole('heading', { name: 'Books', level: 1 }).waitFor();
      expect(await menu.isVisible()).toBe(false);

      await useLanguage(p, 'fr');
      await p.getByRole('button', { name: 'Menu' }).waitFor();
      await p.evaluate(() => window.scrollTo(0, 0));
      expect(await pageStarts()).toBeLessThanOrEqual(120);
      // The search button's word whole in French.
      const search = p.getByRole('button', { name: 'Rechercher', exact: true });
      expect(await search.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('filters search results by category and price, with counts', async () => {
    const { page } = shopper;
    await page.goto('/search?query=wool');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByTestId('product-card').first().waitFor();
    const { facets } = await api<{ facets: { categories: Array<{ name: string; count: number }> } }>('/api/products?search=wool&facets=1');
    const clothing = facets.categories.find((c) => c.name === 'Clothing')!;
    await page.getByRole('radio', { name: `Clothing (${clothing.count})` }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'Clothing' && u.searchParams.get('query') === 'wool');
    await page
      .getByRole('status')
      .getByText(`${clothing.count} ${clothing.count === 1 ? 'result' : 'results'}`)
      .waitFor();
    await page.getByRole('radio', { name: /^\$50 to \$100/ }).click();
    await page.waitForURL((u) => u.searchParams.get('minPrice') === '50' && u.searchParams.get('maxPrice') === '99.99');
    const expected = await api<{ total: number }>('/api/products?search=wool&category=Clothing&minPrice=50&maxPrice=99.99');
    await page
      .getByRole('status')
      .getByText(`${expected.total} ${expected.total === 1 ? 'result' : 'results'}`)
      .waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((u) => !u.searchParams.has('category') && u.searchParams.get('query') === 'wool');
  });
});
