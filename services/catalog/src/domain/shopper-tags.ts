import type { ShopperTag } from '@storefront/contracts/shop';

/** The shopper tags the starting catalogue gives a product, from its weather and holiday tags and its
 * category (staff give them to their own products like any tag). Migration 005 applies the same rule
 * to a catalogue seeded before these tags existed. */
export function shopperTagsFor(tags: readonly string[], category: string): ShopperTag[] {
  const has = (...any: string[]) => any.some((t) => tags.includes(t));
  const found: ShopperTag[] = [];
  if (has('christmas', 'valentine', 'mothers-day', 'fathers-day') || category === 'Seasonal & Gifts') found.push('gift');
  if (has('cold', 'snowy') || category === 'Winter Gear') found.push('winter');
  if (has('hot', 'sunny')) found.push('summer');
  if (['Sports & Outdoors', 'Garden', 'Winter Gear'].includes(category)) found.push('outdoor');
  if (has('back-to-school')) found.push('back-to-school');
  return found;
}
