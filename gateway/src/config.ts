import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTES } from '@storefront/contracts';
import { type RouteRule, RouteTable, loadRouteTable } from '@storefront/routes';
import {
  ConfigError,
  type Environment,
  ProcessSettings,
  type Reader,
  Refusal,
  dataDirSetting,
  optionalSetting,
  read,
  readSettings,
  setting,
} from '@storefront/service-kit';

// src/ when run from source, dist/ when bundled: the repository root is two levels up either way.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RemoteConfig {
  /** URL of the remote's entry (remoteEntry.js) as the browser should load it, when the remote has no
   * releases (or is served from a fixed address). */
  entry: string;
  /** When the gateway serves the remote's files itself: the folder of its releases (a folder per
   * version beside releases.json), served under /remotes/<name>/. */
  dir?: string;
  /** Or a server holding those files (the remote's own container): /remotes/<name>/… is passed to it. */
  origin?: string;
}

export interface GatewayConfig {
  /** Service name → base URL, e.g. { catalog: 'http://catalog:3000' }. */
  services: Record<string, string>;
  routes: RouteRule[];
  /** Origins allowed to call the API from another origin (with credentials). */
  corsOrigins: string[];
  /** The built shell (index.html and its assets), served at /. */
  shellDir?: string;
  /** Or a server that serves the shell (its own container): page requests are passed to it. */
  shellUrl?: string;
  /** The shell's server build (shell/dist-server/first-view.mjs): with it, the catalogue's pages go out
   * with their first view drawn; without it (or while it is missing), the browser draws every page. */
  firstViewFile?: string;
  remotes: Record<string, RemoteConfig>;
  /** How long to wait for a service before answering 504. */
  upstreamTimeoutMs: number;
  /** The store's address as shoppers and search engines reach it (an origin, no trailing slash): canonical
   * links, Open Graph tags, the sitemap and robots.txt point there. */
  publicUrl: string;
  /** How the pages' <head>s and the sitemap are made; the defaults suit a store (tests shorten them). */
  pages?: PageTuning;
  /** The file that says which release of each remote is served (watched; the operators' port writes it). */
  remoteDeploymentsFile?: string;
  /** The bearer token the operators' port asks for before it switches a remote; none: switching is
   * only by editing the deployments file. */
  operatorToken?: string;
}

export interface PageTuning {
  /** How long a page waits for the catalogue (or the orders service) before it goes out with the generic <head>. */
  lookupTimeoutMs?: number;
  /** Products per sitemap file; a catalogue with more gets a sitemap index (a multiple of 100, the API's page). */
  productsPerSitemap?: number;
  /** How long a sitemap, once made, is served again before it is made anew. */
  sitemapCacheMs?: number;
}

/** A secret: long enough not to be guessed, and never printed in a refusal. */
const operatorToken: Reader<string> = (value) =>
  value.trim().length >= 24 ? value.trim() : new Refusal('must be at least 24 characters (e.g. from `openssl rand -hex 24`)');

/** The gateway's own settings; where each service and remote is depends on the route table (below). */
export const GatewaySettings = ProcessSettings.extend({
  PORT: setting(read.portNumber, 8080).describe('The port to listen on (0: any free one).'),
  ADMIN_PORT: setting(read.portNumber, 9090).describe(
    "The operators' port: /readyz and /metrics (Prometheus), never answered on PORT. Publish it only to the monitoring network.",
  ),
  GATEWAY_ROUTES_FILE: optionalSetting(read.jsonFile(RouteTable)).describe(
    'A route table (the shape of packages/routes/routes.json) to use instead of the built-in one.',
  ),
  CORS_ORIGINS: setting(read.origins, []).describe('Origins (comma separated) allowed to call the API from another origin.'),
  SHELL_DIR: setting(read.filePath, () => path.join(root, 'shell', 'dist')).describe('The built shell, served at /.'),
  SHELL_URL: optionalSetting(read.httpUrl('http://shell:80')).describe(
    'A server of the shell that page loads are passed to (wins over SHELL_DIR).',
  ),
  FIRST_VIEW_FILE: setting(read.filePath, () => path.join(root, 'shell', 'dist-server', 'first-view.mjs')).describe(
    "The shell's server build (`npm run build` makes it): the catalogue's pages go out with their first view drawn in the HTML. While the file is missing, or is of other releases than those served, the browser draws every page.",
  ),
  UPSTREAM_TIMEOUT_MS: setting(read.wholeNumber({ min: 1 }), 30_000).describe('How long to wait for a service before answering 504.'),
  // Never taken from a request's Host: a forged one would put another site in the canonical links and the sitemap.
  PUBLIC_URL: setting(read.httpUrl('https://shop.example.ca'), 'http://localhost:8080').describe(
    "The store's address as shoppers reach it: pages' canonical links and Open Graph tags, the sitemap and robots.txt point there.",
  ),
  REMOTE_DEPLOYMENTS_FILE: setting(read.filePath, () => path.join(root, '.data', 'remote-deployments.json')).describe(
    "Which release of each remote is served (JSON; `npm run remotes` and the operators' port write it). Watched: a change takes effect within a second. A remote it does not name serves its newest release.",
  ),
  AMQP_URL: optionalSetting(read.url(['amqp:', 'amqps:'], 'an amqp:// URL', { secret: true })).describe(
    "The services' RabbitMQ: the gateway hears the catalogue's changes there and keeps its public answers meanwhile. Unset: every request goes to its service.",
  ),
  AMQP_NAMESPACE: optionalSetting(read.text).describe("Prefix of the exchange's name, as the services' (default storefront)."),
  OPERATOR_TOKEN: optionalSetting(operatorToken).describe(
    "The bearer token the operators' port asks for before switching or rolling back a remote (PUT /remotes/<name>, POST /remotes/<name>/rollback). Unset: those are refused, and remotes are switched by editing REMOTE_DEPLOYMENTS_FILE.",
  ),
});
export type GatewaySettings = z.output<typeof GatewaySettings>;

