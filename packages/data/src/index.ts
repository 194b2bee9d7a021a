export * from './database';
export * from './migrate';
export * from './open';
export * from './service-roles';
export { openPostgres, type PostgresOptions } from './postgres';
export { openPglite, lockDataDir, crashDatabaseThread, DataDirLockedError, type PgliteOptions } from './pglite';
