import type { Product, ProductStatus } from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';
import { bestCorrection } from '@storefront/text';
import { acceptableCorrection, buildTsQuery, queryWords, searchTypoEdits, searchWords } from '../domain/search';

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  price_cents: number;
  stock: number;
  image_url: string;
  tags: string[];
  created_at: Date | string;
}

const COLUMNS = 'id, name, description, category, price_cents, stock, image_url, tags, created_at';

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price_cents / 100,
    stock: row.stock,
    imageUrl: row.image_url,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A product of the shop: an archived one is as missing as one that never was. */
export async function findProduct(db: Queryable, id: string): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<ProductRow>(`SELECT ${COLUMNS} FROM catalog.products WHERE id = $1 AND status = 'active'`, [id]);
  return rows[0] && toProduct(rows[0]);
}

export interface ProductFilter {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  tag?: string;
  /** The search as typed, without typo corrections. */
  exact?: boolean;
  /** Only these products, in this order. Ids that are malformed or unknown are left out. */
  ids?: string[];
}

/** For each search word, the catalogue word it most likely meant (trigram similarity, on an index). */
async function corrections(db: Queryable, words: string[]): Promise<Map<string, string>> {
  const candidates = words.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (candidates.length === 0) return new Map();
  // "Starts with": words are letters and digits only (searchWords), all before '{' in byte order; the
  // range is what the text_pattern_ops index answers (a LIKE with a pattern from a column would not be).
  const { rows } = await db.query<{ w: string; nearest: string[]; starts_a_word: boolean }>(
    `SELECT q.w,
            ARRAY(SELECT s.word FROM catalog.search_words s
                   ORDER BY s.word <-> q.w, s.word LIMIT 20) AS nearest,
            EXISTS (SELECT 1 FROM catalog.search_words s WHERE s.word ~>=~ q.w AND s.word ~<~ (q.w || '{')) AS starts_a_word
       FROM unnest($1::text[]) AS q(w)`,
    [candidates],
  );
  const fixes = new Map<string, string>();
  for (const r of rows) {
    // A real word, or the start of one ("head" of "headphones"), is what the shopper meant.
    if (r.starts_a_word) continue;
    const fix = bestCorrection(r.w, r.nearest, searchTypoEdits);
    if (fix && acceptableCorrection(r.w, fix)) fixes.set(r.w, fix);
  }
  return fixes;
}

/** A page of the shop's products, and the search as corrected when a typo was (to say so to the shopper). */
export async function listProducts(
  db: Queryable,
  filter: ProductFilter,
): Promise<{ products: Product[]; total: number; correctedSearch?: string }> {
  // The shop (and every service reading it through this API: carts, orders, recommendations) sees only
  // active products.
  const where: string[] = [`p.status = 'active'`];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let order = 'p.created_at DESC, p.id';
  let rank = '';

  if (filter.ids) {
    const ids = filter.ids.filter(isUuid);
    if (ids.length === 0) return { products: [], total: 0 };
    const list = add(ids);
    where.push(`p.id = ANY (${list}::uuid[])`);
    order = `array_position(${list}::uuid[], p.id)`;
  }
  if (filter.category) where.push(`lower(p.category) = lower(${add(filter.category)})`);
  if (filter.tag) where.push(`${add(filter.tag.toLowerCase())} = ANY (p.tags)`);
  let search: { words: string[]; q: string } | undefined;
  let correctedSearch: string | undefined;
  if (filter.search) {
    const words = queryWords(searchWords(filter.search));
    if (words.length === 0) return { products: [], total: 0 };
    const fixes = filter.exact ? new Map<string, string>() : await corrections(db, words);
    const q = add(buildTsQuery(words, fixes));
    where.push(`p.search_vector @@ to_tsquery('english', ${q})`);
    search = { words, q };
    if (fixes.size > 0) correctedSearch = words.map((w) => fixes.get(w) ?? w).join(' ');
  }
  // The parameters the WHERE clause uses come first: the count past the last page passes only those.
  const whereParams = params.length;
  if (search) {
    const asTyped = add(buildTsQuery(search.words));
    const raw = add(search.words.join(' '));
    // What matches the words as typed comes before what matches only a correction of them.
    rank = `, (p.search_vector @@ to_tsquery('english', ${asTyped}))::int
              + ts_rank_cd(p.search_vector, to_tsquery('english', ${search.q})) + similarity(lower(p.name), ${raw}) AS rank`;
    order = 'rank DESC, p.name, p.id';
  }

  const limit = add(filter.limit);
  const offset = add((filter.page - 1) * filter.limit);
  const { rows } = await db.query<ProductRow & { total: number }>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `p.${c}`)
      .join(', ')}, count(*) OVER () AS total${rank}
       FROM catalog.products p
      WHERE ${where.join(' AND ')}
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    // Past the last page: still report how many there are.
    const count = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM catalog.products p WHERE ${where.join(' AND ')}`,
      params.slice(0, whereParams),
    );
    total = count.rows[0]?.n ?? 0;
  }
  return { products: rows.map(toProduct), total, ...(correctedSearch ? { correctedSearch } : {}) };
}

export async function allProducts(db: Queryable, max = 1000): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog.products WHERE status = 'active' ORDER BY name, id LIMIT $1`,
    [max],
  );
  return rows.map(toProduct);
}

export async function listCategories(db: Queryable): Promise<Array<{ name: string; count: number }>> {
  const { rows } = await db.query<{ name: string; count: number }>(
    `SELECT category AS name, count(*) AS count FROM catalog.products WHERE status = 'active' GROUP BY category ORDER BY category`,
  );
  return rows;
}

export interface NewProduct {
  /** Chosen by the caller when it must know which new row is which (an import); else the database's. */
  id?: string;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  stock: number;
  imageUrl: string;
  tags: string[];
  createdAt?: Date;
  /** 'active' unless said otherwise (an import may add a product archived). */
  status?: ProductStatus;
}

/** Inserts products in one statement (the starting catalogue, or an admin's new product); answers their ids. */
export async function insertProducts(db: Queryable, products: NewProduct[]): Promise<string[]> {
  const rows = products.map((p) => ({
    id: p.id ?? null,
    name: p.name,
    description: p.description,
    category: p.category,
    price_cents: p.priceCents,
    stock: p.stock,
    image_url: p.imageUrl,
    tags: p.tags,
    created_at: (p.createdAt ?? new Date()).toISOString(),
    status: p.status ?? 'active',
  }));
  const result = await db.query(
    `INSERT INTO catalog.products (id, name, description, category, price_cents, stock, image_url, tags, created_at, status)
     SELECT coalesce(r.id, gen_random_uuid()), r.name, r.description, r.category, r.price_cents, r.stock, r.image_url,
            ARRAY(SELECT jsonb_array_elements_text(r.tags)), r.created_at, r.status
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, name text, description text, category text, price_cents integer,
            stock integer, image_url text, tags jsonb, created_at timestamptz, status text)
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  return (result.rows as Array<{ id: string }>).map((r) => r.id);
}
