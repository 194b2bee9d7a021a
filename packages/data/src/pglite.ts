import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { extract as extractTar } from 'tar';
import type { Database, QueryResult, Queryable } from './database';
import type { ThreadError, ThreadQueryResult, ThreadReply, ThreadRequest } from './pglite-messages';
import { isAlive } from './processes';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already open in process ${pid}. ` +
        'Stop that process first, or give this one its own folder with DATA_DIR=<path>.',
    );
    this.name = 'DataDirLockedError';
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
  /** Told when the database's thread stopped and the database was opened again on a new one; by default
   * a line on stderr. */
  onRestart?: (why: Error) => void;
}

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
    const { PGlite } = await import('@electric-sql/pglite');
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
  })().catch(() => undefined); // without it, each database runs initdb
  return template;
}

/** Where the database starts from when it is new: in a data folder, the initialized copy unpacked into
 * it (PGlite then opens it as an existing database; handing PGlite the copy to load instead keeps about
 * 100 MB more resident for the store's life);
 * in memory (tests), the copy for PGlite to load, backed by the file rather than read into memory. */
async function startingPoint(dataDir: string | undefined): Promise<{ unpacked: boolean; load?: string }> {
  const file = await initializedDatabase();
  if (!file) return { unpacked: false };
  if (!dataDir) {
    if (fs.existsSync(file)) return { unpacked: false, load: file };
    // Gone since it was made (another process found it damaged and removed it): made anew next time.
    template = undefined;
    return { unpacked: false };
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
  const threads = new DatabaseThreads(dataDir, options.onRestart ?? sayRestarted);
  try {
    threads.opened(await openFirstThread(threads, dataDir));
  } catch (err) {
    release();
    throw err;
  }
  const db = databaseOn(threads, release);
  stopsLikeACrash.set(db, async () => (await threads.now()).crash());
  return db;
}

/** The database opened on its first thread: from the initialized copy when it is new, or from nothing
 * (initdb) when that copy turns out damaged. A thread that could not open it is stopped. */
async function openFirstThread(threads: DatabaseThreads, dataDir: string | undefined): Promise<PgliteThread> {
  let first: PgliteThread | undefined;
  try {
    const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const start = fresh ? await startingPoint(dataDir) : { unpacked: false };
    if (dataDir) {
      // A database made before these settings (or by initdb) takes them at this start.
      if (!fresh) {
        const settings = path.join(dataDir, 'postgresql.auto.conf');
        fs.writeFileSync(`${settings}.new`, SETTINGS);
        fs.renameSync(`${settings}.new`, settings);
      }
    }
    // initdb's own WebAssembly only for a database made from nothing: one opened, unpacked or loaded
    // from the initialized copy never runs it (PGlite compiles it itself if it ever does).
    const madeFromNothing = fresh && !start.load && !start.unpacked;
    threads.compiled = await compiledModules(madeFromNothing);
    first = threads.newThread();
    try {
      await first.ask({ kind: 'open', dataDir, loadFrom: start.load, modules: threads.compiled });
    } catch (err) {
      if (!start.load && !start.unpacked) throw err;
      // A damaged copy: forget it (the next database makes it anew) and what it left, and run initdb.
      const file = await template;
      if (file) fs.rmSync(file, { force: true });
      template = undefined;
      if (dataDir) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.mkdirSync(dataDir, { recursive: true });
      }
      await first.ask({ kind: 'open', dataDir, modules: await compiledModules(true) });
    }
    return first;
  } catch (err) {
    await first?.stop();
    throw err;
  }
}

/** The thread that answers a database now, and the new one it is opened on when that thread stops by
 * itself. */
class DatabaseThreads {
  compiled: CompiledModules | undefined;
  closed = false;
  /** Set once the database is open: a thread that stops while it opens fails the opening instead. */
  #open = false;
  /** When opening the database again last failed: the next query tries again, a second later at the soonest. */
  #failedAt: number | undefined;
  /** The thread that answers now; a new one while a stopped one's replacement opens the database. */
  #current: Promise<PgliteThread> = Promise.reject(new Error('The embedded database is not open yet.'));

  constructor(
    private readonly dataDir: string | undefined,
    private readonly onRestart: (why: Error) => void,
  ) {
    this.#current.catch(() => {});
  }

  newThread(): PgliteThread {
    return new PgliteThread((why) => this.restart(why));
  }

  opened(first: PgliteThread): void {
    this.#current = Promise.resolve(first);
    this.#open = true;
  }

  /** The thread that answers now, whether or not it still runs (for closing). */
  get current(): Promise<PgliteThread> {
    return this.#current;
  }

  /** The thread stopped by itself (a WebAssembly abort, say): a database on disk is opened again on a new
   * one, as PostgreSQL recovers after a crash, and the store goes on. What was in flight failed with the
   * reason; a transaction open on the old thread fails at its next step. A database in memory is gone
   * with its thread: it keeps failing. */
  restart(why: Error): void {
    const dataDir = this.dataDir;
    if (!this.#open || this.closed || !dataDir) return;
    this.#failedAt = undefined;
    this.#current = (async () => {
      const thread = this.newThread();
      try {
        await thread.ask({ kind: 'open', dataDir, modules: this.compiled! });
      } catch (err) {
        await thread.stop();
        this.#failedAt = Date.now();
        throw new Error(`The embedded database's thread stopped and the database could not be opened again (${(err as Error).message}).`, {
          cause: err,
        });
      }
      if (this.closed) {
        await thread.stop();
        throw new Error('The embedded database is closed.');
      }
      this.onRestart(why);
      return thread;
    })();
    this.#current.catch(() => {}); // awaited by the queries
  }

  /** The thread to ask: after a failed reopening, a query a second later tries again. */
  async now(): Promise<PgliteThread> {
    const was = this.#current;
    try {
      return await was;
    } catch (err) {
      if (this.#current !== was) return this.#current; // another query started it again meanwhile
      if (this.#failedAt !== undefined && Date.now() - this.#failedAt >= 1000) {
        this.restart(err as Error);
        return this.#current;
      }
      throw err;
    }
  }
}

