export * from './database';
export * from './migrate';
export * from './open';
export { openPostgres, type PostgresOptions } from './postgres';
export { openPglite, lockDataDir, DataDirLockedError, type PgliteOptions } from './pglite';
