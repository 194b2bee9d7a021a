import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from '@storefront/data';
import { onShutdownSignal } from '@storefront/service-kit';
import { adminCredentials } from '@storefront/users';
import { startStore } from './store';

const env = process.env;
const dataDir = path.resolve(env.DATA_DIR || '.data');
const port = Number(env.PORT || 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${env.PORT}".`);
  process.exit(2);
}
fs.mkdirSync(dataDir, { recursive: true });

const started = Date.now();
try {
  const store = await startStore({
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    env,
    progress: (step) => console.log(`  … ${step}`),
  });
  const admin = adminCredentials(env);
  console.log(`\nMaple Market is open at ${store.url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`  data:  ${dataDir}`);
  console.log(
    `  admin: ${admin.email} / ${admin.isDevelopmentDefault ? `${admin.password}  (development default; set ADMIN_EMAIL and ADMIN_PASSWORD to change it)` : '(password from ADMIN_PASSWORD)'}`,
  );
  console.log('Press Ctrl-C to stop.\n');
  onShutdownSignal(async () => {
    console.log('\nStopping: finishing requests under way...');
    await store.stop();
    console.log('Stopped. Your data is kept in', dataDir);
  });
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
