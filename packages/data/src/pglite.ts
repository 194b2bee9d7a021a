import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, QueryResult, Queryable } from './database';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already open in process ${pid}. ` +
        'Stop that process first, or give this one its own folder with DATA_DIR=<path>.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the one-owner lock on a PGlite data directory: a second process opening the same directory
 * would corrupt it, so it is refused with a clear message. A lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'storefront.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

export interface PgliteOptions {
  /** A folder for the data; omitted means in memory (tests). */
  dataDir?: string;
}

const numberParser = (value: string) => Number(value);

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let db: PGlite;
  try {
    db = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
      parsers: { [pgliteTypes.INT8]: numberParser, [pgliteTypes.NUMERIC]: numberParser },
    });
  } catch (err) {
    release();
    throw err;
  }

  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  });
  const direct = wrap(db);

  return {
    kind: 'pglite',
    query: direct.query,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async exec(sql) {
      await db.exec(sql);
    },
    async ping() {
      if (db.closed) throw new Error('The embedded database is closed.');
      await db.query('SELECT 1');
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        release();
      }
    },
  };
}
