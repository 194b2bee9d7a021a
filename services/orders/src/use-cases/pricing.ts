import type { Request } from 'express';
import type { OrderItem, Quote, ShippingAddress } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { type ErrorCode, type ErrorValues, HttpError } from '@storefront/service-kit';
import { errorText } from '@storefront/contracts/errors';
import { type TotalsCents, computeTotals, dollars } from '../domain/totals';

export interface PricedItems {
  items: Array<OrderItem & { stock: number }>;
  totals: TotalsCents;
  /** Lines asking for more than is in stock (or for products no longer sold), by code. */
  shortages: Array<{ code: ErrorCode; values?: ErrorValues }>;
}

/** Prices items from the catalogue (whatever the browser said the prices were) for a delivery address. */
export async function priceItems(
  catalog: CatalogClient,
  req: Request,
  wanted: Array<{ productId: string; quantity: number }>,
  address: Pick<ShippingAddress, 'province' | 'country'> | null | undefined,
): Promise<PricedItems> {
  // The same product twice is one line.
  const quantities = new Map<string, number>();
  for (const w of wanted) quantities.set(w.productId, (quantities.get(w.productId) ?? 0) + w.quantity);
  const products = await catalog.products([...quantities.keys()], { requestId: req.requestId });
  const items: PricedItems['items'] = [];
  const shortages: PricedItems['shortages'] = [];
  for (const [productId, quantity] of quantities) {
    const p = products.get(productId);
    if (!p) {
      shortages.push({ code: 'product.discontinued' });
      continue;
    }
    if (quantity > p.stock) {
      shortages.push(
        p.stock <= 0
          ? { code: 'product.outOfStock', values: { product: p.name } }
          : { code: 'product.lowStock', values: { stock: String(p.stock), product: p.name } },
      );
    }
    items.push({ productId, name: p.name, price: p.price, quantity, imageUrl: p.imageUrl, stock: p.stock });
  }
  const totals = computeTotals(
    items.map((i) => ({ priceCents: Math.round(i.price * 100), quantity: i.quantity })),
    address,
  );
  return { items, totals, shortages };
}

export function refuseShortages(priced: PricedItems): void {
  const [first, ...more] = priced.shortages;
  if (!first) return;
  // One answer says every shortage; its code is the first one's.
  const message = [first, ...more].map((s) => errorText(s.code, s.values)).join(' ');
  throw new HttpError(409, first.code, first.values, { message });
}

/** The checkout summary of priced items: each tax and the total, in dollars. */
export function quoteOf(priced: PricedItems): Quote {
  const t = priced.totals;
  return {
    items: priced.items,
    subtotal: dollars(t.subtotal),
    taxes: t.taxes.map((x) => ({ ...x, amount: dollars(x.amount) })),
    tax: dollars(t.tax),
    shipping: dollars(t.shipping),
    totalAmount: dollars(t.total),
    taxRegion: t.region,
  };
}
