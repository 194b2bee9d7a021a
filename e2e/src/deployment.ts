import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConsumerTopology } from '@storefront/contracts';
import { RabbitBus } from '@storefront/events';
import { generateAuthKeys } from '@storefront/service-kit';
import { TEST_AMQP_URL, type TestDatabase, createTestDatabase, testNamespace } from '@storefront/testing';
import { type Proc, freePort, startProcess, waitForHttp } from './processes';
import { ROOT } from './store';
import { DATABASE_SERVICES, type DatabaseServiceName, SERVICES, type ServiceName, envName, urlSettingOf } from '../../deploy/topology';

/** The services that have a database (deploy/topology.ts). */
export { DATABASE_SERVICES };
export type DatabaseService = DatabaseServiceName;
export type DeployedProcess = ServiceName | 'gateway';

export interface DistributedStoreOptions {
  /** Names the databases and the broker namespace. */
  label: string;
  /** Settings added to one process's environment. */
  env?: Partial<Record<DeployedProcess, Record<string, string>>>;
  /** Where a service reaches its database, when not directly (a fault test's network in between). */
  databasePort?: Partial<Record<DatabaseService, number>>;
}

export interface DistributedStore {
  gateway: string;
  namespace: string;
  /** Each service's own address (not through the gateway). */
  urls: Record<DeployedProcess, string>;
  databases: Record<DatabaseService, TestDatabase>;
  /** The processes' own folder: keys, and each service's data (support's mail is under support-data). */
  dir: string;
  process(name: DeployedProcess): Proc;
  /** Ends a process at once (SIGKILL: no goodbye to the broker or the database). */
  kill(name: DeployedProcess): Promise<void>;
  /** Starts a stopped or killed process again, as a container's restart policy would, and waits until it answers. */
  start(name: DeployedProcess): Promise<void>;
  stop(): Promise<void>;
}

/** Where the processes of a deployment are, and what they share. */
export interface DeploymentPlaces {
  /** The processes' own folder, holding the session keys (public.pem, private.pem). */
  dir: string;
  namespace: string;
  ports: Record<DeployedProcess, number>;
  databaseUrl: (service: DatabaseService) => string;
  webhookSecret: string;
}

/** Each process's environment: what every service with a database is told (its own port, database and
 * folder, the broker, the session key, where each service it calls listens, by the topology), and what
 * only one needs besides. */
export function environmentsOf(places: DeploymentPlaces): Record<DeployedProcess, Record<string, string>> {
  const { dir, namespace, ports, databaseUrl, webhookSecret } = places;
  const urls = Object.fromEntries(Object.entries(ports).map(([n, port]) => [n, `http://127.0.0.1:${port}`])) as Record<
    DeployedProcess,
    string
  >;
  const common = (service: DatabaseService): Record<string, string> => ({
    PORT: String(ports[service]),
    DATABASE_URL: databaseUrl(service),
    DATA_DIR: path.join(dir, `${service}-data`),
    AMQP_URL: TEST_AMQP_URL,
    AMQP_NAMESPACE: namespace,
    AUTH_PUBLIC_KEY_FILE: path.join(dir, 'public.pem'),
    LOG_LEVEL: 'info',
    ...Object.fromEntries(SERVICES.find((s) => s.name === service)!.calls.map((c) => [urlSettingOf(c), urls[c]])),
  });
  const own: Partial<Record<DatabaseService, Record<string, string>>> = {
    users: { AUTH_PRIVATE_KEY_FILE: path.join(dir, 'private.pem') },
    orders: { STRIPE_WEBHOOK_SECRET: webhookSecret },
    recommendations: {
      // No weather provider is reachable here: the service estimates.
      WEATHER_GEOCODING_URL: 'http://127.0.0.1:9/v1/search',
      WEATHER_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
    },
  };
  return {
    ...(Object.fromEntries(DATABASE_SERVICES.map((s) => [s, { ...common(s), ...own[s] }])) as Record<
      DatabaseService,
      Record<string, string>
    >),
    'payment-sandbox': {
      PORT: String(ports['payment-sandbox']),
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      SANDBOX_WEBHOOK_URL: `${urls.orders}/api/payments/webhook`,
      // A webhook the store refused is sent again within seconds, not Stripe's 5 s, 30 s, 2 min...: a fault
      // test's 30 s to settle is not spent waiting out the sandbox's pauses.
      SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS: '1000,2000,4000,8000,15000,30000',
      LOG_LEVEL: 'warn',
    },
    gateway: {
      PORT: String(ports.gateway),
      ADMIN_PORT: '0', // the operators' port: any free one (several deployments may run at once)
      // Its own choice of remote releases: none, so each remote serves its newest build.
      REMOTE_DEPLOYMENTS_FILE: path.join(dir, 'remote-deployments.json'),
      // It hears the catalogue's changes and keeps its public answers meanwhile, as deployed.
      AMQP_URL: TEST_AMQP_URL,
      AMQP_NAMESPACE: namespace,
      ...Object.fromEntries(SERVICES.map((s) => [`SERVICE_URL_${envName(s.name)}`, urls[s.name]])),
      LOG_LEVEL: 'warn',
    },
  };
}

