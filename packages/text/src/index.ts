/** Words of a product or a search, as the model compares them. */

const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our so than that the their them then there these this to was were will with you your up out all any can one two three more most very just over under each per'.split(
    ' ',
  ),
);

/** Lower-case words without accents, stop words or plural endings ("Headphones" and "headphone" match). */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

const DOUBLED = /([bdfgmnprt])\1$/;

/** A light stemmer: plurals, and -ed / -ing ("ordered", "shipping" and "paying" meet "order", "ship", "pay"). */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return undouble(w.slice(0, -3));
  if (w.length > 4 && w.endsWith('ied')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) return undouble(w.slice(0, -2));
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return DOUBLED.test(w) ? w.slice(0, -1) : w;
}

export type SparseVector = Map<string, number>;

export function normalise(v: SparseVector): SparseVector {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const len = Math.sqrt(sum);
  if (len === 0) return v;
  const out = new Map<string, number>();
  for (const [k, x] of v) out.set(k, x / len);
  return out;
}

/** Dot product of two vectors (their cosine when both are normalised). */
export function dot(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, x] of small) {
    const y = large.get(k);
    if (y !== undefined) sum += x * y;
  }
  return sum;
}

export function addScaled(target: SparseVector, v: SparseVector, scale: number): void {
  for (const [k, x] of v) target.set(k, (target.get(k) ?? 0) + x * scale);
}

/** TF-IDF over the catalogue: rare, telling words ("snowshoe") weigh more than common ones ("set"). */
export class TfIdf {
  private readonly idf = new Map<string, number>();
  private readonly documents: number;

  constructor(docs: Iterable<string[]>) {
    const df = new Map<string, number>();
    let n = 0;
    for (const words of docs) {
      n++;
      for (const w of new Set(words)) df.set(w, (df.get(w) ?? 0) + 1);
    }
    this.documents = n;
    for (const [w, count] of df) this.idf.set(w, Math.log((1 + n) / (1 + count)) + 1);
  }

  vector(words: string[]): SparseVector {
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    // Words the catalogue never uses carry no signal.
    for (const [w, count] of tf) {
      const idf = this.idf.get(w);
      if (idf !== undefined) v.set(w, (1 + Math.log(count)) * idf);
    }
    return normalise(v);
  }

  get size(): number {
    return this.documents;
  }
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

/** How many edits a typed word of this length may be from the word it meant. */
export const usualTypoEdits = (length: number): number => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** Picks the word a typo most likely meant among the nearest catalogue words (given nearest first):
 * fewest edits wins, and more edits than `maxEdits` allows for the word's length means no correction. */
export function bestCorrection(
  typed: string,
  nearest: string[],
  maxEdits: (length: number) => number = usualTypoEdits,
): string | undefined {
  const allowed = maxEdits(typed.length);
  let best: { word: string; distance: number } | undefined;
  for (const word of nearest) {
    const distance = editDistance(typed, word);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}
