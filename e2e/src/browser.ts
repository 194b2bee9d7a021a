import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with its background traffic off (this machine's network is closed). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface ShopperPage {
  page: Page;
  context: BrowserContext;
  /** Texts of alert dialogs the page showed, in order (each is accepted). */
  alerts: string[];
  /** Uncaught page errors: a test fails on any it did not expect. */
  errors: string[];
}

/** A fresh browser profile (no cookies, no storage) on the store. */
export async function openShopper(browser: Browser, baseURL: string): Promise<ShopperPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, alerts, errors };
}

export async function waitForAlert(shopper: ShopperPage, count = 1, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (shopper.alerts.length < count) {
    if (Date.now() - start > timeoutMs) throw new Error(`expected ${count} alert(s), saw ${JSON.stringify(shopper.alerts)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let counter = 0;
/** A shopper nobody has registered yet. */
export function newShopperDetails(name = 'Test Shopper') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `shopper-${tag}@example.ca`, password: `maple-${tag}` };
}
