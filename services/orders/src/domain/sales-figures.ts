import type { OrderItem, SalesDay, SalesFigures, TopSeller } from '@storefront/contracts';
import { paidForCents } from './refunds';

/** One store day's sales in cents, as the database sums them. */
export interface DayInCents {
  day: string;
  orders: number;
  grossCents: number;
  discountCents: number;
  refundCents: number;
  visits: number;
  buyingVisits: number;
}

const dollars = (cents: number) => cents / 100;

/** The days' figures added up, in cents first so the dollars are exact. */
export function salesOver(days: readonly DayInCents[]): SalesFigures {
  const sum = (pick: (d: DayInCents) => number) => days.reduce((total, d) => total + pick(d), 0);
  const gross = sum((d) => d.grossCents);
  const refunds = sum((d) => d.refundCents);
  return {
    orders: sum((d) => d.orders),
    gross: dollars(gross),
    discounts: dollars(sum((d) => d.discountCents)),
    refunds: dollars(refunds),
    net: dollars(gross - refunds),
    visits: sum((d) => d.visits),
    buyingVisits: sum((d) => d.buyingVisits),
  };
}

export const salesDay = (d: DayInCents): SalesDay => ({ day: d.day, ...salesOver([d]) });

/** A line of a paid order, and how many of its units confirmed refunds gave back. */
export interface SoldLine {
  item: OrderItem;
  refundedUnits: number;
  /** When its order was paid: the newest line names the product (a product renamed keeps one row). */
  paidAt: Date;
}

/** The best sellers: units kept (sold less refunded) per product, most first, then by what they really
 * cost (each line's share after its discount, as a refund of them would give back). */
export function topSellers(lines: readonly SoldLine[], max = 10): TopSeller[] {
  const byProduct = new Map<string, { name: string; named: number; units: number; cents: number }>();
  for (const { item, refundedUnits, paidAt } of lines) {
    const kept = Math.max(0, item.quantity - refundedUnits);
    const seller = byProduct.get(item.productId) ?? { name: item.name, named: 0, units: 0, cents: 0 };
    if (paidAt.getTime() >= seller.named) Object.assign(seller, { name: item.name, named: paidAt.getTime() });
    seller.units += kept;
    seller.cents += paidForCents(item, kept);
    byProduct.set(item.productId, seller);
  }
  return [...byProduct]
    .filter(([, s]) => s.units > 0)
    .sort(([idA, a], [idB, b]) => b.units - a.units || b.cents - a.cents || idA.localeCompare(idB))
    .slice(0, max)
    .map(([productId, s]) => ({ productId, name: s.name, units: s.units, sales: dollars(s.cents) }));
}
