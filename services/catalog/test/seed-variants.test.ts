import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Product, variantsProblems } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { generateCatalogue } from '../src/data/seed/generate';
import { catalogService } from '../src';

interface SeededVariant {
  product_id: string;
  sku: string;
  options: Record<string, string>;
  price_cents: number;
  stock: number;
  status: string;
}

// The starting catalogue as a shop seeds it: its clothing, footwear and outdoor products come in
// sizes, colours, widths and lengths, each variant with its own SKU, price and stock.
describe('the starting catalogue with options and variants', () => {
  const embedded = BACKENDS.find((b) => b.database !== 'postgres') ?? BACKENDS[0]!;
  let svc: StartedTestService;
  let products: Product[];
  let variants: SeededVariant[];
  const variantsOf = (p: Product) => variants.filter((v) => v.product_id === p._id);
  const goods = () => products.filter((p) => !p.giftCard);
  const withOptions = () => goods().filter((p) => p.options.length > 0);

  beforeAll(async () => {
    svc = await startTestService(catalogService, embedded);
    const ids: string[] = (await svc.db.query<{ id: string }>('SELECT id FROM catalog.products ORDER BY created_at DESC')).rows.map(
      (r) => r.id,
    );
    products = [];
    for (let i = 0; i < ids.length; i += 50)
      products.push(...(await request(svc.app).get(`/api/products?ids=${ids.slice(i, i + 50).join(',')}&limit=50`)).body.products);
    variants = (await svc.db.query<SeededVariant>('SELECT product_id, sku, options, price_cents, stock, status FROM catalog.variants'))
      .rows;
  });
  afterAll(async () => svc?.close());

  it('gives about a third of its products options, of 4 to 30 variants each, the rest sold one way', () => {
    // The generated goods, and the gift card (sold by amount: tested on its own below).
    expect(products).toHaveLength(generateCatalogue().length + 1);
    const share = withOptions().length / goods().length;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.4);
    for (const p of withOptions()) {
      expect(variantsOf(p).length, p.name).toBeGreaterThanOrEqual(4);
      expect(variantsOf(p).length, p.name).toBeLessThanOrEqual(30);
    }
    for (const p of goods().filter((x) => x.options.length === 0)) {
      expect(variantsOf(p).map((v) => [v.options, v.price_cents / 100, v.stock])).toEqual([[{}, p.price, p.stock]]);
    }
  });

  it('sells a gift card by amount: $25, $50 and $100 as variants, or $10 to $500 of your own', () => {
    const card = products.find((p) => p.giftCard);
    expect(card?.giftCard).toEqual({ minAmount: 10, maxAmount: 500 });
    expect(variantsOf(card!).map((v) => [v.options, v.price_cents / 100])).toEqual([
      [{ Amount: '$25' }, 25],
      [{ Amount: '$50' }, 50],
      [{ Amount: '$100' }, 100],
    ]);
  });

  it('dresses the clothing, footwear, winter and outdoor aisles, and a parka comes in sizes and colours', () => {
    const share = (category: string) => {
      const of = products.filter((p) => p.category === category);
      return of.filter((p) => p.options.length > 0).length / of.length;
    };
    expect(share('Clothing')).toBe(1);
    expect(share('Shoes')).toBe(1);
    expect(share('Winter Gear')).toBeGreaterThan(0.5);
    expect(share('Sports & Outdoors')).toBeGreaterThan(0.5);
    const names = (p: Product) => p.options.map((o) => o.name);
    const parka = products.find((p) => /parka/i.test(p.name) && names(p).includes('Size') && names(p).includes('Colour'));
    expect(parka?.options.find((o) => o.name === 'Size')?.values).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(parka?.swatches?.length).toBeGreaterThanOrEqual(3);
    const boots = products.filter((p) => p.category === 'Shoes' && names(p).includes('Width'));
    expect(boots.length).toBeGreaterThan(0);
    expect(boots[0]!.options.find((o) => o.name === 'Size')!.values).toContain('9.5');
    expect(products.some((p) => /sleeping bag/i.test(p.name) && names(p).includes('Length'))).toBe(true);
  });

  it('gives every variant a SKU of its own, printable and scannable', () => {
    const skus = variants.map((v) => v.sku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
    expect(variants.every((v) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(v.sku))).toBe(true);
  });

  it('makes every variant in values of its product’s options, and lists only values some variant is made in', () => {
    for (const p of withOptions()) {
      const own = variantsOf(p);
      expect(variantsProblems(p.options, own), p.name).toEqual([]);
      for (const o of p.options) for (const value of o.values) expect(own.some((v) => v.options[o.name] === value)).toBe(true);
    }
    // Not every combination is made (a colour not cut in XS, wide boots in the middle sizes).
    const partial = withOptions().filter((p) => variantsOf(p).length < p.options.reduce((n, o) => n * o.values.length, 1));
    expect(partial.length).toBeGreaterThan(5);
  });

  it('leaves some variants sold out and a few nearly so, and prices some dearer', () => {
    const optioned = variants.filter((v) => Object.keys(v.options).length > 0);
    expect(optioned.filter((v) => v.stock === 0).length).toBeGreaterThan(20);
    expect(optioned.filter((v) => v.stock >= 1 && v.stock <= 3).length).toBeGreaterThan(20);
    const dearer = withOptions().filter((p) => p.priceMax !== undefined);
    expect(dearer.length).toBeGreaterThan(10);
    for (const p of dearer) expect(Math.round((p.priceMax! - p.price) * 100)).toBeGreaterThanOrEqual(500);
    // Tests and shoppers still find plenty sold one way and well stocked.
    expect(products.filter((p) => p.options.length === 0 && p.stock >= 10).length).toBeGreaterThan(100);
  });

  it('answers a product’s price, highest price and stock from its variants for sale', () => {
    for (const p of withOptions()) {
      const own = variantsOf(p).filter((v) => v.status === 'active');
      const prices = own.map((v) => v.price_cents / 100);
      expect(p.price, p.name).toBe(Math.min(...prices));
      expect(p.priceMax, p.name).toBe(Math.max(...prices) > p.price ? Math.max(...prices) : undefined);
      expect(p.stock, p.name).toBe(own.reduce((sum, v) => sum + v.stock, 0));
      expect(p.variants?.map((v) => v.sku).sort()).toEqual(own.map((v) => v.sku).sort());
    }
  });

  it('puts a short size chart in a few descriptions', () => {
    const charted = products.filter((p) => p.description.includes('Size chart'));
    expect(charted.length).toBeGreaterThanOrEqual(3);
    expect(charted.length).toBeLessThan(15);
    expect(charted.find((p) => /parka/i.test(p.name))?.description).toMatch(/Size: XS · S · M · L · XL · XXL\nChest: /);
  });

  it('is the same catalogue on every seed', () => {
    const once = generateCatalogue();
    expect(generateCatalogue()).toEqual(once);
    const seeded = new Set(variants.map((v) => v.sku));
    expect(once.flatMap((p) => p.variants.map((v) => v.sku)).every((sku) => seeded.has(sku))).toBe(true);
  });
});
