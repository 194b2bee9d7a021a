// Each service's own database role, as docker-compose and Kubernetes set them up (deploy/database-setup.sql,
// run by psql): it migrates and owns its schema, and is refused everywhere else.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER, databaseSetupSql, extensionsOf, openPostgres, passwordVariable } from '@storefront/data';
import { kitMigrations, migrateService } from '@storefront/service-kit';
import { SERVICES } from '@storefront/standalone';
import { TEST_POSTGRES_URL, type TestDatabase, createTestDatabase } from '@storefront/testing';
import { DATABASE_SETUP_FILE, SERVICE_ROLES, storeDatabaseSetupSql } from '../deploy/database-setup';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
// Roles belong to the whole server: this suite's own prefix keeps them apart from anyone else's.
const PREFIX = `t${randomBytes(3).toString('hex')}_`;
const roleOf = (service: string) => `${PREFIX}${service}`;
const passwords = Object.fromEntries(SERVICES.map((s) => [passwordVariable(s.name), `pw-${s.name}-${randomBytes(6).toString('hex')}`]));

let db: TestDatabase;
let sqlFile: string;

function urlAs(service: string): string {
  const url = new URL(db.url);
  url.username = roleOf(service);
  url.password = passwords[passwordVariable(service)]!;
  return url.toString();
}

/** Runs the setup as deployments run it: psql, as the server's administrator, passwords in the environment. */
const setup = (env: Record<string, string> = passwords) =>
  run('psql', [db.url, '-X', '-q', '-f', sqlFile], { env: { PATH: process.env.PATH, ...env } });

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What `sql` does for a service's role: the error's SQLSTATE, or 'ok'. */
async function as(service: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlAs(service) });
  await client.connect();
  try {
    await client.query(sql);
    return 'ok';
  } catch (err) {
    return `${(err as { code?: string }).code}: ${(err as Error).message}`;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase('sfroles');
  sqlFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-roles-')), 'database-setup.sql');
  fs.writeFileSync(sqlFile, databaseSetupSql(SERVICE_ROLES, { rolePrefix: PREFIX }));
  // A store from before: the cart's schema made by the administrator, as one superuser once ran every service.
  await asAdmin((c) => c.query('CREATE SCHEMA cart; CREATE TABLE cart.legacy (id serial PRIMARY KEY, note text)'));
});

afterAll(async () => {
  await db?.drop();
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    for (const s of SERVICES) await admin.query(`DROP ROLE IF EXISTS ${roleOf(s.name)}`);
  } finally {
    await admin.end();
  }
});

describe("each service's own database role", () => {
  it('is what deploy/database-setup.sql sets up (written by `npm run database-setup-sql`)', () => {
    expect(fs.readFileSync(DATABASE_SETUP_FILE, 'utf8')).toBe(storeDatabaseSetupSql());
    // The catalogue's search needs pg_trgm and unaccent (its French), which a service's role cannot
    // create: the setup does.
    expect(SERVICE_ROLES.find((r) => r.name === 'catalog')?.extensions).toEqual(['pg_trgm', 'unaccent']);
    expect(SERVICES.filter((s) => s.name !== 'catalog').flatMap((s) => extensionsOf(s.migrations))).toEqual([]);
  });

  it('is refused by the setup when its password is not given', async () => {
    const { CART_DATABASE_PASSWORD: _left, ...withoutCart } = passwords;
    await expect(setup(withoutCart)).rejects.toMatchObject({ stderr: expect.stringContaining('CART_DATABASE_PASSWORD is not set') });
    // Nor a placeholder a render left (deploy/kubernetes), nor nothing.
    for (const unusable of [PLACEHOLDER, '']) {
      await expect(setup({ ...passwords, ORDERS_DATABASE_PASSWORD: unusable })).rejects.toMatchObject({
        stderr: expect.stringContaining(`ORDERS_DATABASE_PASSWORD is empty or the placeholder ${PLACEHOLDER}`),
      });
    }
  });

  it("migrates its schema as itself, and may run again (the migration Job's --migrate-only, and every start)", async () => {
    await setup();
    await setup(); // every deploy runs it again
    // The users service's own process with only its database settings: no keys, no other service's address.
    const users = await run('node', ['--import', 'tsx', 'services/users/src/server.ts', '--migrate-only'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATABASE_URL: urlAs('users'), LOG_LEVEL: 'info', DATA_DIR: os.tmpdir() },
      timeout: 60_000,
    });
    expect(users.stdout).toContain('database schema updated');
    for (const def of SERVICES) {
      const own = openPostgres({ url: urlAs(def.name), max: 1 });
      try {
        const applied = await migrateService(def, own);
        const all = [...def.migrations, ...kitMigrations(def.name)].map((m) => m.id);
        expect(applied, def.name).toEqual(def.name === 'users' ? [] : all);
        expect(await migrateService(def, own), def.name).toEqual([]);
      } finally {
        await own.close();
      }
    }
    // MIGRATE_ONLY=true does the same as the argument.
    const again = await run('node', ['--import', 'tsx', 'services/users/src/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATABASE_URL: urlAs('users'), MIGRATE_ONLY: 'true', DATA_DIR: os.tmpdir() },
      timeout: 60_000,
    });
    expect(again.stdout).toContain('database schema up to date');

    const owners = await asAdmin(async (c) => {
      const { rows } = await c.query<{ schema: string; owner: string; objects: string[] }>(
        `SELECT n.nspname AS schema, pg_get_userbyid(n.nspowner) AS owner,
                array(SELECT DISTINCT pg_get_userbyid(c.relowner)::text FROM pg_class c WHERE c.relnamespace = n.oid) AS objects
           FROM pg_namespace n WHERE n.nspname = ANY($1) ORDER BY 1`,
        [SERVICES.map((s) => s.name)],
      );
      return rows;
    });
    expect(owners.map((o) => o.schema).sort()).toEqual(SERVICES.map((s) => s.name).sort());
    for (const o of owners)
      expect({ schema: o.schema, owner: o.owner, objects: o.objects }).toEqual({
        schema: o.schema,
        owner: roleOf(o.schema),
        objects: [roleOf(o.schema)],
      });
  });

  it("is refused (permission denied) on another service's schema, on public, and cannot make schemas", async () => {
    // Its own tables, including one the administrator made before, now its own.
    expect(await as('cart', "INSERT INTO cart.legacy (note) VALUES ('kept')")).toBe('ok');
    expect(await as('catalog', 'SELECT count(*) FROM products')).toBe('ok');
    // Another service's.
    expect(await as('cart', 'SELECT count(*) FROM catalog.products')).toMatch(/^42501: permission denied for schema catalog/);
    expect(await as('cart', 'UPDATE catalog.products SET stock = 0')).toMatch(/^42501: permission denied for schema catalog/);
    expect(await as('orders', 'SELECT count(*) FROM users.users')).toMatch(/^42501: permission denied for schema users/);
    expect(await as('support', 'CREATE TABLE orders.notes (id int)')).toMatch(/^42501: permission denied for schema orders/);
    // Nowhere else to write.
    expect(await as('cart', 'CREATE TABLE public.stray (id int)')).toMatch(/^42501: permission denied for schema public/);
    expect(await as('cart', 'CREATE SCHEMA stray')).toMatch(/^42501: permission denied for database/);
    expect(await as('cart', 'CREATE TEMP TABLE scratch (id int)')).toMatch(/^42501: permission denied to create temporary tables/);
    expect(await as('cart', `CREATE ROLE ${PREFIX}intruder`)).toMatch(/^42501: permission denied to create role/);
  });
});
