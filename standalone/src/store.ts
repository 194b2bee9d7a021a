import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { cartService } from '@storefront/cart';
import { catalogService } from '@storefront/catalog';
import { REMOTES } from '@storefront/contracts';
import { type Database, migrate, openPglite } from '@storefront/data';
import { DEAD_LETTER_SCHEMA, InProcessBus, deadLetterMigrations, deadLettersIn, storedDeadLettersIn } from '@storefront/events';
import { CatalogueChanges, createGateway } from '@storefront/gateway';
import {
  type Listening,
  type Logger,
  type RunningService,
  type ServiceDefinition,
  authFromKeys,
  createLogger,
  listen,
  startService,
  startTracing,
  tracingConfigOf,
} from '@storefront/service-kit';
import { WEBHOOK_PATH, ordersService } from '@storefront/orders';
import { recommendationsService } from '@storefront/recommendations';
import { loadRouteTable } from '@storefront/routes';
import { supportService } from '@storefront/support';
import { reviewsService } from '@storefront/reviews';
import { createPaymentSandbox } from '@storefront/payment-sandbox';
import { usersService } from '@storefront/users';
import type { StoreConfig, StoreSettings } from './config';
import { loadOrCreateKeys } from './keys';
import { DATABASE_SERVICES, type DatabaseServiceName } from '../../deploy/topology';

export { StoreSettings, readStoreConfig, type StoreConfig } from './config';

/** Each service with a database, by its name in the topology (which the compiler holds this to). */
const DEFINITIONS = {
  catalog: catalogService,
  users: usersService,
  cart: cartService,
  orders: ordersService,
  recommendations: recommendationsService,
  support: supportService,
  reviews: reviewsService,
} satisfies Record<DatabaseServiceName, ServiceDefinition>;

/** Every service of the store, in the topology's start order (a service starts after those it calls). */
export const SERVICES: ServiceDefinition[] = DATABASE_SERVICES.map((name) => DEFINITIONS[name]);

// dist/main.js (or src/ when run from source): the repository root is two levels up.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StoreOptions {
  /** Its settings and every service's, already checked (readStoreConfig). */
  config: StoreConfig;
  log?: Logger;
  /** Reports start-up steps as they happen. */
  progress?: (step: string) => void;
}

export interface RunningStore {
  url: string;
  port: number;
  /** The operators' address (127.0.0.1): /readyz and /metrics. */
  adminUrl: string;
  /** The file its gateway watches for which release of each remote to serve. */
  remoteDeploymentsFile: string;
  db: Database;
  services: Record<string, { port: number }>;
  stop(): Promise<void>;
}

const remoteDeploymentsFileOf = (settings: Pick<StoreSettings, 'DATA_DIR'>) => path.join(settings.DATA_DIR, 'remote-deployments.json');

type Started = { name: string; service: RunningService; listening: Listening };

/** Card payments without Stripe keys: the local payment sandbox (test payments, no money), whose
 * webhooks go straight to the orders service, never to an address taken from a request. */
