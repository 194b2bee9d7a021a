import { describe, expect, it } from 'vitest';
import { type PromotionLine, type PromotionTerms, applyPromotions, percentOf, spread } from '../src/domain/promotions';

// Every figure below is worked out by hand, in cents, in the comment beside it.

const line = (productId: string, category: string, unitCents: number, quantity: number): PromotionLine => ({
  productId,
  variantId: productId,
  category,
  unitCents,
  quantity,
});
const promotion = (more: Partial<PromotionTerms> & Pick<PromotionTerms, 'benefit'>): PromotionTerms => ({
  id: more.name ?? 'p',
  name: 'A promotion',
  target: { kind: 'order' },
  minSubtotalCents: 0,
  combines: true,
  ...more,
});

const parka = line('parka', 'Outdoor', 27_900, 1);
const toques = line('toque', 'Accessories', 2_499, 2);
const tent = line('tent', 'Outdoor', 18_999, 1);
const boxing25 = promotion({
  name: 'Boxing Day: 25 % off Outdoor',
  code: 'BOXING25',
  target: { kind: 'categories', names: ['outdoor'] },
  benefit: { kind: 'percent', percent: 25 },
});
const threeForTwo = promotion({
  name: '3 for 2 on toques',
  target: { kind: 'products', ids: ['toque'] },
  benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 },
});

