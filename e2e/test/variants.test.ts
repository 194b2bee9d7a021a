import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';
import type { ListedProduct } from '../src/products';
import { sleep } from '../src/waiting';

// A shopper on a phone buys a product that comes in sizes and colours: picks a size and a colour on its
// page (the variant's price, stock and SKU shown, its address shared and reloaded), adds it and another
// size of the same colour, sees both lines with their options in the cart and on the order, pays as a
// guest on the payment sandbox, and exactly those variants' stock is taken.

const url = inject('storeUrl');
let browser: Browser;

interface ApiVariant {
  _id: string;
  sku: string;
  options: Record<string, string>;
  price: number;
  stock: number;
  forSale: boolean;
}
interface DetailedProduct extends ListedProduct {
  variants: ApiVariant[];
}

const PHONE = { width: 390, height: 844 };
const money = (n: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(n);

const productOf = async (id: string) => (await (await fetch(`${url}/api/products/${id}`)).json()) as DetailedProduct;

/** A product in Size and Colour (each with a choice to make) with two sizes of one colour in stock: the
 * product, that colour and the two variants. */
async function findSizesOfAColour() {
  const all = (await (await fetch(`${url}/products`, { headers: { Accept: 'application/json' } })).json()) as ListedProduct[];
  const named = (p: ListedProduct, name: string) => p.options.find((o) => o.name === name);
  const candidates = all.filter(
    (p) => p.options.length === 2 && (named(p, 'Size')?.values.length ?? 0) > 1 && (named(p, 'Colour')?.values.length ?? 0) > 1,
  );
  for (const listed of candidates) {
    const product = await productOf(listed._id);
    const inStock = product.variants.filter((v) => v.forSale && v.stock >= 2);
    for (const colour of named(product, 'Colour')!.values) {
      const sizes = inStock.filter((v) => v.options.Colour === colour);
      if (sizes.length >= 2) return { product, colour, first: sizes[0]!, second: sizes[1]! };
    }
  }
  throw new Error(`None of ${candidates.length} products in Size and Colour has two sizes of a colour in stock.`);
}

/** Clicks a value in the option picker (its face, as a shopper taps it) and waits for it to be chosen. */
async function pick(page: Page, option: string, value: string) {
  const group = page.getByRole('main').getByRole('group', { name: new RegExp(`^${option}`) });
  await group.getByText(value, { exact: true }).click();
  await page.waitForFunction(
    ([name, v]) => (document.querySelector(`input[type="radio"][name="${name}"][value="${v}"]`) as HTMLInputElement | null)?.checked,
    [option, value] as const,
  );
}

/** What the product page shows of the chosen variant: price, stock line, SKU line ('' when none). */
async function shown(page: Page) {
  const main = page.getByRole('main');
  const skus = main.locator('.sku');
  const sku = (await skus.count()) > 0 ? (await skus.first().innerText()).trim() : '';
  // The SKU is drawn inside the stock line, after the stock.
  const stock = (await main.locator('.stock').first().innerText()).replace(sku, '').trim();
  return { price: (await main.locator('.price').first().innerText()).trim(), stock, sku };
}

async function badgeBecomes(page: Page, count: string) {
  await page.waitForFunction((c) => document.querySelector('[data-testid="cart-badge"]')?.textContent === c, count);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a product in sizes and colours, on a phone', () => {
  it('chooses a size and a colour, keeps them in the address, adds two sizes, pays as a guest and takes those variants’ stock', async () => {
    const { product, colour, first, second } = await findSizesOfAColour();
    const before = new Map(product.variants.map((v) => [v._id, v.stock]));
    const shopper = await openShopper(browser, url, { viewport: PHONE });
    const { page } = shopper;
    const me = newShopperDetails('Vera Variant');

    // Nothing chosen: the product's own price and stock, no SKU, and Add to Cart held back with the reason.
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    const unchosen = await shown(page);
    expect(unchosen.sku).toBe('');
    await page.getByText('Choose a size and colour.').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /Add to Cart/ })
        .isDisabled(),
    ).toBe(true);

    // A size, then a colour: the variant's price, stock in its options, its SKU; its id in the address.
    await pick(page, 'Size', first.options.Size!);
    await pick(page, 'Colour', colour);
    const chosen = `${first.options.Size} · ${colour}`;
    await page.getByRole('main').getByText(`SKU: ${first.sku}`).waitFor();
    const firstShown = await shown(page);
    expect(firstShown.price).toBe(money(first.price));
    expect(firstShown.stock).toMatch(new RegExp(`^(In stock in|Only ${first.stock} left in) ${chosen.replace(/[.]/g, '\\.')}$`));
    expect(firstShown).not.toEqual(unchosen);
    expect(new URL(page.url()).searchParams.get('variant')).toBe(first._id);

    // The address opens on the same choice.
    await page.reload();
    await page.getByRole('heading', { name: product.name }).waitFor();
    await page.getByRole('main').getByText(`SKU: ${first.sku}`).waitFor();
    expect(await page.getByRole('main').getByRole('radio', { name: first.options.Size!, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('main').getByRole('radio', { name: colour, exact: true }).isChecked()).toBe(true);
    expect(await shown(page)).toEqual(firstShown);

    // Into the cart; then another size of the same colour, the colour kept.
    await page
      .getByRole('main')
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await badgeBecomes(page, '1');
    await pick(page, 'Size', second.options.Size!);
    await page.getByRole('main').getByText(`SKU: ${second.sku}`).waitFor();
    expect(new URL(page.url()).searchParams.get('variant')).toBe(second._id);
    expect((await shown(page)).price).toBe(money(second.price));
    await page
      .getByRole('main')
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await badgeBecomes(page, '2');

    // The cart: two lines of the product, each with its options.
    await page.getByRole('link', { name: /^Cart 2 items/ }).click();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    const lines = page.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    const lineTexts = await lines.allInnerTexts();
    for (const v of [first, second]) {
      const line = lineTexts.find((t) => t.includes(`Size ${v.options.Size} · ${colour}`));
      expect(line, lineTexts.join('\n---\n')).toBeDefined();
      expect(line).toContain(product.name);
      expect(line).toContain(money(v.price));
    }

    // Checkout as a guest, and pay on the payment sandbox.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Full Name').fill('Vera Variant');
    await page.getByLabel('Street').fill('1 Rue Sainte-Catherine');
    await page.getByLabel('City').fill('Montréal');
    await page.getByLabel('Province').selectOption('QC');
    await page.getByLabel('Postal Code').fill('H2X 1K4');
    await page.getByRole('region', { name: 'Order summary' }).getByText('QST', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Place your order' }).click();
    await page.waitForURL(/\/payment-sandbox\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/success\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // The order's page names each variant by its options.
    await page.waitForURL(`**/orders/${orderId}`, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    const order = await page.getByRole('main').innerText();
    expect(order).toContain(`Size ${first.options.Size} · ${colour}`);
    expect(order).toContain(`Size ${second.options.Size} · ${colour}`);
    await badgeBecomes(page, '0');

    // The stock: one of each of the two variants taken, none of any other.
    const expected = new Map(before);
    expected.set(first._id, before.get(first._id)! - 1);
    expected.set(second._id, before.get(second._id)! - 1);
    const stocks = async () => Object.fromEntries((await productOf(product._id)).variants.map((v) => [v._id, v.stock]));
    const wanted = Object.fromEntries(expected);
    let now = await stocks();
    // Taken as the catalogue hears of the payment (an event): look until it is, for at most 15 s.
    for (const start = Date.now(); JSON.stringify(now) !== JSON.stringify(wanted) && Date.now() - start < 15_000;) {
      await sleep(250);
      now = await stocks();
    }
    expect(now).toEqual(wanted);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
