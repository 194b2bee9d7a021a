import type { ProductListResponse } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';

/** Options chosen in a listing (lower case): Size M or L, and Red. */
export type ChosenOptions = Array<{ name: string; values: string[] }>;
type OptionFacets = NonNullable<NonNullable<ProductListResponse['facets']>['options']>;

/** A name or value as migration 009 keeps it in a pair ('size=m'): lower case, its separators encoded. */
const keyPart = (s: string) => s.trim().toLowerCase().replace(/%/g, '%25').replace(/=/g, '%3D').replace(/,/g, '%2C');
export const optionPair = (name: string, value: string) => `${keyPart(name)}=${keyPart(value)}`;

/** The option filters of a listing as SQL over its rows (`p`), with their parameters already added. */
export interface OptionConditions {
  /** What a row meets: a variant for sale (in stock, with inStock) of a value chosen of each option. */
  filter: string;
  /** The same, of a variant in stock (what the "in stock" count counts). */
  inStockFilter: string;
  /** For the counts: each chosen option's name (and as SQL), and the parameter of its pairs. */
  chosen: Array<{ name: string; nameParam: string; pairsParam: string }>;
  inStock: boolean;
}

/** Each chosen option is first asked of the product row (its variants' pairs, on the GIN index); with two
 * or more, whether one variant has them all is asked of the variants (a row may have an M and a red one,
 * and no red M). */
export function optionConditions(chosen: ChosenOptions, inStock: boolean, add: (value: unknown) => string): OptionConditions {
  const options = chosen.map((o) => {
    const pairsParam = add(o.values.map((v) => optionPair(o.name, v)));
    // The name, as SQL, from the pairs (every query of the page takes the same parameters, and one a
    // query does not use would have no type).
    return { name: keyPart(o.name), nameParam: `split_part((${pairsParam}::text[])[1], '=', 1)`, pairsParam };
  });
  const of = (stocked: boolean) => {
    const column = stocked ? 'p.option_values_in_stock' : 'p.option_values';
    const rows = options.map((o) => `${column} && ${o.pairsParam}::text[]`);
    if (options.length < 2) return rows.join(' AND ');
    const variant = options.map((o) => `v.option_values && ${o.pairsParam}::text[]`).join(' AND ');
    // OFFSET 0: asked of each product's variants on their index, never turned into one hashed read of
    // every variant (which PostgreSQL may choose for an EXISTS among the counts' columns).
    return `${rows.join(' AND ')} AND EXISTS (SELECT 1 FROM catalog.variants v
      WHERE v.product_id = p.id AND v.status = 'active'${stocked ? ' AND v.stock > 0' : ''} AND ${variant} OFFSET 0)`;
  };
  return { filter: of(inStock), inStockFilter: of(true), chosen: options, inStock };
}

/** Where the counted rows come from (as listProducts reads them) and what they meet but the options. */
export interface CountedRows {
  with: string;
  table: string;
  where: string;
}

/** How many products each value of each option would leave, each option counted without its own choice:
 * from the product rows' pairs when no other option is chosen; else from their variants, of the
 * products whose rows have all the other options chosen. The options' names and values are shown as the
 * products write them, in the order most of them list them. */
export async function countOptionFacets(
  db: Queryable,
  rows: CountedRows,
  options: OptionConditions | undefined,
  inStock: boolean,
  params: unknown[],
): Promise<OptionFacets> {
  const column = inStock ? 'p.option_values_in_stock' : 'p.option_values';
  const chosen = options?.chosen ?? [];
  const withClause = rows.with ? `${rows.with},` : 'WITH';
  const [listed, byVariant] = await Promise.all([
    queryWith<{ kind: 'list' | 'value'; data: unknown; n: number }>(
      db,
      `${withClause} g AS MATERIALIZED (
         SELECT p.options, ${column} AS vals, count(*)::int AS n FROM ${rows.table} WHERE ${rows.where} AND p.options <> '[]'::jsonb
          GROUP BY 1, 2)
       SELECT 'list' AS kind, options AS data, sum(n)::int AS n FROM g GROUP BY options
       UNION ALL
       SELECT 'value', to_jsonb(v), sum(n)::int FROM g, unnest(g.vals) AS v GROUP BY v`,
      params,
    ),
    chosen.length > 0 ? variantCounts(db, rows, options!, params) : undefined,
  ]);
  const counts = new Map<string, number>();
  const lists: Array<{ options: Array<{ name: string; values: string[] }>; n: number }> = [];
  for (const r of listed.rows) {
    if (r.kind === 'list') lists.push({ options: r.data as Array<{ name: string; values: string[] }>, n: Number(r.n) });
    else counts.set(r.data as string, Number(r.n));
  }
  // An option is counted on the rows' pairs when no other is chosen; else on the variants.
  const countOf = (name: string, value: string) => {
    const others = chosen.filter((o) => o.name !== keyPart(name)).length;
    return (others === 0 ? counts : (byVariant ?? counts)).get(optionPair(name, value)) ?? 0;
  };
  return mergedOptions(lists).flatMap((o) => {
    const values = o.values.map((value) => ({ value, count: countOf(o.name, value) })).filter((v) => v.count > 0);
    return values.length > 0 ? [{ name: o.name, values }] : [];
  });
}

