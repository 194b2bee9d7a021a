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

/** Every word must match (AND), each either as typed, as a prefix ("head" finds "headphones"), or as the
 * closest catalogue word when it looks like a typo ("hedphones" finds "headphones"). */
export function buildTsQuery(words: string[], corrections: Map<string, string>): string {
  return words
    .map((w) => {
      const options = [`${w}:*`];
      const fix = corrections.get(w);
      if (fix && fix !== w && /^[a-z0-9]+$/.test(fix)) options.push(fix);
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/** Edit distance counting a swap of two neighbouring letters as one edit ("mapel" is one from "maple"). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Picks the word a typo most likely meant among the nearest catalogue words (given nearest first):
 * fewest edits wins, and too many edits for the word's length means no correction at all. */
export function bestCorrection(typed: string, nearest: string[]): string | undefined {
  const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  let best: { word: string; distance: number } | undefined;
  for (const word of nearest) {
    const distance = editDistance(typed, word);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}
