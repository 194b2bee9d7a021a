/** How a shopper's search text becomes a PostgreSQL text-search query. Pure, so it is tested alone. */

const MAX_WORDS = 8;

/** Lower-case words of letters and digits; everything else separates words (and cannot reach tsquery syntax). */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Words of one letter match too much as prefixes ("c" of "c++" finds nearly everything): left out. */
export const queryWords = (words: string[]): string[] => words.filter((w) => w.length >= 2);

/** A search must be surer of a typo than a chat: "kettle" is not "bottle", "cafe" is not "care". One
 * edit up to six letters, two up to nine, three beyond; and a word of four letters or fewer is only
 * read as two letters swapped ("lmap" for "lamp"). */
export const searchTypoEdits = (length: number): number => (length <= 6 ? 1 : length <= 9 ? 2 : 3);

export function acceptableCorrection(typed: string, fix: string): boolean {
  if (typed.length > 4) return true;
  const letters = (w: string) => [...w].sort().join('');
  return letters(typed) === letters(fix);
}

/** Words Canadians use for the same thing, in either language (without accents, as searched): a search
 * for one finds the others, so a French shopper finds a product written in English and the other way. */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['tuque', 'toque', 'beanie', 'bonnet'],
  ['chandail', 'sweater', 'pullover'],
  ['espadrille', 'espadrilles', 'sneaker', 'sneakers', 'runners'],
  ['manteau', 'coat', 'parka', 'jacket', 'doudoune'],
  ['ecouteurs', 'headphones', 'earbuds'],
  ['mitaines', 'mittens', 'mitts', 'gants', 'gloves'],
  ['bottes', 'boots'],
  ['bas', 'socks'],
  ['souliers', 'chaussures', 'shoes'],
  ['chandelle', 'chandelles', 'bougie', 'bougies', 'candle', 'candles'],
  ['toutou', 'peluche', 'plush'],
  ['lego', 'blocs', 'blocks'],
];
const SYNONYMS_OF = new Map(SEARCH_SYNONYMS.flatMap((group) => group.map((w) => [w, group.filter((o) => o !== w)] as const)));

/** Every word must match (AND; or, with `every` false, any one: a search of several words that finds
 * nothing with all of them), each either as typed, as a prefix ("head" finds "headphones"), as one of
 * its synonyms ("tuque" finds "toque"), or as the closest catalogue word when it looks like a typo
 * ("hedphones" finds "headphones"). */
export function buildTsQuery(words: string[], corrections: Map<string, string> = new Map(), every = true): string {
  return words
    .map((w) => {
      const options = [`${w}:*`, ...(SYNONYMS_OF.get(w) ?? [])];
      const fix = corrections.get(w);
      if (fix && fix !== w && /^[a-z0-9]+$/.test(fix)) options.push(fix, ...(SYNONYMS_OF.get(fix) ?? []));
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(every ? ' & ' : ' | ');
}
