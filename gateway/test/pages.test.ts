import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse, Variant } from '@storefront/contracts';
import { loadRouteTable } from '@storefront/routes';
import { createLogger, listen, type Listening } from '@storefront/service-kit';
import { type GatewayConfig, buildGateway, createGateway } from '../src';
import { productGroupProblems, productProblems } from './structured-data';

// Each page's HTML as search engines and link previews read it, through the gateway over HTTP. The
// catalogue and the orders service are stand-ins answering their documented shapes (typed by the
// contracts): the gateway may not import a service, and what is tested here is what the gateway makes
// of their answers. The real store is checked end to end in e2e/test/web-pages.test.ts.

const PUBLIC_URL = 'https://shop.example.ca';
const ID = {
  parka: '0b5f4a6e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  socks: '1c6a5b7f-2d3e-4f5a-9b0c-1d2e3f4a5b6c',
  hostile: '2d7b6c8a-3e4f-4a5b-8c1d-2e3f4a5b6c7d',
  kettle: '3e8c7d9b-4f5a-4b6c-9d2e-3f4a5b6c7d8e',
  mug: '4f9d8e0c-5a6b-4c7d-8e3f-4a5b6c7d8e9f',
  coat: '6c1f0a2e-7d8e-4f9a-8b5c-6d7e8f9a0b1c',
  unknown: '5a0e9f1d-6b7c-4d8e-9f4a-5b6c7d8e9f0a',
};
const ORDER = { mine: '6b1f0a2e-7c8d-4e9f-8a5b-6c7d8e9f0a1b', unknown: '7c2a1b3f-8d9e-4f0a-9b6c-7d8e9f0a1b2c' };
const HOSTILE_NAME = '</script><script>alert(1)</script> "Best" & <b>bold</b>';

function product(p: Partial<Product> & Pick<Product, '_id' | 'name'>): Product {
  return {
    description: `${p.name}: made in Canada, built to last through the winter.`,
    category: 'Clothing',
    price: 10,
    stock: 10,
    imageUrl: `/images/seed/${p._id}.svg`,
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    options: [],
    ...p,
  };
}

/** A coat in Size S/M and Colour Red/Black: M in Black costs more and is sold out, S in Black is archived. */
const COAT_VARIANTS: Variant[] = [
  {
    _id: 'v-s-red',
    sku: 'COAT-S-RED',
    options: { Size: 'S', Colour: 'Red' },
    price: 199,
    stock: 12,
    barcode: '0062345678901',
    imageUrl: '/images/coat-red.webp',
    forSale: true,
  },
  {
    _id: 'v-m-red',
    sku: 'COAT-M-RED',
    options: { Size: 'M', Colour: 'Red' },
    price: 199,
    stock: 2,
    imageUrl: '/images/coat-red.webp',
    forSale: true,
  },
  { _id: 'v-m-black', sku: 'COAT-M-BLACK', options: { Size: 'M', Colour: 'Black' }, price: 229, stock: 0, forSale: true },
  { _id: 'v-s-black', sku: 'COAT-S-BLACK', options: { Size: 'S', Colour: 'Black' }, price: 199, stock: 6, forSale: false },
];

const PRODUCTS: Product[] = [
  product({
    _id: ID.parka,
    name: 'Maple Leaf Parka',
    price: 249.99,
    stock: 3,
    description: 'A warm parka for Canadian winters.\n\nDown-filled, with a hood.',
  }),
  product({ _id: ID.socks, name: 'Merino Wool Socks', price: 12.5, stock: 0, imageUrl: 'https://cdn.example.ca/socks.png' }),
  product({ _id: ID.hostile, name: HOSTILE_NAME, price: 5, description: `It's "great" </script><img src=x onerror=alert(2)> & more` }),
  product({ _id: ID.kettle, name: 'Copper Kettle', price: 1299, category: 'Home & Kitchen' }),
  product({ _id: ID.mug, name: 'Camp Mug', price: 8.95, category: "O'Canada Gifts" }),
  product({
    _id: ID.coat,
    name: 'Harbour Coat',
    price: 199,
    priceMax: 229,
    stock: 14,
    description: 'A wool coat for the harbour wind.',
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Black'] },
    ],
    swatches: ['Red', 'Black'],
    variants: COAT_VARIANTS,
  }),
];

/** The catalogue's documented answers; `slug` only for some categories (the catalogue gained it lately). */
function catalogueStandIn(calls: string[]) {
  const app = express();
  app.use((req, _res, next) => {
    calls.push(req.originalUrl);
    next();
  });
  app.get('/api/products/categories', (req, res) => {
    const french = req.query.lang === 'fr';
    res.json({
      categories: [
        // Its French page at its French slug; the others' French slugs are their English ones.
        { name: 'Clothing', count: 3, slugs: { en: 'clothing', fr: 'vetements' }, ...(french ? { label: 'Vêtements' } : {}) },
        { name: 'Home & Kitchen', slug: 'home-and-kitchen', count: 1 },
        // A slug with a character the sitemap must escape (encodeURIComponent keeps it).
        { name: "O'Canada Gifts", slug: "o'canada-gifts", count: 1 },
      ],
    });
  });
  app.get('/api/products/:id', (req, res) => {
    const found = PRODUCTS.find((p) => p._id === req.params.id.toLowerCase());
    if (!found) return void res.status(404).json({ error: 'Product not found.' });
    res.json(found);
  });
  app.get('/api/products', (req, res) => {
    const page = Number(req.query.page ?? 1);
    const limit = Number(req.query.limit ?? 25);
    const body: ProductListResponse = {
      // A listing's products come without their variants.
      products: PRODUCTS.slice((page - 1) * limit, page * limit).map(({ variants: _, ...p }) => p),
      total: PRODUCTS.length,
      page,
      totalPages: Math.max(1, Math.ceil(PRODUCTS.length / limit)),
    };
    res.json(body);
  });
  app.get('/products', (_req, res) => void res.json(PRODUCTS));
  return app;
}

const LINK = 'L'.repeat(43);

