/** What the shop's public catalogue answers are kept in for a short while: the counts behind 'Page X of
 * Y' and the filters (counting a large catalogue on every page is what made page 1 slow), and whole
 * public answers (a product, a listing page) that thousands of shoppers ask for alike.
 *
 * Every change to the catalogue made by this process (an admin's edit, an import, stock taken by a
 * payment or put back by a cancellation) clears it at once, and an answer being made while a change
 * happens is not kept. Another replica's changes show here as it announces them (below); prices for carts and
 * orders never come from here (their lookups by id are not cached). One per running service: tests
 * run several catalogues in one process.
 *
 * The catalog announces each of its changes ('catalogue.changed'): its other replicas and the gateway,
 * which keep its answers too, let theirs go as they hear it. A notice missed (the broker away) leaves
 * what they keep true for at most `ttlMs`. */
export class CatalogueCache {
  private entries = new Map<string, { value: unknown; keptAt: number; bytes: number }>();
  private bytes = 0;
  private generation = 0;
  private stamp = 0;
  private hits = 0;
  private misses = 0;

  /** `maxBytes`: what the kept values may weigh together (as their keepers say; a count is ~1 KB). */
  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      maxBytes?: number;
      now?: () => number;
      /** Told of each change made here, once what it changed is committed. */
      onChanged?: () => void;
    },
  ) {}

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** How long a kept answer stays true at most (when a change's notice is missed). */
  get keepsForMs(): number {
    return this.options.ttlMs;
  }

  /** Which state of the catalogue an answer being made started from (see `keep`). */
  get version(): number {
    return this.generation;
  }

  /** The catalogue changed here: nothing kept before is true any more, and whoever else keeps its
   * answers is told (`onChanged`). */
  changed(): void {
    this.forget();
    this.options.onChanged?.();
  }

  /** The newest announced change of the catalogue this replica has made or heard of (0: none since it
   * started): what it keeps includes every change up to it. */
  get changeStamp(): number {
    return this.stamp;
  }

  /** A change numbered `stamp` was announced (by this replica once it has let go of what it kept, or by
   * another, when this one lets go of everything too). */
  heard(stamp: number): void {
    if (stamp > this.stamp) this.stamp = stamp;
  }

  /** How long ago the answer kept under `key` was kept (ms), if it is. */
  ageOf(key: string): number | undefined {
    const entry = this.entries.get(key);
    return entry ? this.now() - entry.keptAt : undefined;
  }

  /** Lets go of everything kept, without telling anyone: a change is under way here (it tells once
   * it is done), or another replica made one and has told everyone. */
  forget(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** What is kept under `key`, while it is fresh. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.keptAt < this.options.ttlMs) {
      // Most recently used last: the first entry is the one to let go when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits++;
      return entry.value as T;
    }
    if (entry) this.drop(key);
    this.misses++;
    return undefined;
  }

  /** Keeps `value`, made from the catalogue as it was at `version`, unless it has changed since. */
  keep(key: string, value: unknown, version: number, bytes = 1024): void {
    if (version !== this.generation || this.options.ttlMs <= 0) return;
    this.drop(key);
    this.entries.set(key, { value, keptAt: this.now(), bytes });
    this.bytes += bytes;
    const maxBytes = this.options.maxBytes ?? Infinity;
    while (this.entries.size > this.options.maxEntries || this.bytes > maxBytes) this.drop(this.entries.keys().next().value!);
  }

  /** What is kept under `key`, or what `make` makes (then kept). */
  async remember<T>(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.peek<T>(key);
    if (kept !== undefined) return kept;
    const version = this.generation;
    const value = await make();
    this.keep(key, value, version);
    return value;
  }

  stats(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
