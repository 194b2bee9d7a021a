import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ShopperPage, launchBrowser, logIn, openShopper, signUpAndLogIn, useLanguage } from '../src/browser';
import { firstSoldOneWay } from '../src/products';

// Every screen, run through axe-core in English and in French, at a desktop's width and a phone's,
// signed out, signed in and as staff, dialogs and menus open: zero violations of any impact (the rule
// that a control's name holds its visible words, still 'experimental' in axe, is on). At the phone's
// width, at 200% zoom and at 320 px nothing may scroll sideways. In French, no text of the page may be
// the English one, other than the shop's data (product, category and option names, what the shopper typed).

const url = inject('storeUrl');
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser;
/** Words of the shop's data, and words French writes as English does: the same in both languages. */
const dataWords = new Set<string>([
  'Maple Market',
  'Maple Market.ca',
  '.ca',
  'OK',
  'Canada',
  // Each language's own name, on the footer's switch.
  'English',
  'Français',
  // The same word in French.
  'Total',
  'Province',
  'Promotions',
  'Promotion',
  'Stock',
  'Message',
  'Image',
  'Description',
  'Actions',
  'Menu',
  // What the shoppers below typed.
  'Test Shopper',
  'Ada Access',
  '1 Bay St',
  'Toronto',
]);
/** An email address or an id: data. */
const isData = (text: string) => /@|^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(text);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The shop's data as it is now (other browser tests add products and orders as they run). */
async function learnData() {
  const products = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as Array<{
    name: string;
    description?: string;
    category?: string;
    options?: Array<{ name: string; values: string[] }>;
  }>;
  for (const p of products) {
    for (const text of [p.name, p.description, p.category]) if (text) dataWords.add(text.replace(/\s+/g, ' ').trim());
    // Its options' names and values are the catalogue's words too, as the back office lists them.
    const options = p.options ?? [];
    for (const text of [...options.flatMap((o) => [o.name, ...o.values]), options.map((o) => o.name).join(' · ')]) dataWords.add(text);
  }
  const categories = (await (await fetch(`${url}/api/products/categories`)).json()) as { categories: Array<{ name: string }> };
  for (const c of categories.categories) dataWords.add(c.name);
  // The promotions in force, named as staff wrote them (the promotions walk makes some meanwhile).
  const promotions = (await (await fetch(`${url}/api/promotions`)).json()) as { promotions?: Array<{ name: string }> };
  for (const p of promotions.promotions ?? []) dataWords.add(p.name);
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: Array<{
        id: string;
        impact: string;
        help: string;
        nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
      }>;
    };
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 140)}  ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
          .join('\n      ')}`,
    );
  });
}

/** The page's visible texts, one per text node. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.replace(/\s+/g, ' ').trim();
      const parent = n.parentElement;
      if (!text || !parent || parent.closest('script, style, [aria-hidden="true"], [translate="no"]')) continue;
      // Marked as written in another language (a shopper's review, a language's own name): what it says is
      // in that language on purpose.
      const marked = parent.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') !== document.documentElement.lang) continue;
      if (parent.closest('.sr-only') || parent.offsetParent !== null || getComputedStyle(parent).position === 'fixed') out.push(text);
    }
    return out;
  });
}

/** The innermost element that reaches furthest past the window's right edge, to say what to fix. */
function sticksOut(page: Page): Promise<string> {
  return page.evaluate(() => {
    let worst: Element | undefined;
    let furthest = window.innerWidth;
    for (const e of document.body.querySelectorAll('*')) {
      const right = e.getBoundingClientRect().right;
      if (right >= furthest) [worst, furthest] = [e, right];
    }
    if (!worst) return 'nothing visible: a margin or a transform';
    const name = `${worst.tagName.toLowerCase()}${worst.id ? `#${worst.id}` : ''}${worst.getAttribute('type') ? `[type=${worst.getAttribute('type')}]` : ''}`;
    return `${name} ends at ${Math.round(furthest)} px, in ${worst.parentElement?.tagName.toLowerCase() ?? 'the page'}`;
  });
}

/** Problems found on every screen, reported together at the end (one test per persona). */
class Findings {
  readonly problems: string[] = [];
  screens = 0;

  /** The screen as it is now, in both languages at both widths. `ready` waits for what the screen shows. */
  async check(page: Page, screen: string, ready: () => Promise<unknown>) {
    this.screens += 1;
    await ready();
    const english: Record<string, string[]> = {};
    for (const language of ['en', 'fr'] as const) {
      await useLanguage(page, language);
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.waitForTimeout(50); // a frame for media queries
        const where = `${screen} · ${language} · ${size.name}`;
        for (const v of await axeViolations(page)) this.problems.push(`${where}: ${v}`);
        if (size.name === 'phone') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) this.problems.push(`${where}: scrolls sideways by ${overflow} px (${await sticksOut(page)})`);
          // What stays on screen as the page scrolls, and the shortcuts all in sight.
          const frame = await page.evaluate(() => {
            const fixed = [...document.querySelectorAll<HTMLElement>('header, nav, [role="banner"]')].filter((e) =>
              ['sticky', 'fixed'].includes(getComputedStyle(e).position),
            );
            const held = fixed.reduce((n, e) => n + e.getBoundingClientRect().height, 0);
            const bar = document.querySelector<HTMLElement>('nav.dark');
            return { held, hidden: bar ? bar.scrollWidth - bar.clientWidth : 0 };
          });
          if (frame.held > 844 * 0.15) this.problems.push(`${where}: the frame holds ${Math.round(frame.held)} px of the screen`);
          if (frame.hidden > 0) this.problems.push(`${where}: ${frame.hidden} px of the shortcuts are out of sight`);
          // A 1280 px screen zoomed to 200% (640 px of page) and WCAG's reflow width (400%, or the
          // narrowest phones, 320 px): still no sideways scroll.
          for (const zoomed of [
            { width: 640, height: 450, what: '200% zoom' },
            { width: 320, height: 700, what: '320 px' },
          ]) {
            await page.setViewportSize({ width: zoomed.width, height: zoomed.height });
            await page.waitForTimeout(50);
            const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            if (wide > 0)
              this.problems.push(`${screen} · ${language} · ${zoomed.what}: scrolls sideways by ${wide} px (${await sticksOut(page)})`);
          }
          await page.setViewportSize({ width: size.width, height: size.height });
        }
        const texts = await visibleTexts(page);
        if (language === 'en') english[size.name] = texts;
        else {
          // Other browser walks add products and categories meanwhile: their names are data too.
          await learnData();
          const was = new Set(english[size.name]);
          const leaks = texts.filter(
            (t) => was.has(t) && /[a-z]{3}/i.test(t) && !dataWords.has(t) && !isData(t) && !/^[\d\s$.,:%()·–—+\-/#×]+$/.test(t),
          );
          if (leaks.length)
            this.problems.push(`${where}: still in English: ${[...new Set(leaks)].map((l) => JSON.stringify(l)).join(', ')}`);
        }
      }
    }
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

const heading = (page: Page, name?: string | RegExp) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
    .first()
    .waitFor();

async function placeOrder(s: ShopperPage): Promise<string> {
  const { page } = s;
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const product = await firstProduct();
  const dates = ((await (await fetch(`${url}/api/orders/delivery-dates`)).json()) as { dates: string[] }).dates;
  const placed = await page.request.post(`/api/orders/${userId}`, {
    data: {
      items: [{ productId: product._id, quantity: 1 }],
      shippingAddress: { fullName: 'Ada Access', street: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2X2' },
      deliveryDate: dates[0],
    },
    headers: { Origin: url },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { _id: string })._id;
}

// Sold one way: its page's Add to Cart puts it in the cart, and an order names it by its id alone.
const firstProduct = () => firstSoldOneWay(url);

/** Each screen opened at its path, then checked once what it shows is there. */
async function checkScreens(page: Page, found: Findings, screens: ReadonlyArray<readonly [string, string, () => Promise<unknown>]>) {
  for (const [screen, path, ready] of screens) {
    await page.goto(path);
    await found.check(page, screen, ready);
  }
}

// Up to 40 axe checks per test, each a full-page analysis, beside another browser test file: a minute on a
// quiet machine, three on a busy one.
describe('every screen, in English and French, at 1280 and 390 px', { timeout: 180_000 }, () => {
  // A visitor's screens in three tests, each with the whole timeout: as one test they took 62 s on a quiet
  // machine and more than 180 s on a busy one.
  it('has no accessibility problem and no English left in French on the pages a visitor browses', async () => {
    const s = await openShopper(browser, url, { bypassCSP: true });
    const { page } = s;
    const found = new Findings();
    await learnData();
    const product = await firstProduct();
    const category = ((await (await fetch(`${url}/api/products/categories`)).json()) as { categories: Array<{ slug: string }> })
      .categories[0]!;

    await page.goto('/');
    // The chat's button and the page's own heading come from different remotes: both, before looking.
    await found.check(page, 'home', () =>
      Promise.all([page.getByRole('button', { name: 'Chat with customer service' }).waitFor(), heading(page)]),
    );
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    await found.check(page, 'home, chat open', () => page.getByRole('dialog').waitFor());
    await page.keyboard.press('Escape');
    await checkScreens(page, found, [
      ['search', '/search?query=maple', () => heading(page)],
      ['products', '/products', () => heading(page)],
      ['category', `/category/${category.slug}`, () => heading(page)],
      ['product', `/product/${product._id}`, () => heading(page, product.name)],
      ['not found', '/no/such/page', () => heading(page)],
    ]);
    console.log(`a visitor browsing: ${found.screens} screens, each in 2 languages at 2 widths`);
    expect(found.problems, found.problems.join('\n')).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('has no accessibility problem and no English left in French on the account pages a visitor reaches', async () => {
    const s = await openShopper(browser, url, { bypassCSP: true });
    const { page } = s;
    const found = new Findings();
    await learnData();
    await checkScreens(page, found, [
      ['login', '/login', () => heading(page)],
      ['register', '/register', () => heading(page)],
      ['forgot password', '/forgot-password', () => heading(page)],
      ['find my order', '/find-order', () => heading(page)],
      ['customer service', '/customer-service', () => heading(page)],
      ['wishlist', '/wishlist', () => heading(page)],
      ['history', '/history', () => heading(page)],
      ['review invitations', `/review-invitations?token=${'T'.repeat(43)}`, () => heading(page)],
      [
        'orders, signed out',
        '/orders',
        () =>
          page
            .getByRole('main')
            .getByRole('link', { name: /Log in/ })
            .waitFor(),
      ],
    ]);
    console.log(`a visitor's account pages: ${found.screens} screens, each in 2 languages at 2 widths`);
    expect(found.problems, found.problems.join('\n')).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("has no accessibility problem and no English left in French in a visitor's cart and checkout", async () => {
    const s = await openShopper(browser, url, { bypassCSP: true });
    const { page } = s;
    const found = new Findings();
    await learnData();
    const product = await firstProduct();
    // A cart with a line, and the guest checkout.
    await page.goto(`/product/${product._id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-badge"]')?.textContent === '1');
    await page.goto('/cart');
    await found.check(page, 'cart', () => heading(page));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await found.check(page, 'guest checkout', () => page.getByLabel('Email').waitFor());
    // An error state: the form sent with its fields empty.
    await page.getByRole('button', { name: 'Place your order' }).click();
    await found.check(page, 'guest checkout, errors', () => page.getByRole('alert').first().waitFor());
    console.log(`a visitor's cart and checkout: ${found.screens} screens, each in 2 languages at 2 widths`);
    expect(found.problems, found.problems.join('\n')).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('has no accessibility problem and no English left in French for a signed-in shopper', async () => {
    const s = await openShopper(browser, url, { bypassCSP: true });
    const { page } = s;
    const found = new Findings();
    await learnData();
    await signUpAndLogIn(s);
    const orderId = await placeOrder(s);
    for (const [screen, path] of [
      ['account', '/account'],
      ['profile', '/profile'],
      ['password', '/account/password'],
      ['addresses', '/account/addresses'],
      ['new address', '/addresses/new'],
      ['orders', '/orders'],
      ['order', `/orders/${orderId}`],
      ['buy again', '/buy-again'],
      ['checkout', '/checkout'],
    ] as const) {
      await page.goto(path);
      await found.check(page, screen, () => heading(page));
    }
    // A product's page signed in: its reviews and the form to write one.
    await page.goto(`/product/${(await firstProduct())._id}`);
    await found.check(page, 'product, review form', () => page.locator('form#write-review').waitFor());
    await page.getByRole('button', { name: /Account & Lists/ }).click();
    await found.check(page, 'account menu open', () => page.getByRole('menu').waitFor());
    console.log(`a shopper: ${found.screens} screens, each in 2 languages at 2 widths`);
    expect(found.problems, found.problems.join('\n')).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('has no accessibility problem and no English left in French in the back office', async () => {
    const s = await openShopper(browser, url, { bypassCSP: true });
    const { page } = s;
    const found = new Findings();
    await learnData();
    await logIn(s, 'admin@storefront.test', 'storefront-admin');
    for (const [screen, path] of [
      ['dashboard', '/admin'],
      ['products', '/admin/products'],
      ['orders', '/admin/orders'],
      ['audit', '/admin/audit'],
      ['reviews', '/admin/reviews'],
      ['upload', '/upload-product'],
    ] as const) {
      await page.goto(path);
      await found.check(page, `back office ${screen}`, () => heading(page));
    }
    console.log(`staff: ${found.screens} screens, each in 2 languages at 2 widths`);
    // The walk switched the language many times: the account keeps the last choice (English), which
    // the other walks that sign in as the shop's admin read in.
    const adminId = await page.evaluate(() => localStorage.getItem('userId'));
    await expect
      .poll(async () => ((await (await page.request.get(`/api/users/${adminId}`)).json()) as { language?: string }).language, {
        timeout: 10_000,
      })
      .toBe('en');
    expect(found.problems, found.problems.join('\n')).toEqual([]);
    await s.context.close();
  });
});
