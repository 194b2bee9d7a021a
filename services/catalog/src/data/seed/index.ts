import type { Database, Queryable } from '@storefront/data';
import type { Logger } from 'pino';
import type { ImageStore } from '../../images/store';
import { type NewProduct, insertProducts } from '../products';
import { PLACEHOLDER_SVG } from './images';
import { type SeedProduct, generateCatalogue } from './generate';
import { giftCardProduct } from './gift-card';
import { nameCategories } from '../categories';
import { frenchCategories } from './french';

export const PLACEHOLDER_KEY = 'placeholder.svg';

const SEED_CATEGORY_NAMES = { ...frenchCategories(), 'Gift Cards': { fr: { name: 'Cartes-cadeaux', slug: 'cartes-cadeaux' } } };

/** The seed's texts in other languages for the seed's products that have none yet (known by name and
 * picture), and the seed's French option words for those whose French has none (what staff wrote stays). */
async function translateSeededProducts(tx: Queryable, catalogue: SeedProduct[]): Promise<void> {
  const seeded = [
    catalogue.map((p) => p.name),
    catalogue.map((p) => `/images/${p.imageKey}`),
    catalogue.map((p) => JSON.stringify(p.texts)),
  ];
  await tx.query(
    `UPDATE catalog.products p SET texts = s.texts
       FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS s(name, image_url, texts)
      WHERE p.name = s.name AND p.image_url = s.image_url AND p.texts = '{}'::jsonb`,
    seeded,
  );
  await tx.query(
    `UPDATE catalog.products p SET texts = jsonb_set(p.texts, '{fr,options}', s.texts->'fr'->'options')
       FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS s(name, image_url, texts)
      WHERE p.name = s.name AND p.image_url = s.image_url AND p.texts ? 'fr' AND NOT (p.texts->'fr' ? 'options')
        AND s.texts->'fr' ? 'options'`,
    seeded,
  );
}

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
    // Categories first: a product is indexed for search with its category's names.
    await nameCategories(tx, SEED_CATEGORY_NAMES, { replace: false });
    const { rows } = await tx.query<{ n: number }>(`SELECT count(*) AS n FROM catalog.products`);
    if ((rows[0]?.n ?? 0) > 0) {
      // A catalogue seeded before it had French gets the seed's French for the products it still has.
      await translateSeededProducts(tx, catalogue);
      return 0;
    }
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
        texts: p.texts,
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
