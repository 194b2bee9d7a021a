import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltStore } from './store';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
    storeDataDir: string;
  }
}

/** One store for the browser tests, started from the build the way `npm start` runs it. */
export default async function setup(project: TestProject) {
  // The weather provider is out of reach here, as on an offline machine: the store must estimate.
  const store = await startBuiltStore({
    WEATHER_GEOCODING_URL: 'http://127.0.0.1:9/v1/search',
    WEATHER_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast',
    // Every browser test is one client to the store (127.0.0.1), signing up and in many shoppers.
    LOGINS_PER_CLIENT: '1000',
    REGISTRATIONS_PER_CLIENT: '1000',
    // Passwords hashed at 2^10 rather than 2^15: the store's CPU goes to the pages under test.
    PASSWORD_HASH_COST: '10',
  });
  project.provide('storeUrl', store.url);
  project.provide('storeDataDir', store.dataDir);
  return async () => {
    await store.stop();
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  };
}
