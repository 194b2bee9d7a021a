import type { ProductRatingChanged } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';

/** Keeps a product's rating as the reviews service announced it, unless a newer announcement came first. */
export async function keepRating(tx: Queryable, change: ProductRatingChanged): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE catalog.products SET rating_tenths = $2, rating_count = $3, rating_version = $4
      WHERE id::text = $1 AND rating_version < $4 RETURNING 1`,
    [change.productId, Math.round(change.rating.average * 10), change.rating.count, change.version],
  );
  return rows.length > 0;
}
