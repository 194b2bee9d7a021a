import type { Queryable } from '@storefront/data';
import type { CatalogueItem, Interaction } from '../domain/model';
import type { SimulatedSearch } from './simulate';

/** The catalogue, where the catalog service's schema shares the database (the single-process store and
 * the compose deployment); undefined when it lives elsewhere. */
export async function loadCatalogue(db: Queryable): Promise<CatalogueItem[] | undefined> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('catalog.products') IS NOT NULL AS present`);
  if (!rows[0]?.present) return undefined;
  const products = await db.query<CatalogueItem>(`SELECT id, name, description, category, tags FROM catalog.products`);
  return products.rows;
}

/** What the store has recorded (searches, product views and paid purchases), in the shape the offline
 * evaluation takes. */
export async function loadRecorded(db: Queryable): Promise<{ interactions: Interaction[]; searches: SimulatedSearch[] }> {
  const time = (d: Date | string) => new Date(d).getTime();
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('recommendations.views') IS NOT NULL AS present`);
  if (!rows[0]?.present) throw new Error("This database holds no recommendations data: point DATABASE_URL or DATA_DIR at the store's.");
  const views = await db.query<{ user_id: string; product_id: string; viewed_at: Date }>(
    `SELECT user_id, product_id, viewed_at FROM recommendations.views`,
  );
  const purchases = await db.query<{ user_id: string; product_id: string; purchased_at: Date }>(
    `SELECT user_id, product_id, purchased_at FROM recommendations.purchases`,
  );
  const searches = await db.query<{ user_id: string; keyword: string; searched_at: Date }>(
    `SELECT user_id, keyword, searched_at FROM recommendations.searches`,
  );
  return {
    interactions: [
      ...views.rows.map((v) => ({ userId: v.user_id, productId: v.product_id, kind: 'view' as const, at: time(v.viewed_at) })),
      ...purchases.rows.map((p) => ({ userId: p.user_id, productId: p.product_id, kind: 'purchase' as const, at: time(p.purchased_at) })),
    ],
    searches: searches.rows.map((s) => ({ userId: s.user_id, keyword: s.keyword, at: time(s.searched_at) })),
  };
}
