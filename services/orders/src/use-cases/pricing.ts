import type { Request } from 'express';
import { type OrderItem, type Quote, type ShippingAddress, lineVariant } from '@storefront/contracts';
import { lineName, pickVariant } from '@storefront/contracts/variants';
import type { CatalogClient } from '@storefront/clients';
import { type ErrorCode, type ErrorValues, HttpError, badRequest } from '@storefront/service-kit';
import { errorText } from '@storefront/contracts/errors';
import { languageOfRequest } from '@storefront/contracts/languages';
import { type TotalsCents, computeTotals, dollars } from '../domain/totals';
import { type OrderDiscount, discountsShown } from '../data/orders';

export interface PricedItems {
  /** Each line with the stock of its variant and its product's category (which promotions target). */
  items: Array<OrderItem & { stock: number; category: string }>;
  totals: TotalsCents;
  /** The promotions the items got (see use-cases/discounts.ts); none until they are applied. */
  discounts: OrderDiscount[];
  /** Lines asking for more than is in stock (or for products no longer sold), by code. */
  shortages: Array<{ code: ErrorCode; values?: ErrorValues }>;
}

/** Prices items from the catalogue (whatever the browser said the prices were) for a delivery address:
 * each line is of a variant, priced and stocked as it; a product with options needs its variant named. */
export async function priceItems(
  catalog: CatalogClient,
  req: Request,
  wanted: Array<{ productId: string; variantId?: string; quantity: number }>,
  address: Pick<ShippingAddress, 'province' | 'country'> | null | undefined,
): Promise<PricedItems> {
  // The same variant twice is one line.
  const lines = new Map<string, { productId: string; variantId?: string; quantity: number }>();
  for (const w of wanted) {
    const key = `${w.productId}/${lineVariant(w)}`;
    lines.set(key, { ...w, quantity: (lines.get(key)?.quantity ?? 0) + w.quantity });
  }
  // In the language of the page (the order's): its lines keep the names and options it was placed with.
  const products = await catalog.products(
    [...lines.values()].map((l) => l.productId),
    { requestId: req.requestId, language: languageOfRequest(req.headers) },
  );
  const items: PricedItems['items'] = [];
  const shortages: PricedItems['shortages'] = [];
  for (const { productId, variantId, quantity } of lines.values()) {
    const p = products.get(productId);
    if (!p) {
      shortages.push({ code: 'product.discontinued' });
      continue;
    }
    const picked = pickVariant(p, variantId);
    if ('code' in picked) throw badRequest(picked.code, picked.values);
    const v = picked.variant;
    const product = lineName(p, v.options);
    if (quantity > v.stock) {
      shortages.push(
        v.stock <= 0
          ? { code: 'product.outOfStock', values: { product } }
          : { code: 'product.lowStock', values: { stock: String(v.stock), product } },
      );
    }
    items.push({
      productId,
      variantId: v._id,
      name: p.name,
      options: v.options,
      sku: v.sku,
      price: v.price,
      quantity,
      imageUrl: v.imageUrl ?? p.imageUrl,
      stock: v.stock,
      category: p.category,
    });
  }
  const totals = computeTotals(
    items.map((i) => ({ priceCents: Math.round(i.price * 100), quantity: i.quantity })),
    address,
  );
  return { items, totals, shortages, discounts: [] };
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
    items: priced.items.map(({ category: _category, ...item }) => item),
    subtotal: dollars(t.subtotal),
    ...discountsShown(priced.discounts, t.discount),
    taxes: t.taxes.map((x) => ({ ...x, amount: dollars(x.amount) })),
    tax: dollars(t.tax),
    shipping: dollars(t.shipping),
    totalAmount: dollars(t.total),
    taxRegion: t.region,
  };
}
