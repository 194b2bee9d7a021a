// The store's database setup: one role per service owning its schema (packages/data/src/service-roles.ts),
// with the extensions each service's migrations create. `npm run database-setup-sql` writes it to
// deploy/database-setup.sql, which docker-compose's database-setup container runs; the Kubernetes
// manifests carry the same text in a ConfigMap.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServiceRole, databaseSetupSql, extensionsOf } from '@storefront/data';
import { SERVICES } from '@storefront/standalone';

export const DATABASE_SETUP_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'database-setup.sql');

/** Every service of the store, with the extensions its migrations create. */
export const SERVICE_ROLES: ServiceRole[] = SERVICES.map((def) => ({ name: def.name, extensions: extensionsOf(def.migrations) }));

export const storeDatabaseSetupSql = () => databaseSetupSql(SERVICE_ROLES);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(DATABASE_SETUP_FILE, storeDatabaseSetupSql());
  console.log(`wrote ${path.relative(process.cwd(), DATABASE_SETUP_FILE)}`);
}
