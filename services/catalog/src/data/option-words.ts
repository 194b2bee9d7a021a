import type { ProductListResponse } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import type { Language } from '@storefront/contracts/languages';
import type { CatalogueCache } from './catalogue-cache';

type OptionFacets = NonNullable<NonNullable<ProductListResponse['facets']>['options']>;

/** The shop's option words in a language, by the English (lower case): the name and values most of its
 * products give them there. */
type OptionWords = Map<string, { name?: string; values: Map<string, string> }>;

/** What most of the shop's products call each option and value in `language` (their texts.<language>.options). */
async function readOptionWords(db: Queryable, language: Language): Promise<OptionWords> {
  const [names, values] = await Promise.all([
    db.query<{ option: string; word: string; n: number }>(
      `SELECT lower(o.key) AS option, btrim(o.value->>'name') AS word, count(*)::int AS n
         FROM catalog.products p, jsonb_each(coalesce(p.texts->$1->'options', '{}'::jsonb)) o
        WHERE p.status = 'active' AND coalesce(btrim(o.value->>'name'), '') <> ''
        GROUP BY 1, 2`,
      [language],
    ),
    db.query<{ option: string; value: string; word: string; n: number }>(
      `SELECT lower(o.key) AS option, lower(v.key) AS value, btrim(v.value #>> '{}') AS word, count(*)::int AS n
         FROM catalog.products p, jsonb_each(coalesce(p.texts->$1->'options', '{}'::jsonb)) o,
              jsonb_each(coalesce(o.value->'values', '{}'::jsonb)) v
        WHERE p.status = 'active' AND coalesce(btrim(v.value #>> '{}'), '') <> ''
        GROUP BY 1, 2, 3`,
      [language],
    ),
  ]);
  const words: OptionWords = new Map();
  const entry = (option: string) => words.get(option) ?? words.set(option, { values: new Map() }).get(option)!;
  const best = new Map<string, number>();
  for (const r of names.rows) {
    if ((best.get(`n:${r.option}`) ?? 0) >= Number(r.n)) continue;
    best.set(`n:${r.option}`, Number(r.n));
    entry(r.option).name = r.word;
  }
  for (const r of values.rows) {
    const key = `v:${r.option}:${r.value}`;
    if ((best.get(key) ?? 0) >= Number(r.n)) continue;
    best.set(key, Number(r.n));
    entry(r.option).values.set(r.value, r.word);
  }
  return words;
}

/** A listing's option filters with their names and values in `language` as `label`, where the shop's
 * products give them one (the filters stay keyed by the English). An option whose values would read
 * alike there keeps its values in English. */
export async function labelOptionFacets(
  db: Queryable,
  options: OptionFacets,
  language: Language,
  cache?: CatalogueCache,
): Promise<OptionFacets> {
  if (language === 'en' || options.length === 0) return options;
  const read = () => readOptionWords(db, language);
  const words = cache ? await cache.remember(`option-words:${language}`, read) : await read();
  return options.map((o) => {
    const own = words.get(o.name.toLowerCase());
    if (!own) return o;
    const labels = o.values.map((v) => own.values.get(v.value.toLowerCase()) ?? v.value);
    const apart = new Set(labels.map((l) => l.toLowerCase())).size === labels.length;
    return {
      ...o,
      ...(own.name ? { label: own.name } : {}),
      values: o.values.map((v, i) => (apart && labels[i] !== v.value ? { ...v, label: labels[i]! } : v)),
    };
  });
}
