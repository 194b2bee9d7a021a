import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltStore } from './store';

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string;
  }
}

/** One store for the browser tests, started from the build the way `npm start` runs it. */
export default async function setup(project: TestProject) {
  const store = await startBuiltStore();
  project.provide('storeUrl', store.url);
  return async () => {
    await store.stop();
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  };
}
