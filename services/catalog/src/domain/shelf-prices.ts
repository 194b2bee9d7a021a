// What the shelves show of the automatic promotions in force: a product's price after those that take a
// percentage off it, and the names of the deals that depend on how many are bought. Pure, in cents.
import type { PromotionRule } from '@storefront/contracts';
import { percentOf, promotionTargets } from '@storefront/contracts/promotion-rules';

type Target =
  { kind: 'order' } | { kind: 'products'; ids: string[] } | { kind: 'variants'; ids: string[] } | { kind: 'categories'; names: string[] };

/** An automatic promotion in force, for everyone, with no minimum subtotal (the caller picks them). */
export interface ShelfPromotion {
  id: string;
  name: string;
  target: Target;
  benefit: PromotionRule;
  combines: boolean;
}

export interface ShelfVariant {
  productId: string;
  variantId: string;
  category: string;
  priceCents: number;
}

/** A variant's price after the percentages off that a cart holding one of it gets, and whose they are;
 * undefined when none applies. The orders service applies percentages off items before those off the
 * order, each on what is left; those that combine go together, one that does not goes alone, and the
 * cart gets whichever saves the most: so does the shelf. */
export function salePrice(variant: ShelfVariant, promotions: ShelfPromotion[]): { cents: number; names: string[] } | undefined {
  const percentages = promotions
    .filter((p) => p.benefit.kind === 'percent' && promotionTargets(p.target, variant))
    // Off items first, then off the order (the orders service's stages).
    .sort((a, b) => Number(a.target.kind === 'order') - Number(b.target.kind === 'order'));
  const priceAfter = (set: ShelfPromotion[]) =>
    set.reduce((left, p) => left - percentOf(left, (p.benefit as { percent: number }).percent), variant.priceCents);
  const choices = [percentages.filter((p) => p.combines), ...percentages.filter((p) => !p.combines).map((p) => [p])];
  let best: { cents: number; names: string[] } | undefined;
  // When two save as much, the first made (they come in that order).
  for (const set of choices) {
    const cents = priceAfter(set);
    if (cents < variant.priceCents && (!best || cents < best.cents)) best = { cents, names: set.map((p) => p.name) };
  }
  return best;
}

/** The names of the deals (buy X get Y, quantity tiers) that take in any of a product's variants. */
export function dealsOf(variants: ShelfVariant[], promotions: ShelfPromotion[]): string[] {
  return promotions
    .filter((p) => (p.benefit.kind === 'buy-get' || p.benefit.kind === 'tiers') && variants.some((v) => promotionTargets(p.target, v)))
    .map((p) => p.name);
}
