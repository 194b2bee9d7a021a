import { type SalesTax, findProvince } from '@storefront/contracts';

/** Where tax comes from: the province or territory of the delivery address. Until it is known (a quote
 * before the shopper chose it) there is none: no province's tax is shown to everyone. An order always
 * has one (the contracts' DeliveryAddress); gift cards alone have no address and no tax. */
export function taxRegion(address: { province?: string; country?: string } | null | undefined): { region: string; taxes: SalesTax[] } {
  const province = findProvince(address?.province);
  return province ? { region: province.code, taxes: province.taxes } : { region: '', taxes: [] };
}

export interface PricedLine {
  priceCents: number;
  quantity: number;
  /** What promotions took off the line, all its items together. */
  discountCents?: number;
}

export interface TotalsCents {
  /** The lines at their prices, before discounts. */
  subtotal: number;
  discount: number;
  taxes: Array<{ name: string; rate: number; amount: number }>;
  tax: number;
  shipping: number;
  total: number;
  region: string;
}

/** One computation for everything: the checkout summary, the stored order and the card charge are the
 * same numbers. Each tax is rounded to the cent on the discounted subtotal (half up), shipping is free. */
export function computeTotals(lines: PricedLine[], address: { province?: string; country?: string } | null | undefined): TotalsCents {
  const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const discount = lines.reduce((sum, l) => sum + (l.discountCents ?? 0), 0);
  const taxed = subtotal - discount;
  const { region, taxes } = taxRegion(address);
  const taxLines = taxes.map((t) => ({ name: t.name, rate: t.rate, amount: Math.round((taxed * t.rate) / 100) }));
  const tax = taxLines.reduce((sum, t) => sum + t.amount, 0);
  const shipping = 0;
  return { subtotal, discount, taxes: taxLines, tax, shipping, total: taxed + tax + shipping, region };
}

export const dollars = (cents: number) => Math.round(cents) / 100;
