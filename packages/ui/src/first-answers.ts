import { ApiError, INVALID_DATA, api } from './api';

/** The catalogue answers a page's first drawing needs, asked for as the store starts: the same requests
 * the gateway preloaded with the HTML, so the browser hands over what it has already fetched. A page that
 * finds its answer here draws its content in the store's first drawing, instead of drawing placeholders,
 * asking, and drawing again (about 80 ms of a phone's first card). Each answer is used once: coming back
 * to the page later asks the catalogue again. */
interface FirstAnswer {
  promise: Promise<unknown>;
  arrived?: { data: unknown; at: number };
}
/** How long an answer that came with the store is good for a page's first drawing. */
const KEEP_MS = 10_000;
const firstAnswers = new Map<string, FirstAnswer>();

/** Asks for these paths now; settles when every one has answered (or failed). */
export function startFirstAnswers(paths: readonly string[]): Promise<void> {
  const asked = paths.map((path) => {
    let entry = firstAnswers.get(path);
    if (!entry) {
      const started: FirstAnswer = { promise: api(path) };
      started.promise.then(
        (data) => (started.arrived = { data, at: Date.now() }),
        () => firstAnswers.delete(path), // the page asks again, and says what went wrong
      );
      firstAnswers.set(path, started);
      entry = started;
    }
    return entry.promise.catch(() => undefined);
  });
  return Promise.all(asked).then(() => undefined);
}

/** The answer to `path` if it is here already (and fresh: a page first drawn much later asks again), with
 * the expected shape. Read while React draws, which may draw a page more than once before it shows it:
 * the answer stays until the page that showed it says so (`forgetFirstAnswer`). */
export function peekFirstAnswer<T>(path: string, check: (data: unknown) => data is T): T | undefined {
  const entry = firstAnswers.get(path);
  if (!entry?.arrived || Date.now() - entry.arrived.at > KEEP_MS) return undefined;
  return check(entry.arrived.data) ? entry.arrived.data : undefined;
}

/** The page showed the answer to `path`: the next visit asks the catalogue. */
export function forgetFirstAnswer(path: string): void {
  firstAnswers.delete(path);
}

/** The answer to `path`: the request started with the store if it is still to be used (the page waits
 * for it instead of asking twice), else `ask()`. */
export function firstAnswerOr<T>(path: string, check: (data: unknown) => data is T, ask: () => Promise<T>): Promise<T> {
  const entry = firstAnswers.get(path);
  if (!entry) return ask();
  firstAnswers.delete(path);
  if (entry.arrived && Date.now() - entry.arrived.at > KEEP_MS) return ask(); // old prices and stock: ask again
  return entry.promise.then((data) => {
    if (!check(data)) throw new ApiError(200, INVALID_DATA);
    return data;
  });
}

/** An answer the page already has (the server drew the page with it, and wrote it into the HTML): the
 * page's first drawing reads it as if it had been asked for as the store started. */
export function rememberFirstAnswer(path: string, data: unknown): void {
  firstAnswers.set(path, { promise: Promise.resolve(data), arrived: { data, at: Date.now() } });
}
