import fs from 'node:fs';
import { DataDirLockedError } from '@storefront/data';
import { onShutdownSignal, settingsOrExit, tracingConfigOf } from '@storefront/service-kit';
import { announceRunningStore } from '@storefront/service-kit/running-store';
import { adminCredentials, usersService } from '@storefront/users';
import { readStoreConfig } from './config';
import { SERVICES, startStore } from './store';

// Every setting of the store and of each service, checked before anything is opened or made.
const config = settingsOrExit('Maple Market', () => readStoreConfig(SERVICES));
const { DATA_DIR: dataDir, PORT: port } = config.settings;
fs.mkdirSync(dataDir, { recursive: true });

const started = Date.now();
try {
  const store = await startStore({ config, progress: (step) => console.log(`  … ${step}`) });
  const admin = adminCredentials(config.serviceSettings(usersService));
  console.log(`\nMaple Market is open at ${store.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`  data:  ${dataDir}`);
  console.log(`  operators: ${store.adminUrl}/readyz and /metrics`);
  const tracing = tracingConfigOf(config.settings, dataDir);
  if (tracing.exporters.length > 0) {
    const where = tracing.exporters.map((e) => (e === 'file' ? tracing.file : e === 'otlp' ? tracing.otlp.url : 'stdout'));
    console.log(`  traces: ${where.join(', ')}  (OTEL_TRACES_EXPORTER=${tracing.exporters.join(',')}; docs/operations.md: Tracing)`);
  }
  console.log(
    `  admin: ${admin.email} / ${admin.isDevelopmentDefault ? `${admin.password}  (development default; set ADMIN_EMAIL and ADMIN_PASSWORD to change it)` : '(password from ADMIN_PASSWORD)'}`,
  );
  const announced = announceRunningStore(dataDir, {
    url: store.url,
    operatorsUrl: store.adminUrl,
    remoteDeploymentsFile: store.remoteDeploymentsFile,
  });
  console.log('Press Ctrl-C to stop.\n');
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      console.log('\nStopping: finishing requests under way...');
      announced.forget();
      await store.stop();
      console.log('Stopped. Your data is kept in', dataDir);
    })());
  onShutdownSignal(stop);
  // Started by `npm start`, which holds the channel: when it goes, so does the store.
  if (process.connected) process.once('disconnect', () => void stop().then(() => process.exit(0)));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`\n${err.message}`);
    process.exit(3);
  }
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`\nPort ${port} is already in use. Stop whatever uses it, or start the store on another port: PORT=8081 npm start`);
    process.exit(4);
  }
  throw err;
}
