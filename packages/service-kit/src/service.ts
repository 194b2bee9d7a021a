import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import { type Database, type Migration, databaseConfigFromEnv, describeDatabase, migrate, openDatabase } from '@storefront/data';
import { type EventBus, busConfigFromEnv, connectBus, describeBus } from '@storefront/events';
import type { Logger } from 'pino';
import { type AuthKeyPem, type TokenIssuer, type TokenVerifier, authKeysFromEnv, createTokenIssuer, createTokenVerifier } from './auth';
import { createLogger } from './logging';
import { SessionEnds, sessionEndMigrations } from './session-ends';

/** Everything a service gets from whoever hosts it: its own process (server.ts) or the single-process store. */
export interface ServiceContext {
  name: string;
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  /** Only where the private key is configured (the users service). */
  issuer?: TokenIssuer;
  env: NodeJS.ProcessEnv;
  /** A folder for files the service keeps (images, mail); services share it in the single-process store. */
  dataDir: string;
  /** False once shutdown has begun: /readyz answers 503 so load balancers stop sending work. */
  isAcceptingWork(): boolean;
}

/** What a service's `start` gets: the host's context, with a verifier that also refuses ended
 * sessions, and the record of them (the users service ends sessions when a password changes). */
export interface StartingService extends ServiceContext {
  sessionEnds: SessionEnds;
}

export interface RunningService {
  app: Express;
  /** Stops background work (consumers, relays) before the database and bus close. */
  stop(): Promise<void>;
}

export interface ServiceDefinition {
  /** Also the PostgreSQL schema that holds its tables. */
  name: string;
  migrations: readonly Migration[];
  start(ctx: StartingService): Promise<RunningService>;
}

/** Migrates the service's schema, then starts it, checking sessions against the ones that have ended. */
export async function startService(def: ServiceDefinition, ctx: ServiceContext): Promise<RunningService> {
  const applied = await migrate(ctx.db, def.name, [...def.migrations, ...sessionEndMigrations(def.name)]);
  if (applied.length > 0) ctx.log.info({ migrations: applied }, 'database schema updated');
  const sessionEnds = new SessionEnds(ctx.db, def.name);
  await sessionEnds.follow(ctx.bus, def.name);
  return def.start({ ...ctx, verifier: sessionEnds.guard(ctx.verifier), sessionEnds });
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
  /** Stops accepting connections and waits for requests under way, up to `timeoutMs`. */
  close(timeoutMs?: number): Promise<void>;
}

/** A request Node cannot even parse (headers too large, broken HTTP) still gets a JSON answer that
 * says what is wrong, as every other refusal does. */
function answerUnreadableRequest(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void {
  if (!socket.writable || (err as { bytesParsed?: number }).bytesParsed === undefined) return void socket.destroy();
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request\'s address or headers are too large.']
      : [400, 'Bad Request', 'The request could not be read as HTTP.'];
  const body = JSON.stringify({ error: message, message });
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** Listens, and knows how to stop gracefully: no new connections, in-flight requests finish, idle
 * keep-alive connections are closed, and anything still open after the timeout is cut. */
export function listen(app: http.RequestListener, port: number, host = '0.0.0.0'): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000; // longer than common load balancer idle timeouts
    server.on('clientError', answerUnreadableRequest);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actual,
        close: (timeoutMs = 10_000) =>
          new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
            // Keep-alive connections become idle as their last request finishes: close them then.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            server.close(() => {
              clearTimeout(force);
              clearInterval(sweep);
              done();
            });
            server.closeIdleConnections();
          }),
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

/** The whole of a service's own process (its `server.ts`): configuration from the environment, the
 * database and bus, listen, and graceful shutdown. */
export async function runService(def: ServiceDefinition, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const log = createLogger(def.name);
  const port = Number(env.PORT || 3000);
  const keys = authKeysFromEnv(env);
  if (!keys) {
    log.fatal('AUTH_PUBLIC_KEY (or AUTH_PUBLIC_KEY_FILE) is not set: every service needs the public key to check sessions.');
    process.exit(2);
  }
  const dbConfig = { ...databaseConfigFromEnv(env), applicationName: def.name };
  const busConfig = busConfigFromEnv(env);
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  fs.mkdirSync(dataDir, { recursive: true });

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
    env,
    dataDir,
    isAcceptingWork: () => accepting,
  });
  const listening = await listen(running.app, port, env.HOST || '0.0.0.0');
  log.info({ port: listening.port, database: describeDatabase(dbConfig), bus: describeBus(busConfig) }, `${def.name} service listening`);

  onShutdownSignal(async (signal) => {
    log.info({ signal }, 'shutting down: finishing requests under way');
    accepting = false;
    await listening.close(Number(env.SHUTDOWN_TIMEOUT_MS || 10_000));
    await running.stop();
    await bus.close();
    await db.close();
    log.info('stopped');
  });
}
