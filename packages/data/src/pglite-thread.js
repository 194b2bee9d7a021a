// @ts-check
// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its work
// (about half of the store's CPU on a request the catalogue does not keep) happens beside the store's
// event loop instead of on it. The store's side is `openPglite` (pglite.ts); it asks by message and this
// thread answers each message once, in its own time. JavaScript, checked by TypeScript from its JSDoc,
// so that Node runs it as it is from the sources too: a TypeScript loader in each thread took half a
// second more to open every test's database.
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @typedef {import('./pglite-messages').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-messages').ThreadReply} ThreadReply */
/** @typedef {import('./pglite-messages').ThreadError} ThreadError */
/** @typedef {import('./pglite-messages').ThreadQueryResult} ThreadQueryResult */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

/** @param {string} value */
const numberParser = (value) => Number(value);

/** Ends a transaction's work without committing: PGlite rolls back when its callback throws. */
class RolledBack extends Error {}

const port = parentPort;
if (!port) throw new Error('pglite-thread.js runs as a worker thread, started by openPglite.');

/** @type {PGlite | undefined} */
let db;
let nextTransaction = 1;
/** Open transactions by number; `end` is called with the message that ends it (commit or rollback).
 * @type {Map<number, { tx: Transaction; end: (by: number, commit: boolean) => void }>} */
const transactions = new Map();

function database() {
  if (!db) throw new Error('The embedded database is not open.');
  return db;
}

/** @param {Extract<ThreadRequest, { kind: 'open' }>} request */
async function open({ dataDir, loadFrom, modules }) {
  db = await PGlite.create({
    dataDir,
    ...(loadFrom ? { loadDataDir: await fs.openAsBlob(loadFrom) } : {}),
    pgliteWasmModule: modules.pglite,
    // Without it (a database that exists already, or comes from the initialized copy) PGlite compiles
    // initdb's WebAssembly itself should it ever need it.
    ...(modules.initdb ? { initdbWasmModule: modules.initdb } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: { [pgliteTypes.INT8]: numberParser, [pgliteTypes.NUMERIC]: numberParser },
  });
}

/**
 * @param {Pick<PGlite, 'query'>} target
 * @param {string} sql
 * @param {readonly unknown[] | undefined} params
 * @returns {Promise<ThreadQueryResult>}
 */
async function query(target, sql, params) {
  const result = await target.query(sql, /** @type {unknown[] | undefined} */ (params));
  // PGlite counts a SELECT's rows in `rowCount` (which its types omit) and the rows a write touched in
  // `affectedRows`.
  const { rowCount } = /** @type {{ rowCount?: number }} */ (result);
  return { rows: result.rows, rowCount: rowCount ?? result.affectedRows ?? result.rows.length };
}

/** Opens a transaction and answers with its number once BEGIN has run; it holds the database (other
 * queries wait, as they do in PGlite) until `commit` or `rollback` ends it. The message that ends it is
 * answered once COMMIT or ROLLBACK has run, with COMMIT's failure if it fails.
 * @param {number} id */
function begin(id) {
  if (!db) return reply({ id, ok: false, error: asThreadError(new Error('The embedded database is not open.')) });
  const number = nextTransaction++;
  let endedBy = 0;
  /** @type {(commit: boolean) => void} */
  let settle = () => {};
  /** @type {Promise<void>} */
  const ended = new Promise((resolve, reject) => {
    settle = (commit) => (commit ? resolve() : reject(new RolledBack()));
  });
  db.transaction(async (tx) => {
    transactions.set(number, {
      tx,
      end: (by, commit) => {
        endedBy = by;
        transactions.delete(number);
        settle(commit);
      },
    });
    reply({ id, ok: true, value: number });
    await ended;
  }).then(
    () => reply({ id: endedBy, ok: true }),
    (err) => {
      transactions.delete(number);
      if (!endedBy) return reply({ id, ok: false, error: asThreadError(err) }); // BEGIN failed
      reply(err instanceof RolledBack ? { id: endedBy, ok: true } : { id: endedBy, ok: false, error: asThreadError(err) });
    },
  );
}

/**
 * @param {number} id
 * @param {number} number
 * @param {boolean} commit
 */
function end(id, number, commit) {
  const open = transactions.get(number);
  if (!open) return reply({ id, ok: false, error: asThreadError(new Error(`Transaction ${number} is not open.`)) });
  open.end(id, commit);
}

/** @param {Exclude<ThreadRequest, { kind: 'begin' | 'commit' | 'rollback' }>} request */
async function handle(request) {
  switch (request.kind) {
    case 'open':
      return open(request);
    case 'query': {
      if (request.tx === undefined) return query(database(), request.sql, request.params);
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`Transaction ${request.tx} is not open.`);
      return query(open.tx, request.sql, request.params);
    }
    case 'exec':
      await database().exec(request.sql);
      return undefined;
    case 'close':
      if (db && !db.closed) await db.close();
      return undefined;
  }
}

/** @param {ThreadReply} message */
function reply(message) {
  port?.postMessage(message);
}

/** @param {unknown} err @returns {ThreadError} */
function asThreadError(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  /** @type {Record<string, string | number>} */
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    // The query and its parameters stay behind: the store has them, and they may be large.
    if (key === 'query' || key === 'params') continue;
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  if (request.kind === 'begin') return begin(request.id);
  if (request.kind === 'commit' || request.kind === 'rollback') return end(request.id, request.tx, request.kind === 'commit');
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (err) => reply({ id: request.id, ok: false, error: asThreadError(err) }),
  );
});
