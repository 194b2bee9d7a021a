/** Dollars with a $ prefix and two decimals, e.g. $1,299.00. */
export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The cart badge: the total quantity, capped at '99+'. */
export function badgeCount(quantity: number): string {
  return quantity > 99 ? '99+' : String(Math.max(0, quantity));
}
