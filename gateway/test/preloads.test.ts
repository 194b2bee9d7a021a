import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { type LoopbackServer, serveOnLoopback } from '@storefront/testing';
import { buildGateway } from '../src';

// A page load carries what the page needs next (the remotes manifest, the scripts of its remote and the
// catalogue requests its address decides), so the browser fetches them side by side instead of one after
// another. The built files are stand-ins with the build's federation-stats.json; e2e/test/page-speed.test.ts
// checks in Chromium that the browser really uses what was preloaded.

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Maple Market</title><script defer src="/main.0123abcd89.js"></script></head><body><div id="root"></div></body></html>';

function built(dir: string, stats: { initial: string[]; exposes: Record<string, string[]> }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'federation-stats.json'), JSON.stringify({ app: path.basename(dir), kind: 'remote', ...stats }));
}

describe('what a page load preloads', () => {
  let root: string;
  let app: ReturnType<typeof buildGateway>;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    const shellDir = path.join(root, 'shell');
    built(shellDir, { initial: ['main.0123abcd89.js', '470.aaaaaaaaaa.js', '914.bbbbbbbbbb.js'], exposes: {} });
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    built(path.join(root, 'catalog'), {
      initial: ['remoteEntry.js'],
      exposes: { './Home': ['824.cccccccccc.js'], './ProductDetail': ['63.dddddddddd.js'] },
    });
    built(path.join(root, 'cart'), {
      initial: ['remoteEntry.js'],
      exposes: { './cart': ['991.eeeeeeeeee.js'], './Cart': ['631.ffffffffff.js'] },
    });
    built(path.join(root, 'admin'), { initial: ['remoteEntry.js'], exposes: { './Admin': ['12.0000000000.js'] } });
    const remote = (name: string) => ({ entry: `/remotes/${name}/remoteEntry.js`, dir: path.join(root, name) });
    app = buildGateway({
      log: createLogger('gateway', 'silent'),
      config: {
        // No catalogue: a product page goes out with its generic head, quickly.
        services: {},
        routes: loadRouteTable(),
        corsOrigins: [],
        shellDir,
        remotes: {
          catalog: remote('catalog'),
          cart: remote('cart'),
          admin: remote('admin'),
          support: { entry: 'https://cdn.example.ca/support/remoteEntry.js' },
        },
        upstreamTimeoutMs: 2000,
        publicUrl: 'https://shop.example.ca',
        pages: { lookupTimeoutMs: 200 },
      },
    });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const page = (url: string) => request(app).get(url).set('Accept', 'text/html');
  const preloads = (html: string, as: string) =>
    [...html.matchAll(new RegExp(`<link rel="preload" as="${as}"[^>]*? href="([^"]+)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it("writes the remotes manifest into the page, so the shell needn't ask for it", async () => {
    const res = await page('/');
    const json = /<script id="remotes-manifest" type="application\/json">([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(json!)).toEqual({
      remotes: {
        catalog: { entry: '/remotes/catalog/remoteEntry.js' },
        cart: { entry: '/remotes/cart/remoteEntry.js' },
        admin: { entry: '/remotes/admin/remoteEntry.js' },
        support: { entry: 'https://cdn.example.ca/support/remoteEntry.js' },
      },
    });
  });

  it("preloads the home page's first products, the shell's chunks, the cart and the home page's remote and module", async () => {
    const res = await page('/?page=2');
    expect(preloads(res.text, 'fetch')).toEqual(['/api/products/categories', '/api/products?page=2&limit=25']);
    expect(preloads(res.text, 'script')).toEqual([
      // main.js is in the page already
      '/470.aaaaaaaaaa.js',
      '/914.bbbbbbbbbb.js',
      '/remotes/cart/remoteEntry.js',
      '/remotes/cart/991.eeeeeeeeee.js',
      '/remotes/catalog/remoteEntry.js',
      '/remotes/catalog/824.cccccccccc.js',
    ]);
    // Fetched with the session's cookies, as the page's own requests are: the browser reuses the answer.
    expect(res.text).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?page=2&amp;limit=25" />');
  });

  it("preloads a product page's product and a search's results, built as the pages build them", async () => {
    const product = await page('/product/0b5f4a6e-1c2d-4e3f-8a9b-0c1d2e3f4a5b');
    expect(preloads(product.text, 'fetch')).toContain('/api/products/0b5f4a6e-1c2d-4e3f-8a9b-0c1d2e3f4a5b');
    expect(preloads(product.text, 'script')).toContain('/remotes/catalog/remoteEntry.js');
    // The product page's module, not the home page's.
    expect(preloads(product.text, 'script')).toContain('/remotes/catalog/63.dddddddddd.js');
    expect(preloads(product.text, 'script')).not.toContain('/remotes/catalog/824.cccccccccc.js');
    const search = await page('/search?query=wool%20socks&sort=price-asc&inStock=1&page=2');
    expect(preloads(search.text, 'fetch')).toContain('/api/products?page=2&limit=25&search=wool+socks&sort=price-asc&inStock=1&facets=1');
  });

  it('escapes what the address puts in an attribute', async () => {
    const res = await page('/search?query=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text.match(/<script\b/g)).toHaveLength(2); // the shell's and the manifest
  });

  it("never preloads the back office for a page load (only an admin's shell loads it), nor a missing page's remote", async () => {
    const admin = await page('/admin/orders');
    expect(preloads(admin.text, 'script').some((s) => s.includes('/remotes/admin/'))).toBe(false);
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(preloads(missing.text, 'script')).toEqual([]);
  });

  it("preloads no category page's products without the catalogue to say which category its address names", async () => {
    const res = await page('/category/outdoor-gear');
    expect(preloads(res.text, 'fetch')).toEqual(['/api/products/categories']);
  });
});

describe("what a category page's load preloads", () => {
  let catalogue: LoopbackServer;
  let app: ReturnType<typeof buildGateway>;
  let root: string;
  let slowListings = false;
  const asked: string[] = [];

  beforeAll(async () => {
    // The catalogue's category list, as the catalog service answers it.
    catalogue = await serveOnLoopback((req, res) => {
      asked.push(req.url!);
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/products/categories')
        return void res.end(JSON.stringify({ categories: [{ name: 'Outdoor Gear', slug: 'outdoor-gear', count: 12 }] }));
      if (req.url!.startsWith('/api/products?')) {
        const products = ['tent', 'stove', 'lantern'].map((name) => ({ _id: name, name, imageUrl: `/images/seed/${name}.svg` }));
        // A slow catalogue answers long after the page has stopped waiting.
        const wait = slowListings ? 2000 : 0;
        return void setTimeout(() => res.end(JSON.stringify({ products, total: 3 })), wait);
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'Not found' }));
    });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
    fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    app = buildGateway({
      log: createLogger('gateway', 'silent'),
      config: {
        services: { catalog: catalogue.url },
        routes: loadRouteTable(),
        corsOrigins: [],
        shellDir: root,
        remotes: {},
        upstreamTimeoutMs: 2000,
        publicUrl: 'https://shop.example.ca',
        pages: { lookupTimeoutMs: 500 },
      },
    });
  });
  afterAll(async () => {
    await catalogue.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const fetches = async (url: string) =>
    [...(await request(app).get(url).set('Accept', 'text/html')).text.matchAll(/<link rel="preload" as="fetch"[^>]*? href="([^"]+)"/g)].map(
      (m) => m[1]!.replace(/&amp;/g, '&'),
    );

  it("starts its products with the HTML, asked for by the category's name as the page asks, with the address's filters", async () => {
    expect(await fetches('/category/outdoor-gear')).toEqual([
      '/api/products/categories',
      '/api/products?page=1&limit=25&category=Outdoor+Gear&facets=1',
    ]);
    expect(await fetches('/category/outdoor-gear?sort=price-desc&minPrice=50&maxPrice=99.99&page=2')).toContain(
      '/api/products?page=2&limit=25&category=Outdoor+Gear&sort=price-desc&minPrice=50&maxPrice=99.99&facets=1',
    );
    // The list is kept: one question to the catalogue for all these page loads.
    expect(asked.filter((u) => u === '/api/products/categories')).toHaveLength(1);
  });

  it("fetches a listing's first two pictures with the HTML, and does not wait for a slow catalogue", async () => {
    const pictures = async (url: string) =>
      [
        ...(await request(app).get(url).set('Accept', 'text/html')).text.matchAll(
          /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await pictures('/category/outdoor-gear')).toEqual(['/images/seed/tent.svg', '/images/seed/stove.svg']);
    expect(await pictures('/')).toEqual(['/images/seed/tent.svg', '/images/seed/stove.svg']);
    // A search's words are new each time: the catalogue is not made to search twice.
    expect(await pictures('/search?query=tent')).toEqual([]);
    expect(asked.filter((u) => u.includes('search='))).toEqual([]);
    // Nor a filtered or later page's: a new question to the catalogue each time.
    expect(await pictures('/?page=2')).toEqual([]);
    expect(await pictures('/category/outdoor-gear?minPrice=50')).toEqual([]);
    expect(asked.filter((u) => u.includes('page=2&') || u.includes('minPrice='))).toEqual([]);
    slowListings = true;
    const started = Date.now();
    expect(await pictures('/')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    slowListings = false;
    expect(await pictures('/cart')).toEqual([]);
  });

  it('preloads nothing for a category the catalogue does not have (its page is a 404)', async () => {
    expect(await fetches('/category/no-such-thing')).toEqual([]);
  });
});
