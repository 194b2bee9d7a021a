import type { Queryable } from '@storefront/data';
import { LANGUAGES, type Language } from '@storefront/contracts/languages';
import { categorySlug } from '@storefront/contracts/shop';
import { type CategoryTexts, type Translations, inLanguage } from '../domain/catalogue-languages';
import type { CatalogueCache } from './catalogue-cache';

/** Each category's texts in other languages than English, by its (English) name. */
export type CategoryNames = ReadonlyMap<string, Translations<CategoryTexts>>;

/** Every category's translations: a few dozen rows, kept with the catalogue's other answers. */
export async function categoryNames(db: Queryable, cache?: CatalogueCache): Promise<CategoryNames> {
  const read = async () => {
    const { rows } = await db.query<{ name: string; texts: Translations<CategoryTexts> }>(`SELECT name, texts FROM catalog.categories`);
    return new Map(rows.map((r) => [r.name, r.texts]));
  };
  return cache ? cache.remember('category-names', read) : read();
}

/** A category's name as `language` reads it (its own where it has none). */
export const categoryLabel = (names: CategoryNames, category: string, language: Language): string =>
  inLanguage({ name: category }, names.get(category), language).name;

/** A category's slug in `language`: the one its texts give, else made from its name there. */
export function categorySlugOf(names: CategoryNames, category: string, language: Language): string {
  if (language === 'en') return categorySlug(category);
  const own = names.get(category)?.[language];
  return own?.slug?.trim() || categorySlug(own?.name?.trim() || category);
}

/** A category's slug in every language (its pages' addresses, for links and alternates). */
export const categorySlugsOf = (names: CategoryNames, category: string): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, categorySlugOf(names, category, l)])) as Record<Language, string>;

/** Gives categories their texts in other languages (the seed's, which leaves those a category has
 * alone: `replace: false`), and indexes their products again for search in those words. */
export async function nameCategories(
  tx: Queryable,
  names: Record<string, Translations<CategoryTexts>>,
  { replace }: { replace: boolean },
): Promise<void> {
  const entries = Object.entries(names);
  if (entries.length === 0) return;
  const { rows } = await tx.query<{ name: string }>(
    `INSERT INTO catalog.categories (name, texts) SELECT * FROM unnest($1::text[], $2::jsonb[])
       ON CONFLICT (name) DO ${replace ? 'UPDATE SET texts = catalog.categories.texts || excluded.texts' : 'NOTHING'}
     RETURNING name`,
    [entries.map(([name]) => name), entries.map(([, texts]) => JSON.stringify(texts))],
  );
  // Only what was named now: a restart names nothing again, and reads no product.
  if (rows.length > 0) {
    await tx.query(`UPDATE catalog.products SET category = category WHERE category = ANY ($1::text[])`, [rows.map((r) => r.name)]);
  }
}