function databaseOn(threads: DatabaseThreads, release: () => void): Database {
  const ask = async (request: Ask) => (await threads.now()).ask(request);
  const within = (thread: PgliteThread | undefined, tx?: number): Queryable => ({
    query: <T>(sql: string, params?: readonly unknown[]) =>
      (thread
        ? thread.ask({ kind: 'query', sql, params, tx })
        : ask({ kind: 'query', sql, params })) as Promise<ThreadQueryResult> as Promise<QueryResult<T>>,
  });
  const direct = within(undefined);

  return {
    kind: 'pglite',
    query: direct.query,
    async transaction(work) {
      // A transaction belongs to the thread it began on: if that thread stops, its next step fails.
      const thread = await threads.now();
      const tx = (await thread.ask({ kind: 'begin' })) as number;
      let result;
      try {
        result = await work(within(thread, tx));
      } catch (err) {
        await thread.ask({ kind: 'rollback', tx }).catch(() => {}); // the work's own failure is what the caller needs
        throw err;
      }
      await thread.ask({ kind: 'commit', tx });
      return result;
    },
    async exec(sql) {
      await ask({ kind: 'exec', sql });
    },
    async ping() {
      if (threads.closed) throw new Error('The embedded database is closed.');
      await direct.query('SELECT 1');
    },
    async close() {
      if (threads.closed) return;
      threads.closed = true;
      const thread = await threads.current.catch(() => undefined);
      try {
        // A thread that stopped has nothing left to close.
        if (thread?.running) await thread.ask({ kind: 'close' });
      } finally {
        await thread?.stop();
        release();
      }
    },
  };
}

function sayRestarted(why: Error): void {
  console.error(`The embedded database's thread stopped (${why.message}); the database was opened again on a new one.`);
}

const stopsLikeACrash = new WeakMap<Database, () => Promise<void>>();

