import type { CategorySpec, ProductType } from '../catalogue';
import type { CategoryTexts, OptionTexts, ProductTexts } from '../../../domain/catalogue-languages';
import { FRENCH_CATEGORIES_1 } from './categories-1';
import { FRENCH_CATEGORIES_2 } from './categories-2';
import type { FrenchCategory, FrenchType } from './types';
import { FRENCH_CHART_WORDS, FRENCH_CLOSINGS, FRENCH_OPTION_NAMES, FRENCH_OPTION_VALUES } from './words';

/** Every category of the starting catalogue in French, by its English name. */
export const FRENCH_CATEGORIES: Record<string, FrenchCategory> = { ...FRENCH_CATEGORIES_1, ...FRENCH_CATEGORIES_2 };

function frenchOf(category: CategorySpec, type: ProductType): FrenchType {
  const french = FRENCH_CATEGORIES[category.name]?.types[type.noun];
  if (!french) throw new Error(`The starting catalogue has no French for ${category.name} / ${type.noun}.`);
  return french;
}

/** "de Borealis", "d'Aurora Tech". */
const ofBrand = (brand: string) => (/^[aeiouyhàâéèêëîïôûü]/i.test(brand) && !/^h[a-z]/i.test(brand) ? `d'${brand}` : `de ${brand}`);

/** "a, b et c". */
const frenchList = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

/** A size chart of options.ts in French: its caption's words and its rows' labels. */
export function frenchChart(chart: string): string {
  const words = Object.entries(FRENCH_CHART_WORDS).sort(([a], [b]) => b.length - a.length);
  return chart
    .split('\n')
    .map((line) => {
      for (const [english, french] of words) {
        if (line.startsWith(`${english}:`)) return `${french} :${line.slice(english.length + 1)}`;
      }
      let translated = line;
      for (const [english, french] of words) translated = translated.split(english).join(french);
      return translated;
    })
    .join('\n');
}

/** A dollar amount as French Canada writes it: "$25" is "25 $". */
const frenchAmount = (value: string) => value.replace(/^\$(\d+(?:\.\d+)?)$/, (_m, n: string) => `${n.replace('.', ',')}\u00a0$`);

/** The starting catalogue's options in French: their names, and the values that read otherwise in
 * French (sizes such as M or 10 read the same, and are left out). */
export function frenchOptions(
  options: ReadonlyArray<{ name: string; values: readonly string[] }>,
): Record<string, OptionTexts> | undefined {
  if (options.length === 0) return undefined;
  return Object.fromEntries(
    options.map((o) => {
      const name = FRENCH_OPTION_NAMES[o.name];
      if (!name) throw new Error(`The starting catalogue has no French for the option ${o.name}.`);
      const values = Object.fromEntries(
        o.values.flatMap((v) => {
          const french = FRENCH_OPTION_VALUES[v] ?? frenchAmount(v);
          return french === v ? [] : [[v, french]];
        }),
      );
      return [o.name, Object.keys(values).length > 0 ? { name, values } : { name }];
    }),
  );
}

/** A product of the starting catalogue in French: `${noun} ${variant} de ${brand}`, and its features (the
 * English ones' places in its type) after a colon, then the category's closing sentence and the size
 * chart, if any. */
export function frenchProduct(product: {
  brand: string;
  category: CategorySpec;
  type: ProductType;
  variantIndex: number;
  features: number[];
  chart?: string;
  options?: ReadonlyArray<{ name: string; values: readonly string[] }>;
}): ProductTexts {
  const type = frenchOf(product.category, product.type);
  const name = `${type.noun} ${type.variants[product.variantIndex]} ${ofBrand(product.brand)}`;
  const features = [...new Set(product.features.map((k) => type.features[k]!))];
  const description = `${name}\u00a0: ${frenchList(features)}. ${FRENCH_CLOSINGS[product.category.icon]}`;
  const options = frenchOptions(product.options ?? []);
  return {
    name,
    description: product.chart ? `${description}\n\n${frenchChart(product.chart)}` : description,
    ...(options ? { options } : {}),
  };
}

/** The starting catalogue's categories in French, by their English name. */
export function frenchCategories(): Record<string, { fr: CategoryTexts }> {
  return Object.fromEntries(Object.entries(FRENCH_CATEGORIES).map(([english, c]) => [english, { fr: { name: c.name, slug: c.slug } }]));
}
