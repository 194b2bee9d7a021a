import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type RunningProcessStore, startBuiltStore } from './store';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    storeDataDir: string;
  }
}

// Both browser projects (the files run two at a time, then those run alone) set up with this file, in the
// one vitest process: they share one store, started by the first and stopped after the last.
const shared = globalThis as { storefrontE2eStore?: { store: Promise<RunningProcessStore>; users: number } };

function startStore() {
  // The weather provider is out of reach here, as on an offline machine: the store must estimate.
  return startBuiltStore({
    WEATHER_GEOCODING_URL: 'http://127.0.0.1:9/v1/search',
    WEATHER_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
    // Every browser test is one client to the store (127.0.0.1), signing up and in many shoppers.
    LOGINS_PER_CLIENT: '1000',
    REGISTRATIONS_PER_CLIENT: '1000',
    // Passwords hashed at 2^10 rather than 2^15: the store's CPU goes to the pages under test.
    PASSWORD_HASH_COST: '10',
  });
}

/** One store for the browser tests, started from the build the way `npm start` runs it. */
export default async function setup(project: TestProject) {
  const entry = (shared.storefrontE2eStore ??= { store: startStore(), users: 0 });
  entry.users += 1;
  const store = await entry.store;
  project.provide('storeUrl', store.url);
  project.provide('storeDataDir', store.dataDir);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.storefrontE2eStore;
    await store.stop();
    // What the store logged (warnings and errors), kept for a failure to be read against.
    if (process.env.E2E_STORE_LOG) fs.writeFileSync(process.env.E2E_STORE_LOG, store.output());
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  };
}
