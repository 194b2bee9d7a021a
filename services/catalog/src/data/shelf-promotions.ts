import type { Product, PromotionChanged, PromotionUsed, Variant } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { type ShelfPromotion, type ShelfVariant, dealsOf, salePrice } from '../domain/shelf-prices';
import { variantsOf } from './variants';

/** Keeps a promotion as the orders service announced it; an older notice than the one kept changes
 * nothing (notices of one promotion may come out of order). */
export async function keepPromotion(tx: Queryable, p: PromotionChanged): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO catalog.promotions (id, name, automatic, status, target, benefit, min_subtotal_cents, combines, for_everyone,
                                     starts_at, ends_at, usage_limit, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (id) DO UPDATE SET
       name = EXCLUDED.name, automatic = EXCLUDED.automatic, status = EXCLUDED.status, target = EXCLUDED.target,
       benefit = EXCLUDED.benefit, min_subtotal_cents = EXCLUDED.min_subtotal_cents, combines = EXCLUDED.combines,
       for_everyone = EXCLUDED.for_everyone, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
       usage_limit = EXCLUDED.usage_limit, changed_at = EXCLUDED.changed_at
     WHERE catalog.promotions.changed_at <= EXCLUDED.changed_at`,
    [
      p.promotionId,
      p.name,
      p.applies === 'automatically',
      p.status,
      JSON.stringify(p.target),
      JSON.stringify(p.benefit),
      p.minSubtotalCents,
      p.combines,
      !p.signedInOnly && !p.firstOrderOnly,
      p.startsAt,
      p.endsAt,
      p.usageLimit,
      p.changedAt,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** Counts a paid order's use of a promotion, once however often it is announced. */
export async function recordPromotionUse(tx: Queryable, used: PromotionUsed): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO catalog.promotion_uses (promotion_id, order_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [used.promotionId, used.orderId],
  );
  return (rowCount ?? 0) > 0;
}

/** The automatic promotions the shelves show at `now`: active, started and not ended, for every shopper,
 * with no minimum subtotal, and with uses left (paid orders counted). */
export async function promotionsOnShelves(db: Queryable, now: Date): Promise<ShelfPromotion[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    target: ShelfPromotion['target'];
    benefit: ShelfPromotion['benefit'];
    combines: boolean;
  }>(
    `SELECT p.id, p.name, p.target, p.benefit, p.combines FROM catalog.promotions p
      WHERE p.automatic AND p.status = 'active' AND p.for_everyone AND p.min_subtotal_cents = 0
        AND p.starts_at <= $1 AND (p.ends_at IS NULL OR p.ends_at > $1)
        AND (p.usage_limit IS NULL OR (SELECT count(*) FROM catalog.promotion_uses u WHERE u.promotion_id = p.id) < p.usage_limit)
      ORDER BY p.starts_at, p.id`,
    [now],
  );
  return rows;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Products as the shelves show them at `now`: each variant's sale price, the product's lowest and
 * highest after the sale, and the deals it is in. Without promotions in force, as they were. A listing's
 * products come without their variants: those are read here, only when a sale is on. */
export async function onShelves(db: Queryable, products: Product[], now: Date): Promise<Product[]> {
  if (products.length === 0) return products;
  const promotions = await promotionsOnShelves(db, now);
  if (promotions.length === 0) return products;
  const missing = products.filter((p) => !p.variants).map((p) => p._id);
  const read = missing.length > 0 ? await variantsOf(db, missing) : new Map<string, Variant[]>();
  return products.map((product) => {
    const variants = product.variants ?? read.get(product._id) ?? [];
    const shelf: ShelfVariant[] = variants.map((v) => ({
      productId: product._id,
      variantId: v._id,
      category: product.category,
      priceCents: cents(v.price),
    }));
    const sales = shelf.map((v) => salePrice(v, promotions));
    const deals = dealsOf(shelf, promotions);
    let shown: Product = deals.length > 0 ? { ...product, deals } : product;
    if (sales.every((s) => !s)) return shown;
    const after = shelf.map((v, i) => sales[i]?.cents ?? v.priceCents);
    const low = Math.min(...after);
    const high = Math.max(...after);
    const names = [...new Set(sales.flatMap((s) => s?.names ?? []))];
    // A card strikes its price through only when the lowest it can be bought for went down.
    if (low < cents(product.price))
      shown = { ...shown, sale: { price: low / 100, ...(high > low ? { priceMax: high / 100 } : {}), names } };
    if (product.variants) {
      shown.variants = product.variants.map((v, i) => (sales[i] ? { ...v, salePrice: sales[i]!.cents / 100 } : v));
    }
    return shown;
  });
}
