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

/** Things with a name of several words, in either language (as searched: no accents, words of one
 * letter left out): a search holding one of the names also finds the thing by its others, so "manteau
 * d'hiver" finds the parkas that say neither word. */
export const SEARCH_PHRASES: readonly (readonly string[])[] = [['winter coat', 'winter jacket', 'manteau hiver', 'parka', 'doudoune']];
const PHRASES = SEARCH_PHRASES.map((names) => names.map((n) => n.split(' ')));

/** How an atom of a query (a word, `word:*` for a prefix) is searched for: its tsquery text, or null to
 * leave it out (a stop word). As written, by default; the store gives it each language's stems. */
export type AtomReading = (atom: string) => string | null;
const asWritten: AtomReading = (atom) => atom;

/** Options of which one must match, as read: one as it is, several in brackets, none as null. */
function anyOf(atoms: readonly string[], read: AtomReading): string | null {
  const options = [...new Set(atoms.map(read).filter((o): o is string => o !== null))];
  if (options.length === 0) return null;
  return options.length === 1 ? options[0]! : `(${options.join(' | ')})`;
}

/** A word's options: as typed, as a prefix ("head" finds "headphones"), one of its synonyms ("tuque"
 * finds "toque"), or the closest catalogue word when it looks like a typo ("hedphones" finds "headphones"). */
function wordAtoms(w: string, corrections: Map<string, string>): string[] {
  const atoms = [`${w}:*`, ...(SYNONYMS_OF.get(w) ?? [])];
  const fix = corrections.get(w);
  if (fix && fix !== w && /^[a-z0-9]+$/.test(fix)) atoms.push(fix, ...(SYNONYMS_OF.get(fix) ?? []));
  return atoms;
}

/** The phrase of SEARCH_PHRASES that `words` (as corrected) start with, as its words and its names. */
function phraseAt(words: readonly string[]): { length: number; names: string[][] } | undefined {
  for (const names of PHRASES)
    for (const name of names) if (name.length > 1 && name.every((part, i) => words[i] === part)) return { length: name.length, names };
  return undefined;
}

/** All of some terms (null ones left out), in brackets when more than one; null when none is left. */
function allOf(terms: ReadonlyArray<string | null>): string | null {
  const kept = terms.filter((t): t is string => t !== null);
  if (kept.length === 0) return null;
  return kept.length === 1 ? kept[0]! : `(${kept.join(' & ')})`;
}

/** One term per word, or per phrase: the phrase's words as they were typed, or any other name of it. */
function queryTerms(words: string[], corrections: Map<string, string>, read: AtomReading): Array<string | null> {
  const corrected = words.map((w) => corrections.get(w) ?? w);
  const terms: Array<string | null> = [];
  for (let i = 0; i < words.length;) {
    const phrase = phraseAt(corrected.slice(i));
    if (!phrase) {
      terms.push(anyOf(wordAtoms(words[i]!, corrections), read));
      i++;
      continue;
    }
    const typed = allOf(words.slice(i, i + phrase.length).map((w) => anyOf(wordAtoms(w, corrections), read)));
    const said = corrected.slice(i, i + phrase.length).join(' ');
    const others = phrase.names.filter((n) => n.join(' ') !== said).map((n) => allOf(n.map((part) => anyOf([part], read))));
    const names = [...new Set([typed, ...others].filter((t): t is string => t !== null))];
    terms.push(names.length === 0 ? null : names.length === 1 ? names[0]! : `(${names.join(' | ')})`);
    i += phrase.length;
  }
  return terms;
}

/** Every atom a query of these words may be made of, to be read (stemmed) before it is built. */
export function queryAtoms(words: string[], corrections: Map<string, string> = new Map()): string[] {
  const atoms = new Set<string>();
  queryTerms(words, corrections, (atom) => (atoms.add(atom), atom));
  return [...atoms];
}

/** Every word must match (AND; or, with `every` false, any one: a search of several words that finds
 * nothing with all of them), each by one of its options (wordAtoms); words that name a thing of
 * SEARCH_PHRASES match together, as they are or as any other name of the thing. A word left out by
 * `read` (a stop word) asks nothing; the query is empty when every word is left out. */
export function buildTsQuery(words: string[], corrections: Map<string, string> = new Map(), every = true, read = asWritten): string {
  return queryTerms(words, corrections, read)
    .filter((t): t is string => t !== null)
    .join(every ? ' & ' : ' | ');
}
