import fs from 'node:fs';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import type { ConsumingService } from '@storefront/contracts';
import { type Database, type Migration, describeDatabase, migrate, openDatabase } from '@storefront/data';
import { type EventBus, type EventConsumer, connectBus, describeBus, startConsumers } from '@storefront/events';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type AuthKeyPem, type TokenIssuer, type TokenVerifier, createTokenIssuer, createTokenVerifier } from './auth';
import {
  type Environment,
  MigrationSettings,
  type ServiceSettings,
  busConfigOf,
  databaseConfigOf,
  readSettings,
  requiredAuthKeys,
  settingsOrExit,
  tracingConfigOf,
} from './config';
import { EventMetrics } from './event-metrics';
import { errorText } from '@storefront/contracts/errors';
import { createLogger } from './logging';
import { auditMigrations } from './audit';
import { SessionEnds, sessionEndMigrations } from './session-ends';
import { startTracing, tracedBus, tracerOf } from './tracing';

/** Everything a service gets from whoever hosts it: its own process (server.ts) or the single-process store. */
export interface ServiceContext<S extends ServiceSettings = ServiceSettings> {
  name: string;
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  /** Only where the private key is configured (the users service). */
  issuer?: TokenIssuer;
  /** Its settings, read and checked (its src/config.ts) before anything was opened. */
  settings: S;
  /** A folder for files the service keeps (images, mail); services share it in the single-process store. */
  dataDir: string;
  /** False once shutdown has begun: /readyz answers 503 so load balancers stop sending work. */
  isAcceptingWork(): boolean;
}

/** What a service's `start` gets: the host's context, with a verifier that also refuses ended
 * sessions, and the record of them (the users service ends sessions when a password changes). */
export interface StartingService<S extends ServiceSettings = ServiceSettings> extends ServiceContext<S> {
  sessionEnds: SessionEnds;
}

export interface RunningService {
  app: Express;
  /** Its event consumers (src/events/): one for each event the contracts' EventSubscriptions lists for
   * it, besides the ended-sessions one every service gets from the kit. Subscribed once `start` returns;
   * a service whose consumers do not match the table does not start. */
  consumers?: readonly EventConsumer[];
  /** Stops background work (consumers, relays) before the database and bus close. */
  stop(): Promise<void>;
}

export interface ServiceDefinition<S extends ServiceSettings = ServiceSettings> {
  /** Also the PostgreSQL schema that holds its tables, and its row in the contracts' EventSubscriptions. */
  name: ConsumingService;
  /** Its settings: the shared ones extended with its own (its src/config.ts). */
  settings: z.ZodType<S>;
  /** It signs session tokens (the users service): its own process refuses to start without the private key. */
  signsSessions?: boolean;
  migrations: readonly Migration[];
  start(ctx: StartingService<S>): Promise<RunningService>;
}

/** The tables every service keeps through the kit: the sessions that ended, and its audit log (what
 * staff and operators did there). */
export function kitMigrations(schema: string): Migration[] {
  return [...sessionEndMigrations(schema), ...auditMigrations(schema)];
}

/** Brings the service's schema up to date (its own migrations and the kit's); answers those applied now. */
export function migrateService(def: Pick<ServiceDefinition, 'name' | 'migrations'>, db: Database): Promise<string[]> {
  return migrate(db, def.name, [...def.migrations, ...kitMigrations(def.name)]);
}

/** Migrates the service's schema, then starts it, checking sessions against the ones that have ended,
 * and subscribes its consumers once they are found to be exactly those the contracts list for it. */
export async function startService<S extends ServiceSettings>(def: ServiceDefinition<S>, ctx: ServiceContext<S>): Promise<RunningService> {
  const applied = await migrateService(def, ctx.db);
  if (applied.length > 0) ctx.log.info({ migrations: applied }, 'database schema updated');
  const sessionEnds = new SessionEnds(ctx.db, def.name);
  const hostBus = ctx.bus;
  // Traced, its relay's publishes and its consumers' deliveries are spans of the service (tracing.ts).
  const tracer = tracerOf(def.name);
  if (tracer) ctx = { ...ctx, bus: tracedBus(ctx.bus, tracer) };
  // Measured, its relay's publishes are counted and its consumers timed, and its app's /metrics shows
  // them with its outbox's backlog and its queues (event-metrics.ts).
  const events = new EventMetrics({
    service: def.name,
    db: ctx.db,
    hasOutbox: def.migrations.some((m) => m.id === 'events_001_outbox'),
    hostBus,
  });
  ctx = { ...ctx, bus: events.measure(ctx.bus) };
  const running = await def.start({ ...ctx, verifier: sessionEnds.guard(ctx.verifier), sessionEnds });
  try {
    const consumers = [sessionEnds.consumer(def.name), ...(running.consumers ?? [])];
    await startConsumers(
      def.name,
      consumers.map((c) => events.consumer(c)),
      ctx,
    );
  } catch (err) {
    await running.stop();
    throw err;
  }
  return running;
}

