import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent, embedded PGlite in `dataDir` is used. */
  url?: string;
  dataDir?: string;
  poolSize?: number;
  applicationName?: string;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) return openPostgres({ url: config.url, max: config.poolSize, applicationName: config.applicationName });
  return openPglite({ dataDir: config.dataDir });
}

/** Where a database config points, without its password: for start-up logs. */
export function describeDatabase(config: DatabaseConfig): string {
  if (!config.url) return `embedded PGlite in ${config.dataDir}`;
  try {
    const u = new URL(config.url);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
