/** Shopper types, named for what a shopper mostly looks at and buys, by catalogue category. */
export const TYPE_BY_CATEGORY: Readonly<Record<string, string>> = {
  Electronics: 'Tech Enthusiast',
  'Home & Kitchen': 'Home Chef',
  Grocery: 'Foodie',
  Clothing: 'Fashion Lover',
  Shoes: 'Fashion Lover',
  'Sports & Outdoors': 'Outdoor Adventurer',
  'Winter Gear': 'Winter Warrior',
  Books: 'Bookworm',
  'Toys & Games': 'Family Shopper',
  Beauty: 'Beauty Buff',
  Garden: 'Green Thumb',
  'Pet Supplies': 'Pet Parent',
  'Office Supplies': 'Student & Office Pro',
  'Seasonal & Gifts': 'Gift Giver',
};

/** The spec's answer for a shopper the model knows nothing about. */
export const DEFAULT_TYPE = 'default';
/** A category not in the table (an admin's new one). */
export const EXPLORER = 'Explorer';

/** The type whose categories hold most of a shopper's interest; 'default' without any interest. */
export function typeFromAffinity(byCategory: Map<string, number>): string {
  const byType = new Map<string, number>();
  for (const [category, score] of byCategory) {
    const type = TYPE_BY_CATEGORY[category] ?? EXPLORER;
    byType.set(type, (byType.get(type) ?? 0) + score);
  }
  let best = DEFAULT_TYPE;
  let bestScore = 0;
  for (const [type, score] of [...byType].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : DEFAULT_TYPE;
}