export async function authFromKeys(keys: AuthKeyPem): Promise<{ verifier: TokenVerifier; issuer?: TokenIssuer }> {
  return {
    verifier: await createTokenVerifier(keys.publicKey),
    issuer: keys.privateKey ? await createTokenIssuer(keys.privateKey) : undefined,
  };
}

export interface Listening {
  server: http.Server;
  port: number;
  /** Begins the drain: every answer from now on says `Connection: close`, so a client leaves its
   * kept-alive socket after its next request instead of having it closed under a request it is sending
   * (ECONNRESET). New connections are still taken meanwhile: a load balancer may not know yet. Resolves
   * after `drainMs`, or sooner once no connection is left open. */
  drain(drainMs: number): Promise<void>;
  /** Drains for `drainMs` (if not drained yet), stops accepting connections, closes the idle ones and
   * waits for requests under way, up to `timeoutMs`, then cuts what is still open. */
  close(timeoutMs?: number, drainMs?: number): Promise<void>;
}

/** A request Node cannot even parse (headers too large, broken HTTP) still gets a JSON answer that
 * says what is wrong, as every other refusal does. */
function answerUnreadableRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (err as { bytesParsed?: number }).bytesParsed === undefined) return void socket.destroy();
  const [status, text, code] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'Request Header Fields Too Large', 'request.headers.tooLarge'] as const)
      : ([400, 'Bad Request', 'request.unreadable'] as const);
  const message = errorText(code);
  const body = JSON.stringify({ error: message, message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The server's options that make each request and answer as an Express app's own from the start.
 * Express otherwise gives every request and answer its own prototype as it arrives
 * (Object.setPrototypeOf), and V8 then takes slow paths in Node's HTTP code for the rest of that
 * request (nearly half the gateway's CPU for a proxied request). When they
 * are born with that prototype, Express's own change is no change. Anything else is served as it is. */
export function madeAsTheAppsOwn(app: http.RequestListener): http.ServerOptions {
  const { request, response } = app as Partial<Pick<Express, 'request' | 'response'>>;
  if (!(request instanceof http.IncomingMessage) || !(response instanceof http.ServerResponse)) return {};
  // A Node whose classes cannot be called so: served as Express makes them.
  if ([http.IncomingMessage, http.ServerResponse].some((made) => /^class\b/.test(Function.prototype.toString.call(made)))) return {};
  // Node makes them with `new`, and its classes are functions that set up `this` (a class made with
  // Reflect.construct measured as slow as a changed prototype).
  const IncomingMessage = http.IncomingMessage as unknown as (this: unknown, ...args: unknown[]) => void;
  const ServerResponse = http.ServerResponse as unknown as (this: unknown, ...args: unknown[]) => void;
  function AppRequest(this: unknown, ...args: unknown[]) {
    IncomingMessage.apply(this, args);
  }
  AppRequest.prototype = request;
  function AppResponse(this: unknown, ...args: unknown[]) {
    ServerResponse.apply(this, args);
  }
  AppResponse.prototype = response;
  return {
    IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
  };
}

/** Listens, and knows how to stop gracefully: a drain first (answers say `Connection: close`, so
 * clients move off their kept-alive sockets), then no new connections, idle ones closed, requests under
 * way finished, and anything still open after the timeout cut. */
export function listen(app: http.RequestListener, port: number, host = '0.0.0.0'): Promise<Listening> {
  let draining = false;
  let drained: Promise<void> | undefined;
  const open = new Set<Duplex>();
  let noneOpen = () => {};
  const server = http.createServer(madeAsTheAppsOwn(app), (req, res) => {
    // Checked as the answer's head goes out, not as the request comes in: a request under way when the
    // drain begins closes its socket too, and a proxied answer's own "keep-alive" does not win.
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      // Node then ends the socket after this answer, and the client knows not to use it again.
      if (draining && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    app(req, res);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
  server.on('clientError', answerUnreadableRequest);
  server.on('connection', (socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (open.size === 0) noneOpen();
    });
  });
  const drain = (drainMs: number) => {
    drained ??= new Promise<void>((done) => {
      draining = true;
      const timer = setTimeout(done, drainMs);
      noneOpen = () => {
        clearTimeout(timer);
        done();
      };
      if (open.size === 0) noneOpen();
    });
    return drained;
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actual,
        drain,
        close: async (timeoutMs = 10_000, drainMs = 0) => {
          await drain(drainMs);
          await new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
            server.close(() => {
              clearTimeout(force);
              done();
            });
            // Sockets that stayed idle through the drain; those busy close as their answer goes out.
            server.closeIdleConnections();
          });
        },
      });
    });
  });
}