/** Stops an embedded database's thread as a crash inside it would (what it was doing fails, and the
 * database opens again on a new thread): for tests and drills. */
export function crashDatabaseThread(db: Database): Promise<void> {
  const crash = stopsLikeACrash.get(db);
  if (!crash) throw new Error('Only an embedded (PGlite) database has a thread to stop.');
  return crash();
}

/** A request to the database's thread, before it is numbered. */
type Ask = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** PGlite in a worker thread of its own (pglite-thread.js): the WebAssembly database's work, about half of
 * the store's CPU on a request the catalogue does not keep, runs beside the store's event loop, on
 * another core, instead of holding every other request up. Requests and answers are messages; the
 * thread keeps the process alive only while an answer is awaited, so a program that forgets to close
 * its database still ends. */
class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #next = 1;
  #gone: Error | undefined;
  readonly #lost: (why: Error) => void;

  /** `lost` is told once if the thread stops by itself (not by `stop`). */
  constructor(lost: (why: Error) => void) {
    this.#lost = lost;
    this.#worker = startThread();
    this.#worker.unref();
    this.#worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#settled(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(databaseError(reply.error));
    });
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`The embedded database's thread stopped (exit code ${code}); the lines above say what stopped it.`)),
    );
  }

  ask(request: Ask): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (err) {
        // A parameter that cannot cross to the thread (a function, say): refused here, nothing awaited.
        this.#settled(id);
        reject(err as Error);
      }
    });
  }

  get running(): boolean {
    return !this.#gone;
  }

  /** Ends the thread without warning it, as a crash would. */
  async crash(): Promise<void> {
    await this.#worker.terminate();
  }

  async stop(): Promise<void> {
    this.#gone ??= new Error('The embedded database is closed.');
    await this.#worker.terminate();
  }

  #settled(id: number): void {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #fail(err: Error): void {
    if (this.#gone) return this.#rejectWaiting();
    this.#gone = err;
    this.#rejectWaiting();
    this.#lost(err);
  }

  #rejectWaiting(): void {
    for (const [id, waiting] of this.#waiting) {
      this.#settled(id);
      waiting.reject(this.#gone!);
    }
  }
}

/** The thread's program: beside this file in the sources, and beside each program's bundle (`npm run build`
 * writes it next to them). It takes none of the process's own flags (a TypeScript loader, `--eval`'s
 * input type) but its source maps. */
function startThread(): Worker {
  return new Worker(new URL('./pglite-thread.js', import.meta.url), {
    execArgv: process.execArgv.filter((flag) => flag === '--enable-source-maps'),
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
}

type CompiledModules = { pglite: WebAssembly.Module; initdb?: WebAssembly.Module };
const compiledFiles = new Map<string, Promise<WebAssembly.Module>>();

/** One of PGlite's WebAssembly files, compiled once per process. */
function compiledFile(file: 'pglite.wasm' | 'initdb.wasm'): Promise<WebAssembly.Module> {
  let compiled = compiledFiles.get(file);
  if (!compiled) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    compiled = fs.promises.readFile(path.join(dist, file)).then((code) => WebAssembly.compile(code));
    compiled.catch(() => compiledFiles.delete(file));
    compiledFiles.set(file, compiled);
  }
  return compiled;
}

/** PGlite's WebAssembly, compiled once per process and handed to each database's thread: compiling it in
 * every thread would take about 200 ms more to open each database, and keep a copy of the code per thread.
 * initdb's (300 KB; about 5 MB resident once compiled) only `withInitdb`. */
async function compiledModules(withInitdb: boolean): Promise<CompiledModules> {
  const [pglite, initdb] = await Promise.all([compiledFile('pglite.wasm'), withInitdb ? compiledFile('initdb.wasm') : undefined]);
  return initdb ? { pglite, initdb } : { pglite };
}

/** The database's error as the services read it (`sqlState` reads its `code`). */
function databaseError(error: ThreadError): Error {
  const err = Object.assign(new Error(error.message), error.fields);
  err.name = error.name;
  return err;
}