const envName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** Where the browser loads a remote's entry from: a URL, or a path on this gateway. */
const entryAddress: Reader<string> = (value) => {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') || !(read.httpUrl()(trimmed) instanceof Refusal)) return trimmed;
  return new Refusal(`must be an http(s) URL or a path starting with / (e.g. http://localhost:3001/remoteEntry.js), not "${value}"`);
};

/** Where each service of a route table is (SERVICE_URL_<NAME>) and each remote's entry and files
 * (REMOTE_URL_<NAME>, REMOTE_DIR_<NAME>). */
export function placeSettings(routes: readonly RouteRule[]) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const service of new Set(routes.map((r) => r.service))) {
    shape[`SERVICE_URL_${envName(service)}`] = optionalSetting(read.httpUrl(`http://${service}:3000`)).describe(
      `Where the ${service} service is; unset: its paths answer 502.`,
    );
  }
  for (const [name, { workspace }] of Object.entries(REMOTES)) {
    shape[`REMOTE_URL_${envName(name)}`] = optionalSetting(entryAddress).describe(
      `A fixed address the browser loads the ${name} remote's entry from (a CDN); wins over REMOTE_ORIGIN_${envName(name)} and REMOTE_DIR_${envName(name)}.`,
    );
    shape[`REMOTE_ORIGIN_${envName(name)}`] = optionalSetting(read.httpUrl(`http://${workspace}:8080`)).describe(
      `A server holding the ${name} remote's releases (its own container): /remotes/${name}/… is passed to it. Wins over REMOTE_DIR_${envName(name)}.`,
    );
    shape[`REMOTE_DIR_${envName(name)}`] = setting(read.filePath, () => path.join(root, workspace, 'releases')).describe(
      `The ${name} remote's releases (what its build publishes: a folder per version and releases.json), served under /remotes/${name}/.`,
    );
  }
  return z.object(shape);
}

/** The gateway's configuration from the environment (this process's unless given): every malformed
 * setting is named in one ConfigError. */
export function readGatewayConfig(env: Environment = process.env): { settings: GatewaySettings; config: GatewayConfig } {
  const problems: string[] = [];
  const attempt = <T>(readThem: () => T): T | undefined => {
    try {
      return readThem();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
      return undefined;
    }
  };
  const settings = attempt(() => readSettings(GatewaySettings, env));
  // A route table that cannot be read is refused with the rest; the built-in one says which places to check meanwhile.
  const routes = settings?.GATEWAY_ROUTES_FILE?.routes ?? loadRouteTable();
  const places = attempt(() => readSettings(placeSettings(routes), env));
  if (!settings || !places) throw new ConfigError(problems);

  const services: Record<string, string> = {};
  for (const name of new Set(routes.map((r) => r.service))) {
    const url = places[`SERVICE_URL_${envName(name)}`];
    if (url) services[name] = url;
  }
  const remotes: Record<string, RemoteConfig> = {};
  for (const name of Object.keys(REMOTES)) {
    const url = places[`REMOTE_URL_${envName(name)}`];
    const origin = places[`REMOTE_ORIGIN_${envName(name)}`];
    const entry = `/remotes/${name}/remoteEntry.js`;
    remotes[name] = url ? { entry: url } : origin ? { entry, origin } : { entry, dir: places[`REMOTE_DIR_${envName(name)}`] };
  }
  return {
    settings,
    config: {
      services,
      routes,
      corsOrigins: settings.CORS_ORIGINS,
      shellDir: settings.SHELL_URL ? undefined : settings.SHELL_DIR,
      shellUrl: settings.SHELL_URL,
      firstViewFile: settings.FIRST_VIEW_FILE,
      remotes,
      upstreamTimeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      remoteDeploymentsFile: settings.REMOTE_DEPLOYMENTS_FILE,
      operatorToken: settings.OPERATOR_TOKEN,
      // Pages live at the root of the store's address: a path given with it would not reach them.
      publicUrl: new URL(settings.PUBLIC_URL).origin,
    },
  };
}

/** `npm run remotes`: where to find the store `npm start` runs with the same settings (its data folder),
 * or the deployments file to write when given. */
export const RemotesCommandSettings = z.object({
  DATA_DIR: dataDirSetting(),
  REMOTE_DEPLOYMENTS_FILE: optionalSetting(read.filePath).describe('The deployments file to write (unset: that of the store on DATA_DIR).'),
});

export const readRemotesCommandSettings = (env: Environment = process.env) => readSettings(RemotesCommandSettings, env);
