// Waiting on what an event, a webhook or a mail changes: it happens soon after, not at once.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until `ok` holds of it, for at most `ms`; answers the last value (the caller's expect says what was wrong). */
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const start = Date.now();
  let v = await read();
  while (!ok(v) && Date.now() - start < ms) {
    await sleep(150);
    v = await read();
  }
  return v;
}
