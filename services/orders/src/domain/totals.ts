import { PROVINCES, type SalesTax, findProvince, isCanada } from '@storefront/contracts';

/** Where tax comes from: inside Canada the province or territory of the delivery address (Ontario when
 * it cannot be told), outside Canada no Canadian tax. */
export function taxRegion(address: { province?: string; country?: string } | null | undefined): { region: string; taxes: SalesTax[] } {
  if (address && address.country && !isCanada(address.country)) return { region: '', taxes: [] };
  const province = findProvince(address?.province) ?? PROVINCES.find((p) => p.code === 'ON')!;
  return { region: province.code, taxes: province.taxes };
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
