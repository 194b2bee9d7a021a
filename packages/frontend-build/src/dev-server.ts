import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { FrontendApp } from './app';
import { loadApp } from './build';
import { webpackConfig } from './webpack-config';

/** Development servers with hot reload for the shell and remotes. The shell's dev server answers
 * /remotes.json with the remotes' dev servers and passes API calls to the running store (the gateway). */
export async function startDevServers(apps: FrontendApp[], gatewayUrl: string, root: string): Promise<WebpackDevServer[]> {
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
          const built = (await fetch(new URL('/remotes.json', gatewayUrl)).then((r) => r.json()).catch(() => null)) as
            | { remotes: Record<string, { entry: string }> }
            | null;
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
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${app.devPort}/ws` },
        static: false,
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            devServer.app?.get('/remotes.json', async (_req, res) => {
              res.setHeader('Cache-Control', 'no-cache');
              res.json(await remotesManifest());
            });
          }
          return middlewares;
        },
        proxy: isHost
          ? [
              {
                // API calls, pictures and the built remotes come from the running store.
                context: (pathname, req) =>
                  pathname.startsWith('/api/') ||
                  pathname.startsWith('/images/') ||
                  pathname.startsWith('/remotes/') ||
                  pathname === '/chat' ||
                  (pathname === '/products' && !(req.headers.accept ?? '').includes('text/html')),
                target: gatewayUrl,
                changeOrigin: false,
              },
            ]
          : undefined,
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
