import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';
import type { FrontendApp } from './app';
import { sharedModules } from './shared';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Spec constant: lazy chunks may take up to 120 s to arrive. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function webpackConfig(app: FrontendApp, mode: 'production' | 'development'): Configuration {
  const dev = mode === 'development';
  const isHost = app.kind === 'host';
  return {
    mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell lives at the site root; a remote finds its chunks next to its remoteEntry.js,
      // wherever that is served from.
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      uniqueName: app.name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: app.exposes,
        // Remotes are registered at run time from the manifest the gateway serves.
        remotes: {},
        shared: sharedModules(),
        dts: false,
        manifest: false,
        // One copy of the federation runtime per page: the shell provides it, production remotes use it.
        // (A remote on its own dev server carries its own.)
        experiments: isHost ? { provideExternalRuntime: true } : dev ? {} : { externalRuntime: true },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(app.dir, 'src/index.html'),
              title: app.title,
              favicon: path.join(app.dir, 'src/favicon.svg'),
            }),
          ]
        : dev
          ? // A remote on its own dev server shows its pages without the shell.
            [new HtmlWebpackPlugin({ template: path.join(here, 'standalone.html'), title: `${app.name} (standalone)` })]
          : []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