/** The deployment of docker-compose.yml, without containers: every service, the payment sandbox and
 * the gateway in its own process, on this machine's PostgreSQL (a database per service) and RabbitMQ.
 * Needs the build (`npm run build`). */
export async function startDistributedStore(options: DistributedStoreOptions): Promise<DistributedStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sf-${options.label}-`));
  const keys = generateAuthKeys();
  fs.writeFileSync(path.join(dir, 'public.pem'), keys.publicKey);
  fs.writeFileSync(path.join(dir, 'private.pem'), keys.privateKey, { mode: 0o600 });
  const namespace = testNamespace(options.label);
  const databases = Object.fromEntries(
    await Promise.all(
      DATABASE_SERVICES.map(
        async (s) => [s, await createTestDatabase(`${options.label}_${s.replace(/[^a-z0-9]/g, '_').slice(0, 20)}`)] as const,
      ),
    ),
  ) as Record<DatabaseService, TestDatabase>;
  const names: DeployedProcess[] = [...SERVICES.map((s) => s.name), 'gateway'];
  const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()] as const))) as Record<
    DeployedProcess,
    number
  >;
  const urls = Object.fromEntries(names.map((n) => [n, `http://127.0.0.1:${ports[n]}`])) as Record<DeployedProcess, string>;
  const databaseUrl = (service: DatabaseService) => {
    const url = new URL(databases[service].url);
    const port = options.databasePort?.[service];
    if (port) url.port = String(port);
    return url.toString();
  };
  const environments = environmentsOf({ dir, namespace, ports, databaseUrl, webhookSecret: `whsec_${options.label}` });
  for (const name of names) Object.assign(environments[name], options.env?.[name]);
  const entry = (name: DeployedProcess) => (name === 'gateway' ? 'gateway/dist/server.js' : `services/${name}/dist/server.js`);
  // Liveness, not readiness: a service started while its database is away is up but not ready.
  const answers = (name: DeployedProcess) => waitForHttp(`${urls[name]}/healthz`);

  const procs = new Map<DeployedProcess, Proc>();
  const start = async (name: DeployedProcess) => {
    procs.set(name, startProcess(name, [entry(name)], environments[name], ROOT));
    await answers(name);
  };
  await Promise.all(names.map(start));
  await Promise.all(DATABASE_SERVICES.map((s) => waitForHttp(`${urls[s]}/readyz`)));

  return {
    gateway: urls.gateway,
    namespace,
    urls,
    databases,
    dir,
    process: (name) => procs.get(name)!,
    async kill(name) {
      const proc = procs.get(name)!;
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.child.once('exit', resolve));
      proc.child.kill('SIGKILL');
      await exited;
    },
    start,
    async stop() {
      for (const name of [...names].reverse()) await procs.get(name)?.stop();
      // The namespace belongs to this run: its queues and exchanges go with it.
      const bus = await RabbitBus.connect({ url: TEST_AMQP_URL, namespace });
      await bus
        .deleteTopology(Object.keys(ConsumerTopology))
        .catch(() => {})
        .finally(() => bus.close());
      for (const d of Object.values(databases)) await d.drop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