/** GET /api/orders/detail/:id: 401 without a session, the owner's order, someone else's (403), or 404. */
function ordersStandIn(seen: Array<Record<string, string | undefined>>) {
  const app = express();
  app.get('/api/orders/detail/:orderId', (req, res) => {
    seen.push({ cookie: req.headers.cookie, authorization: req.headers.authorization, access: req.query.access as string | undefined });
    // A link mailed to a guest opens its order for whoever holds it; a visitor's cart cookie opens no one else's.
    if (req.params.orderId === ORDER.mine && req.query.access === LINK) return void res.json({ _id: ORDER.mine });
    if (req.headers.cookie?.startsWith('guest_cart=')) return void res.status(404).json({ error: 'Order not found.' });
    if (!req.headers.cookie && !req.headers.authorization) return void res.status(401).json({ error: 'Please log in first.' });
    if (req.params.orderId !== ORDER.mine) return void res.status(404).json({ error: 'Order not found.' });
    if (req.headers.cookie !== 'token=owner') return void res.status(403).json({ error: 'You can only access your own orders.' });
    res.json({ _id: ORDER.mine });
  });
  return app;
}

/** The built shell's index.html, as the build writes it. */
const TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Maple Market: shop electronics, clothing, winter gear and more, with free delivery across Canada." />
    <meta name="theme-color" content="#131921" />
    <title>Maple Market</title>
  <link rel="icon" href="/favicon.svg"><script defer="defer" src="/main.0123abcd89.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** What a page's <head> says, read back the way a crawler would. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)];
  const meta = (key: string) => {
    const found = metas.filter((m) => m[2] === key);
    return found.length === 1 ? unescape(found[0]![3]!) : found.length === 0 ? undefined : `${found.length} tags`;
  };
  const ld = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  return {
    title: titles.length === 1 ? unescape(titles[0]![1]!) : `${titles.length} titles`,
    meta,
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(head)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd: ld.map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

const html = (app: express.Express, url: string) => request(app).get(url).set('Accept', 'text/html,application/xhtml+xml');

describe('the pages the web can find', () => {
  let catalog: Listening;
  let orders: Listening;
  let shellDir: string;
  let app: express.Express;
  /** The operators' port of the same gateway (its /metrics). */
  let admin: express.Express;
  const catalogCalls: string[] = [];
  const orderCalls: Array<Record<string, string | undefined>> = [];

  const config = (over: Partial<GatewayConfig> = {}): GatewayConfig => ({
    services: { catalog: `http://127.0.0.1:${catalog.port}`, orders: `http://127.0.0.1:${orders.port}` },
    routes: loadRouteTable(),
    corsOrigins: [],
    shellDir,
    remotes: {},
    upstreamTimeoutMs: 5000,
    publicUrl: PUBLIC_URL,
    pages: { sitemapCacheMs: 0 },
    ...over,
  });
  const gateway = (over: Partial<GatewayConfig> = {}) => buildGateway({ log: createLogger('gateway', 'silent'), config: config(over) });

  beforeAll(async () => {
    catalog = await listen(catalogueStandIn(catalogCalls), 0, '127.0.0.1');
    orders = await listen(ordersStandIn(orderCalls), 0, '127.0.0.1');
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(shellDir, 'main.0123abcd89.js'), 'console.log(1)');
    ({ app, admin } = createGateway({ log: createLogger('gateway', 'silent'), config: config() }));
  });
  afterAll(async () => {
    await catalog.close();
    await orders.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  describe('a product page', () => {
    it('has the product in its title, description, canonical link, Open Graph tags and schema.org data', async () => {
      const res = await html(app, `/product/${ID.parka}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script defer="defer" src="/main.0123abcd89.js"></script>');
      const head = headOf(res.text);
      const url = `${PUBLIC_URL}/product/${ID.parka}`;
      expect(head.title).toBe('Maple Leaf Parka · Maple Market');
      expect(head.meta('description')).toBe('$249.99 · Only 3 left · A warm parka for Canadian winters. Down-filled, with a hood.');
      expect(head.meta('robots')).toBeUndefined();
      expect(head.canonical).toBe(url);
      expect(head.meta('og:type')).toBe('product');
      expect(head.meta('og:title')).toBe('Maple Leaf Parka');
      expect(head.meta('og:description')).toBe(head.meta('description'));
      expect(head.meta('og:url')).toBe(url);
      expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/images/seed/${ID.parka}.svg`);
      expect(head.meta('product:price:amount')).toBe('249.99');
      expect(head.meta('product:price:currency')).toBe('CAD');
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          mainEntityOfPage: { '@type': 'ItemPage', '@id': url, inLanguage: 'en-CA' },
          name: 'Maple Leaf Parka',
          description: 'A warm parka for Canadian winters. Down-filled, with a hood.',
          image: [`${PUBLIC_URL}/images/seed/${ID.parka}.svg`],
          sku: ID.parka,
          productID: ID.parka,
          category: 'Clothing',
          url,
          offers: {
            '@type': 'Offer',
            url,
            price: '249.99',
            priceCurrency: 'CAD',
            availability: 'https://schema.org/InStock',
            seller: { '@type': 'Organization', name: 'Maple Market' },
          },
        },
      ]);
      expect(productProblems(head.jsonLd[0]!)).toEqual([]);
    });

    it('says out of stock from the stock, prices with two decimals, and keeps an image that is already absolute', async () => {
      const socks = headOf((await html(app, `/product/${ID.socks}`)).text);
      const offers = socks.jsonLd[0]!.offers as Record<string, unknown>;
      expect(offers).toMatchObject({ price: '12.50', availability: 'https://schema.org/OutOfStock' });
      expect(socks.meta('description')).toMatch(/^\$12\.50 · Out of Stock · /);
      expect(socks.meta('og:image')).toBe('https://cdn.example.ca/socks.png');
      const kettle = headOf((await html(app, `/product/${ID.kettle}`)).text);
      expect((kettle.jsonLd[0]!.offers as Record<string, unknown>).price).toBe('1299.00');
      expect(kettle.meta('description')).toMatch(/^\$1,299\.00 · In Stock · /);
    });

    it('keeps a hostile product name inside its text: no </script> breaks out of the JSON-LD, no quote out of an attribute', async () => {
      const res = await html(app, `/product/${ID.hostile}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('<script>alert(1)');
      expect(res.text).not.toContain('<img src=x');
      expect(res.text).not.toContain('<b>bold');
      // The only scripts are the shell's, the remotes manifest and the JSON-LD, each closed once.
      expect(res.text.match(/<script\b/g)).toHaveLength(3);
      expect(res.text.match(/<\/script>/g)).toHaveLength(3);
      const head = headOf(res.text);
      expect(head.title).toBe(`${HOSTILE_NAME} · Maple Market`);
      expect(head.meta('og:title')).toBe(HOSTILE_NAME);
      expect(head.meta('description')).toContain(`It's "great" </script><img src=x onerror=alert(2)> & more`);
      expect(head.jsonLd[0]).toMatchObject({
        name: HOSTILE_NAME,
        description: `It's "great" </script><img src=x onerror=alert(2)> & more`,
      });
      expect(res.text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    });

    it('answers 404 with the store (its frame says so) for a product the catalogue does not have, and for a malformed id without asking', async () => {
      const unknown = await html(app, `/product/${ID.unknown}`);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('<div id="root"></div>');
      const head = headOf(unknown.text);
      expect(head.title).toBe('Product not found · Maple Market');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(unknown.headers['x-robots-tag']).toBe('noindex');

      catalogCalls.length = 0;
      for (const bad of ['/product/123', '/product/not-a-uuid', "/product/'%3Cscript%3E", `/product/${ID.parka}x`]) {
        const res = await html(app, bad);
        expect(res.status, bad).toBe(404);
        expect(res.text, bad).toContain('<div id="root"></div>');
      }
      expect(catalogCalls).toEqual([]);
    });

    it('matches as the shell does: any case of the path, a trailing slash; the canonical link is the one address', async () => {
      const res = await html(app, `/Product/${ID.parka.toUpperCase()}/?ref=newsletter`);
      expect(res.status).toBe(200);
      expect(headOf(res.text).canonical).toBe(`${PUBLIC_URL}/product/${ID.parka}`);
    });

    it('is the HTML for curl and link-preview fetchers (any Accept), and for HEAD', async () => {
      const curl = await request(app).get(`/product/${ID.parka}`).set('Accept', '*/*');
      expect(curl.status).toBe(200);
      expect(headOf(curl.text).meta('og:title')).toBe('Maple Leaf Parka');
      const bare = await request(app).get(`/product/${ID.parka}`);
      expect(bare.headers['content-type']).toMatch(/^text\/html/);
      const head = await request(app).head(`/product/${ID.unknown}`).set('Accept', 'text/html');
      expect(head.status).toBe(404);
      expect(head.text ?? '').toBe('');
      expect((await request(app).head(`/product/${ID.parka}`).set('Accept', 'text/html')).status).toBe(200);
      // Counted by page, not by address.
      expect((await request(admin).get('/metrics')).text).toMatch(/route="page \/product\/:productId",status="404"/);
      // The legacy /products list stays data for data clients; a missing script stays a plain 404.
      expect((await request(app).get('/products').set('Accept', '*/*')).body).toHaveLength(PRODUCTS.length);
      const script = await request(app).get('/main.ffffffffff.js').set('Accept', '*/*');
      expect(script.status).toBe(404);
      expect(script.headers['content-type']).toMatch(/json/);
    });
  });

  describe('the page of a product with options', () => {
    const url = `${PUBLIC_URL}/product/${ID.coat}`;
    const offer = (variant: string, price: string, availability: string) => ({
      '@type': 'Offer',
      url: `${url}?variant=${variant}`,
      price,
      priceCurrency: 'CAD',
      availability: `https://schema.org/${availability}`,
      seller: { '@type': 'Organization', name: 'Maple Market' },
    });

    it('is a schema.org ProductGroup of its variants for sale, each at its own address with its own Offer', async () => {
      const head = headOf((await html(app, `/product/${ID.coat}`)).text);
      expect(head.jsonLd).toHaveLength(1);
      expect(productGroupProblems(head.jsonLd[0]!)).toEqual([]);
      expect(head.jsonLd[0]).toEqual({
        '@context': 'https://schema.org',
        '@type': 'ProductGroup',
        mainEntityOfPage: { '@type': 'ItemPage', '@id': url, inLanguage: 'en-CA' },
        name: 'Harbour Coat',
        description: 'A wool coat for the harbour wind.',
        image: [`${PUBLIC_URL}/images/seed/${ID.coat}.svg`],
        productGroupID: ID.coat,
        category: 'Clothing',
        url,
        variesBy: ['https://schema.org/size', 'https://schema.org/color'],
        hasVariant: [
          {
            '@type': 'Product',
            name: 'Harbour Coat · Size S · Red',
            sku: 'COAT-S-RED',
            gtin: '0062345678901',
            inProductGroupWithID: ID.coat,
            size: 'S',
            color: 'Red',
            image: [`${PUBLIC_URL}/images/coat-red.webp`],
            url: `${url}?variant=v-s-red`,
            offers: offer('v-s-red', '199.00', 'InStock'),
          },
          {
            '@type': 'Product',
            name: 'Harbour Coat · Size M · Red',
            sku: 'COAT-M-RED',
            inProductGroupWithID: ID.coat,
            size: 'M',
            color: 'Red',
            image: [`${PUBLIC_URL}/images/coat-red.webp`],
            url: `${url}?variant=v-m-red`,
            offers: offer('v-m-red', '199.00', 'InStock'),
          },
          {
            '@type': 'Product',
            name: 'Harbour Coat · Size M · Black',
            sku: 'COAT-M-BLACK',
            inProductGroupWithID: ID.coat,
            size: 'M',
            color: 'Black',
            // No picture of its own: the product's.
            image: [`${PUBLIC_URL}/images/seed/${ID.coat}.svg`],
            url: `${url}?variant=v-m-black`,
            offers: offer('v-m-black', '229.00', 'OutOfStock'),
          },
        ],
      });
      // As the page shows it before a choice: "From" its lowest price, and the stock of all its variants.
      expect(head.meta('description')).toBe('From $199.00 · In Stock · A wool coat for the harbour wind.');
      expect(head.meta('product:price:amount')).toBe('199.00');
      expect(head.canonical).toBe(url);
      expect(head.meta('og:url')).toBe(url);
    });

    it("opened on a variant (?variant=), previews that variant's price and picture; its canonical link is the product's", async () => {
      const res = await html(app, `/product/${ID.coat}?variant=v-m-red`);
      expect(res.status).toBe(200);
      const head = headOf(res.text);
      expect(head.canonical).toBe(url);
      expect(head.title).toBe('Harbour Coat · Maple Market');
      expect(head.meta('og:title')).toBe('Harbour Coat · Size M · Red');
      expect(head.meta('og:url')).toBe(`${url}?variant=v-m-red`);
      expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/images/coat-red.webp`);
      expect(head.meta('product:price:amount')).toBe('199.00');
      expect(head.meta('description')).toBe('Size M · Red · $199.00 · Only 2 left · A wool coat for the harbour wind.');
      // The data is the group's, whichever variant the address names.
      expect(head.jsonLd).toEqual(headOf((await html(app, `/product/${ID.coat}`)).text).jsonLd);

      const black = headOf((await html(app, `/product/${ID.coat}?variant=v-m-black`).set('Cookie', 'lang=fr')).text);
      expect(black.meta('product:price:amount')).toBe('229.00');
      expect(black.meta('og:image')).toBe(`${PUBLIC_URL}/images/seed/${ID.coat}.svg`);
      expect(black.meta('description')).toBe('Size M · Black · 229,00 $ · En rupture de stock · A wool coat for the harbour wind.');
      // Its page in French: the product's French address, the variant named after it.
      expect(black.canonical).toBe(`${url}?lang=fr`);
      expect(black.meta('og:url')).toBe(`${url}?lang=fr&variant=v-m-black`);
    });

    it('is the product\'s page for a variant it does not sell (archived, unknown) and says "From" in French', async () => {
      const plain = (await html(app, `/product/${ID.coat}`)).text;
      for (const search of ['?variant=v-s-black', '?variant=nope', '?variant=']) {
        expect((await html(app, `/product/${ID.coat}${search}`)).text, search).toBe(plain);
      }
      const fr = headOf((await html(app, `/product/${ID.coat}`).set('Cookie', 'lang=fr')).text);
      expect(fr.meta('description')).toBe('À partir de 199,00 $ · En stock · A wool coat for the harbour wind.');
      // A product sold one way takes no variant from its address.
      const parka = (await html(app, `/product/${ID.parka}`)).text;
      expect((await html(app, `/product/${ID.parka}?variant=v-s-red`)).text).toBe(parka);
    });
  });

  describe('the other pages', () => {
    it('answers 404 inside the store for a path that is no page', async () => {
      for (const url of ['/no/such/page', '/productz', '/product', '/cart/extra', '//cart', '/orders/x/y']) {
        const res = await html(app, url);
        expect(res.status, url).toBe(404);
        expect(res.text, url).toContain('<div id="root"></div>');
        const head = headOf(res.text);
        expect(head.title, url).toBe('Page not found · Maple Market');
        expect(head.meta('robots'), url).toBe('noindex');
      }
    });

    it('serves every page of the list with its title, status 200, and the private ones as noindex', async () => {
      const pages: Array<[string, string, boolean]> = [
        ['/', 'Maple Market', false],
        ['/products?page=2', 'Products · Maple Market', false],
        ['/customer-service', 'Customer Service · Maple Market', false],
        ['/search?query=parka', 'Search results · Maple Market', true],
        ['/cart', 'Cart · Maple Market', true],
        ['/CART/', 'Cart · Maple Market', true],
        ['/checkout', 'Secure Checkout · Maple Market', true],
        ['/account/addresses', 'Your Addresses · Maple Market', true],
        ['/addresses/edit/a1', 'Edit Address · Maple Market', true],
        ['/login?next=%2Forders', 'Sign in · Maple Market', true],
        ['/reset-password?token=abc', 'Choose a new password · Maple Market', true],
        ['/admin', 'Back office · Maple Market', true],
        ['/admin/orders/o-1', 'Back office · Maple Market', true],
        ['/orders', 'Your Orders · Maple Market', true],
        ['/success?session_id=cs_1', 'Payment Successful · Maple Market', true],
      ];
      for (const [url, title, noindex] of pages) {
        const res = await html(app, url);
        expect(res.status, url).toBe(200);
        const head = headOf(res.text);
        expect(head.title, url).toBe(title);
        expect(head.meta('robots'), url).toBe(noindex ? 'noindex' : undefined);
        expect(res.headers['x-robots-tag'], url).toBe(noindex ? 'noindex' : undefined);
        expect(head.meta('og:type'), url).toBe('website');
        expect(head.meta('description'), url).toBeTruthy();
        // The template's own title and description are replaced, not doubled.
        expect(res.text.match(/<title>/g), url).toHaveLength(1);
        expect(res.text.match(/name="description"/g), url).toHaveLength(1);
      }
      expect(headOf((await html(app, '/')).text).canonical).toBe(`${PUBLIC_URL}/`);
      expect(headOf((await html(app, '/products?page=2')).text).canonical).toBe(`${PUBLIC_URL}/products`);
      expect(headOf((await html(app, '/CART/')).text).canonical).toBe(`${PUBLIC_URL}/cart`);
    });

    it("sends the spec's links without a page of their own on for good, with their query", async () => {
      const res = await html(app, '/support?topic=returns');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/customer-service?topic=returns');
      expect((await html(app, '/account/address')).headers.location).toBe('/account/addresses');
    });

    it("titles a category page with the category's name, and answers 404 for a category there is none of", async () => {
      const res = await html(app, '/category/home-and-kitchen');
      expect(res.status).toBe(200);
      const head = headOf(res.text);
      expect(head.title).toBe('Home & Kitchen · Maple Market');
      expect(res.text).toContain('<title>Home &amp; Kitchen · Maple Market</title>');
      expect(head.meta('description')).toBe('Shop Home & Kitchen at Maple Market: 1 product, with free delivery across Canada.');
      expect(head.canonical).toBe(`${PUBLIC_URL}/category/home-and-kitchen`);
      expect(head.meta('og:title')).toBe('Home & Kitchen · Maple Market');
      // A category the catalogue names without a slug: the slug is worked out from its name.
      expect(headOf((await html(app, '/category/clothing?sort=price-asc')).text).title).toBe('Clothing · Maple Market');

      const unknown = await html(app, '/category/snowmobiles');
      expect(unknown.status).toBe(404);
      expect(headOf(unknown.text).title).toBe('Page not found · Maple Market');
      expect((await html(app, '/category/')).status).toBe(404);
    });

    it('asks the catalogue for its categories once a while, not on every category page load', async () => {
      const fresh = gateway();
      const asked = () => catalogCalls.filter((c) => c === '/api/products/categories').length;
      const before = asked();
      for (const url of ['/category/clothing', '/category/home-and-kitchen', '/category/snowmobiles']) await html(fresh, url);
      expect(asked() - before).toBe(1);
    });

    it("asks the orders service about an order with the visitor's session: 404 for none, the page's own words otherwise", async () => {
      orderCalls.length = 0;
      const mine = await html(app, `/orders/${ORDER.mine}`).set('Cookie', 'token=owner');
      expect(mine.status).toBe(200);
      expect(headOf(mine.text).title).toBe('Order Details · Maple Market');
      expect(headOf(mine.text).meta('robots')).toBe('noindex');
      expect(orderCalls).toEqual([{ cookie: 'token=owner', authorization: undefined }]);

      const none = await html(app, `/orders/${ORDER.unknown}`).set('Authorization', 'Bearer abc');
      expect(none.status).toBe(404);
      expect(headOf(none.text).title).toBe('Order not found · Maple Market');
      expect(orderCalls[1]).toEqual({ cookie: undefined, authorization: 'Bearer abc' });

      // Not signed in (401) or someone else's (403): the page asks to log in or refuses, with status 200.
      expect((await html(app, `/orders/${ORDER.mine}`)).status).toBe(200);
      expect((await html(app, `/orders/${ORDER.mine}`).set('Cookie', 'token=stranger')).status).toBe(200);
      const malformed = await html(app, '/orders/12345');
      expect(malformed.status).toBe(404);
      expect(orderCalls).toHaveLength(4);

      // A guest's mailed link, opened in a browser that has a cart of its own: the link is asked about too.
      const guest = 'guest_cart=' + 'G'.repeat(43);
      const linked = await html(app, `/orders/${ORDER.mine}?access=${LINK}`).set('Cookie', guest);
      expect(linked.status).toBe(200);
      expect(orderCalls.at(-1)).toEqual({ cookie: guest, authorization: undefined, access: LINK });
      expect((await html(app, `/orders/${ORDER.mine}`).set('Cookie', guest)).status).toBe(404);
    });

    it('reads index.html again when a build rewrites it', async () => {
      const file = path.join(shellDir, 'index.html');
      try {
        fs.writeFileSync(file, TEMPLATE.replace('main.0123abcd89.js', 'main.4567cdef01.js'));
        const later = new Date(Date.now() + 5000);
        fs.utimesSync(file, later, later);
        expect((await html(app, '/cart')).text).toContain('main.4567cdef01.js');
      } finally {
        fs.writeFileSync(file, TEMPLATE);
      }
      expect((await html(app, '/cart')).text).toContain('main.0123abcd89.js');
    });
  });

  describe('in French (the lang cookie, else Accept-Language)', () => {
    const FR = 'lang=fr';
    const FR_DESCRIPTION =
      'Maple Market : électronique, vêtements, articles d’hiver et plus encore, avec livraison gratuite partout au Canada.';
    const htmlLang = (page: string) => [...page.matchAll(/<html\b[^>]*>/g)].map((m) => m[0]);

    it('writes the home page in French: <html lang>, description, og:locale, and Vary on the language headers', async () => {
      const res = await html(app, '/').set('Cookie', FR);
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toEqual(['<html lang="fr-CA">']);
      const head = headOf(res.text);
      expect(head.title).toBe('Maple Market');
      expect(head.meta('description')).toBe(FR_DESCRIPTION);
      expect(head.meta('og:description')).toBe(FR_DESCRIPTION);
      expect(head.meta('og:locale')).toBe('fr_CA');
      expect(head.meta('og:locale:alternate')).toBe('en_CA');
      expect(res.text).not.toContain('free delivery');
      // Appended to the Vary already there; the page is never kept without asking again.
      expect(res.headers.vary?.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept', 'Cookie', 'Accept-Language']));
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it("writes a product page's words in French, and leaves the catalogue's name and description as typed", async () => {
      const res = await html(app, `/product/${ID.parka}`).set('Cookie', FR);
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toEqual(['<html lang="fr-CA">']);
      const head = headOf(res.text);
      expect(head.title).toBe('Maple Leaf Parka · Maple Market');
      expect(head.meta('og:title')).toBe('Maple Leaf Parka');
      expect(head.meta('description')).toBe(
        '249,99 $ · Plus que 3 en stock · A warm parka for Canadian winters. Down-filled, with a hood.',
      );
      expect(head.meta('og:locale')).toBe('fr_CA');
      expect(head.meta('og:locale:alternate')).toBe('en_CA');
      // The schema.org data is the catalogue's texts as the catalogue answered them, at the French page's
      // address, which says its language.
      const url = `${PUBLIC_URL}/product/${ID.parka}`;
      const french = `${url}?lang=fr`;
      const english = headOf((await html(app, `/product/${ID.parka}`)).text).jsonLd[0]!;
      expect(head.jsonLd[0]).toEqual({
        ...english,
        url: french,
        offers: { ...(english.offers as object), url: french },
        mainEntityOfPage: { '@type': 'ItemPage', '@id': french, inLanguage: 'fr-CA' },
      });
      expect(headOf((await html(app, `/product/${ID.socks}`).set('Cookie', FR)).text).meta('description')).toMatch(
        /^12,50 \$ · En rupture de stock · /,
      );
      expect(headOf((await html(app, `/product/${ID.kettle}`).set('Cookie', FR)).text).meta('description')).toMatch(
        /^1 299,00 \$ · En stock · /,
      );

      const unknown = await html(app, `/product/${ID.unknown}`).set('Cookie', FR);
      expect(unknown.status).toBe(404);
      expect(htmlLang(unknown.text)).toEqual(['<html lang="fr-CA">']);
      expect(headOf(unknown.text).title).toBe('Produit introuvable · Maple Market');
      expect(headOf(unknown.text).meta('description')).toBe(FR_DESCRIPTION);
    });

    it("titles category, search and the list's other pages in French; the category's name is the catalogue's", async () => {
      const category = await html(app, '/category/home-and-kitchen').set('Cookie', FR);
      expect(category.status).toBe(200);
      const head = headOf(category.text);
      expect(head.title).toBe('Home & Kitchen · Maple Market');
      expect(head.meta('description')).toBe(
        'Magasinez dans la catégorie Home & Kitchen chez Maple Market : 1 produit, avec livraison gratuite partout au Canada.',
      );
      expect(head.meta('og:locale')).toBe('fr_CA');
      expect(headOf((await html(app, '/category/clothing').set('Cookie', FR)).text).meta('description')).toContain(': 3 produits,');

      const pages: Array<[string, string]> = [
        ['/search?query=parka', 'Résultats de recherche · Maple Market'],
        ['/products', 'Produits · Maple Market'],
        ['/customer-service', 'Service à la clientèle · Maple Market'],
        ['/cart', 'Panier · Maple Market'],
        ['/login?next=%2Forders', 'Connexion · Maple Market'],
        ['/admin/orders/o-1', 'Administration · Maple Market'],
      ];
      for (const [url, title] of pages) {
        const res = await html(app, url).set('Cookie', FR);
        expect(res.status, url).toBe(200);
        expect(htmlLang(res.text), url).toEqual(['<html lang="fr-CA">']);
        expect(headOf(res.text).title, url).toBe(title);
      }
      const search = headOf((await html(app, '/search?query=parka').set('Cookie', FR)).text);
      expect(search.meta('robots')).toBe('noindex');
      expect(search.meta('description')).toBe(FR_DESCRIPTION);
      expect(headOf((await html(app, '/products').set('Cookie', FR)).text).meta('description')).toMatch(
        /^Tous les produits de Maple Market : /,
      );
    });

    it('answers 404 pages in French: a path that is no page, an unknown category, an unknown order', async () => {
      for (const url of ['/no/such/page', '/category/snowmobiles']) {
        const res = await html(app, url).set('Cookie', FR);
        expect(res.status, url).toBe(404);
        expect(htmlLang(res.text), url).toEqual(['<html lang="fr-CA">']);
        const head = headOf(res.text);
        expect(head.title, url).toBe('Page introuvable · Maple Market');
        expect(head.meta('description'), url).toBe(FR_DESCRIPTION);
        expect(head.meta('robots'), url).toBe('noindex');
        expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
      }
      const order = await html(app, `/orders/${ORDER.unknown}`).set('Cookie', `token=owner; ${FR}`);
      expect(order.status).toBe(404);
      expect(headOf(order.text).title).toBe('Commande introuvable · Maple Market');
    });

    it("takes French from the browser's Accept-Language when there is no cookie, and the cookie over it", async () => {
      const browser = await html(app, '/cart').set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.8');
      expect(htmlLang(browser.text)).toEqual(['<html lang="fr-CA">']);
      expect(headOf(browser.text).title).toBe('Panier · Maple Market');
      // Other cookies are not a language choice.
      const others = await html(app, '/').set('Cookie', 'guest_cart=abc').set('Accept-Language', 'fr');
      expect(headOf(others.text).meta('og:locale')).toBe('fr_CA');

      const english = await html(app, '/cart').set('Cookie', 'lang=en').set('Accept-Language', 'fr-CA,fr;q=0.9');
      expect(htmlLang(english.text)).toEqual(['<html lang="en-CA">']);
      expect(headOf(english.text).title).toBe('Cart · Maple Market');
      const french = await html(app, '/cart').set('Cookie', 'token=x; lang=fr').set('Accept-Language', 'en-CA,en');
      expect(headOf(french.text).title).toBe('Panier · Maple Market');
      // English first in the browser's list: English.
      expect(headOf((await html(app, '/cart').set('Accept-Language', 'en-US,fr;q=0.5')).text).title).toBe('Cart · Maple Market');
    });

    it('leaves English as it was: the same page with no language, the lang=en cookie or an English browser, with fr_CA as the alternate', async () => {
      const plain = await html(app, `/product/${ID.parka}`);
      expect(htmlLang(plain.text)).toEqual(['<html lang="en-CA">']);
      const head = headOf(plain.text);
      expect(head.meta('og:locale')).toBe('en_CA');
      expect(head.meta('og:locale:alternate')).toBe('fr_CA');
      expect(plain.headers.vary?.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept', 'Cookie', 'Accept-Language']));
      expect((await html(app, `/product/${ID.parka}`).set('Cookie', 'lang=en')).text).toBe(plain.text);
      expect((await html(app, `/product/${ID.parka}`).set('Accept-Language', 'en-CA')).text).toBe(plain.text);
      // The template's html element is kept as built, apart from its lang.
      expect(plain.text.startsWith('<!doctype html>\n<html lang="en-CA">\n  <head>')).toBe(true);
    });

    it('gives a category a page in each language, each naming the other, and its French address is French for anyone', async () => {
      const alternates = {
        'en-CA': `${PUBLIC_URL}/category/clothing`,
        'fr-CA': `${PUBLIC_URL}/categorie/vetements`,
        'x-default': `${PUBLIC_URL}/category/clothing`,
      };
      // A crawler: no cookie, no language. The French address is French, and remembered as a choice.
      const french = await html(app, '/categorie/vetements');
      expect(french.status).toBe(200);
      expect(htmlLang(french.text)).toEqual(['<html lang="fr-CA">']);
      const head = headOf(french.text);
      expect([head.title, head.canonical, head.alternates]).toEqual(['Vêtements · Maple Market', alternates['fr-CA'], alternates]);
      expect(french.headers['set-cookie']).toEqual(['lang=fr; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
      // Already French: nothing to remember.
      expect((await html(app, '/categorie/vetements').set('Cookie', FR)).headers['set-cookie']).toBeUndefined();
      // The English address: English for a crawler, French for a shopper who chose French (its canonical
      // then the French address); both name the same alternates.
      const english = headOf((await html(app, '/category/clothing')).text);
      expect([english.title, english.canonical, english.alternates]).toEqual(['Clothing · Maple Market', alternates['en-CA'], alternates]);
      const chosen = await html(app, '/category/clothing').set('Cookie', FR);
      expect([headOf(chosen.text).canonical, chosen.headers['set-cookie']]).toEqual([alternates['fr-CA'], undefined]);
      // Either slug finds the category under either address; an unknown one is a French 404.
      expect((await html(app, '/categorie/clothing')).status).toBe(200);
      const unknown = await html(app, '/categorie/motoneiges');
      expect([unknown.status, headOf(unknown.text).title]).toEqual([404, 'Page introuvable · Maple Market']);
    });

    it("names a product page's French twin (?lang=fr), which is French for anyone, and says the page's language in its JSON-LD", async () => {
      const url = `${PUBLIC_URL}/product/${ID.parka}`;
      const alternates = { 'en-CA': url, 'fr-CA': `${url}?lang=fr`, 'x-default': url };
      const english = headOf((await html(app, `/product/${ID.parka}`)).text);
      expect([english.canonical, english.alternates]).toEqual([url, alternates]);
      expect(english.jsonLd[0]).toMatchObject({ mainEntityOfPage: { '@type': 'ItemPage', '@id': url, inLanguage: 'en-CA' } });
      const french = await html(app, `/product/${ID.parka}?lang=fr`);
      expect(htmlLang(french.text)).toEqual(['<html lang="fr-CA">']);
      const head = headOf(french.text);
      expect([head.canonical, head.alternates, head.meta('og:url')]).toEqual([`${url}?lang=fr`, alternates, `${url}?lang=fr`]);
      expect(head.jsonLd[0]).toMatchObject({ url: `${url}?lang=fr`, mainEntityOfPage: { inLanguage: 'fr-CA' } });
      expect(french.headers['set-cookie']?.[0]).toMatch(/^lang=fr;/);
      // A page search engines do not list names no alternates; a listed one does.
      expect(headOf((await html(app, '/cart')).text).alternates).toEqual({});
      expect(headOf((await html(app, '/products')).text).alternates).toEqual({
        'en-CA': `${PUBLIC_URL}/products`,
        'fr-CA': `${PUBLIC_URL}/products?lang=fr`,
        'x-default': `${PUBLIC_URL}/products`,
      });
    });

    it('writes nothing from the cookie or Accept-Language into the page: only en or fr are taken', async () => {
      const english = (await html(app, '/cart')).text;
      const hostile: Array<[string, string]> = [
        ['Cookie', 'lang="><script>alert(1)</script>'],
        ['Cookie', 'lang=fr"><script>alert(1)</script>'],
        ['Cookie', 'lang=fr-CA" onload="alert(1)'],
        ['Cookie', 'lang=de'],
        ['Accept-Language', '"><script>alert(1)</script>'],
        ['Accept-Language', 'fr"><img src=x onerror=alert(2)>'],
        ['Accept-Language', 'xx-<b>bold</b>'],
      ];
      for (const [header, value] of hostile) {
        const res = await html(app, '/cart').set(header, value);
        expect(res.status, value).toBe(200);
        // Not a language the store speaks: the English page, byte for byte.
        expect(res.text, value).toBe(english);
      }
      // A tag that starts with fr is French, and still only ever says fr-CA.
      const tagged = await html(app, '/cart').set('Accept-Language', 'fr-"><script>alert(1)</script>');
      expect(htmlLang(tagged.text)).toEqual(['<html lang="fr-CA">']);
      expect(tagged.text).not.toContain('<script>alert');
    });
  });

  describe('when the catalogue is down or slow', () => {
    it('serves the page with its generic head and status 200 (never a 500), soon', async () => {
      const down = gateway({ services: { catalog: 'http://127.0.0.1:9', orders: 'http://127.0.0.1:9' } });
      for (const url of [`/product/${ID.parka}`, '/category/clothing', `/orders/${ORDER.mine}`]) {
        const res = await html(down, url);
        expect(res.status, url).toBe(200);
        expect(res.text, url).toContain('<div id="root"></div>');
      }
      const head = headOf((await html(down, `/product/${ID.parka}`)).text);
      expect(head.title).toBe('Product · Maple Market');
      expect(head.canonical).toBe(`${PUBLIC_URL}/product/${ID.parka}`);
      expect(head.jsonLd).toEqual([]);
      expect((await request(down).get('/sitemap.xml')).status).toBe(503);
    });

    it('waits for a catalogue that does not answer only a short while (1.5 s)', async () => {
      const silent = await listen(
        express().use(() => {}),
        0,
        '127.0.0.1',
      );
      try {
        const slow = gateway({ services: { catalog: `http://127.0.0.1:${silent.port}` }, pages: {} });
        const started = Date.now();
        const res = await html(slow, `/product/${ID.parka}`);
        const took = Date.now() - started;
        expect(res.status).toBe(200);
        expect(headOf(res.text).title).toBe('Product · Maple Market');
        expect(took).toBeGreaterThanOrEqual(1400);
        expect(took).toBeLessThan(3000);
      } finally {
        await silent.close(100);
      }
    });
  });

  describe('robots.txt and the sitemap', () => {
    it('robots.txt lets crawlers into the shop, keeps them out of private pages and the API, and names the sitemap', async () => {
      const res = await request(app).get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const p of [
        '/api/',
        '/cart',
        '/checkout',
        '/account',
        '/orders',
        '/admin',
        '/login',
        '/register',
        '/reset-password',
        '/wishlist',
      ]) {
        expect(lines, p).toContain(`Disallow: ${p}`);
      }
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      for (const open of [
        '/',
        '/products',
        `/product/${ID.parka}`,
        '/category/clothing',
        '/customer-service',
        '/search',
        '/images/seed/x.svg',
      ]) {
        expect(
          disallowed.filter((d) => open.startsWith(d)),
          open,
        ).toEqual([]);
      }
    });

    it('lists the home page, the listed pages, every category and every product at absolute, escaped addresses', async () => {
      const res = await request(app).get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      // Each page in each language: a category at its own slug, any other page with ?lang=fr.
      const both = (en: string, fr = `${en}?lang=fr`) => [en, fr];
      expect(locs).toEqual([
        ...both(`${PUBLIC_URL}/`),
        ...both(`${PUBLIC_URL}/products`),
        ...both(`${PUBLIC_URL}/customer-service`),
        ...both(`${PUBLIC_URL}/category/clothing`, `${PUBLIC_URL}/categorie/vetements`),
        ...both(`${PUBLIC_URL}/category/home-and-kitchen`, `${PUBLIC_URL}/categorie/home-and-kitchen`),
        ...both(`${PUBLIC_URL}/category/o&apos;canada-gifts`, `${PUBLIC_URL}/categorie/o&apos;canada-gifts`),
        ...PRODUCTS.flatMap((p) => both(`${PUBLIC_URL}/product/${p._id}`)),
      ]);
      // Each entry names every language's address, itself included, and the default.
      const clothing = [...res.text.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)].filter((m) => /vetements|clothing/.test(m[1]!));
      expect(
        clothing.map((m) =>
          [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((l) => `${l[1]} ${l[2]}`),
        ),
      ).toEqual(
        Array(2).fill([
          `en-CA ${PUBLIC_URL}/category/clothing`,
          `fr-CA ${PUBLIC_URL}/categorie/vetements`,
          `x-default ${PUBLIC_URL}/category/clothing`,
        ]),
      );
      expect(res.text).not.toMatch(/cart|checkout|search|orders/);
      // One address per product, a product with options included: none per variant.
      expect(res.text).not.toContain('variant');
      expect(locs.filter((l) => l === `${PUBLIC_URL}/product/${ID.coat}`)).toHaveLength(1);
    });

    it('splits a large catalogue into files, each read from only the catalogue pages it needs', async () => {
      const large = gateway({ pages: { sitemapCacheMs: 0, productsPerSitemap: 2 } });
      const index = await request(large).get('/sitemap.xml');
      expect(index.status).toBe(200);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect([...index.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${PUBLIC_URL}/sitemaps/store.xml`,
        `${PUBLIC_URL}/sitemaps/products-1.xml`,
        `${PUBLIC_URL}/sitemaps/products-2.xml`,
        `${PUBLIC_URL}/sitemaps/products-3.xml`,
      ]);
      const store = await request(large).get('/sitemaps/store.xml');
      expect(store.text).toContain(`<loc>${PUBLIC_URL}/category/home-and-kitchen</loc>`);
      expect(store.text).not.toContain('/product/');

      catalogCalls.length = 0;
      const second = await request(large).get('/sitemaps/products-2.xml');
      expect([...second.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${PUBLIC_URL}/product/${ID.hostile}`,
        `${PUBLIC_URL}/product/${ID.hostile}?lang=fr`,
        `${PUBLIC_URL}/product/${ID.kettle}`,
        `${PUBLIC_URL}/product/${ID.kettle}?lang=fr`,
      ]);
      expect(catalogCalls).toEqual(['/api/products?page=2&limit=2']);
      expect((await request(large).get('/sitemaps/products-4.xml')).status).toBe(404);
      expect((await request(large).get('/sitemaps/other.xml')).status).toBe(404);
    });

    it('keeps a sitemap it made for a while rather than reading the catalogue for every crawler', async () => {
      const cached = gateway({ pages: { sitemapCacheMs: 60_000 } });
      await request(cached).get('/sitemap.xml');
      catalogCalls.length = 0;
      expect((await request(cached).get('/sitemap.xml')).status).toBe(200);
      expect(catalogCalls).toEqual([]);
    });
  });
});