async function startPaymentSandbox(
  settings: StoreConfig['settings'],
  ordersUrl: () => string | undefined,
): Promise<{ started: Started; url: string; payments: Record<string, string> }> {
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET ?? `whsec_sandbox_${randomBytes(16).toString('hex')}`;
  const sandbox = createPaymentSandbox({
    apiKey: 'sk_test_sandbox',
    webhookSecret,
    webhookUrl: () => `${ordersUrl()}${WEBHOOK_PATH}`,
    log: createLogger('payment-sandbox', settings.LOG_LEVEL),
  });
  const listening = await listen(sandbox.app, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${listening.port}`;
  return {
    started: { name: 'payment-sandbox', service: { app: sandbox.app, stop: async () => sandbox.stop() }, listening },
    url,
    payments: { PAYMENT_SANDBOX_URL: url, STRIPE_WEBHOOK_SECRET: webhookSecret },
  };
}

/** The gateway in front of the services started in this process, and its operators' port; both join `running`. */
async function startGateway(
  settings: StoreConfig['settings'],
  running: Started[],
  urls: Record<string, string>,
  shared: { changes: CatalogueChanges; publicUrl: string; isAcceptingWork: () => boolean },
): Promise<{ front: Listening; admin: Listening }> {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, r]) => [
      name,
      { entry: `/remotes/${name}/remoteEntry.js`, dir: path.join(ROOT, r.workspace, 'releases') },
    ]),
  );
  const gateway = createGateway({
    log: createLogger('gateway', settings.LOG_LEVEL),
    inProcess: Object.fromEntries(running.map((r) => [r.name, r.service.app])),
    changes: shared.changes,
    isAcceptingWork: shared.isAcceptingWork,
    config: {
      services: { ...urls },
      routes: loadRouteTable(),
      corsOrigins: settings.CORS_ORIGINS,
      shellDir: path.join(ROOT, 'shell', 'dist'),
      firstViewFile: path.join(ROOT, 'shell', 'dist-server', 'first-view.mjs'),
      remotes,
      upstreamTimeoutMs: 30_000,
      publicUrl: new URL(shared.publicUrl).origin,
      // `npm run remotes` switches and rolls back the remotes by writing it; the gateway watches it.
      remoteDeploymentsFile: remoteDeploymentsFileOf(settings),
      // Or on the operators' port, with this token.
      operatorToken: settings.OPERATOR_TOKEN,
    },
  });
  // Each listener joins the running ones as soon as it listens, so a failed start closes it too.
  const front = await listen(gateway.app, settings.PORT, settings.HOST);
  running.push({ name: 'gateway', service: { app: gateway.app, stop: async () => gateway.close() }, listening: front });
  const admin = await listen(gateway.admin, settings.ADMIN_PORT, '127.0.0.1');
  running.push({ name: 'gateway-admin', service: { app: gateway.admin, stop: async () => {} }, listening: admin });
  return { front, admin };
}

/** Starts the whole store in this process: one PGlite data directory and one in-process bus shared by
 * every service, each service on its own loopback port, and the gateway in front, exactly as deployed. */
export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const { settings } = options.config;
  const level = settings.LOG_LEVEL;
  const log = options.log ?? createLogger('store', level);
  const progress = options.progress ?? (() => {});
  let accepting = true;
  const isAcceptingWork = () => accepting;

  // Before any app is made: each mounts its span middleware only when tracing is on.
  const tracing = startTracing(tracingConfigOf(settings, settings.DATA_DIR));
  progress(`opening the database in ${settings.DATA_DIR}`);
  const db = await openPglite({
    dataDir: settings.DATA_DIR,
    onRestart: (err) => log.error({ err }, "the embedded database's thread stopped; the database was opened again on a new one"),
  });
  await migrate(db, DEAD_LETTER_SCHEMA, deadLetterMigrations);
  const bus = new InProcessBus({ log, holdUntilOpen: true, keepDeadLetter: deadLettersIn(db), storedDeadLetters: storedDeadLettersIn(db) });
  const keys = loadOrCreateKeys(settings.DATA_DIR, settings);
  const auth = await authFromKeys(keys);
  // The store's address as shoppers reach it: reset links, canonical links and the sitemap point there.
  const publicUrl = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;

  const running: Started[] = [];
  const urls: Record<string, string> = {};
  const stopAll = async () => {
    accepting = false;
    // Every listener drains at once (browsers, and the services calling each other, keep connections
    // alive): each answer says Connection: close until its clients have left, then each is closed.
    await Promise.all(running.map((r) => r.listening.drain(settings.SHUTDOWN_DRAIN_MS)));
    for (const r of [...running].reverse()) await r.listening.close(5000);
    // Deliveries stop first: an event no consumer has finished stays unsent in its outbox for next time.
    await bus.close();
    for (const r of [...running].reverse()) await r.service.stop();
    await db.close();
    await tracing.stop();
  };

  try {
    // Card payments: Stripe with keys; otherwise the local payment sandbox.
    let payments: Record<string, string> = {};
    if (!settings.STRIPE_SECRET_KEY) {
      progress('starting the payment sandbox (no STRIPE_SECRET_KEY: test payments only)');
      const sandbox = await startPaymentSandbox(settings, () => urls.orders);
      running.push(sandbox.started);
      urls['payment-sandbox'] = sandbox.url;
      payments = sandbox.payments;
    }
    for (const def of SERVICES) {
      progress(`starting the ${def.name} service`);
      const service = await startService(def, {
        name: def.name,
        db,
        bus,
        log: createLogger(def.name, level),
        verifier: auth.verifier,
        issuer: def.signsSessions ? auth.issuer : undefined,
        settings: options.config.serviceSettings(def, { urls, payments, publicUrl }),
        dataDir: settings.DATA_DIR,
        isAcceptingWork,
      });
      const listening = await listen(service.app, 0, '127.0.0.1');
      running.push({ name: def.name, service, listening });
      urls[def.name] = `http://127.0.0.1:${listening.port}`;
    }

    // The gateway keeps the catalogue's public answers, as deployed, and hears its changes on the same bus.
    const changes = new CatalogueChanges();
    await changes.hearOn(bus);
    bus.open(); // every consumer has subscribed: events waiting in the outboxes go out now
    progress('starting the gateway');
    const { front, admin } = await startGateway(settings, running, urls, { changes, publicUrl, isAcceptingWork });

    return {
      url: `http://localhost:${front.port}`,
      port: front.port,
      adminUrl: `http://127.0.0.1:${admin.port}`,
      remoteDeploymentsFile: remoteDeploymentsFileOf(settings),
      db,
      services: Object.fromEntries(running.map((r) => [r.name, { port: r.listening.port }])),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll().catch(() => {});
    throw err;
  }
}
