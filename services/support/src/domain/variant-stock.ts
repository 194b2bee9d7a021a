import type { Language, Product, Variant } from '@storefront/contracts';
import type { SupportText } from '../messages';
import { STOCK_WORDS, commonValues, otherWordsFor } from './option-words';

// Stock questions about one product ("is the parka in medium?", "la parka existe en M ?"), answered from
// the catalogue: which product the message names, which of its option values, and what is in stock.

/** A message's words for matching names and values: lower case, without accents, split on what is not a
 * letter, a digit, a dot or an apostrophe ("it's" and "l'avez" stay whole, so no stray "s" or "l" reads as a
 * size; "9.5" is one), without the dots and apostrophes around a word. */
export function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/’/g, "'")
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9.']+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter(Boolean);
}

/** "parkas" and "parka", "boots" and "boot" alike. */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** Words of a product's name that do not tell one product from another. */
const NAME_STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'les', 'des', 'pour', 'avec', 'une', 'aux']);

const nameWords = (name: string) =>
  [...new Set(tokensOf(name).map(singular))].filter((w) => (w.length >= 3 || /\d/.test(w)) && !NAME_STOP_WORDS.has(w));

export type ProductMeant<P> = { product: P } | { several: P[] } | undefined;

/** The product a message names: the one with most of its name's words in the message, then with the most of
 * its name said ("the parka" is the Parka before the Hooded Down Parka); several when they tie. A product
 * is named by any of its names (`names`: its name in each language; else `name`), by the one said best. */
export function productMeant<P extends { name: string; names?: readonly string[] }>(
  products: readonly P[],
  message: string,
): ProductMeant<P> {
  const said = new Set(tokensOf(message).map(singular));
  const scoreOf = (name: string) => {
    const words = nameWords(name);
    const hits = words.filter((w) => said.has(w)).length;
    return { hits, share: words.length ? hits / words.length : 0 };
  };
  const scored = products
    .map((p) => {
      const best = (p.names ?? [p.name]).map(scoreOf).sort((a, b) => b.hits - a.hits || b.share - a.share)[0]!;
      return { p, ...best };
    })
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || b.share - a.share);
  const best = scored[0];
  if (!best) return undefined;
  const tied = scored.filter((s) => s.hits === best.hits && s.share === best.share).map((s) => s.p);
  return tied.length === 1 ? { product: best.p } : { several: tied };
}

/** What a message asks of a product: the values of each of its options it names, and the common sizes and
 * colours it names that the product does not come in ("XL" of a parka made up to L). */
export interface ValuesAsked {
  named: Record<string, string[]>;
  notOffered: string[];
}

/** The values a message names: an option's values by name, case aside, or by another word for them in the
 * message's language ("medium" for M, "rouge" for Red), longest first so "extra large" is XL and never L;
 * the words of the product's name are not read as values. */
