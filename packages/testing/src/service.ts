import fs from 'node:fs';
import { type Database, openPglite, openPostgres } from '@storefront/data';
import { type EventBus, InProcessBus, RabbitBus } from '@storefront/events';
import { type RunningService, type ServiceDefinition, createLogger, listen, readSettings, startService } from '@storefront/service-kit';
import { testAuth } from './auth';
import { testSettings } from './config';
import { createTestDatabase } from './postgres';
import { scratchDir } from './scratch';
import { randomBytes } from 'node:crypto';
import { ConsumerTopology } from '@storefront/contracts';

export const testNamespace = (label: string) => `test-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

export const TEST_AMQP_URL = testSettings.TEST_AMQP_URL;

export interface StartedTestService extends RunningService {
  db: Database;
  bus: EventBus;
  dataDir: string;
  /** Where it listens, when started with `listen: true` (other services call it there). */
  url: string;
  /** Stops the service and removes its database and files. */
  close(): Promise<void>;
}

export interface TestServiceOptions {
  /** 'postgres' (default): a fresh database on this machine's server. 'pglite': in memory. A
   * Database: one the caller opened and shares between services (as the single-process store does);
   * the service leaves it open. */
  database?: 'postgres' | 'pglite' | Database;
  /** 'rabbitmq' (default for postgres): this machine's broker, with the real exchange and topology. */
  bus?: 'rabbitmq' | 'in-process' | EventBus;
  /** Its settings as environment variables (only these: the test's own environment is not read). */
  env?: Record<string, string | undefined>;
  /** Gives the service the private key too (the users service signs sessions). */
  signsTokens?: boolean;
  /** Shares a RabbitMQ namespace with other services of the same test, so events flow between them. */
  namespace?: string;
  /** Also listens on a loopback port, for other services to call. */
  listen?: boolean;
}

/** Starts a service the way its own process would (migrations, consumers, app) on real parts, for
 * supertest to call. */
export async function startTestService(def: ServiceDefinition, options: TestServiceOptions = {}): Promise<StartedTestService> {
  // As its own process does: settings first, so a malformed one fails before anything is opened.
  const settings = readSettings(def.settings, { ...options.env });
  const auth = await testAuth();
  const beforeClose: Array<() => Promise<void>> = [];
  const afterClose: Array<() => Promise<void>> = [];
  let db: Database;
  const sharedDb = typeof options.database === 'object' ? options.database : undefined;
  if (sharedDb) db = sharedDb;
  else if ((options.database ?? 'postgres') === 'postgres') {
    const t = await createTestDatabase(def.name);
    db = openPostgres({ url: t.url, max: 5 });
    afterClose.push(() => t.drop());
  } else {
    db = await openPglite();
  }
  let bus: EventBus;
  if (options.bus && typeof options.bus === 'object') bus = options.bus;
  else if ((options.bus ?? 'rabbitmq') === 'rabbitmq') {
    // Its own namespace: suites running side by side never take each other's events.
    const rabbit = await RabbitBus.connect({
      url: TEST_AMQP_URL,
      namespace: options.namespace ?? testNamespace(def.name),
      connectionName: `test-${def.name}`,
    });
    if (!options.namespace) beforeClose.push(() => rabbit.deleteTopology());
    bus = rabbit;
  } else bus = new InProcessBus();
  const dataDir = scratchDir(`sf-${def.name}`);
  const log = createLogger(def.name, testSettings.TEST_LOG_LEVEL);
  const cleanupAll = async () => {
    for (const c of beforeClose) await c().catch(() => {});
    if (!(options.bus && typeof options.bus === 'object')) await bus.close();
    if (!sharedDb) await db.close();
    for (const c of afterClose) await c();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const running = await startService(def, {
    name: def.name,
    db,
    bus,
    log,
    verifier: auth.verifier,
    issuer: options.signsTokens ? auth.issuer : undefined,
    settings,
    dataDir,
    isAcceptingWork: () => true,
  }).catch(async (err: unknown) => {
    await cleanupAll();
    throw err;
  });
  const listening = options.listen ? await listen(running.app, 0, '127.0.0.1') : undefined;
  return {
    ...running,
    db,
    bus,
    dataDir,
    url: listening ? `http://127.0.0.1:${listening.port}` : '',
    async close() {
      await listening?.close(2000);
      await running.stop();
      await cleanupAll();
    },
  };
}

/** The two ways the services run: as deployed (each on its own PostgreSQL database, events over
 * RabbitMQ) and as `npm start` runs them (one embedded PGlite and the in-process bus, shared). Service
 * suites run once on each: `describe.each(BACKENDS)('... on $label', (backend) => ...)`. */
const ALL_BACKENDS = [
  { label: 'PostgreSQL and RabbitMQ', database: 'postgres', bus: 'rabbitmq' },
  { label: 'embedded PGlite and the in-process bus', database: 'pglite', bus: 'in-process' },
] as const;
export type Backend = (typeof ALL_BACKENDS)[number];
export const BACKENDS: readonly Backend[] = ALL_BACKENDS.filter(
  (b) => testSettings.TEST_BACKENDS === 'both' || (testSettings.TEST_BACKENDS === 'deployed') === (b.database === 'postgres'),
);

export interface TestDeployment {
  backend: Backend;
  /** The RabbitMQ namespace the services share (PostgreSQL backend). */
  namespace: string;
  /** Starts a service linked to the others of this deployment: same namespace, or same PGlite and bus. */
  start(def: ServiceDefinition, options?: Omit<TestServiceOptions, 'database' | 'bus' | 'namespace'>): Promise<StartedTestService>;
  /** Stops every service (last started first), then what they share, and removes the RabbitMQ topology. */
  close(): Promise<void>;
}

/** Several services of one test, linked the way the chosen backend links them in production. */
export async function startTestDeployment(backend: Backend, label: string): Promise<TestDeployment> {
  const namespace = testNamespace(label);
  const started: StartedTestService[] = [];
  let shared: { db: Database; bus: InProcessBus } | undefined;
  if (backend.database === 'pglite') shared = { db: await openPglite(), bus: new InProcessBus() };
  return {
    backend,
    namespace,
    async start(def, options = {}) {
      const svc = await startTestService(def, shared ? { ...options, database: shared.db, bus: shared.bus } : { ...options, namespace });
      started.push(svc);
      return svc;
    },
    async close() {
      for (const svc of started.reverse()) await svc.close();
      if (shared) {
        await shared.bus.close();
        await shared.db.close();
      } else {
        const bus = await RabbitBus.connect({ url: TEST_AMQP_URL, namespace, topology: {} });
        await bus.deleteTopology(Object.keys(ConsumerTopology));
        await bus.close();
      }
    },
  };
}
