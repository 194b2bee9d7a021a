// The messages between the store and its embedded database's thread (pglite-thread.js).

/** What the store asks. `tx` names an open transaction; without it a query runs on its own. The modules are
 * PGlite's WebAssembly, compiled once by the store and shared by every database it opens. */
export type ThreadRequest =
  | { id: number; kind: 'open'; dataDir?: string; loadFrom?: string; modules: { pglite: WebAssembly.Module; initdb?: WebAssembly.Module } }
  | { id: number; kind: 'query'; sql: string; params?: readonly unknown[]; tx?: number }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'commit'; tx: number }
  | { id: number; kind: 'rollback'; tx: number }
  | { id: number; kind: 'close' };

/** A database error as plain fields (its SQLSTATE in `code`, the constraint, the detail...): an Error's own
 * fields do not cross threads. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export type ThreadReply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: ThreadError };

export interface ThreadQueryResult {
  rows: unknown[];
  rowCount: number;
}