export function valuesNamed(product: Pick<Product, 'name' | 'options'>, message: string, language: Language): ValuesAsked {
  const ofName = new Set(tokensOf(product.name));
  const words: Array<string | undefined> = tokensOf(message).map((w) => (ofName.has(w) ? undefined : w));
  const own = product.options.flatMap((o) =>
    o.values.flatMap((value) =>
      [value, ...otherWordsFor(value, language)].map((p) => ({ option: o.name as string | undefined, value, p })),
    ),
  );
  const offered = new Set(own.map((o) => o.value.toLowerCase()));
  const common = commonValues(language)
    .filter((c) => !offered.has(c.value.toLowerCase()))
    .flatMap((c) => c.words.map((p) => ({ option: undefined, value: c.value, p })));
  const phrases = [...own, ...common]
    .map((x) => ({ ...x, words: tokensOf(x.p) }))
    .filter((x) => x.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const asked: ValuesAsked = { named: {}, notOffered: [] };
  for (const phrase of phrases) {
    const at = words.findIndex((_, i) => phrase.words.every((w, k) => words[i + k] === w));
    if (at < 0) continue;
    words.fill(undefined, at, at + phrase.words.length);
    const values = phrase.option === undefined ? asked.notOffered : (asked.named[phrase.option] ??= []);
    if (!values.includes(phrase.value)) values.push(phrase.value);
  }
  return asked;
}

/** Whether a message about a product asks about its stock: it names values, or words of stock or choice
 * ("in stock", "what sizes", "disponible"); "is the parka warm?" does not. */
export function asksAboutStock(message: string, language: Language, asked: ValuesAsked): boolean {
  const words = new Set(tokensOf(message));
  return Object.keys(asked.named).length > 0 || asked.notOffered.length > 0 || STOCK_WORDS[language].some((w) => words.has(w));
}

/** Several products fit the message: which one. */
export function whichProduct(t: SupportText, products: Array<{ name: string }>): string {
  const names = products.map((p) => p.name);
  return t('stock.which', { products: andList(t, names, 4) });
}

/** "A, B and C", or "A, B, C, D and 3 more" beyond `max`. */
export function andList(t: SupportText, items: string[], max: number): string {
  if (items.length > max) return t('list.more', { list: items.slice(0, max).join(', '), count: items.length - max });
  return items.length < 2 ? (items[0] ?? '') : t('list.and', { first: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** "M · Red, L · Black", or the first `max` and "and 3 more". */
function commaList(t: SupportText, items: string[], max: number): string {
  return items.length > max ? t('list.more', { list: items.slice(0, max).join(', '), count: items.length - max }) : items.join(', ');
}

const orList = (t: SupportText, values: string[]) =>
  values.length < 2 ? values[0]! : t('list.or', { first: values.slice(0, -1).join(', '), last: values.at(-1)! });

/** How many of each kind of list an answer gives before "and N more". */
const SHOWN = { inStock: 8, others: 4 };

/**
 * The answer to a stock question about `product` (with its variants, as a lookup by id gives them): the
 * variant named ("Yes, the Parka in M · Red is in stock (4 left)."), the variants of the values named, or
 * with none named what it comes in and what is in stock; a variant sold out says where else it is in
 * stock, nearest first. A product sold one way: its own stock.
 */
export function stockAnswer(product: Product, { named, notOffered }: ValuesAsked, t: SupportText): string {
  const forSale = (product.variants ?? []).filter((v) => v.forSale);
  if (product.options.length === 0) {
    const stock = forSale[0]?.stock ?? product.stock;
    return stock > 0 ? t('stock.oneWayIn', { product: product.name, count: stock }) : t('stock.oneWayOut', { product: product.name });
  }
  const valuesOf = (v: Variant) =>
    product.options
      .map((o) => v.options[o.name])
      .filter(Boolean)
      .join(' · ');
  const left = (v: Variant) => t('stock.left', { variant: valuesOf(v), count: v.stock });
  const facts = { product: product.name };
  const chosen = product.options.filter((o) => named[o.name]);
  const inStockAll = forSale.filter((v) => v.stock > 0).map(valuesOf);
  if (notOffered.length > 0) return listAnswer(product, inStockAll, t, orList(t, notOffered));
  if (chosen.length === 0) return listAnswer(product, inStockAll, t);

  const fits = (v: Variant) => chosen.every((o) => named[o.name]!.includes(v.options[o.name]!));
  const matching = forSale.filter(fits);
  const shared = (v: Variant) => chosen.filter((o) => named[o.name]!.includes(v.options[o.name]!)).length;
  const others = forSale.filter((v) => v.stock > 0 && !fits(v)).sort((a, b) => shared(b) - shared(a));
  const othersText = commaList(t, others.map(valuesOf), SHOWN.others);
  const namedText = chosen.map((o) => orList(t, named[o.name]!)).join(' · ');

  if (matching.length === 0)
    return others.length > 0
      ? t('stock.notMade', { ...facts, named: namedText, others: othersText })
      : listAnswer(product, [], t, namedText);
  const one = matching.length === 1 && chosen.length === product.options.length && chosen.every((o) => named[o.name]!.length === 1);
  const inStock = matching.filter((v) => v.stock > 0);
  if (one) {
    const variant = valuesOf(matching[0]!);
    if (inStock.length > 0) return t('stock.variantIn', { ...facts, variant, count: matching[0]!.stock });
    return others.length > 0
      ? t('stock.variantOut', { ...facts, variant, others: othersText })
      : t('stock.outEverywhere', { ...facts, named: variant });
  }
  if (inStock.length > 0)
    return t('stock.namedIn', { ...facts, named: namedText, inStock: commaList(t, inStock.map(left), SHOWN.inStock) });
  return others.length > 0
    ? t('stock.namedOut', { ...facts, named: namedText, others: othersText })
    : t('stock.outEverywhere', { ...facts, named: namedText });
}

/** "The Parka comes in S, M, L and Red, Black; in stock: M · Red, L · Black.", after "does not come in XL"
 * when it was asked for one it is not made in. */
function listAnswer(product: Product, inStock: string[], t: SupportText, notOffered?: string): string {
  const texts = product.options.map((o) => o.values.join(', '));
  const values = texts.length < 2 ? texts[0]! : t('list.and', { first: texts.slice(0, -1).join(', '), last: texts.at(-1)! });
  const facts = { product: product.name, values };
  const list =
    inStock.length === 0 ? t('stock.listNone', facts) : t('stock.list', { ...facts, inStock: commaList(t, inStock, SHOWN.inStock) });
  return notOffered ? `${t('stock.notOffered', { product: product.name, named: notOffered })} ${list}` : list;
}
