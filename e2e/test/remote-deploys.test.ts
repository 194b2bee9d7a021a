import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openShopper } from '../src/browser';
import { ROOT } from '../src/store';

// A remote's team deploys a new release, switches to it and back, while shoppers' tabs stay open; and a
// remote whose chunks fail or hang. On the store of the browser tests, as `npm start` runs it.

const url = inject('storeUrl');
const dataDir = inject('storeDataDir');
let browser: Browser;

const CART_RELEASES = path.join(ROOT, 'mf-cart', 'releases');
const RELEASES_FILE = path.join(CART_RELEASES, 'releases.json');
/** A second release of the cart remote, published beside the built one (an older one, so every other
 * store keeps serving the newest). */
const OTHER = '0123456789ab';

/** `npm run remotes -- ...` against this store's deployments file. */
async function remotesCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'gateway/src/remotes-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_DEPLOYMENTS_FILE: path.join(dataDir, 'remote-deployments.json') },
  });
  return stdout;
}

async function servedCart(): Promise<string> {
  const manifest = (await (await fetch(`${url}/remotes.json`)).json()) as { remotes: { cart: { entry: string } } };
  return manifest.remotes.cart.entry;
}

async function cartServedFrom(version: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await servedCart()).includes(`/${version}/`)) {
    if (Date.now() > until) throw new Error(`the store still serves ${await servedCart()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The cart remote's releases a page loaded files of. */
function cartReleasesLoaded(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const m = /\/remotes\/cart\/([0-9a-f]{12})\//.exec(new URL(req.url()).pathname);
    if (m) seen.add(m[1]!);
  });
  return seen;
}

let builtList: string;
let built: string;

beforeAll(async () => {
  browser = await launchBrowser();
  builtList = fs.readFileSync(RELEASES_FILE, 'utf8');
  built = (JSON.parse(builtList) as { releases: Array<{ version: string }> }).releases[0]!.version;
  fs.cpSync(path.join(CART_RELEASES, built), path.join(CART_RELEASES, OTHER), { recursive: true });
  const list = JSON.parse(builtList) as { releases: Array<{ version: string; builtAt: string }> };
  list.releases.push({ version: OTHER, builtAt: '2026-01-01T00:00:00.000Z' });
  fs.writeFileSync(RELEASES_FILE, JSON.stringify(list));
});
afterAll(async () => {
  await browser?.close();
  fs.writeFileSync(RELEASES_FILE, builtList);
  fs.rmSync(path.join(CART_RELEASES, OTHER), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, 'remote-deployments.json'), { force: true });
});

describe('deploying a remote while the store runs', () => {
  it('switches the cart to another release and back without a restart, and a tab opened before keeps working', async () => {
    const before = await openShopper(browser, url);
    const loadedBefore = cartReleasesLoaded(before.page);
    await before.page.goto('/');
    await before.page.getByTestId('product-card').first().waitFor();
    expect([...loadedBefore]).toEqual([built]);

    expect(await remotesCommand('switch', 'cart', OTHER)).toContain(OTHER);
    await cartServedFrom(OTHER);

    // A shopper arriving now gets the release switched to.
    const after = await openShopper(browser, url);
    const loadedAfter = cartReleasesLoaded(after.page);
    await after.page.goto('/cart');
    await after.page.getByText('Your cart is empty', { exact: true }).waitFor();
    expect([...loadedAfter]).toEqual([OTHER]);

    // The tab opened before goes on with the release it started with: its cart page's chunks are still there.
    await before.page.getByRole('link', { name: /^Cart/ }).first().click();
    await before.page.getByText('Your cart is empty', { exact: true }).waitFor();
    expect([...loadedBefore]).toEqual([built]);

    // And back: what was served before the switch.
    expect(await remotesCommand('rollback', 'cart')).toContain(built);
    await cartServedFrom(built);
    // Both are on record, with the account and machine that made them.
    const record = (await remotesCommand('switches')).trim().split('\n');
    expect(record).toEqual([
      expect.stringMatching(new RegExp(`cart +rolled-back +${OTHER} → ${built} +by .+@.+ \\(npm run remotes\\)$`)),
      expect.stringMatching(new RegExp(`cart +switched +${built} → ${OTHER} +by `)),
    ]);
    const later = await openShopper(browser, url);
    const loadedLater = cartReleasesLoaded(later.page);
    await later.page.goto('/cart');
    await later.page.getByText('Your cart is empty', { exact: true }).waitFor();
    expect([...loadedLater]).toEqual([built]);
    for (const shopper of [before, after, later]) {
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    }
  });
});

describe("a remote's chunks", () => {
  it('are tried once more when one fails, and the page shows', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    const failed = new Set<string>();
    let asked = 0;
    await page.route(/\/remotes\/account\/[0-9a-f]{12}\/(?!remoteEntry\.js)[^/]+\.js$/, async (route) => {
      asked++;
      const file = route.request().url();
      if (failed.has(file)) return route.continue();
      failed.add(file);
      await route.abort('connectionreset');
    });
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(failed.size).toBeGreaterThan(0);
    expect(asked).toBe(2 * failed.size);
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    await shopper.context.close();
  });

  it('that never arrive give way to the fallback within 5 s', async () => {
    const shopper = await openShopper(browser, url);
    const { page } = shopper;
    let hung = 0;
    await page.route(/\/remotes\/account\/[0-9a-f]{12}\/(?!remoteEntry\.js)[^/]+\.js$/, () => {
      hung++; // never answered
    });
    const retries: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('trying once more')) retries.push(m.text());
    });
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    const started = Date.now();
    await page.getByTestId('remote-fallback').waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    // Given up on after its attempt and one retry (Chromium joins the retry's request to the one still
    // hanging, so the route may see one).
    expect(hung).toBeGreaterThanOrEqual(1);
    expect(retries).toHaveLength(1);
    await page.getByRole('combobox', { name: 'Search Maple Market' }).waitFor();
    await shopper.context.close();
  });
});