/** Calls `stop` once on SIGINT/SIGTERM; a second signal exits at once. */
export function onShutdownSignal(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** `--migrate-only` or MIGRATE_ONLY=true: the service's schema brought up to date, then the process
 * ends (0, or 1 with the error logged), before a new version starts, as a deploy's migration Job runs it. */
async function migrateOnly(def: Pick<ServiceDefinition, 'name' | 'migrations'>, settings: MigrationSettings): Promise<void> {
  const log = createLogger(def.name, settings.LOG_LEVEL);
  const dbConfig = { ...databaseConfigOf(settings), applicationName: `${def.name}-migrations` };
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  try {
    const db = await openDatabase(dbConfig);
    try {
      const applied = await migrateService(def, db);
      log.info(
        { migrations: applied, database: describeDatabase(dbConfig) },
        applied.length ? 'database schema updated' : 'database schema up to date',
      );
    } finally {
      await db.close();
    }
  } catch (err) {
    log.error({ err, database: describeDatabase(dbConfig) }, 'the database schema could not be updated');
    process.exitCode = 1;
  }
}

/** The whole of a service's own process (its `server.ts`): its settings from the environment (a
 * malformed one ends the process with one line before anything is opened), the database and bus,
 * listen, and graceful shutdown; or only its migrations (`--migrate-only`, MIGRATE_ONLY=true). */
export async function runService<S extends ServiceSettings>(def: ServiceDefinition<S>, env?: Environment): Promise<void> {
  const migration = settingsOrExit(`The ${def.name} service`, () => readSettings(MigrationSettings, env));
  if (migration.MIGRATE_ONLY || process.argv.includes('--migrate-only')) return migrateOnly(def, migration);
  const { settings, keys } = settingsOrExit(`The ${def.name} service`, () => {
    const settings = readSettings(def.settings, env);
    return { settings, keys: requiredAuthKeys(settings, { signsSessions: def.signsSessions }) };
  });
  const log = createLogger(def.name, settings.LOG_LEVEL);
  const dbConfig = { ...databaseConfigOf(settings), applicationName: def.name };
  const busConfig = busConfigOf(settings);
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const tracing = startTracing(tracingConfigOf(settings, settings.DATA_DIR));

  let accepting = true;
  const db = await openDatabase(dbConfig);
  const bus = await connectBus({ ...busConfig, connectionName: def.name, log });
  const auth = await authFromKeys(keys);
  const running = await startService(def, {
    name: def.name,
    db,
    bus,
    log,
    ...auth,
    settings,
    dataDir: settings.DATA_DIR,
    isAcceptingWork: () => accepting,
  });
  const listening = await listen(running.app, settings.PORT, settings.HOST);
  log.info({ port: listening.port, database: describeDatabase(dbConfig), bus: describeBus(busConfig) }, `${def.name} service listening`);

  onShutdownSignal(async (signal) => {
    log.info({ signal }, 'shutting down: finishing requests under way');
    accepting = false;
    await listening.close(settings.SHUTDOWN_TIMEOUT_MS, settings.SHUTDOWN_DRAIN_MS);
    await running.stop();
    await bus.close();
    await db.close();
    await tracing.stop(); // the last spans exported
    log.info('stopped');
  });
}
