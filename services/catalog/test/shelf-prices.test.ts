import { describe, expect, it } from 'vitest';
import { type ShelfPromotion, dealsOf, salePrice } from '../src/domain/shelf-prices';

// Every figure is worked out by hand, in cents, in the comment beside it.

const parkaM = { productId: 'parka', variantId: 'parka-m', category: 'Outdoor', priceCents: 27_900 };
const parkaXl = { productId: 'parka', variantId: 'parka-xl', category: 'Outdoor', priceCents: 28_950 };
const toque = { productId: 'toque', variantId: 'toque', category: 'Accessories', priceCents: 2_499 };
const sale = (name: string, more: Partial<ShelfPromotion> = {}): ShelfPromotion => ({
  id: name,
  name,
  target: { kind: 'order' },
  benefit: { kind: 'percent', percent: 10 },
  combines: true,
  ...more,
});
const outdoor20 = sale('20 % off Outdoor', {
  target: { kind: 'categories', names: ['outdoor'] },
  benefit: { kind: 'percent', percent: 20 },
});
const everything5 = sale('5 % off everything', { benefit: { kind: 'percent', percent: 5 } });

describe('a sale price on the shelves', () => {
  it('takes a percentage off what it targets, to the cent, half up', () => {
    // 27,900 × 20 % = 5,580 off: 22,320.
    expect(salePrice(parkaM, [outdoor20])).toEqual({ cents: 22_320, names: ['20 % off Outdoor'] });
    // 2,499 × 5 % = 124.95 → 125 off: 2,374.
    expect(salePrice(toque, [everything5])).toEqual({ cents: 2_374, names: ['5 % off everything'] });
    // Categories are compared without case; the toque is not Outdoor.
    expect(salePrice(toque, [outdoor20])).toBeUndefined();
  });

  it('applies those that combine one after the other, off items before off the order', () => {
    // The order's 5 % is listed first but comes second, on what is left: 22,320 × 5 % = 1,116 → 21,204.
    expect(salePrice(parkaM, [everything5, outdoor20])).toEqual({ cents: 21_204, names: ['20 % off Outdoor', '5 % off everything'] });
    // 28,950 − 5,790 = 23,160; 23,160 × 5 % = 1,158 → 22,002.
    expect(salePrice(parkaXl, [outdoor20, everything5])?.cents).toBe(22_002);
    // Where the order shows in the cents: mitts at 549, 25 % off then 10 %: 549 − 137 (137.25) = 412,
    // 412 − 41 (41.2) = 371. The other way round would be 549 − 55 (54.9) = 494, 494 − 124 (123.5) = 370.
    const mitts = { productId: 'mitts', variantId: 'mitts', category: 'Accessories', priceCents: 549 };
    const accessories25 = sale('25 % off Accessories', {
      target: { kind: 'categories', names: ['Accessories'] },
      benefit: { kind: 'percent', percent: 25 },
    });
    const order10 = sale('10 % off', { benefit: { kind: 'percent', percent: 10 } });
    expect(salePrice(mitts, [order10, accessories25])?.cents).toBe(371);
  });

  it('lets one that does not combine apply alone, when it saves more than the others together', () => {
    const alone30 = sale('30 % off parkas, alone', {
      target: { kind: 'products', ids: ['parka'] },
      benefit: { kind: 'percent', percent: 30 },
      combines: false,
    });
    // Alone: 27,900 − 8,370 = 19,530, under the 21,204 of the two that combine.
    expect(salePrice(parkaM, [outdoor20, everything5, alone30])).toEqual({ cents: 19_530, names: ['30 % off parkas, alone'] });
    // A 22 % that does not combine (27,900 − 6,138 = 21,762) saves less than the pair: the pair applies.
    const alone22 = { ...alone30, name: '22 % alone', benefit: { kind: 'percent' as const, percent: 22 } };
    expect(salePrice(parkaM, [outdoor20, everything5, alone22])?.cents).toBe(21_204);
    // Two that save as much: the first made names the price.
    const also30 = { ...alone30, id: 'also', name: 'Also 30 %' };
    expect(salePrice(parkaM, [alone30, also30])?.names).toEqual(['30 % off parkas, alone']);
  });

  it('prices a variant by its own target, and leaves out what is not a percentage', () => {
    const xlOnly = sale('12.5 % off the XL', {
      target: { kind: 'variants', ids: ['parka-xl'] },
      benefit: { kind: 'percent', percent: 12.5 },
    });
    // 28,950 × 12.5 % = 3,618.75 → 3,619 off: 25,331.
    expect(salePrice(parkaXl, [xlOnly])?.cents).toBe(25_331);
    expect(salePrice(parkaM, [xlOnly])).toBeUndefined();
    // An amount off is once per order, and a deal depends on how many are bought: neither is a shelf price.
    const tenOff = sale('$10 off', { benefit: { kind: 'fixed', amountCents: 1_000 } });
    const threeForTwo = sale('3 for 2 on toques', {
      target: { kind: 'products', ids: ['toque'] },
      benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 },
    });
    expect(salePrice(toque, [tenOff, threeForTwo])).toBeUndefined();
    // Beside a percentage, the percentage alone: 2,374 as above.
    expect(salePrice(toque, [tenOff, everything5, threeForTwo])?.cents).toBe(2_374);
    // A percentage too small to take a cent off is no sale: 0.5 % of 99 is 0.495 → 0.
    expect(salePrice({ ...toque, priceCents: 99 }, [sale('0.5 %', { benefit: { kind: 'percent', percent: 0.5 } })])).toBeUndefined();

    const twoPacks = sale('2 XL for 10 %', {
      target: { kind: 'variants', ids: ['parka-xl'] },
      benefit: { kind: 'tiers', tiers: [{ quantity: 2, percent: 10 }] },
    });
    expect(dealsOf([toque], [tenOff, threeForTwo, twoPacks])).toEqual(['3 for 2 on toques']);
    // A deal on one of a product's variants is the product's deal.
    expect(dealsOf([parkaM, parkaXl], [threeForTwo, twoPacks, everything5])).toEqual(['2 XL for 10 %']);
  });
});