describe('pages in front of a shell server', () => {
  it("makes each page from the shell server's index.html, and passes its assets on", async () => {
    const catalog = await listen(catalogueStandIn([]), 0, '127.0.0.1');
    const shell = await listen(
      express()
        .get('/index.html', (_req, res) => void res.type('html').send(TEMPLATE))
        .get('/{*rest}', (req, res) => void res.type('text/javascript').send(`// ${req.path}`)),
      0,
      '127.0.0.1',
    );
    try {
      const app = buildGateway({
        log: createLogger('gateway', 'silent'),
        config: {
          services: { catalog: `http://127.0.0.1:${catalog.port}` },
          routes: loadRouteTable(),
          corsOrigins: [],
          shellUrl: `http://127.0.0.1:${shell.port}`,
          remotes: {},
          upstreamTimeoutMs: 5000,
          publicUrl: PUBLIC_URL,
        },
      });
      const page = await html(app, `/product/${ID.parka}`);
      expect(page.status).toBe(200);
      expect(headOf(page.text).title).toBe('Maple Leaf Parka · Maple Market');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((await html(app, '/no/such/page')).status).toBe(404);
      expect((await request(app).get('/main.0123abcd89.js')).text).toBe('// /main.0123abcd89.js');
      expect((await request(app).get('/robots.txt')).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    } finally {
      await shell.close();
      await catalog.close();
    }
  });
});