/** Counts of the variants' pairs: for each pair of a variant that has a chosen value of every other
 * chosen option, how many products have one. */
async function variantCounts(db: Queryable, rows: CountedRows, options: OptionConditions, params: unknown[]): Promise<Map<string, number>> {
  const column = options.inStock ? 'p.option_values_in_stock' : 'p.option_values';
  const { chosen } = options;
  const has = chosen.map((o) => `(${column} && ${o.pairsParam}::text[])::int`).join(' + ');
  // One option chosen: its own values come from the rows; the others' from the variants of that value.
  const others = chosen.length === 1 ? `AND split_part(f, '=', 1) <> ${chosen[0]!.nameParam}` : '';
  const { rows: found } = await db.query<{ pair: string; n: number }>(
    `${rows.with}
     SELECT f AS pair, count(DISTINCT p.id)::int AS n
       FROM ${rows.table}
       JOIN catalog.variants v ON v.product_id = p.id AND v.status = 'active'${options.inStock ? ' AND v.stock > 0' : ''},
            unnest(v.option_values) AS f
      WHERE ${rows.where} AND ${has} >= ${Math.max(1, chosen.length - 1)}
        AND ${chosen.map((o) => `(split_part(f, '=', 1) = ${o.nameParam} OR v.option_values && ${o.pairsParam}::text[])`).join(' AND ')}
        ${others}
      GROUP BY f`,
    params,
  );
  return new Map(found.map((r) => [r.pair, Number(r.n)]));
}

/** The options of the products, merged: each name (in any case) once, written as most products write
 * it; its values in the order of the most common list, a value only others have placed after the one
 * it follows there (or before the one it precedes). */
export function mergedOptions(lists: Array<{ options: Array<{ name: string; values: string[] }>; n: number }>) {
  type Entry = { spellings: Map<string, number>; lists: Array<{ values: string[]; n: number }>; n: number; places: number };
  const byName = new Map<string, Entry>();
  for (const { options, n } of lists)
    options.forEach((o, place) => {
      const key = keyPart(o.name);
      const entry: Entry = byName.get(key) ?? { spellings: new Map(), lists: [], n: 0, places: 0 };
      entry.spellings.set(o.name, (entry.spellings.get(o.name) ?? 0) + n);
      entry.lists.push({ values: o.values, n });
      entry.n += n;
      entry.places += place * n;
      byName.set(key, entry);
    });
  // The options most products have first; among as many, the one they list first.
  return [...byName.values()]
    .sort((a, b) => b.n - a.n || a.places / a.n - b.places / b.n)
    .map((entry) => ({ name: mostCommon(entry.spellings), values: mergedValues(entry.lists) }));
}

function mostCommon(spellings: Map<string, number>): string {
  return [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

function mergedValues(lists: Array<{ values: string[]; n: number }>): string[] {
  const order: string[] = [];
  const at = (value: string) => order.findIndex((v) => keyPart(v) === keyPart(value));
  // The most common list first; among as common, the longest, then any one, always the same.
  const ordered = [...lists].sort(
    (a, b) => b.n - a.n || b.values.length - a.values.length || JSON.stringify(a.values).localeCompare(JSON.stringify(b.values)),
  );
  for (const { values } of ordered) {
    values.forEach((value, i) => {
      if (at(value) >= 0) return;
      const before = values
        .slice(0, i)
        .reverse()
        .find((v) => at(v) >= 0);
      const after = values.slice(i + 1).find((v) => at(v) >= 0);
      if (before !== undefined) order.splice(at(before) + 1, 0, value);
      else if (after !== undefined) order.splice(at(after), 0, value);
      else order.push(value);
    });
  }
  return order;
}

/** Runs `sql` with those of the page's parameters it names, numbered again: a parameter a statement
 * does not use has no type, and PostgreSQL refuses it. (The catalogue's SQL has no $n in its literals.) */
function queryWith<T>(db: Queryable, sql: string, params: unknown[]) {
  const used = [...new Set([...sql.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const renumbered = sql.replace(/\$(\d+)\b/g, (_, n: string) => `$${used.indexOf(Number(n)) + 1}`);
  return db.query<T>(
    renumbered,
    used.map((n) => params[n - 1]),
  );
}
