// What the search box offers as a shopper types: the word being typed finished as the catalogue writes
// it, in the names of the products the search finds first. Pure, so it is tested alone.

/** As search compares words: lower case, no accents. */
export const folded = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** A text's words as written (letters, digits, and the apostrophes and hyphens inside a word), lower case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** What is typed so far: the words before the last, and the last one when it is still being typed (no
 * space after it). */
export function typedSoFar(query: string): { before: string[]; typing: string } {
  const words = wordsOf(query);
  if (words.length === 0 || /\s$/.test(query)) return { before: words, typing: '' };
  return { before: words.slice(0, -1), typing: words[words.length - 1]! };
}

/** A word too short to be worth offering as the end of a search ("de", "of"). */
const MIN_FINISHED = 3;

/** The words of `texts` that finish `typing` (accents typed or not), the likeliest first: each text
 * counts once for each word it has, by its weight (a name more than a description), then the first
 * met wins. */
export function finishedWords(texts: ReadonlyArray<{ text: string; weight: number }>, typing: string, max: number): string[] {
  const start = folded(typing);
  if (start.length === 0) return [];
  const seen = new Map<string, { score: number; first: number }>();
  let order = 0;
  for (const { text, weight } of texts) {
    for (const word of new Set(wordsOf(text))) {
      if (word.length < MIN_FINISHED || !folded(word).startsWith(start)) continue;
      const known = seen.get(word);
      if (known) known.score += weight;
      else seen.set(word, { score: weight, first: order++ });
    }
  }
  return [...seen.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .map(([word]) => word)
    .slice(0, max);
}

/** Whether each word typed starts a word of `text` (a category's name in either language). */
export function namesEveryWord(text: string, typed: readonly string[]): boolean {
  const words = wordsOf(text).map(folded);
  return typed.length > 0 && typed.every((t) => words.some((w) => w.startsWith(folded(t))));
}
