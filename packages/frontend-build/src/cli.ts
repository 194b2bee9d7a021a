import path from 'node:path';
import { settingsOrExit } from '@storefront/service-kit/config';
import { buildApp, loadApp } from './build';
import { readDevServerSettings } from './config';
import { buildFirstView } from './first-view-build';
import { startDevServers } from './dev-server';
import { formatSizeTable, pageSizes } from './size-report';

/** Spec/issue budget: the JavaScript the home page loads first. */
export const HOME_BUDGET_KB = 150;

const [command = 'help', ...args] = process.argv.slice(2);
const dirs = args.filter((a) => !a.startsWith('--')).map((d) => path.resolve(d));
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function build() {
  for (const dir of dirs) {
    const app = await loadApp(dir);
    const started = Date.now();
    process.stdout.write(`  building ${path.basename(dir)} ... `);
    const stats = await buildApp(app);
    const release = stats.release ? `, release ${stats.release.version}${stats.release.isNew ? '' : ' (unchanged)'}` : '';
    process.stdout.write(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(stats.exposes).length || 'no'} exposed modules${release})\n`,
    );
  }
}

async function sizes() {
  const shellDir = dirs[0] ?? path.resolve('shell');
  const shell = await loadApp(shellDir);
  const root = path.dirname(shellDir);
  const report = pageSizes(root, path.basename(shellDir), shell.pages ?? []);
  console.log(`\nJavaScript each page loads first (shell + the remotes it shows):\n${formatSizeTable(report, HOME_BUDGET_KB)}`);
  const home = report.find((r) => r.page.includes('(/)'));
  if (home && home.gzipBytes > HOME_BUDGET_KB * 1024) {
    console.error(
      `\nThe home page loads ${(home.gzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript, over its ${HOME_BUDGET_KB} KB budget.`,
    );
    process.exitCode = 1;
  }
}

async function firstView() {
  const shellDir = dirs[0] ?? path.resolve('shell');
  const started = Date.now();
  process.stdout.write('  bundling the first view (the pages drawn by the gateway) ... ');
  const { file, builtWith } = await buildFirstView(shellDir);
  const remotes = Object.entries(builtWith.remotes)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), file)} (${remotes})`);
}

async function dev() {
  const settings = settingsOrExit('The dev servers', () => readDevServerSettings());
  const gateway = flag('gateway') ?? settings.GATEWAY_URL;
  const apps = await Promise.all(dirs.map(loadApp));
  await startDevServers(apps, gateway, process.cwd(), settings.GATEWAY_ROUTES_FILE?.routes);
  for (const app of apps) console.log(`  ${path.basename(app.dir)}: http://localhost:${app.devPort}/`);
  const host = apps.find((a) => a.kind === 'host');
  if (host) console.log(`\nOpen http://localhost:${host.devPort}/ (API calls go to ${gateway}).`);
}

const commands: Record<string, () => Promise<void>> = { build, sizes, 'first-view': firstView, dev };
const run = commands[command];
if (!run) {
  console.log('usage: cli.ts build <dir...> | sizes [shellDir] | first-view [shellDir] | dev <dir...> [--gateway=http://localhost:8080]');
  process.exit(command === 'help' ? 0 : 2);
}
run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
