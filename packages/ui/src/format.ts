export { formatMoney } from '@storefront/contracts/shop';

/** The cart badge: the total quantity, capped at '99+'. */
export function badgeCount(quantity: number): string {
  return quantity > 99 ? '99+' : String(Math.max(0, quantity));
}
