import {
  type AdminProduct,
  type AdminProductPage,
  type AdminProductQuery,
  type CatalogDashboard,
  LOW_STOCK_THRESHOLD,
  type ProductStatus,
  type ProductTranslations,
} from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';
import { OTHER_LANGUAGES } from '../domain/catalogue-languages';
import { type ProductRow, toProduct } from './products';
import { variantsOf } from './variants';

// The back office's view of the catalogue: archived products included, every column sortable.

/** A product row with what only the back office reads. */
interface AdminProductRow extends ProductRow {
  updated_at: Date | string;
  status: ProductStatus;
}

const COLUMNS =
  'p.id, p.name, p.description, p.category, p.price_cents, p.stock, p.image_url, p.tags, p.created_at, p.updated_at, p.status, p.options, p.price_max_cents, p.gift_card, p.texts';

/** In English (its own fields), with its texts in the other languages beside. */
export function toAdminProduct(row: AdminProductRow): AdminProduct {
  return { ...toProduct(row), updatedAt: new Date(row.updated_at).toISOString(), status: row.status, texts: row.texts ?? {} };
}

/** A product's texts after an edit (`r.texts`): each text given replaces that language's, the others stay. */
const TEXTS_GIVEN = `p.texts || jsonb_strip_nulls(jsonb_build_object(${OTHER_LANGUAGES.map(
  (l) => `'${l}', CASE WHEN r.texts ? '${l}' THEN coalesce(p.texts->'${l}', '{}'::jsonb) || (r.texts->'${l}') END`,
).join(', ')}))`;

/** A product's French is missing: its name or its description is blank or absent. */
export const MISSING_FRENCH = `(coalesce(btrim(p.texts->'fr'->>'name'), '') = '' OR coalesce(btrim(p.texts->'fr'->>'description'), '') = '')`;

/** Each sort, with its tie-break, in the column order of the index that answers it (migration 003):
 * the index is read forwards for asc and backwards for desc, so every column goes the same way. */
const SORTS: Record<AdminProductQuery['sort'], string[]> = {
  name: ['p.name', 'p.id'],
  category: ['p.category', 'p.name', 'p.id'],
  price: ['p.price_cents', 'p.id'],
  stock: ['p.stock', 'p.id'],
  status: ['p.status', 'p.name', 'p.id'],
  createdAt: ['p.created_at', 'p.id'],
  updatedAt: ['p.updated_at', 'p.id'],
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause and parameters of a back-office product query (status and search words). */
function filterOf(query: Pick<AdminProductQuery, 'status' | 'q' | 'missingFrench' | 'lowStock' | 'category'>): {
  where: string;
  params: unknown[];
} {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (query.status !== 'all') conditions.push(`p.status = ${add(query.status)}`);
  if (query.missingFrench) conditions.push(MISSING_FRENCH);
  if (query.lowStock) conditions.push(`p.stock <= ${add(LOW_STOCK_THRESHOLD)}`);
  if (query.category) conditions.push(`p.category = ${add(query.category)}`);
  const q = query.q?.trim();
  if (q) {
    // Every word in the name or category (on the trigram index), or the start of the id (as the back
    // office shows it shortened).
    const words = q.split(/\s+/).filter(Boolean);
    const byWords = words.map((w) => `(p.name || ' ' || p.category) ILIKE ${add(`%${likeEscaped(w)}%`)}`).join(' AND ');
    const byId = /^[0-9a-f-]{4,36}$/i.test(q) ? ` OR p.id::text LIKE ${add(`${likeEscaped(q.toLowerCase())}%`)}` : '';
    conditions.push(`((${byWords})${byId})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The query of one page (exported so a test can check its plan). */
export function adminPageQuery(query: AdminProductQuery, page: number): { sql: string; params: unknown[] } {
  const { where, params } = filterOf(query);
  const dir = query.dir === 'desc' ? 'DESC' : 'ASC';
  // With one status asked for, ordering by it first changes nothing, and lets the (status, name, id) index
  // answer the default sort by name.
  const columns = query.sort === 'name' && query.status !== 'all' ? SORTS.status : SORTS[query.sort];
  const order = columns.map((c) => `${c} ${dir}`).join(', ');
  const limit = `$${params.push(query.limit)}`;
  const offset = `$${params.push((page - 1) * query.limit)}`;
  return { sql: `SELECT ${COLUMNS} FROM catalog.products p ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params };
}

export async function listAdminProducts(db: Queryable, query: AdminProductQuery): Promise<AdminProductPage> {
  const { where, params } = filterOf(query);
  const counted = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM catalog.products p ${where}`, params);
  const total = Number(counted.rows[0]?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, totalPages);
  const { sql, params: pageParams } = adminPageQuery(query, page);
  const { rows } = await db.query<AdminProductRow>(sql, pageParams);
  return { items: rows.map(toAdminProduct), page, totalPages, total };
}

/** A product, archived or not, with all its variants (archived ones too); `forUpdate` locks its row for
 * the rest of the caller's transaction. */
export async function findAdminProduct(db: Queryable, id: string, forUpdate = false): Promise<AdminProduct | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<AdminProductRow>(
    `SELECT ${COLUMNS} FROM catalog.products p WHERE p.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) return undefined;
  const variants = await variantsOf(db, [id], { archived: true });
  return { ...toAdminProduct(rows[0]), variants: variants.get(id) ?? [] };
}

/** Several products by id, locked for the caller's transaction (an import's updates). */
export async function lockAdminProducts(tx: Queryable, ids: readonly string[]): Promise<Map<string, AdminProduct>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const { rows } = await tx.query<AdminProductRow>(
    `SELECT ${COLUMNS} FROM catalog.products p WHERE p.id = ANY ($1::uuid[]) ORDER BY p.id FOR UPDATE`,
    [valid],
  );
  return new Map(rows.map((r) => [r.id, toAdminProduct(r)]));
}

