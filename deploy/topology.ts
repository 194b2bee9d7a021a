// The store's parts and how they connect, declared once. The single-process store, the distributed test
// deployment, docker-compose.yml, the Kubernetes manifests, the Prometheus scrape config and the build's
// list of programs are made from this file or checked against it (test/topology.test.ts). What it takes
// from elsewhere stays there: the events each service consumes (EventSubscriptions in the contracts,
// which each service's consumers are checked against at start), the paths the gateway sends to each
// service (packages/routes/routes.json), the remotes and their modules (the contracts' frontends.ts,
// which the browser reads too).
import { EventSubscriptions, type EventType, REMOTES, REMOTE_MODULES, type RemoteName } from '@storefront/contracts';
import { loadRouteTable } from '@storefront/routes';

/** The port every service listens on in its container (each has its own address there). */
export const SERVICE_PORT = 3000;
/** The gateway's public port, and its operators' port (/readyz, /metrics). */
export const GATEWAY_PORT = 8080;
export const ADMIN_PORT = 9090;
/** The port of the nginx that serves the shell's and each remote's built files. */
export const FRONTEND_PORT = 8080;

/** How a service is sized on Kubernetes: CPU [request, limit] and the memory limit (the request is
 * half of it, the V8 heap three quarters). */
export interface Size {
  cpu: readonly [string, string];
  memoryMiB: number;
  /** Scaled on CPU between REPLICAS and MAX_REPLICAS. */
  autoscaled?: boolean;
  /** Its start loads or trains a model, or seeds a catalogue: it is given longer to answer. */
  slowStart?: boolean;
}

interface Declared {
  /** Also its workspace (services/<name>), its package (@storefront/<name>), its image and its host name. */
  name: string;
  /** It has a database: a PostgreSQL schema and a role, both named after it. */
  database: boolean;
  /** The events it writes to its outbox (or, for a notice, publishes straight to the bus). */
  publishes: readonly EventType[];
  /** The services it calls over HTTP, each at the address in its <NAME>_URL setting. */
  calls: readonly string[];
  size: Size;
  /** It stands in for an outside provider (the payment sandbox for Stripe): a test store runs it, a real one does not. */
  standsInFor?: string;
}

const size = (memoryMiB: number, more: Partial<Size> = {}): Size => ({ cpu: ['100m', '1'], memoryMiB, ...more });

/** Every service, in start order: a service starts after those it calls (the payment sandbox, a stand-in
 * for Stripe, before them all). */
const DECLARED = [
  {
    name: 'catalog',
    database: true,
    publishes: ['product.created', 'stock.short', 'catalogue.changed'],
    calls: [],
    size: size(512, { cpu: ['200m', '1'], autoscaled: true, slowStart: true }),
  },
  {
    name: 'users',
    database: true,
    publishes: [
      'user.registered',
      'user.sessions-ended',
      'user.password-reset-requested',
      'user.email-verification-requested',
      'user.email-verified',
      'product.viewed',
    ],
    calls: ['catalog'],
    size: size(512),
  },
  { name: 'cart', database: true, publishes: [], calls: ['catalog'], size: size(384, { autoscaled: true }) },
  {
    name: 'orders',
    database: true,
    publishes: [
      'payment.completed',
      'order.cancelled',
      'order.shipped',
      'order.delivered',
      'return.requested',
      'return.received',
      'order.refunded',
      'order.link-requested',
      'promotion.changed',
      'promotion.used',
      'gift-card.issued',
      'gift-card.redeemed',
    ],
    calls: ['catalog', 'payment-sandbox'],
    size: size(512, { autoscaled: true }),
  },
  { name: 'recommendations', database: true, publishes: [], calls: ['catalog'], size: size(768, { slowStart: true }) },
  { name: 'support', database: true, publishes: [], calls: ['catalog', 'orders'], size: size(768, { slowStart: true }) },
  {
    name: 'reviews',
    database: true,
    publishes: ['review.approved', 'review.removed', 'review.invited'],
    calls: [],
    size: size(256),
  },
  // Its webhooks go to the orders service (SANDBOX_WEBHOOK_URL). It has no /metrics.
  {
    name: 'payment-sandbox',
    database: false,
    publishes: [],
    calls: ['orders'],
    size: size(256, { cpu: ['50m', '500m'] }),
    standsInFor: 'Stripe',
  },
] as const satisfies readonly Declared[];

