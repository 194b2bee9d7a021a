// The promotion rules: which promotions an order gets and how much each takes off which line, in cents.
// Pure: the caller gives the lines as the catalogue priced them and the promotions it may apply.
import type { ErrorCode, ErrorValues } from '@storefront/contracts/errors';
import { percentOf, promotionTargets as targets } from '@storefront/contracts/promotion-rules';

export { percentOf };

/** What a promotion takes money off: the whole order, or only the lines of chosen products, variants
 * or categories. */
export type PromotionTarget =
  { kind: 'order' } | { kind: 'products'; ids: string[] } | { kind: 'variants'; ids: string[] } | { kind: 'categories'; names: string[] };

/** What a promotion gives. Percentages may have two decimals (12.5 % off). */
export type PromotionBenefit =
  /** That percentage off the targeted lines. */
  | { kind: 'percent'; percent: number }
  /** That amount off the targeted lines together, once per order (never more than they cost). */
  | { kind: 'fixed'; amountCents: number }
  | { kind: 'free-shipping' }
  /** For every `buy` targeted items, `get` more at `percent` off (100: free); the cheapest are the ones discounted. */
  | { kind: 'buy-get'; buy: number; get: number; percent: number }
  /** The percentage of the highest tier whose quantity the targeted items reach (2 for 10 %, 5 for 20 %). */
  | { kind: 'tiers'; tiers: Array<{ quantity: number; percent: number }> };

/** A promotion's terms, as an order keeps them. */
export interface PromotionTerms {
  id: string;
  /** What the shopper reads on the cart, the receipt and the order ("Boxing Day: 25 % off Outdoor"). */
  name: string;
  /** The code it was entered with; absent: it applies by itself. */
  code?: string;
  target: PromotionTarget;
  benefit: PromotionBenefit;
  /** The order's subtotal, before any discount, must reach this (0: no minimum). */
  minSubtotalCents: number;
  /** Whether it applies together with the others that combine (see applyPromotions). */
  combines: boolean;
}

/** A line of the order as the catalogue priced it. */
export interface PromotionLine {
  productId: string;
  variantId: string;
  category: string;
  unitCents: number;
  quantity: number;
}

export interface AppliedPromotion {
  promotion: PromotionTerms;
  amountCents: number;
  /** What it takes off each line, by the lines' index (sums to amountCents, 0 for shipping). */
  lineCents: number[];
  freeShipping: boolean;
}

/** A promotion the order did not get, with why (a code the shopper entered is refused with it). */
export interface PromotionLeftOut {
  promotion: PromotionTerms;
  code: ErrorCode;
  values?: ErrorValues;
}

export interface PromotionOutcome {
  applied: AppliedPromotion[];
  leftOut: PromotionLeftOut[];
  /** Each line's discount, all promotions together: never more than the line costs. */
  lineDiscountCents: number[];
  discountCents: number;
  freeShipping: boolean;
}