/** Which of these ids are products (archived ones too). */
export async function existingProductIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM catalog.products WHERE id = ANY ($1::uuid[])`, [valid]);
  return new Set(rows.map((r) => r.id));
}

/** What an edit or an import sets: every field but the id and the dates. */
export interface ProductFields {
  name: string;
  description: string;
  category: string;
  priceCents: number;
  imageUrl: string;
  tags: string[];
  stock?: number;
  status?: ProductStatus;
  /** Each language given replaces that language's texts; one left out stays as it is. */
  texts?: ProductTranslations;
}

/** Changes products in one statement (fields left undefined stay as they are); answers them as they are now. */
export async function updateProducts(tx: Queryable, changes: ReadonlyArray<{ id: string } & ProductFields>): Promise<AdminProduct[]> {
  if (changes.length === 0) return [];
  const rows = changes.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    category: c.category,
    price_cents: c.priceCents,
    image_url: c.imageUrl,
    tags: c.tags,
    stock: c.stock ?? null,
    status: c.status ?? null,
    texts: c.texts ?? null,
  }));
  // A product with options takes a new price as every variant's (its price is theirs: the lowest).
  await tx.query(
    `UPDATE catalog.variants v SET price_cents = r.price_cents, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, price_cents integer), catalog.products p
      WHERE p.id = r.id AND v.product_id = p.id AND p.options <> '[]'::jsonb AND p.price_cents <> r.price_cents`,
    [JSON.stringify(rows)],
  );
  const result = await tx.query<AdminProductRow>(
    `UPDATE catalog.products p
        SET name = r.name, description = r.description, category = r.category,
            price_cents = CASE WHEN p.options = '[]'::jsonb THEN r.price_cents ELSE p.price_cents END,
            image_url = r.image_url, tags = ARRAY(SELECT jsonb_array_elements_text(r.tags)),
            stock = CASE WHEN p.options = '[]'::jsonb THEN coalesce(r.stock, p.stock) ELSE p.stock END,
            status = coalesce(r.status, p.status), texts = ${TEXTS_GIVEN}, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, name text, description text, category text, price_cents integer,
            image_url text, tags jsonb, stock integer, status text, texts jsonb)
      WHERE p.id = r.id
      RETURNING ${COLUMNS}`,
    [JSON.stringify(rows)],
  );
  return result.rows.map(toAdminProduct);
}

/** Sets the stock of a locked product's variant (the caller checked it is not below 0); answers the
 * product now. */
export async function setStock(tx: Queryable, id: string, variantId: string, stock: number): Promise<AdminProduct> {
  await tx.query(`UPDATE catalog.variants SET stock = $3, updated_at = now() WHERE id = $2 AND product_id = $1`, [id, variantId, stock]);
  return (await findAdminProduct(tx, id))!;
}

export async function setStatus(tx: Queryable, id: string, status: ProductStatus): Promise<AdminProduct> {
  const { rows } = await tx.query<AdminProductRow>(
    `UPDATE catalog.products p SET status = $2, updated_at = now() WHERE p.id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return toAdminProduct(rows[0]!);
}

/** Every product, archived ones too, by name (the CSV export). */
export async function allAdminProducts(db: Queryable): Promise<AdminProduct[]> {
  const { rows } = await db.query<AdminProductRow>(`SELECT ${COLUMNS} FROM catalog.products p ORDER BY p.name, p.id`);
  return rows.map(toAdminProduct);
}

/** How many products are on sale and archived, and how many on sale are (nearly) out of stock, by category. */
export async function catalogDashboard(db: Queryable): Promise<CatalogDashboard> {
  const counts = await db.query<{ status: ProductStatus; n: string | number }>(
    `SELECT status, count(*) AS n FROM catalog.products GROUP BY status`,
  );
  const count = (status: ProductStatus) => Number(counts.rows.find((r) => r.status === status)?.n ?? 0);
  const low = await db.query<{ category: string; n: number }>(
    `SELECT category, count(*)::int AS n FROM catalog.products
      WHERE status = 'active' AND stock <= $1 GROUP BY category ORDER BY n DESC, category`,
    [LOW_STOCK_THRESHOLD],
  );
  const untranslated = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM catalog.products p WHERE p.status = 'active' AND ${MISSING_FRENCH}`,
  );
  return {
    activeProducts: count('active'),
    archivedProducts: count('archived'),
    missingFrench: Number(untranslated.rows[0]?.n ?? 0),
    lowStock: low.rows.reduce((sum, r) => sum + Number(r.n), 0),
    lowStockByCategory: low.rows.map((r) => ({ category: r.category, products: Number(r.n) })),
  };
}