export type ServiceName = (typeof DECLARED)[number]['name'];
/** A service with a database: each also consumes events (EventSubscriptions). */
export type DatabaseServiceName = Extract<(typeof DECLARED)[number], { database: true }>['name'];

export interface ServiceNode {
  name: ServiceName;
  /** Its folder: src/server.ts is its program. */
  workspace: string;
  port: number;
  /** Its PostgreSQL schema and role; none without a database. */
  schema?: string;
  publishes: readonly EventType[];
  consumes: readonly EventType[];
  calls: readonly ServiceName[];
  /** The route prefixes the gateway sends to it. */
  routes: readonly string[];
  /** It answers /metrics on its port (every service but a stand-in). */
  metrics: boolean;
  size: Size;
  standsInFor?: string;
}

const ROUTES = loadRouteTable();
const consumesOf = (name: string): readonly EventType[] =>
  Object.hasOwn(EventSubscriptions, name) ? EventSubscriptions[name as keyof typeof EventSubscriptions] : [];

export const SERVICES: readonly ServiceNode[] = DECLARED.map((d: Declared) => ({
  name: d.name as ServiceName,
  workspace: `services/${d.name}`,
  port: SERVICE_PORT,
  ...(d.database ? { schema: d.name } : {}),
  publishes: d.publishes,
  consumes: consumesOf(d.name),
  calls: d.calls as readonly ServiceName[],
  routes: ROUTES.filter((r) => r.service === d.name).map((r) => r.prefix),
  metrics: !d.standsInFor,
  size: d.size,
  ...(d.standsInFor ? { standsInFor: d.standsInFor } : {}),
}));

/** The services with a database, in start order. */
export const DATABASE_SERVICES = SERVICES.filter((s) => s.schema !== undefined).map((s) => s.name as DatabaseServiceName);

export const serviceNamed = (name: ServiceName): ServiceNode => SERVICES.find((s) => s.name === name)!;

/** The services that call `name` (besides the gateway). */
export const callersOf = (name: ServiceName): ServiceName[] => SERVICES.filter((s) => s.calls.includes(name)).map((s) => s.name);

/** A name as it stands in a setting's name: `payment-sandbox` → `PAYMENT_SANDBOX`. */
export const envName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** The setting that tells a service where another one is (`CATALOG_URL`). */
export const urlSettingOf = (callee: ServiceName) => `${envName(callee)}_URL`;

/** The gateway: every routed service behind it, and the shell and each remote's built files. It hears the
 * catalogue's changes to let its kept public answers go. */
export const GATEWAY = {
  name: 'gateway',
  workspace: 'gateway',
  port: GATEWAY_PORT,
  adminPort: ADMIN_PORT,
  hears: ['catalogue.changed'] as const satisfies readonly EventType[],
  size: { cpu: ['200m', '1'], memoryMiB: 384, autoscaled: true } satisfies Size,
} as const;

/** The services the gateway sends requests to, by the route table. */
export const ROUTED_SERVICES: readonly ServiceName[] = SERVICES.filter((s) => s.routes.length > 0).map((s) => s.name);

export interface FrontendNode {
  /** Its workspace, image and host name. */
  name: string;
  port: number;
  /** The remote it is (none for the shell), its Module Federation container and the modules it exposes. */
  remote?: { name: RemoteName; container: string; modules: readonly string[] };
}

/** The shell, then each remote. */
export const FRONTENDS: readonly FrontendNode[] = [
  { name: 'shell', port: FRONTEND_PORT },
  ...(Object.keys(REMOTES) as RemoteName[]).map((name) => ({
    name: REMOTES[name].workspace,
    port: FRONTEND_PORT,
    remote: { name, container: REMOTES[name].container, modules: REMOTE_MODULES[name] },
  })),
];

/** The Node programs the build bundles: [source, bundle], the single-process store first. */
export const PROGRAMS: ReadonlyArray<readonly [string, string]> = [
  'standalone/src/main.ts',
  'gateway/src/server.ts',
  ...SERVICES.map((s) => `${s.workspace}/src/server.ts`),
].map((source) => [source, source.replace('/src/', '/dist/').replace(/\.ts$/, '.js')] as const);
