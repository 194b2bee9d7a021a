import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTES } from '@storefront/contracts';
import defaultRoutes from '../config/routes.json';

// src/ when run from source, dist/ when bundled: the repository root is two levels up either way.
const here = path.dirname(fileURLToPath(import.meta.url));

export const RouteRule = z.object({
  prefix: z.string().startsWith('/'),
  service: z.string().min(1),
  /** 'json': only requests that do not ask for an HTML page (so /products can be both a page and an API). */
  accept: z.enum(['any', 'json']).default('any'),
  methods: z.array(z.string()).optional(),
});
export type RouteRule = z.infer<typeof RouteRule>;

export const RouteTable = z.object({ routes: z.array(RouteRule) });

export interface RemoteConfig {
  /** URL of the remote's entry (remoteEntry.js) as the browser should load it. */
  entry: string;
  /** When the gateway serves the remote's files itself: the folder, served under /remotes/<name>/. */
  dir?: string;
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
  remotes: Record<string, RemoteConfig>;
  /** How long to wait for a service before answering 504. */
  upstreamTimeoutMs: number;
}


/** The route table: config/routes.json (built in), or a file of the same shape given by GATEWAY_ROUTES_FILE. */
export function loadRouteTable(file?: string): RouteRule[] {
  const table = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : defaultRoutes;
  return RouteTable.parse(table).routes;
}

const envName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** Configuration from the environment: SERVICE_URL_<NAME> per service, GATEWAY_ROUTES_FILE to replace
 * the route table, CORS_ORIGINS (comma separated), SHELL_DIR or SHELL_URL, REMOTE_URL_<NAME> /
 * REMOTE_DIR_<NAME>, UPSTREAM_TIMEOUT_MS. */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const routes = loadRouteTable(env.GATEWAY_ROUTES_FILE || undefined);
  const services: Record<string, string> = {};
  for (const name of new Set(routes.map((r) => r.service))) {
    const url = env[`SERVICE_URL_${envName(name)}`];
    if (url) services[name] = url;
  }
  const root = path.resolve(here, '../..');
  const remotes: Record<string, RemoteConfig> = {};
  for (const [name, { workspace }] of Object.entries(REMOTES)) {
    const url = env[`REMOTE_URL_${envName(name)}`];
    const dir = env[`REMOTE_DIR_${envName(name)}`] || path.join(root, workspace, 'dist');
    remotes[name] = url ? { entry: url } : { entry: `/remotes/${name}/remoteEntry.js`, dir };
  }
  return {
    services,
    routes,
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    shellDir: env.SHELL_URL ? undefined : env.SHELL_DIR || path.join(root, 'shell', 'dist'),
    shellUrl: env.SHELL_URL || undefined,
    remotes,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS || 30_000),
  };
}
