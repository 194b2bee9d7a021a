import type { Queryable } from '@storefront/data';
import { generateCatalogue } from '../../src/data/seed/generate';

/** Fills the catalogue with `count` products made from the starting catalogue (its ~340 products, each
 * in "editions" with other prices, stock, sales and dates), in one statement per 20,000: what a large
 * shop looks like to the browse queries, loaded in seconds. The search document is computed as the
 * products_index trigger computes it (without collecting typo words, which only search needs). */
export async function fillWithProducts(db: Queryable, count: number): Promise<void> {
  const base = generateCatalogue().map((p) => ({
    name: p.name,
    description: p.description,
    category: p.category,
    price_cents: p.priceCents,
    tags: p.tags,
    image_url: `/images/${p.imageKey}`,
  }));
  await db.query('ALTER TABLE catalog.products DISABLE TRIGGER products_index');
  try {
    for (let from = 0; from < count; from += 20_000) {
      await db.query(
        `WITH base AS (
           SELECT (row_number() OVER ()) - 1 AS k, b.* FROM jsonb_to_recordset($1::jsonb)
             AS b(name text, description text, category text, price_cents int, tags jsonb, image_url text)
         ), made AS (
           SELECT i, b.* FROM generate_series($2::int, $3::int - 1) AS i
             JOIN base b ON b.k = i % (SELECT count(*) FROM base)
         )
         INSERT INTO catalog.products
           (name, description, category, price_cents, stock, image_url, tags, created_at, units_sold, search_vector)
         SELECT m.name || CASE WHEN m.i >= (SELECT count(*) FROM base) THEN ' edition ' || m.i ELSE '' END,
                m.description, m.category,
                greatest(1, m.price_cents + ((m.i * 7919) % 2001) - 1000),
                (m.i * 31) % 40, m.image_url, ARRAY(SELECT jsonb_array_elements_text(m.tags)),
                now() - make_interval(mins => m.i), (m.i * 13) % 97,
                setweight(to_tsvector('english', m.name), 'A') || setweight(to_tsvector('english', m.category), 'B') ||
                setweight(to_tsvector('english', (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(m.tags) t)), 'C') ||
                setweight(to_tsvector('english', m.description), 'D')
           FROM made m`,
        [JSON.stringify(base), from, Math.min(count, from + 20_000)],
      );
    }
  } finally {
    await db.query('ALTER TABLE catalog.products ENABLE TRIGGER products_index');
  }
  // As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
  await db.query('VACUUM ANALYZE catalog.products');
}
