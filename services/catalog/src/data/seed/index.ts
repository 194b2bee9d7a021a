import type { Database } from '@storefront/data';
import type { Logger } from 'pino';
import type { ImageStore } from '../../images/store';
import { type NewProduct, insertProducts } from '../products';
import { PLACEHOLDER_SVG } from './images';
import { type SeedProduct, generateCatalogue } from './generate';
import { giftCardProduct } from './gift-card';

export const PLACEHOLDER_KEY = 'placeholder.svg';

/** Fills an empty catalogue with the starting products and their pictures. Replicas starting together
 * serialise on a lock, so the catalogue is seeded once. */
export async function seedCatalogue(db: Database, images: ImageStore, log?: Logger): Promise<number> {
  if (!(await images.has(PLACEHOLDER_KEY))) await images.put(PLACEHOLDER_KEY, Buffer.from(PLACEHOLDER_SVG), 'image/svg+xml');
  const catalogue: Array<SeedProduct & { giftCard?: NewProduct['giftCard'] }> = [...generateCatalogue(), giftCardProduct()];
  // Pictures are written before the rows that point at them (and are rewritten if the folder was cleared).
  for (const p of catalogue) {
    if (!(await images.has(p.imageKey))) await images.put(p.imageKey, Buffer.from(p.svg), 'image/svg+xml');
  }
  const inserted = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('storefront:catalog-seed'))`);
    const { rows } = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM catalog.products`);
    if ((rows[0]?.n ?? 0) > 0) return 0;
    const now = Date.now();
    const ids = await insertProducts(
      tx,
      catalogue.map((p) => ({
        name: p.name,
        description: p.description,
        category: p.category,
        priceCents: p.priceCents,
        stock: p.stock,
        imageUrl: `/images/${p.imageKey}`,
        tags: p.tags,
        createdAt: new Date(now - p.ageMinutes * 60_000),
        options: p.options,
        variants: p.variants,
        ...(p.giftCard ? { giftCard: p.giftCard } : {}),
      })),
    );
    return ids.length;
  });
  if (inserted > 0) {
    // The planner's statistics, at once: PostgreSQL's autovacuum would gather them a while later, and
    // embedded PGlite has none, so without this the back office's sorts would be planned blind.
    await db.query('ANALYZE catalog.products');
    await db.query('ANALYZE catalog.variants');
    log?.info({ products: inserted }, 'seeded the starting catalogue');
  }
  return inserted;
}
