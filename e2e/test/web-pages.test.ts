import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categorySlug } from '@storefront/contracts/shop';
import { launchBrowser, openShopper } from '../src/browser';

// Pages as search engines and link previews read them: the HTML the store answers a plain fetch with
// (like curl, no browser), and what a shopper sees for an address that is no page. The store's public
// address is http://localhost:PORT here (npm start's default), the address the tests reach it at.

const url = inject('storeUrl');
let browser: Browser;

interface ApiProduct {
  _id: string;
  name: string;
  description: string;
  price: number;
  stock: number;
  category: string;
  options?: Array<{ name: string; values: string[] }>;
}
const api = async <T>(path: string): Promise<T> =>
  (await fetch(new URL(path, url), { headers: { Accept: 'application/json' } })).json() as Promise<T>;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const headOf = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key: string) => {
      const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head);
      return m ? unescape(m[1]!) : undefined;
    },
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('pages the web can find', () => {
  it("answers a product page's address with its title, description, Open Graph tags and schema.org data", async () => {
    const { products } = await api<{ products: ApiProduct[] }>('/api/products?limit=25');
    // A product sold one way is a Product; one with options a ProductGroup (below).
    const product = products.find((p) => !p.options?.length)!;
    expect(product, 'a product sold one way among the first 25').toBeDefined();
    // As curl asks: any type.
    const res = await fetch(new URL(`/product/${product._id}`, url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const head = headOf(await res.text());
    const address = `${url}/product/${product._id}`;
    expect(head.title).toBe(`${product.name} · Maple Market`);
    expect(head.canonical).toBe(address);
    expect(head.meta('og:title')).toBe(product.name);
    expect(head.meta('og:url')).toBe(address);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${url}/images/`));
    expect(head.meta('description')).toContain(product.description.slice(0, 40));
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product._id,
      category: product.category,
      offers: {
        price: product.price.toFixed(2),
        priceCurrency: 'CAD',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });

    // In the browser the product's title stays once the page is drawn.
    const shopper = await openShopper(browser, url);
    await shopper.page.goto(`/product/${product._id}`);
    await shopper.page.getByRole('heading', { name: product.name }).first().waitFor();
    expect(await shopper.page.title()).toBe(`${product.name} · Maple Market`);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("answers a product with options' page with a schema.org ProductGroup of its variants, and its canonical address", async () => {
    const { products } = await api<{ products: ApiProduct[] }>('/api/products?limit=100');
    const product = products.find((p) => p.options?.length);
    // A catalogue without such a product has nothing to show here.
    if (!product) return;
    const address = `${url}/product/${product._id}`;
    const head = headOf(await (await fetch(new URL(`/product/${product._id}`, url))).text());
    expect(head.canonical).toBe(address);
    expect(head.jsonLd).toHaveLength(1);
    const group = head.jsonLd[0]!;
    expect(group).toMatchObject({ '@type': 'ProductGroup', name: product.name, productGroupID: product._id, url: address });
    expect(group.variesBy).toHaveLength(product.options!.length);
    const variants = group.hasVariant as Array<{ url: string; offers: { price: string; url: string } }>;
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v.url).toMatch(new RegExp(`^${address}\\?variant=`));
      expect(v.offers.url).toBe(v.url);
    }
    // Opened on a variant: its price in the preview, the canonical address still the product's.
    const opened = headOf(await (await fetch(new URL(variants[0]!.url))).text());
    expect(opened.canonical).toBe(address);
    expect(opened.meta('og:url')).toBe(variants[0]!.url);
    expect(opened.meta('product:price:amount')).toBe(variants[0]!.offers.price);
  });

  it('titles a category page with its name, and answers 404 for an unknown product, category or order', async () => {
    const { categories } = await api<{ categories: Array<{ name: string; slug?: string }> }>('/api/products/categories');
    const category = categories[0]!;
    const page = await fetch(new URL(`/category/${category.slug ?? categorySlug(category.name)}`, url));
    expect(page.status).toBe(200);
    expect(headOf(await page.text()).title).toBe(`${category.name} · Maple Market`);

    for (const path of [
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-an-id',
      '/category/no-such-category',
      '/orders/not-an-order',
    ]) {
      const res = await fetch(new URL(path, url), { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root">');
    }
    const search = headOf(await (await fetch(new URL('/search?query=parka', url))).text());
    expect(search.meta('robots')).toBe('noindex');
  });

  it("shows 'Page not found' inside the store's frame for an address that is no page, with status 404", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('combobox', { name: 'Search Maple Market' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.title()).toBe('Page not found · Maple Market');
    await page.getByRole('link', { name: 'Go to the Maple Market home page' }).click();
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('has a robots.txt naming the sitemap, and a sitemap of categories and products', async () => {
    const robots = await (await fetch(new URL('/robots.txt', url))).text();
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain(`Sitemap: ${url}/sitemap.xml`);
    const sitemap = await fetch(new URL('/sitemap.xml', url));
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    const { products, total } = await api<{ products: ApiProduct[]; total: number }>('/api/products?limit=1');
    const { categories } = await api<{ categories: Array<{ name: string; slug?: string; slugs?: { fr?: string } }> }>(
      '/api/products/categories',
    );
    expect(xml).toContain(`<loc>${url}/</loc>`);
    expect(xml).toContain(`<loc>${url}/?lang=fr</loc>`);
    expect(xml).toContain(`<loc>${url}/product/${products[0]!._id}</loc>`);
    expect(xml).toContain(`<loc>${url}/category/${categories[0]!.slug ?? categorySlug(categories[0]!.name)}</loc>`);
    expect(xml).toContain(`<loc>${url}/categorie/${categories[0]!.slugs!.fr}</loc>`);
    // Each product in each language: two entries, each its address and three alternates (both and the default).
    const productLocs = [...xml.matchAll(/<loc>[^<]*\/product\/[^<]*<\/loc>/g)];
    expect(productLocs).toHaveLength(2 * total);
    expect(xml.match(/\/product\//g)).toHaveLength(2 * 4 * total);
  });
});

describe("a page's first view, drawn by the gateway", () => {
  it('sends the home page, a search and a category with their products in the HTML, usable before any script runs', async () => {
    const { products } = await api<{ products: ApiProduct[] }>('/api/products?page=1&limit=25');
    const home = await (await fetch(new URL('/', url), { headers: { Accept: 'text/html' } })).text();
    expect(home.match(/data-testid="product-card"/g)).toHaveLength(25);
    expect(home).toContain(`href="/product/${products[0]!._id}"`);
    expect(home).toContain('<style data-first-view>');
    expect(home).toContain('<script id="first-view-answers" type="application/json">');

    // A browser without JavaScript (or before the store's scripts have run): the page is there, its links
    // lead on, and the top bar's search works as a plain form.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard.getByRole('link', { name: products[0]!.name }).isVisible()).resolves.toBe(true);
    await page.getByRole('heading', { name: 'Everything Canada needs, delivered free.' }).waitFor();
    await page.getByRole('combobox', { name: 'Search Maple Market' }).fill(products[0]!.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?query=/);
    await page.getByTestId('product-card').getByRole('link', { name: products[0]!.name }).first().waitFor();
    const category = products[0]!.category;
    await page.goto(`/category/${categorySlug(category)}`);
    await page.getByRole('heading', { level: 1, name: category }).waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await context.close();
  });

  it("is taken over by the store in place: the page's answers are not asked for again, nothing moves, and the view's styles go", async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/products')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // The store's own drawing: its Add to Cart buttons work.
    await page.waitForFunction(() => !document.querySelector('style[data-first-view]') && !document.getElementById('first-view-answers'));
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(25);
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => p === '/api/products/categories' || p === '/api/products?page=1&limit=25')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
    await page.locator('[data-testid="product-card"] button:enabled', { hasText: 'Add to Cart' }).first().click();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
