import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract as extractTar } from 'tar';
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

/** The installed PGlite's version: an initialized database is only reused by the same one. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(fs.readFileSync(path.resolve(path.dirname(entry), '../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

let template: Promise<string | undefined> | undefined;

/** PostgreSQL's settings for the embedded database. Its shared buffers default to 128 MB, which the
 * WebAssembly memory keeps once touched; a store on PGlite is a small one (large catalogues run on the
 * PostgreSQL server), and 32 MB hold its working set: about 100 MB less memory under load. */
const SHARED_BUFFERS = '32MB';
const SETTINGS = `# Written by the store (packages/data/src/pglite.ts) before each start.\nshared_buffers = '${SHARED_BUFFERS}'\n`;
const SETTINGS_TAG = `sb${SHARED_BUFFERS}`;

/** A database as PGlite's initdb leaves it, kept in the temporary folder (one per PGlite version): a
 * fresh database is loaded from it in a third of a second, where initdb takes two to three seconds (on
 * every test's database, and on a store's first start) and leaves its own WebAssembly memory behind.
 * Made once, by whichever process first needs it, written whole or not at all. */
function initializedDatabase(): Promise<string | undefined> {
  template ??= (async () => {
    // In a folder of this user's alone: a copy another user could have put in a shared folder would
    // become every new database.
    const folder = path.join(os.tmpdir(), `storefront-pglite-${process.getuid?.() ?? 'user'}`);
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const owner = fs.statSync(folder);
    if ((process.getuid && owner.uid !== process.getuid()) || (owner.mode & 0o077) !== 0) return undefined;
    const file = path.join(folder, `${pgliteVersion()}-${SETTINGS_TAG}.tar`);
    if (fs.existsSync(file)) return file;
    const fresh = await PGlite.create();
    try {
      await fresh.exec(`ALTER SYSTEM SET shared_buffers = '${SHARED_BUFFERS}'`);
      const tar = await fresh.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${Date.now()}`;
      const fd = fs.openSync(partial, 'w', 0o600);
      try {
        fs.writeSync(fd, Buffer.from(await tar.arrayBuffer()));
        fs.fsyncSync(fd); // whole on disk before it has its name, even across a power cut
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(partial, file);
      return file;
    } finally {
      await fresh.close();
    }
  })().catch(() => undefined); // without it, each database runs initdb as before
  return template;
}

/** Where the database starts from when it is new: in a data folder, the initialized copy unpacked into
 * it (PGlite then opens it as an existing database; handing PGlite the copy to load instead kept about
 * 100 MB more resident for the store's life: a fresh `npm start` at 410-460 MB, unpacked 325-340 MB);
 * in memory (tests), the copy for PGlite to load, backed by the file rather than read into memory. */
async function startingPoint(dataDir: string | undefined): Promise<{ unpacked: boolean; load?: Blob }> {
  const file = await initializedDatabase();
  if (!file) return { unpacked: false };
  if (!dataDir) {
    try {
      return { unpacked: false, load: await fs.openAsBlob(file) };
    } catch {
      // Gone since it was made (another process found it damaged and removed it): made anew next time.
      template = undefined;
      return { unpacked: false };
    }
  }
  // Unpacked beside it and renamed: the folder is a whole database or none, even if this is cut short.
  const unpacking = `${dataDir}.unpacking`;
  try {
    fs.rmSync(unpacking, { recursive: true, force: true });
    fs.mkdirSync(unpacking, { recursive: true, mode: 0o700 });
    await extractTar({ file, cwd: unpacking });
    if (!fs.existsSync(path.join(unpacking, 'PG_VERSION'))) throw new Error('the initialized copy holds no database');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.renameSync(unpacking, dataDir);
    return { unpacked: true };
  } catch {
    // A damaged copy: forgotten (the next database makes it anew); this one runs initdb.
    fs.rmSync(unpacking, { recursive: true, force: true });
    fs.rmSync(file, { force: true });
    template = undefined;
    return { unpacked: false };
  }
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
  let db: PGlite;
  try {
    const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const start = fresh ? await startingPoint(dataDir) : { unpacked: false };
    const loadDataDir = start.load;
    if (dataDir) {
      // A database made before these settings (or by initdb) takes them at this start.
      if (!fresh) {
        const settings = path.join(dataDir, 'postgresql.auto.conf');
        fs.writeFileSync(`${settings}.new`, SETTINGS);
        fs.renameSync(`${settings}.new`, settings);
      }
    }
    const create = (from?: Blob) =>
      PGlite.create({
        dataDir,
        ...(from ? { loadDataDir: from } : {}),
        extensions: { pg_trgm },
        parsers: { [pgliteTypes.INT8]: numberParser, [pgliteTypes.NUMERIC]: numberParser },
      });
    try {
      db = await create(loadDataDir);
    } catch (err) {
      if (!loadDataDir && !start.unpacked) throw err;
      // A damaged copy: forget it (the next database makes it anew) and what it left, and run initdb.
      const file = await template;
      if (file) fs.rmSync(file, { force: true });
      template = undefined;
      if (dataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.mkdirSync(dataDir, { recursive: true });
      }
      db = await create();
    }
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
