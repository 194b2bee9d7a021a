import type { Queryable } from '@storefront/data';
import { generateCatalogue } from '../../src/data/seed/generate';
import { FRENCH_CATEGORIES } from '../../src/data/seed/french';

/** Fills the catalogue with `count` products made from the starting catalogue (its ~340 products, each
 * in "editions" with other prices, stock, sales and dates), in one statement per 20,000: what a large
 * shop looks like to the browse and search queries, loaded in seconds, in English and French. The search
 * document is computed as the products_index trigger computes it (without collecting typo words, which
 * only search needs). */
export async function fillWithProducts(db: Queryable, count: number): Promise<void> {
  const base = generateCatalogue().map((p) => ({
    name: p.name,
    description: p.description,
    category: p.category,
    price_cents: p.priceCents,
    tags: p.tags,
    image_url: `/images/${p.imageKey}`,
    texts: p.texts,
    french_category: FRENCH_CATEGORIES[p.category]?.name ?? '',
  }));
  await db.query('ALTER TABLE catalog.products DISABLE TRIGGER products_index');
  try {
    for (let from = 0; from < count; from += 20_000) {
      await db.query(
        `WITH base AS (
           SELECT (row_number() OVER ()) - 1 AS k, b.* FROM jsonb_to_recordset($1::jsonb)
             AS b(name text, description text, category text, price_cents int, tags jsonb, image_url text, texts jsonb,
                  french_category text)
         ), made AS (
           SELECT i, b.* FROM generate_series($2::int, $3::int - 1) AS i
             JOIN base b ON b.k = i % (SELECT count(*) FROM base)
         )
         INSERT INTO catalog.products
           (name, description, category, price_cents, stock, image_url, tags, created_at, units_sold, texts, name_words, search_vector)
         SELECT m.name || CASE WHEN m.i >= (SELECT count(*) FROM base) THEN ' edition ' || m.i ELSE '' END,
                m.description, m.category,
                greatest(1, m.price_cents + ((m.i * 7919) % 2001) - 1000),
                (m.i * 31) % 40, m.image_url, ARRAY(SELECT jsonb_array_elements_text(m.tags)),
                now() - make_interval(mins => m.i), (m.i * 13) % 97, m.texts,
                to_tsvector('english', m.name) || to_tsvector('catalog.french_words', coalesce(m.texts->'fr'->>'name', '')),
                setweight(to_tsvector('english', m.name), 'A') ||
                setweight(to_tsvector('catalog.french_words', coalesce(m.texts->'fr'->>'name', '')), 'A') ||
                setweight(to_tsvector('english', m.category), 'B') ||
                setweight(to_tsvector('catalog.french_words', m.french_category), 'B') ||
                setweight(to_tsvector('english', (SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(m.tags) t)), 'C') ||
                setweight(to_tsvector('english', m.description), 'D') ||
                setweight(to_tsvector('catalog.french_words', coalesce(m.texts->'fr'->>'description', '')), 'D')
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

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLOURS = ['Black', 'Navy', 'Red', 'Grey', 'Green', 'White'];

/** How the product at `i` comes: of every ten, four in 4 sizes × 2 colours, one in 3 colours, one in 2,
 * two in 5 sizes, one in 3 sizes × 2 colours × 2 fits, and one sold one way: 60 variants in all (six a
 * product on average), the sizes and colours shifted from one product to the next. */
export function optionsOf(i: number): Array<{ name: string; values: string[] }> {
  const sizes = (n: number) => ({ name: 'Size', values: SIZES.slice((i >> 3) % (SIZES.length - n + 1)).slice(0, n) });
  const colours = (n: number) => ({ name: 'Colour', values: Array.from({ length: n }, (_, k) => COLOURS[(i + k * 2) % COLOURS.length]!) });
  const shape = i % 10;
  if (shape < 4) return [sizes(4), colours(2)];
  if (shape === 4) return [colours(3)];
  if (shape === 5) return [colours(2)];
  if (shape < 8) return [sizes(5)];
  if (shape === 8) return [sizes(3), colours(2), { name: 'Fit', values: ['Regular', 'Tall'] }];
  return [];
}

/** Gives every product of the table (a fill's, in its newest-first order) the options of `optionsOf` and
 * a variant for each combination, with its own stock (about one in twelve out) and, in XL and up, a
 * higher price; a product without options keeps one default variant. In batches of 10,000 products; the
 * variants' triggers sum each product up as they would for an admin's save. */
export async function fillWithVariants(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: string; price_cents: number }>(
    `SELECT id, price_cents FROM catalog.products ORDER BY created_at DESC, id`,
  );
  for (let from = 0; from < rows.length; from += 10_000) {
    const products: Array<{ id: string; options: Array<{ name: string; values: string[] }> }> = [];
    const variants: Array<{
      product_id: string;
      sku: string;
      options: Record<string, string>;
      price_cents: number;
      stock: number;
      position: number;
    }> = [];
    for (let i = from; i < Math.min(rows.length, from + 10_000); i++) {
      const { id, price_cents } = rows[i]!;
      const options = optionsOf(i);
      products.push({ id, options });
      const combinations = options.reduce<Array<Record<string, string>>>(
        (all, o) => all.flatMap((c) => o.values.map((v) => ({ ...c, [o.name]: v }))),
        [{}],
      );
      combinations.forEach((values, j) =>
        variants.push({
          product_id: id,
          sku: `V-${i}-${j}`,
          options: values,
          price_cents: price_cents + (values.Size === 'XL' || values.Size === 'XXL' ? 500 : 0),
          stock: (i * 7 + j * 13) % 12,
          position: j,
        }),
      );
    }
    await db.query(
      `UPDATE catalog.products p SET options = r.options
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, options jsonb) WHERE p.id = r.id`,
      [JSON.stringify(products)],
    );
    await db.query(
      `INSERT INTO catalog.variants (product_id, sku, options, price_cents, stock, position)
       SELECT r.product_id, r.sku, r.options, r.price_cents, r.stock, r.position
         FROM jsonb_to_recordset($1::jsonb) AS r(product_id uuid, sku text, options jsonb, price_cents int, stock int, position int)`,
      [JSON.stringify(variants)],
    );
  }
  await db.query('VACUUM ANALYZE catalog.products');
  await db.query('VACUUM ANALYZE catalog.variants');
}
