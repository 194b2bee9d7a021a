import { type Browser, type BrowserContext, type Locator, type Page, type Route, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with its background traffic off (this machine's network is closed). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ShopperPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors, and any native dialog the page opened (the store speaks in its own notices):
   * a test fails on any it did not expect. */
  errors: string[];
}

/** A fresh browser profile (no cookies, no storage) on the store, 1280 × 900 unless `viewport` says.
 * `bypassCSP` lets a test inject its own checker (axe) past the pages' Content-Security-Policy, which
 * refuses inline scripts. */
export async function openShopper(
  browser: Browser,
  baseURL: string,
  options: { bypassCSP?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<ShopperPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A shopper's page load ends when the store has drawn the page: the first view the gateway drew in its
  // HTML shows the page but does not work yet (its Add to Cart waits for the store, what is clicked or
  // opened in it is not kept when the store takes its place). Navigations after that are the store's own.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await drawnByTheStore(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await drawnByTheStore(page);
    return response;
  };
  const errors: string[] = [];
  page.on('dialog', (d) => {
    errors.push(`a native ${d.type()} dialog: ${d.message()}`);
    void d.accept();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // What the page's Content-Security-Policy refused (a script, a style, a connection) is a defect too.
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return { page, context, errors };
}

/** Waits until the store's own drawing has taken the place of the page's first view (the gateway draws
 * the catalogue's pages in their HTML; the store's scripts then draw them again, live), or the store has
 * said it could not load. At once for a page that came without one. */
export async function drawnByTheStore(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('#root > style[data-first-view]') || !!document.querySelector('#root > [role="alert"]'),
  );
}

/** Waits for `locator` to show; if it does not, the error says what the page showed instead (its
 * address, language, page errors and text), so a failure far from here can be read from the log. */
export async function seen(shopper: ShopperPage, locator: Locator): Promise<Locator> {
  const { page } = shopper;
  try {
    await locator.waitFor();
    return locator;
  } catch (err) {
    const lang = await page.evaluate(() => document.documentElement.lang).catch(() => '?');
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '(no page)');
    throw new Error(
      `${(err as Error).message}\nThe page ${page.url()} (${lang}) showed:\n${text.slice(0, 3000)}\nPage errors: ${JSON.stringify(shopper.errors)}`,
      { cause: err },
    );
  }
}

/** The store's notice over the page (what was added, saved or refused), once it says `text`. */
export async function storeNotice(page: Page, text: string | RegExp): Promise<Locator> {
  const notice = page.getByTestId('store-notice').filter({ hasText: text });
  await notice.waitFor();
  return notice;
}

/** Holds the page's requests matching `pattern` until `release()`, then answers each with `answer`
 * (by default the real response). A test that must see a waiting state ("Loading...") waits for it
 * and then releases: a fixed delay is either too short on a busy machine, where the page's code
 * arrives after the delayed data and the waiting state never shows, or needlessly long. */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ held: Promise<void>; release(): Promise<void> }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  let heldOne!: () => void;
  const held = new Promise<void>((resolve) => (heldOne = resolve));
  const answering: Promise<void>[] = [];
  const handler = (route: Route) => {
    heldOne();
    const answered = released.then(() => answer(route));
    answering.push(answered);
    return answered;
  };
  await page.route(pattern, handler);
  return {
    /** Settles once a request is held (a page may say it is loading before its request goes out). */
    held,
    async release() {
      open();
      // Unrouting while a held request is being answered would answer it a second time.
      await Promise.allSettled(answering);
      await page.unroute(pattern, handler);
    },
  };
}

let counter = 0;
/** A shopper nobody has registered yet. */
export function newShopperDetails(name = 'Test Shopper') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `shopper-${tag}@example.ca`, password: `maple-${tag}` };
}

/** Registers a shopper through the API and signs them in through the login page. */
export async function signUpAndLogIn(shopper: ShopperPage, details = newShopperDetails()) {
  const { page } = shopper;
  const res = await page.request.post('/api/users/register', { data: details });
  if (res.status() !== 201) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
  await logIn(shopper, details.email, details.password);
  return details;
}

export async function logIn(shopper: ShopperPage, email: string, password: string) {
  const { page } = shopper;
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  // On a phone the account is in the top bar's menu.
  if (!onPhone(page)) await page.getByRole('button', { name: /Account & Lists/ }).waitFor();
  await page.waitForURL((u) => u.pathname !== '/login');
}

/** Whether the page is narrower than the wide top bar (900 px, a phone or a small tablet): there it folds
 * into its menu. */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

export async function logOut(shopper: ShopperPage) {
  const { page } = shopper;
  if (onPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).waitFor();
    return;
  }
  await page.getByRole('button', { name: /Account & Lists/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/** Adds one of a product from its page and waits for the cart badge to change. */
export async function addFromProductPage(page: Page, p: { _id: string; name: string }) {
  await page.goto(`/product/${p._id}`);
  await page.getByRole('heading', { name: p.name }).waitFor();
  const before = await page.getByTestId('cart-badge').innerText();
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  await page.waitForFunction((b) => document.querySelector('[data-testid="cart-badge"]')?.textContent !== b, before);
}

/** The chat dialog on the current page, opened: `ask` types a message and waits for the assistant's reply
 * to contain `expected`, returning it. The labels in the page's language (English or French). */
export async function openChat(page: Page, language: 'en' | 'fr' = 'en') {
  const labels =
    language === 'fr'
      ? {
          open: 'Clavarder avec le service à la clientèle',
          title: 'Service à la clientèle - Clavardez avec nous',
          box: 'Écrivez votre message',
        }
      : { open: 'Chat with customer service', title: 'Customer Service - Chat with Us', box: 'Type your message' };
  await page.getByRole('button', { name: labels.open }).click();
  const dialog = page.getByRole('dialog', { name: labels.title });
  const box = dialog.getByRole('textbox', { name: labels.box });
  const ask = async (message: string, expected: string | RegExp) => {
    const replies = dialog.locator('[data-sender="bot"]');
    const before = await replies.count();
    await box.fill(message);
    await box.press('Enter');
    await replies.nth(before).waitFor();
    const reply = await replies.nth(before).innerText();
    if (typeof expected === 'string' ? !reply.includes(expected) : !expected.test(reply)) {
      throw new Error(`The assistant answered "${message}" with "${reply}", not ${String(expected)}.`);
    }
    return reply;
  };
  return { dialog, ask };
}

/** Fills an address form by its labels, as a shopper would: typing in the fields, choosing from the
 * lists (the province and the country, by their code or their name). */
export async function fillAddressFields(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value.length === 2 ? value : { label: value });
    else await field.fill(value);
  }
}

/** Switches the page's language with the footer's button, and waits for the page to be in it. */
export async function useLanguage(page: Page, language: 'en' | 'fr') {
  const want = language === 'fr' ? 'fr-CA' : 'en-CA';
  if ((await page.evaluate(() => document.documentElement.lang)) === want) return;
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: language === 'fr' ? 'Français' : 'English' })
    .click();
  await page.waitForFunction((l) => document.documentElement.lang === l, want);
}
