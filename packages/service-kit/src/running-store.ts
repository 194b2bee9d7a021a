// Where a running single-process store can be reached, written in its data folder while it runs, so the
// operators' commands (`npm run dead-letters`, `npm run remotes`) find the store `npm start` started with
// the same settings (DATA_DIR) instead of guessing a port or a file. Light on purpose: the commands load
// this without the rest of the kit.
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '@storefront/data/processes';

export interface RunningStore {
  pid: number;
  /** Where shoppers reach it, e.g. http://localhost:8080 */
  url: string;
  /** The operators' port (127.0.0.1 only). */
  operatorsUrl: string;
  /** The file its gateway watches for the release of each remote. */
  remoteDeploymentsFile: string;
}

const FILE = 'running-store.json';

/** Says where this process's store is; the answer is forgotten when it stops. */
export function announceRunningStore(dataDir: string, store: Omit<RunningStore, 'pid'>): { forget: () => void } {
  const file = path.join(dataDir, FILE);
  fs.writeFileSync(file, `${JSON.stringify({ pid: process.pid, ...store }, null, 2)}\n`);
  return {
    forget: () => {
      try {
        if ((JSON.parse(fs.readFileSync(file, 'utf8')) as RunningStore).pid === process.pid) fs.unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

/** The store running on that data folder now, if one is (a file left by a store that died is ignored). */
export function runningStoreOn(dataDir: string): RunningStore | undefined {
  try {
    const store = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as RunningStore;
    return Number.isInteger(store.pid) && isAlive(store.pid) ? store : undefined;
  } catch {
    return undefined;
  }
}

/** The data folder the commands share with `npm start`: DATA_DIR, or .data in the working folder. */
export const dataDirOf = (env: NodeJS.ProcessEnv): string => path.resolve(env.DATA_DIR?.trim() || '.data');
