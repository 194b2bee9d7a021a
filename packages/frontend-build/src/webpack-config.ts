import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';
import type { FrontendApp } from './app';
import { sharedModules } from './shared';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** A lazy chunk that has not arrived after this long counts as failed: the shell tries it once more and
 * shows the remote's fallback within 5 s (its ATTEMPT_TIMEOUT_MS and REMOTE_TIMEOUT_MS): webpack's own
 * 120 s would leave a page loading for two minutes. */
export const CHUNK_LOAD_TIMEOUT_MS = 2_000;
/** The shell's own chunks (React's DOM renderer, the ui package, its start) have no fallback: without them
 * there is no store. They get as long as a slow phone needs; if one fails, the shell loads the page once
 * more and then says the store could not load (shell/src/index.ts). At 2 s, a busy machine or a slow
 * connection would leave a blank page: React's DOM renderer (64 KB gzip) may take longer to arrive. */
export const SHELL_CHUNK_LOAD_TIMEOUT_MS = 30_000;

/** React Refresh for a development build. Each app (the shell and every remote) keeps its own refresh
 * runtime, named after its uniqueName, beside the one React of the page. Loaded only here: production
 * builds do not need it. */
function reactRefresh(): WebpackPluginInstance {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin') as new (options: {
    overlay: boolean;
  }) => WebpackPluginInstance;
  // The dev server's own overlay already shows build errors.
  return new ReactRefreshPlugin({ overlay: false });
}

/** React Router's production build, for the entry points react-router-dom loads; none when a version
 * lays out its files otherwise (then its exports decide, and the page-speed browser test says if that is
 * a development build). */
function reactRouterProduction(): Record<string, string> {
  // The copy react-router-dom (what the ui package imports) depends on.
  const routerDom = createRequire(require.resolve('react-router-dom/package.json'));
  const dir = path.join(path.dirname(routerDom.resolve('react-router/package.json')), 'dist', 'production');
  const entries = { 'react-router$': path.join(dir, 'index.mjs'), 'react-router/dom$': path.join(dir, 'dom-export.mjs') };
  return Object.values(entries).every((file) => fs.existsSync(file)) ? entries : {};
}

/** Brotli at its best (11) and gzip at its best (9), for the files a browser loads; a file too small to
 * gain is left alone, and is compressed on the fly, if at all, like any other answer. */
function precompressed(): WebpackPluginInstance[] {
  const files = { test: /\.(js|css|svg)$/, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false } as const;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...files,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...files, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** The libraries the shell provides to the page in one file, and the store's own shared packages in another
 * (their French catalogues stay apart, loaded for French pages only), instead of one file per library. */
function shellFileGroups() {
  return {
    libraries: { test: /[\\/]node_modules[\\/]/, name: 'libraries', chunks: 'async' as const, enforce: true, priority: 20 },
    packages: { test: /[\\/]packages[\\/].*(?<!\.fr\.ts)$/, name: 'packages', chunks: 'async' as const, enforce: true, priority: 10 },
  };
}

/** TypeScript and JSX through swc, and pictures as files. */
function sourceRules(dev: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            // React Refresh in development: an edited component is swapped in place and keeps its state.
            transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.svg$/, type: 'asset/resource' },
  ];
}

/** The shell's index.html; none for a remote, but in development its own page without the shell. */
function htmlPages(app: FrontendApp, dev: boolean): WebpackPluginInstance[] {
  if (app.kind === 'host')
    return [
      new HtmlWebpackPlugin({
        template: path.join(app.dir, 'src/index.html'),
        title: app.title,
        favicon: path.join(app.dir, 'src/favicon.svg'),
      }),
    ];
  // A remote on its own dev server shows its pages without the shell.
  return dev ? [new HtmlWebpackPlugin({ template: path.join(here, 'standalone.html'), title: `${app.name} (standalone)` })] : [];
}

export function webpackConfig(app: FrontendApp, mode: 'production' | 'development'): Configuration {
  const dev = mode === 'development';
  const isHost = app.kind === 'host';
  return {
    mode,
    context: app.dir,
    // In development the shell first lets the remotes' React Refresh find the page's React (refresh-hook.ts).
    entry: { main: dev && isHost ? [path.join(here, 'refresh-hook.ts'), './src/index.ts'] : './src/index.ts' },
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell lives at the site root; a remote finds its chunks next to its remoteEntry.js,
      // wherever that is served from.
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      uniqueName: app.name,
      chunkLoadTimeout: isHost ? SHELL_CHUNK_LOAD_TIMEOUT_MS : CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      // React Router 7's package exports name only its development build (with its warnings and their
      // checks) for every bundler condition, production included; its production build sits beside it.
      alias: dev ? {} : reactRouterProduction(),
    },
    module: { rules: sourceRules(dev) },
    plugins: [
      ...(dev ? [reactRefresh()] : []),
      // webpack's own Module Federation: each remote's entry is a small container (its exposes and a share
      // scope), and the shell's loader (shell/src/remote-containers.ts) fetches it where the manifest says.
      // Rather than @module-federation/enhanced's runtime, which does the same for 50 KB gzip on every page.
      new webpack.container.ModuleFederationPlugin({
        name: app.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: app.exposes,
        shared: sharedModules(),
      }),
      ...htmlPages(app, dev),
      // Each file also compressed once, as well as it can be, beside it (name.js.br, name.js.gz): the
      // gateway and nginx send those as they are, instead of compressing every answer again at a
      // quicker setting (brotli's best is 15% smaller than the 4 a server uses on the fly).
      ...(dev ? [] : precompressed()),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      ...(isHost && !dev ? { splitChunks: { cacheGroups: shellFileGroups() } } : {}),
    },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
