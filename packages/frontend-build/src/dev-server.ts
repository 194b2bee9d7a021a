import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { type RouteRule, loadRouteTable, matchRoute, wantsHtml } from '@storefront/routes';
import type { FrontendApp } from './app';
import { loadApp } from './build';
import { webpackConfig } from './webpack-config';

/** Whether a request that the dev server's own files did not answer goes to the store (the gateway):
 * every path of the gateway's route table as the gateway matches it (so the payment sandbox's page,
 * the API, pictures, POST /chat, and /products when data is asked for), and anything else that is not
 * a page load. Page loads of the store's own routes get this dev server's page. */
export function goesToGateway(routes: readonly RouteRule[], req: Pick<IncomingMessage, 'headers' | 'method'>, pathname: string): boolean {
  return Boolean(matchRoute(routes, req, pathname)) || !wantsHtml(req);
}

/** Development servers with hot reload (React Refresh) for the shell and remotes. Every one passes what
 * it does not serve itself to the running store (the gateway), so a remote works alone as well as in
 * the shell; the shell's also answers /remotes.json with the remotes' dev servers. */
export async function startDevServers(
  apps: FrontendApp[],
  gatewayUrl: string,
  root: string,
  // The same table the gateway routes by (its GATEWAY_ROUTES_FILE, when it has one, is read here too).
  routes: readonly RouteRule[] = loadRouteTable(),
): Promise<WebpackDevServer[]> {
  const servers: WebpackDevServer[] = [];
  const devUrls = new Map<string, string>();
  for (const app of apps) devUrls.set(path.basename(app.dir), `http://localhost:${app.devPort}/remoteEntry.js`);

  for (const app of apps) {
    const isHost = app.kind === 'host';
    const remotesManifest = async () => {
      const remotes: Record<string, { entry: string }> = {};
      for (const [name, { workspace }] of Object.entries(app.devRemotes ?? {})) {
        // A remote without a dev server running comes from the built copy the gateway serves.
        let entry = devUrls.get(workspace);
        if (!entry) {
          const built = (await fetch(new URL('/remotes.json', gatewayUrl))
            .then((r) => r.json())
            .catch(() => null)) as { remotes: Record<string, { entry: string }> } | null;
          entry = built?.remotes[name]?.entry ?? `/remotes/${name}/remoteEntry.js`;
        }
        remotes[name] = { entry };
      }
      return { remotes };
    };
    const compiler = webpack(webpackConfig(app, 'development'));
    const server = new WebpackDevServer(
      {
        port: app.devPort,
        host: 'localhost',
        hot: true,
        // An edit React Refresh cannot take in place (outside any component) reloads the page.
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${app.devPort}/ws` },
        static: false,
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            devServer.app?.get('/remotes.json', (_req, res, next) => {
              res.setHeader('Cache-Control', 'no-cache');
              remotesManifest().then((manifest) => res.json(manifest), next);
            });
          }
          return middlewares;
        },
        // Runs after the dev server's own files (webpack's output is tried first).
        proxy: [
          {
            context: (pathname, req) => goesToGateway(routes, req, pathname),
            target: gatewayUrl,
            changeOrigin: false,
          },
        ],
      },
      compiler,
    );
    await server.start();
    servers.push(server);
  }
  void root;
  return servers;
}

export { loadApp };
