// What the orders service (pricing a cart) and the catalogue (pricing its shelves) reckon alike, so a
// sale price on a product page is what the cart takes off. Pure, and free of zod for the browser.

/** `percent` of `cents`, to the cent, half up, in whole numbers (a percentage has at most two decimals). */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

type Target =
  { kind: 'order' } | { kind: 'products'; ids: string[] } | { kind: 'variants'; ids: string[] } | { kind: 'categories'; names: string[] };

/** Whether a promotion's target takes in a line (categories compared without case). */
export function promotionTargets(target: Target, line: { productId: string; variantId: string; category: string }): boolean {
  switch (target.kind) {
    case 'order':
      return true;
    case 'products':
      return target.ids.includes(line.productId);
    case 'variants':
      return target.ids.includes(line.variantId);
    case 'categories':
      return target.names.some((n) => n.toLowerCase() === line.category.toLowerCase());
  }
}