describe('cents', () => {
  it('takes a percentage to the cent, half up', () => {
    expect(percentOf(1_999, 25)).toBe(500); // 499.75
    expect(percentOf(2_501, 12.5)).toBe(313); // 312.625
    expect(percentOf(2_000, 12.5)).toBe(250); // exactly
    expect(percentOf(1_998, 25)).toBe(500); // 499.5, half up
    expect(percentOf(1_997, 25)).toBe(499); // 499.25
  });

  it('spreads an amount over lines to the cent, the last cent to the last line, never past a line', () => {
    expect(spread(100, [1, 1, 1])).toEqual([33, 33, 34]);
    // $10.00 over $10.00, $20.00, $30.01: 166.6 → 166, 499.9 - 166 → 333, the rest (501) last.
    expect(spread(1_000, [1_000, 2_000, 3_001])).toEqual([166, 333, 501]);
    // 2 cents over three lines of 1 cent: no line gets 2.
    expect(spread(2, [1, 1, 1])).toEqual([0, 1, 1]);
    expect(spread(300, [100, 0, 200])).toEqual([100, 0, 200]);
    expect(spread(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('what each kind takes off', () => {
  it('takes 25 % off the Outdoor lines only, each line its own quarter', () => {
    const out = applyPromotions([parka, toques, tent], [boxing25]);
    // Outdoor: 27,900 + 18,999 = 46,899; 25 % = 11,724.75 → 11,725: the parka 6,975, the tent the rest, 4,750.
    expect(out.lineDiscountCents).toEqual([6_975, 0, 4_750]);
    expect(out.discountCents).toBe(11_725);
    expect(out.applied.map((a) => [a.promotion.code, a.amountCents])).toEqual([['BOXING25', 11_725]]);
  });

  it('gives the third toque free, the cheapest one when they differ', () => {
    // 3 × $24.99: one free, $24.99.
    expect(applyPromotions([line('toque', 'Accessories', 2_499, 3)], [threeForTwo]).lineDiscountCents).toEqual([2_499]);
    // 5 toques: still one free; 6: two.
    expect(applyPromotions([line('toque', 'Accessories', 2_499, 5)], [threeForTwo]).discountCents).toBe(2_499);
    expect(applyPromotions([line('toque', 'Accessories', 2_499, 6)], [threeForTwo]).discountCents).toBe(4_998);
    // Two toques at $24.99 and one at $19.99 (another product of the deal): the $19.99 one is free.
    const deal = promotion({ ...threeForTwo, target: { kind: 'products', ids: ['toque', 'beanie'] } });
    const out = applyPromotions([line('toque', 'Accessories', 2_499, 2), line('beanie', 'Accessories', 1_999, 1)], [deal]);
    expect(out.lineDiscountCents).toEqual([0, 1_999]);
  });

  it('takes half off the second item of a buy 1 get 1 at 50 %', () => {
    const bogoHalf = promotion({ benefit: { kind: 'buy-get', buy: 1, get: 1, percent: 50 } });
    // 2 × $19.99: half of one, 999.5 → 1,000 (half up).
    expect(applyPromotions([line('mitt', 'Accessories', 1_999, 2)], [bogoHalf]).discountCents).toBe(1_000);
  });

  it('says how many more items a deal needs', () => {
    const out = applyPromotions([line('toque', 'Accessories', 2_499, 2)], [threeForTwo]);
    expect(out.discountCents).toBe(0);
    expect(out.leftOut).toEqual([
      { promotion: threeForTwo, code: 'promotion.quantityShort', values: { count: '1', name: '3 for 2 on toques' } },
    ]);
  });

  it('takes the highest tier the items reach', () => {
    const tiers = promotion({
      name: 'Socks: 2 for 10 %, 5 for 20 %',
      target: { kind: 'categories', names: ['Socks'] },
      benefit: {
        kind: 'tiers',
        tiers: [
          { quantity: 2, percent: 10 },
          { quantity: 5, percent: 20 },
        ],
      },
    });
    const socks = (n: number) => [line('socks', 'Socks', 1_000, n)];
    expect(applyPromotions(socks(4), [tiers]).discountCents).toBe(400); // 10 % of 40.00
    expect(applyPromotions(socks(5), [tiers]).discountCents).toBe(1_000); // 20 % of 50.00
    expect(applyPromotions(socks(1), [tiers]).leftOut[0]).toMatchObject({ code: 'promotion.quantityShort', values: { count: '1' } });
  });

  it('takes a fixed amount once, spread over the lines, never more than they cost', () => {
    const tenOff = promotion({ benefit: { kind: 'fixed', amountCents: 1_000 } });
    const lines = [line('a', 'A', 1_000, 1), line('b', 'B', 2_000, 1), line('c', 'C', 3_001, 1)];
    expect(applyPromotions(lines, [tenOff]).lineDiscountCents).toEqual([166, 333, 501]);
    const fiftyOff = promotion({ benefit: { kind: 'fixed', amountCents: 5_000 } });
    expect(applyPromotions([line('a', 'A', 1_500, 2)], [fiftyOff]).lineDiscountCents).toEqual([3_000]);
  });

  it('ships free without taking anything off the lines', () => {
    const free = promotion({ name: 'Free shipping', benefit: { kind: 'free-shipping' } });
    const out = applyPromotions([parka], [free], 1_500);
    expect(out).toMatchObject({ freeShipping: true, discountCents: 1_500, lineDiscountCents: [0] });
    expect(applyPromotions([parka], [free], 0)).toMatchObject({ freeShipping: true, discountCents: 0 });
  });

  it('needs its minimum subtotal, before discounts, and lines it targets', () => {
    const over50 = promotion({ name: '$5 off $50', minSubtotalCents: 5_000, benefit: { kind: 'fixed', amountCents: 500 } });
    expect(applyPromotions([line('a', 'A', 4_999, 1)], [over50]).leftOut[0]).toMatchObject({
      code: 'promotion.minSubtotal',
      values: { amount: '50.00', name: '$5 off $50' },
    });
    expect(applyPromotions([line('a', 'A', 5_000, 1)], [over50]).discountCents).toBe(500);
    expect(applyPromotions([toques], [boxing25]).leftOut[0]).toMatchObject({ code: 'promotion.nothingEligible' });
    const variant = promotion({ target: { kind: 'variants', ids: ['parka-m-red'] }, benefit: { kind: 'percent', percent: 10 } });
    expect(applyPromotions([{ ...parka, variantId: 'parka-m-red' }, parka], [variant]).lineDiscountCents).toEqual([2_790, 0]);
  });
});

describe('when several could apply', () => {
  it('applies the item deal first, then the percentage on what is left', () => {
    const quarterOffAccessories = promotion({
      name: '25 % off Accessories',
      target: { kind: 'categories', names: ['Accessories'] },
      benefit: { kind: 'percent', percent: 25 },
    });
    // 3 toques, 7,497: the free one first (2,499), then 25 % of 4,998 = 1,249.5 → 1,250. In all 3,749.
    const out = applyPromotions([line('toque', 'Accessories', 2_499, 3)], [quarterOffAccessories, threeForTwo]);
    expect(out.applied.map((a) => [a.promotion.name, a.amountCents])).toEqual([
      ['3 for 2 on toques', 2_499],
      ['25 % off Accessories', 1_250],
    ]);
    expect(out.lineDiscountCents).toEqual([3_749]);
  });

  it('takes percentages off before amounts, and the order never goes below 0', () => {
    const tenPercent = promotion({ name: '10 %', benefit: { kind: 'percent', percent: 10 } });
    const tenDollars = promotion({ name: '$10', benefit: { kind: 'fixed', amountCents: 1_000 } });
    // $100: 10 % → $10, then $10 off $90 → $80 left.
    expect(applyPromotions([line('a', 'A', 10_000, 1)], [tenDollars, tenPercent]).discountCents).toBe(2_000);
    const all = promotion({ name: 'All off', benefit: { kind: 'percent', percent: 100 } });
    const out = applyPromotions([line('a', 'A', 10_000, 1)], [all, tenDollars]);
    expect(out.lineDiscountCents).toEqual([10_000]);
    expect(out.leftOut.map((l) => l.code)).toEqual(['promotion.nothingEligible']);
  });

  it('gives one that does not combine alone when it saves more, and says why the others were left out', () => {
    const auto10 = promotion({ name: '10 % off everything', benefit: { kind: 'percent', percent: 10 } });
    const code30 = promotion({ name: 'VIP 30 %', code: 'VIP30', combines: false, benefit: { kind: 'percent', percent: 30 } });
    const out = applyPromotions([line('a', 'A', 10_000, 1)], [auto10, code30]);
    expect(out.applied.map((a) => a.promotion.code)).toEqual(['VIP30']);
    expect(out.discountCents).toBe(3_000);
    expect(out.leftOut).toEqual([
      { promotion: auto10, code: 'promotion.notCombined', values: { name: '10 % off everything', other: 'VIP 30 %' } },
    ]);
  });

  it('keeps the ones that combine when together they save more than the one alone', () => {
    const auto10 = promotion({ name: '10 %', benefit: { kind: 'percent', percent: 10 } });
    const auto15 = promotion({ name: '15 %', benefit: { kind: 'percent', percent: 15 } });
    const code20 = promotion({ name: '20 %', code: 'TWENTY', combines: false, benefit: { kind: 'percent', percent: 20 } });
    // Together: 1,000, then 15 % of 9,000 = 1,350: 2,350 > 2,000.
    const out = applyPromotions([line('a', 'A', 10_000, 1)], [auto10, auto15, code20]);
    expect(out.discountCents).toBe(2_350);
    expect(out.leftOut).toEqual([{ promotion: code20, code: 'promotion.notCombined', values: { name: '20 %', other: '10 %, 15 %' } }]);
  });

  it('says why a code left out of the choice would not apply even alone', () => {
    const auto10 = promotion({ name: '10 %', benefit: { kind: 'percent', percent: 10 } });
    const outdoorOnly = promotion({ ...boxing25, combines: false });
    const out = applyPromotions([toques], [auto10, outdoorOnly]);
    expect(out.leftOut).toEqual([{ promotion: outdoorOnly, code: 'promotion.nothingEligible', values: { name: boxing25.name } }]);
  });
});

describe('tax and refunds after discounts', () => {
  it('taxes the discounted lines: GST and QST on 401.72, not on 543.96', async () => {
    const { computeTotals } = await import('../src/domain/totals');
    // The Quebec order of promotion-orders.test.ts: parka 279.00 − 69.75, 3 toques 74.97 − 24.99, tent 189.99 − 47.50.
    const t = computeTotals(
      [
        { priceCents: 27_900, quantity: 1, discountCents: 6_975 },
        { priceCents: 2_499, quantity: 3, discountCents: 2_499 },
        { priceCents: 18_999, quantity: 1, discountCents: 4_750 },
      ],
      { province: 'QC', country: 'Canada' },
    );
    // 40,172 taxed: GST 2,008.6 → 2,009; QST 4,007.157 → 4,007.
    expect(t).toEqual({
      subtotal: 54_396,
      discount: 14_224,
      taxes: [
        { name: 'GST', rate: 5, amount: 2_009 },
        { name: 'QST', rate: 9.975, amount: 4_007 },
      ],
      tax: 6_016,
      shipping: 0,
      total: 46_188,
      region: 'QC',
    });
  });

  it('refunds a returned toque of a 3 for 2 what it really cost, with its share of the tax', async () => {
    const { planRefund } = await import('../src/domain/refunds');
    const orderItem = (variantId: string, price: number, quantity: number, discount: number) => ({
      productId: variantId,
      variantId,
      name: variantId,
      options: {},
      sku: '',
      price,
      quantity,
      imageUrl: '',
      discount,
    });
    const order = {
      items: [orderItem('parka', 279, 1, 69.75), orderItem('toque', 24.99, 3, 24.99), orderItem('tent', 189.99, 1, 47.5)],
      subtotalCents: 54_396,
      discountCents: 14_224,
      taxCents: 6_016,
      paidCents: 46_188,
      refunds: [],
    };
    // A toque: (74.97 − 24.99) / 3 = 16.66; its tax: 6,016 × 1,666 / 40,172 = 249.49 → 249. In all 19.15.
    expect(planRefund(order, [{ productId: 'toque', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 1_915, items: [{ productId: 'toque', variantId: 'toque', name: 'toque', options: {}, quantity: 1 }] },
    });
    // The parka: 209.25 and 6,016 × 20,925 / 40,172 = 3,133.65 → 3,134: 240.59.
    expect(planRefund(order, [{ productId: 'parka', quantity: 1 }])).toMatchObject({ ok: true, value: { amountCents: 24_059 } });
    // Everything: what was charged, to the cent.
    expect(planRefund(order)).toMatchObject({ ok: true, value: { amountCents: 46_188 } });
  });
});

describe('who may use a promotion, and when', async () => {
  const { promotionRefusal } = await import('../src/domain/promotion-terms');
  // BOXING25: from December 26 to 31 in Toronto (05:00 UTC in winter), 200 uses.
  const boxing = {
    status: 'active' as const,
    startsAt: new Date('2026-12-26T05:00:00Z'),
    endsAt: new Date('2027-01-01T05:00:00Z'),
    usageLimit: 200,
    perCustomerLimit: null,
    signedInOnly: false,
    firstOrderOnly: false,
    uses: 0,
  };
  const anyone = { signedIn: false, hasPaidOrder: false, uses: 0 };
  const at = (iso: string) => new Date(iso);

  it('runs from its first instant to just before its end, and says the days in Toronto', () => {
    expect(promotionRefusal(boxing, anyone, at('2026-12-26T04:59:59Z'))).toEqual({
      code: 'promotion.code.notStarted',
      values: { date: '2026-12-26' },
    });
    expect(promotionRefusal(boxing, anyone, at('2026-12-26T05:00:00Z'))).toBeNull();
    expect(promotionRefusal(boxing, anyone, at('2027-01-01T04:59:59Z'))).toBeNull();
    // Its end is the first instant of January 1: the last day it ran is December 31.
    expect(promotionRefusal(boxing, anyone, at('2027-01-01T05:00:00Z'))).toEqual({
      code: 'promotion.code.expired',
      values: { date: '2026-12-31' },
    });
    expect(promotionRefusal({ ...boxing, endsAt: null }, anyone, at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('is refused paused, and ended on the day staff ended it', () => {
    const during = at('2026-12-27T15:00:00Z');
    expect(promotionRefusal({ ...boxing, status: 'paused' }, anyone, during)).toEqual({ code: 'promotion.code.paused' });
    expect(promotionRefusal({ ...boxing, status: 'ended', endsAt: at('2026-12-27T14:00:00Z') }, anyone, during)).toEqual({
      code: 'promotion.code.expired',
      values: { date: '2026-12-27' },
    });
  });

  it('counts its uses in all, a single-use code’s, and a shopper’s', () => {
    const during = at('2026-12-27T15:00:00Z');
    expect(promotionRefusal({ ...boxing, uses: 199 }, anyone, during)).toBeNull();
    expect(promotionRefusal({ ...boxing, uses: 200 }, anyone, during)).toEqual({ code: 'promotion.code.usedUp' });
    expect(promotionRefusal({ ...boxing, usageLimit: null, uses: 5_000 }, anyone, during)).toBeNull();
    expect(promotionRefusal(boxing, anyone, during, { singleUse: true, uses: 0 })).toBeNull();
    expect(promotionRefusal(boxing, anyone, during, { singleUse: true, uses: 1 })).toEqual({ code: 'promotion.code.usedUp' });
    // A public code is used by many.
    expect(promotionRefusal(boxing, anyone, during, { singleUse: false, uses: 50 })).toBeNull();
    const oncePerShopper = { ...boxing, perCustomerLimit: 1 };
    expect(promotionRefusal(oncePerShopper, anyone, during)).toBeNull();
    expect(promotionRefusal(oncePerShopper, { ...anyone, uses: 1 }, during)).toEqual({ code: 'promotion.code.usedByYou' });
  });

  it('keeps a promotion for shoppers with an account or for first orders to them', () => {
    const during = at('2026-12-27T15:00:00Z');
    const members = { ...boxing, signedInOnly: true };
    expect(promotionRefusal(members, anyone, during)).toEqual({ code: 'promotion.code.signIn' });
    expect(promotionRefusal(members, { ...anyone, signedIn: true }, during)).toBeNull();
    const first = { ...boxing, firstOrderOnly: true };
    expect(promotionRefusal(first, anyone, during)).toBeNull();
    expect(promotionRefusal(first, { ...anyone, hasPaidOrder: true }, during)).toEqual({ code: 'promotion.code.firstOrder' });
  });
});

describe('more of what the kinds take off', () => {
  it('targets categories whatever their case, products by id, and a variant only by its own id', () => {
    const lines = [line('a', 'Outdoor', 1_000, 1), line('b', 'OUTDOOR', 2_000, 1), line('c', 'Kitchen', 4_000, 1)];
    const byCategory = promotion({
      target: { kind: 'categories', names: ['outdoor', 'Garden'] },
      benefit: { kind: 'percent', percent: 10 },
    });
    expect(applyPromotions(lines, [byCategory]).lineDiscountCents).toEqual([100, 200, 0]);
    const byProduct = promotion({ target: { kind: 'products', ids: ['c'] }, benefit: { kind: 'percent', percent: 10 } });
    expect(applyPromotions(lines, [byProduct]).lineDiscountCents).toEqual([0, 0, 400]);
    const byVariant = promotion({ target: { kind: 'variants', ids: ['b'] }, benefit: { kind: 'percent', percent: 10 } });
    expect(applyPromotions([{ ...lines[0]!, variantId: 'a-red' }, lines[1]!], [byVariant]).lineDiscountCents).toEqual([0, 200]);
  });

  it('gives two free of six in a 3 for 2 across two lines, the cheapest two', () => {
    // Six items: two free. Cheapest first: the two at $10.00 (2 × 1,000), not the $30.00 ones.
    const lines = [line('x', 'A', 3_000, 4), line('y', 'A', 1_000, 2)];
    const deal = promotion({ target: { kind: 'categories', names: ['A'] }, benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 } });
    expect(applyPromotions(lines, [deal]).lineDiscountCents).toEqual([0, 2_000]);
    // Seven items, one cheap: two free, the $10.00 one and one $30.00.
    const seven = [line('x', 'A', 3_000, 6), line('y', 'A', 1_000, 1)];
    expect(applyPromotions(seven, [deal]).lineDiscountCents).toEqual([3_000, 1_000]);
  });

  it('applies item deals before order percentages, in that order whatever order they come in', () => {
    const order10 = promotion({ name: '10 % off the order', benefit: { kind: 'percent', percent: 10 } });
    const items5 = promotion({
      name: '$5 off socks',
      target: { kind: 'categories', names: ['Socks'] },
      benefit: { kind: 'fixed', amountCents: 500 },
    });
    const tiers = promotion({
      name: 'tiers',
      target: { kind: 'categories', names: ['Socks'] },
      benefit: { kind: 'tiers', tiers: [{ quantity: 2, percent: 10 }] },
    });
    const lines = [line('s', 'Socks', 1_000, 2)];
    // 2,000: tiers 10 % → 200; $5 off the socks → 500; then 10 % of the 1,300 left → 130.
    const out = applyPromotions(lines, [order10, items5, tiers]);
    expect(out.applied.map((a) => [a.promotion.name, a.amountCents])).toEqual([
      ['tiers', 200],
      ['$5 off socks', 500],
      ['10 % off the order', 130],
    ]);
    // An order amount after an order percentage: 10 % of 2,000, then $5 of 1,800.
    const order5 = promotion({ name: '$5 off', benefit: { kind: 'fixed', amountCents: 500 } });
    expect(applyPromotions(lines, [order5, order10]).applied.map((a) => a.amountCents)).toEqual([200, 500]);
    // Free shipping last, and it says so.
    const free = promotion({ name: 'Free shipping', benefit: { kind: 'free-shipping' } });
    expect(applyPromotions(lines, [free, order10], 800).applied.map((a) => [a.promotion.name, a.amountCents])).toEqual([
      ['10 % off the order', 200],
      ['Free shipping', 800],
    ]);
  });

  it('of two promotions that do not combine and save as much, takes the earlier; of savings equal, the one that applies more', () => {
    const a = promotion({ name: 'A', combines: false, benefit: { kind: 'percent', percent: 20 } });
    const b = promotion({ name: 'B', combines: false, benefit: { kind: 'fixed', amountCents: 2_000 } });
    const lines = [line('x', 'X', 10_000, 1)];
    expect(applyPromotions(lines, [a, b]).applied.map((p) => p.promotion.name)).toEqual(['A']);
    expect(applyPromotions(lines, [b, a]).applied.map((p) => p.promotion.name)).toEqual(['B']);
    // Nothing combining: the one that does not combine, even when it saves nothing but free shipping.
    const free = promotion({ name: 'Free', combines: false, benefit: { kind: 'free-shipping' } });
    expect(applyPromotions(lines, [free]).applied.map((p) => p.promotion.name)).toEqual(['Free']);
  });
});