/** Spreads `amount` cents over lines in proportion to `weights`, to the cent: each line gets its share
 * rounded down as the running total goes, so the last cent lands on the last line and no line gets more
 * than its weight when the amount is at most their sum. */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map(() => 0);
  let running = 0;
  let given = 0;
  return weights.map((w) => {
    running += w;
    const upTo = Math.floor((amount * running) / total);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/** What one promotion takes off each line, given what each line still costs after those applied before. */
type Taken = { lineCents: number[]; freeShipping: boolean } | { code: ErrorCode; values?: ErrorValues };

function take(p: PromotionTerms, lines: PromotionLine[], left: number[]): Taken {
  const targeted = lines.map((l, i) => (targets(p.target, l) && left[i]! > 0 ? i : -1)).filter((i) => i >= 0);
  if (p.benefit.kind === 'free-shipping') return { lineCents: lines.map(() => 0), freeShipping: true };
  if (targeted.length === 0) return { code: 'promotion.nothingEligible', values: { name: p.name } };
  const weights = lines.map((_, i) => (targeted.includes(i) ? left[i]! : 0));
  const base = weights.reduce((s, w) => s + w, 0);
  const items = targeted.reduce((n, i) => n + lines[i]!.quantity, 0);
  const b = p.benefit;
  switch (b.kind) {
    case 'percent':
      return { lineCents: spread(percentOf(base, b.percent), weights), freeShipping: false };
    case 'fixed':
      return { lineCents: spread(Math.min(b.amountCents, base), weights), freeShipping: false };
    case 'tiers': {
      const reached = b.tiers.filter((t) => t.quantity <= items).sort((x, y) => y.quantity - x.quantity)[0];
      const fewest = Math.min(...b.tiers.map((t) => t.quantity));
      if (!reached) return { code: 'promotion.quantityShort', values: { count: String(fewest - items), name: p.name } };
      return { lineCents: spread(percentOf(base, reached.percent), weights), freeShipping: false };
    }
    case 'buy-get':
      return buyGet(p.name, b, lines, left, targeted, items);
  }
}

/** Buy X get Y: of every X + Y targeted items, the Y cheapest are discounted, each at what it still costs. */
function buyGet(
  name: string,
  b: { buy: number; get: number; percent: number },
  lines: PromotionLine[],
  left: number[],
  targeted: number[],
  items: number,
): Taken {
  const discounted = Math.floor(items / (b.buy + b.get)) * b.get;
  if (discounted === 0) return { code: 'promotion.quantityShort', values: { count: String(b.buy + b.get - items), name } };
  // Cheapest first (by what an item of the line still costs); of two as cheap, the later line.
  const order = [...targeted].sort((x, y) => left[x]! / lines[x]!.quantity - left[y]! / lines[y]!.quantity || y - x);
  const lineCents = lines.map(() => 0);
  let toGive = discounted;
  for (const i of order) {
    if (toGive === 0) break;
    const count = Math.min(toGive, lines[i]!.quantity);
    toGive -= count;
    // `count` of the line's items, at their share of what the line still costs, rounded once, half up.
    const quantity = lines[i]!.quantity;
    const basisPoints = Math.round(b.percent * 100);
    lineCents[i] = Math.min(left[i]!, Math.floor((left[i]! * count * basisPoints + quantity * 5_000) / (quantity * 10_000)));
  }
  return { lineCents, freeShipping: false };
}

/** Which of a promotion's kinds applies first: item deals on their own items, then percentages before
 * amounts (so an amount comes off what is left), the order's own last, free shipping at the end. */
function stage(p: PromotionTerms): number {
  const onItems = p.target.kind !== 'order';
  switch (p.benefit.kind) {
    case 'buy-get':
      return 0;
    case 'tiers':
      return 1;
    case 'percent':
      return onItems ? 2 : 4;
    case 'fixed':
      return onItems ? 3 : 5;
    case 'free-shipping':
      return 6;
  }
}

/** The promotions of one set, applied one after the other on what the lines still cost. */
function applyInTurn(set: PromotionTerms[], lines: PromotionLine[], shippingCents: number): PromotionOutcome {
  const subtotal = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);
  const left = lines.map((l) => l.unitCents * l.quantity);
  const applied: AppliedPromotion[] = [];
  const leftOut: PromotionLeftOut[] = [];
  const inOrder = set.map((p, i) => ({ p, i })).sort((x, y) => stage(x.p) - stage(y.p) || x.i - y.i);
  for (const { p } of inOrder) {
    if (subtotal < p.minSubtotalCents) {
      leftOut.push({
        promotion: p,
        code: 'promotion.minSubtotal',
        values: { amount: (p.minSubtotalCents / 100).toFixed(2), name: p.name },
      });
      continue;
    }
    const taken = take(p, lines, left);
    if ('code' in taken) {
      leftOut.push({ promotion: p, code: taken.code, values: taken.values });
      continue;
    }
    taken.lineCents.forEach((c, i) => (left[i] = left[i]! - c));
    const amountCents = taken.lineCents.reduce((s, c) => s + c, 0) + (taken.freeShipping ? shippingCents : 0);
    applied.push({ promotion: p, amountCents, lineCents: taken.lineCents, freeShipping: taken.freeShipping });
  }
  const lineDiscountCents = lines.map((l, i) => l.unitCents * l.quantity - left[i]!);
  return {
    applied,
    leftOut,
    lineDiscountCents,
    discountCents: applied.reduce((s, a) => s + a.amountCents, 0),
    freeShipping: applied.some((a) => a.freeShipping),
  };
}

/**
 * The promotions an order gets, of those it may have (automatic ones in force and the codes the shopper
 * entered, in the order given):
 * - the ones that combine apply together, one after the other (see `stage`), each on what the lines
 *   still cost after the ones before: no line ever goes below 0;
 * - one that does not combine applies alone;
 * - of these choices, the order gets the one that saves the most (when two save as much: the one that
 *   applies more promotions, then the combining set, then the earlier promotion). The others are left
 *   out with 'promotion.notCombined', or with why they would not apply even alone.
 */
export function applyPromotions(lines: PromotionLine[], candidates: PromotionTerms[], shippingCents = 0): PromotionOutcome {
  const together = candidates.filter((p) => p.combines);
  const choices = [together, ...candidates.filter((p) => !p.combines).map((p) => [p])];
  let best = applyInTurn(together, lines, shippingCents);
  let bestSet = together;
  for (const set of choices.slice(1)) {
    const outcome = applyInTurn(set, lines, shippingCents);
    if (better(outcome, best)) [best, bestSet] = [outcome, set];
  }
  const chosen = best.applied.map((a) => a.promotion.name).join(', ');
  const outside = candidates
    .filter((p) => !bestSet.includes(p))
    .map((p): PromotionLeftOut => {
      // Left out of the choice, it is refused for what it would have been refused alone, if anything.
      const alone = applyInTurn([p], lines, shippingCents).leftOut[0];
      return alone ?? { promotion: p, code: 'promotion.notCombined', values: { name: p.name, other: chosen } };
    });
  return { ...best, leftOut: [...best.leftOut, ...outside] };
}

/** Saves more; as much, applies more promotions (free shipping on an order shipped free still applies). */
const better = (o: PromotionOutcome, than: PromotionOutcome) =>
  o.discountCents > than.discountCents || (o.discountCents === than.discountCents && o.applied.length > than.applied.length);
