import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ANSWERS_ID } from '@storefront/contracts/pages';
import { loadRouteTable } from '@storefront/routes';
import { createLogger, listen, type Listening } from '@storefront/service-kit';
import { type GatewayConfig, buildGateway } from '../src';
import { withFirstView } from '../src/pages/first-view';

// The gateway's part of a page's first view: when it draws one, with which answers, what the page gets,
// and every case where it leaves the page to the browser. The renderer here is a stand-in module of the
// shape the shell's server build has (it writes back what it was asked to draw), since the gateway may not
// import the front end; the real one is drawn in the real store by e2e/test/web-pages.test.ts.

const SHELL_ENTRY = 'main.0123abcd89.js';
const TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <title>Maple Market</title>
  <script defer="defer" src="/${SHELL_ENTRY}"></script></head>
  <body>
    <div id="root"><div style="background:#131921">Maple Market</div></div>
    <noscript>Maple Market needs JavaScript to run.</noscript>
  </body>
</html>
`;
const RELEASES = { catalog: 'c0ffee000001', cart: 'ca47000000a1' };
/** A product with options, as GET /api/products/:id answers it. */
const COAT = {
  _id: '6c1f0a2e-7d8e-4f9a-8b5c-6d7e8f9a0b1c',
  name: 'Harbour Coat',
  description: 'A wool coat.',
  category: 'Clothing',
  price: 199,
  priceMax: 229,
  stock: 14,
  imageUrl: '/images/coat.webp',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { _id: 'v-s', sku: 'COAT-S', options: { Size: 'S' }, price: 199, stock: 12, forSale: true },
    { _id: 'v-m', sku: 'COAT-M', options: { Size: 'M' }, price: 229, stock: 2, imageUrl: '/images/coat-m.webp', forSale: true },
  ],
};
const PRODUCTS = {
  products: [{ _id: 'p1', name: 'Maple Leaf Parka <b>', imageUrl: '/images/parka.svg' }],
  total: 1,
  page: 1,
  totalPages: 1,
};

/** A renderer module as the frontend build writes one: `builtWith`, and a view that says what it drew.
 * `HOW` (read from the environment the test sets) makes it throw or draw nothing. */
function rendererSource(builtWith: object): string {
  return `
    let draws = 0;
    export const renderer = {
      builtWith: ${JSON.stringify(builtWith)},
      async drawFirstView(request) {
        draws += 1;
        globalThis.firstViewDraws = draws;
        if (process.env.FIRST_VIEW_TEST_HOW === 'throw') throw new Error('drawing failed');
        if (process.env.FIRST_VIEW_TEST_HOW === 'none') return undefined;
        return {
          html:
            '<main data-drawn="' + request.path + '|' + request.language + '"' +
            (request.search ? ' data-query="' + request.search.replace(/&/g, '&amp;') + '"' : '') +
            '>' + Object.keys(request.answers).join(',') + '</main>',
          styles: '<style data-first-view>.x{color:red}</style>',
        };
      },
    };
  `;
}

describe("a page's first view, drawn by the gateway", () => {
  let catalog: Listening;
  let dir: string;
  let shellDir: string;
  const calls: string[] = [];
  let listingStatus = 200;

  const remotes = (versions: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(versions).map(([name, version]) => {
        const releases = path.join(dir, `${name}-releases`);
        fs.mkdirSync(path.join(releases, version), { recursive: true });
        fs.writeFileSync(
          path.join(releases, 'releases.json'),
          JSON.stringify({ releases: [{ version, builtAt: '2026-11-29T00:00:00.000Z' }] }),
        );
        return [name, { entry: `/remotes/${name}/remoteEntry.js`, dir: releases }];
      }),
    );
  const rendererFile = (name: string, builtWith: object) => {
    const file = path.join(dir, `${name}.mjs`);
    fs.writeFileSync(file, rendererSource(builtWith));
    return file;
  };
  const config = (over: Partial<GatewayConfig> = {}): GatewayConfig => ({
    services: { catalog: `http://127.0.0.1:${catalog.port}` },
    routes: loadRouteTable(),
    corsOrigins: [],
    shellDir,
    remotes: remotes(RELEASES),
    upstreamTimeoutMs: 5000,
    publicUrl: 'https://shop.example.ca',
    firstViewFile: rendererFile('renderer', { remotes: RELEASES, shellEntry: SHELL_ENTRY }),
    ...over,
  });
  const page = async (app: express.Express, url: string, cookie?: string) => {
    const req = request(app).get(url).set('Accept', 'text/html');
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expect(res.status).toBe(200);
    return res.text;
  };
  const gatewayWith = async (over: Partial<GatewayConfig> = {}) => {
    const app = buildGateway({ log: createLogger('gateway', 'silent'), config: config(over) });
    // The remotes' releases are read as the gateway starts; the first page waits for them.
    await request(app).get('/remotes.json');
    return app;
  };

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => {
      calls.push(req.originalUrl);
      next();
    });
    app.get('/api/products/categories', (_req, res) => void res.json({ categories: [{ name: 'Clothing', slug: 'clothing', count: 1 }] }));
    app.get(`/api/products/${COAT._id}`, (_req, res) => void res.json(COAT));
    app.get('/api/products', (_req, res) => void res.status(listingStatus).json(listingStatus === 200 ? PRODUCTS : { error: 'down' }));
    catalog = await listen(app, 0, '127.0.0.1');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
    shellDir = path.join(dir, 'shell');
    fs.mkdirSync(shellDir);
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  });
  afterAll(async () => {
    await catalog.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    calls.length = 0;
    listingStatus = 200;
    delete process.env.FIRST_VIEW_TEST_HOW;
  });

  it("sends a visitor the home page drawn, in the page's language, with the answers it was drawn with and no requests to preload for them", async () => {
    const html = await page(await gatewayWith(), '/', 'lang=fr');
    expect(html).toContain(
      '<div id="root"><style data-first-view>.x{color:red}</style><main data-drawn="/|fr">/api/products/categories,/api/products?page=1&limit=25</main></div>',
    );
    // What the shell drew before its scripts ran is gone; what follows the root is untouched.
    expect(html).not.toContain('background:#131921');
    expect(html).toContain('<noscript>Maple Market needs JavaScript to run.</noscript>');
    const answers = new RegExp(`<script id="${FIRST_VIEW_ANSWERS_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(answers?.index).toBeLessThan(html.indexOf('</head>'));
    // Escaped for a <script> element: a product named with markup cannot end it.
    expect(answers?.[1]).not.toContain('<b>');
    expect(JSON.parse(answers![1]!)).toEqual({
      '/api/products/categories': { categories: [{ name: 'Clothing', slug: 'clothing', count: 1 }] },
      '/api/products?page=1&limit=25': PRODUCTS,
    });
    expect(html).not.toContain('as="fetch"');
    // Its first pictures are still preloaded, from the answer in hand: nothing is asked twice.
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/parka.svg" />');
    // Asked in the page's language, and given to the page under the addresses it asks (its cookie says French).
    expect(calls).toEqual(['/api/products/categories?lang=fr', '/api/products?page=1&limit=25&lang=fr']);
  });

  it('draws a search and a category page with the answers their address decides', async () => {
    const app = await gatewayWith();
    expect(await page(app, '/search?query=parka')).toContain(
      '<main data-drawn="/search|en" data-query="?query=parka">/api/products/categories,/api/products?page=1&limit=25&search=parka&facets=1</main>',
    );
    expect(await page(app, '/category/clothing')).toContain(
      '<main data-drawn="/category/clothing|en">/api/products/categories,/api/products?page=1&limit=25&category=Clothing&facets=1</main>',
    );
  });

  it('draws a product page at its address with its query (the variant it names) from the product answer, each variant its own view', async () => {
    const app = await gatewayWith({ firstViewFile: rendererFile('variants', { remotes: RELEASES, shellEntry: SHELL_ENTRY }) });
    const answer = `/api/products/categories,/api/products/${COAT._id}`;
    const medium = await page(app, `/product/${COAT._id}?variant=v-m`);
    expect(medium).toContain(`<main data-drawn="/product/${COAT._id}|en" data-query="?variant=v-m">${answer}</main>`);
    // The head says the same variant; the view's answers are the product's, all its variants in it.
    expect(medium).toContain('<meta property="product:price:amount" content="229.00" />');
    expect(medium).toContain(`<link rel="canonical" href="https://shop.example.ca/product/${COAT._id}" />`);
    const answers = new RegExp(`<script id="${FIRST_VIEW_ANSWERS_ID}" type="application/json">(.*?)</script>`).exec(medium);
    expect(JSON.parse(answers![1]!)[`/api/products/${COAT._id}`]).toEqual(COAT);
    expect(await page(app, `/product/${COAT._id}`)).toContain(`<main data-drawn="/product/${COAT._id}|en">${answer}</main>`);
    expect((globalThis as { firstViewDraws?: number }).firstViewDraws).toBe(2);
    expect(await page(app, `/product/${COAT._id}?variant=v-m`)).toBe(medium);
    expect((globalThis as { firstViewDraws?: number }).firstViewDraws).toBe(2);
  });

  it('draws the same page from the same answers once', async () => {
    const app = await gatewayWith({ firstViewFile: rendererFile('counted', { remotes: RELEASES, shellEntry: SHELL_ENTRY }) });
    const first = await page(app, '/');
    expect(await page(app, '/')).toBe(first);
    expect((globalThis as { firstViewDraws?: number }).firstViewDraws).toBe(1);
    // In another language it is another view.
    await page(app, '/', 'lang=fr');
    expect((globalThis as { firstViewDraws?: number }).firstViewDraws).toBe(2);
  });

  it('asks the catalogue once for a page it could not draw, and waits for a slow one once', async () => {
    const app = await gatewayWith({ firstViewFile: rendererFile('once', { remotes: RELEASES, shellEntry: SHELL_ENTRY }) });
    process.env.FIRST_VIEW_TEST_HOW = 'throw';
    calls.length = 0;
    const html = await page(app, '/');
    expect(html).not.toContain(FIRST_VIEW_ANSWERS_ID);
    // Left to the browser: its requests are preloaded, its pictures read from the answer the drawing had.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?page=1&amp;limit=25" />');
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/parka.svg" />');
    expect(calls.filter((c) => c.startsWith('/api/products?'))).toEqual(['/api/products?page=1&limit=25']);
    // The catalogue could not answer the drawing: the pictures are not asked for again.
    listingStatus = 503;
    calls.length = 0;
    expect(await page(app, '/')).not.toContain('as="image"');
    expect(calls.filter((c) => c.startsWith('/api/products?'))).toEqual(['/api/products?page=1&limit=25']);
  });

  it('leaves the page to the browser, as before, whenever it cannot draw it as the store would', async () => {
    const plain = (html: string) => {
      expect(html).toContain('<div id="root"><div style="background:#131921">Maple Market</div></div>');
      expect(html).not.toContain(FIRST_VIEW_ANSWERS_ID);
    };
    const app = await gatewayWith();
    // A signed-in shopper: the top bar shows their name, which only their browser knows.
    const signedIn = await page(app, '/', 'token=abc; lang=en');
    plain(signedIn);
    expect(signedIn).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?page=1&amp;limit=25" />');
    // A page that is not the catalogue's, and a category that does not exist.
    plain(await page(app, '/cart'));
    plain(
      await request(app)
        .get('/category/nothing-here')
        .set('Accept', 'text/html')
        .then((r) => r.text),
    );
    // The catalogue did not answer the page's request.
    listingStatus = 503;
    plain(await page(app, '/search?query=tent'));
    listingStatus = 200;
    // The build is of another release of the catalogue, or of another shell, or is not there at all.
    plain(
      await page(
        await gatewayWith({
          firstViewFile: rendererFile('old', { remotes: { ...RELEASES, catalog: 'aaaaaaaaaaaa' }, shellEntry: SHELL_ENTRY }),
        }),
        '/',
      ),
    );
    plain(
      await page(await gatewayWith({ firstViewFile: rendererFile('other-shell', { remotes: RELEASES, shellEntry: 'main.ffff.js' }) }), '/'),
    );
    plain(await page(await gatewayWith({ firstViewFile: path.join(dir, 'missing.mjs') }), '/'));
    const broken = path.join(dir, 'broken.mjs');
    fs.writeFileSync(broken, 'export const renderer = {};');
    plain(await page(await gatewayWith({ firstViewFile: broken }), '/'));
    // The renderer failed, or drew nothing.
    const app2 = await gatewayWith({ firstViewFile: rendererFile('failing', { remotes: RELEASES, shellEntry: SHELL_ENTRY }) });
    process.env.FIRST_VIEW_TEST_HOW = 'throw';
    plain(await page(app2, '/search?query=a'));
    process.env.FIRST_VIEW_TEST_HOW = 'none';
    plain(await page(app2, '/search?query=b'));
  });
});

describe('withFirstView', () => {
  const view = {
    view: { html: '<header><div>top</div></header>', styles: '<style data-first-view></style>' },
    answers: {},
    answersJson: '{}',
  };

  it("replaces the root's content whatever it holds, and leaves the rest of the page as it was", () => {
    const page =
      '<html><head><title>t</title></head><body><div id="root"><div><div>a</div></div><div>b</div></div><div id="after">c</div></body></html>';
    expect(withFirstView(page, view)).toBe(
      `<html><head><title>t</title><script id="${FIRST_VIEW_ANSWERS_ID}" type="application/json">{}</script>\n  </head><body><div id="root"><style data-first-view></style><header><div>top</div></header></div><div id="after">c</div></body></html>`,
    );
  });

  it('leaves a page without a root, or with one that never closes, as it is', () => {
    expect(withFirstView('<body><main></main></body>', view)).toBe('<body><main></main></body>');
    expect(withFirstView('<body><div id="root"><div></body>', view)).toBe('<body><div id="root"><div></body>');
  });
});
