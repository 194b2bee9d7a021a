// One PostgreSQL role per service, owning its own schema and nothing else: a service that is broken into
// reads and changes its own tables only. The SQL is made here once and used as it is by docker-compose's
// database-setup container, the Kubernetes migration Job and the test that proves the limits
// (packages/data/test/service-roles.test.ts).
import type { Migration } from './migrate';

export interface ServiceRole {
  /** The service's name: its role's and its schema's. */
  name: string;
  /** Extensions its migrations create (CREATE EXTENSION needs more than the service's own rights): the
   * administrator creates them in the service's schema first, so the migration finds them there. */
  extensions?: readonly string[];
}

const NAME = /^[a-z][a-z0-9_]*$/;

/** What a secret the deployment was not given is rendered as (deploy/kubernetes): never taken as a password. */
export const PLACEHOLDER = 'REPLACE_ME';

/** The environment variable the setup reads a service's password from (CATALOG_DATABASE_PASSWORD). */
export const passwordVariable = (service: string) => `${service.toUpperCase()}_DATABASE_PASSWORD`;

/** The extensions a service's migrations create, so the administrator can create them first. */
export function extensionsOf(migrations: readonly Migration[]): string[] {
  const names = migrations.flatMap((m) =>
    [...m.sql.matchAll(/CREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z0-9_]+)"?/gi)].map((x) => x[1]!),
  );
  return [...new Set(names)];
}

/** The setup, for psql connected to the store's database as a role that may create roles, schemas and
 * extensions (the server's administrator). It can run again at every deploy: it creates what is missing
 * and sets the rest as it should be. Each service's password comes from its environment variable
 * (`passwordVariable`), read by psql, so the SQL holds no secret. For each service it:
 * - makes a LOGIN role named after it, with no other power (not superuser, no CREATEDB, CREATEROLE,
 *   replication or RLS bypass), its password taken from the environment;
 * - lets it connect to this database, where its search_path is its schema alone;
 * - makes it the owner of the schema of its name, and of every table, sequence, view, function and type
 *   in it that another role made (a database the services shared as one superuser);
 * - creates the extensions its migrations need, in its schema.
 * PUBLIC loses its default rights on the database and on the public schema, so a service's role
 * reaches no schema but its own. Roles are the server's, not the database's: `rolePrefix` keeps two
 * stores on one server apart (the role is then e.g. shop2_catalog; the schema is still catalog). */
export function databaseSetupSql(services: readonly ServiceRole[], { rolePrefix = '' }: { rolePrefix?: string } = {}): string {
  const lines = [
    '-- One PostgreSQL role per service, owning its schema and nothing else. Made by databaseSetupSql()',
    '-- in packages/data/src/service-roles.ts: do not edit; `npm run database-setup-sql` writes it again.',
    "-- Run with psql, connected to the store's database as its administrator; safe to run again:",
    `--   ${services.map((s) => `${passwordVariable(s.name)}=…`).join(' ')} \\`,
    '--   psql "$DATABASE_ADMIN_URL" -f database-setup.sql',
    '\\set ON_ERROR_STOP on',
    '',
    '-- Nobody but the roles given it below connects to this database or uses its public schema.',
    "DO $$ BEGIN EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()); END $$;",
    'REVOKE ALL ON SCHEMA public FROM PUBLIC;',
  ];
  for (const { name, extensions = [] } of services) {
    const role = `${rolePrefix}${name}`;
    if (!NAME.test(name) || !NAME.test(role)) throw new Error(`A service's role and schema must be lower-case SQL names, not "${role}"`);
    for (const ext of extensions) if (!NAME.test(ext)) throw new Error(`Not an extension's name: "${ext}"`);
    const variable = `${name}_password`;
    lines.push(
      '',
      `-- ${name}`,
      `\\getenv ${variable} ${passwordVariable(name)}`,
      `\\if :{?${variable}}`,
      `\\else`,
      `  DO $$ BEGIN RAISE EXCEPTION '${passwordVariable(name)} is not set: the password of the ${name} service'; END $$;`,
      `\\endif`,
      `SELECT :'${variable}' IN ('', '${PLACEHOLDER}') AS ${variable}_unusable \\gset`,
      `\\if :${variable}_unusable`,
      `  DO $$ BEGIN RAISE EXCEPTION '${passwordVariable(name)} is empty or the placeholder ${PLACEHOLDER}: the ${name} service needs a password of its own'; END $$;`,
      `\\endif`,
      `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role}; END IF; END $$;`,
      `ALTER ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'${variable}';`,
      // On a managed server the administrator is no superuser: it must be a member of the role to give it a schema.
      `GRANT ${role} TO CURRENT_USER;`,
      `DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO ${role}', current_database()); END $$;`,
      `DO $$ BEGIN EXECUTE format('ALTER ROLE ${role} IN DATABASE %I SET search_path = ${name}', current_database()); END $$;`,
      `CREATE SCHEMA IF NOT EXISTS ${name} AUTHORIZATION ${role};`,
      `ALTER SCHEMA ${name} OWNER TO ${role};`,
      ...extensions.map((ext) => `CREATE EXTENSION IF NOT EXISTS ${ext} WITH SCHEMA ${name};`),
      `SELECT format('ALTER %s %s OWNER TO ${role}', kind, object) FROM (`,
      `    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,`,
      `           c.oid::regclass::text AS object`,
      `      FROM pg_class c`,
      `     WHERE c.relnamespace = '${name}'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')`,
      `       AND c.relowner <> '${role}'::regrole`,
      `       -- a column's sequence follows its table; an extension's objects stay its own`,
      `       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))`,
      `    UNION ALL`,
      `    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p`,
      `     WHERE p.pronamespace = '${name}'::regnamespace AND p.proowner <> '${role}'::regrole`,
      `       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
      `    UNION ALL`,
      `    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t`,
      `     WHERE t.typnamespace = '${name}'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> '${role}'::regrole`,
      `       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')`,
      `) owned_by_others \\gexec`,
    );
  }
  return `${lines.join('\n')}\n`;
}
