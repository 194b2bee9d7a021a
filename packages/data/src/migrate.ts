import type { Database } from './database';

export interface Migration {
  /** Ordered, never renamed once shipped: e.g. '001_products'. */
  id: string;
  sql: string;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

/** Brings a service's schema up to date. Each service keeps its tables in its own PostgreSQL schema
 * and lists its migrations in code. Concurrent starters (replicas, or services sharing a database)
 * serialise on one advisory lock, so a migration runs exactly once. */
export async function migrate(db: Database, schema: string, migrations: readonly Migration[]): Promise<string[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Duplicate migration id ${schema}/${m.id}`);
    ids.add(m.id);
  }
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('storefront:migrations'))`);
    // Made only when missing: CREATE SCHEMA IF NOT EXISTS asks for the right to create schemas even when it
    // exists, and a service's own database role has its schema and no such right.
    const { rowCount } = await tx.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
    if (rowCount === 0) await tx.query(`CREATE SCHEMA ${schema}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set((await tx.query<{ id: string }>(`SELECT id FROM ${schema}.schema_migrations`)).rows.map((r) => r.id));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query(`INSERT INTO ${schema}.schema_migrations (id) VALUES ($1)`, [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}

/** Splits migration SQL on semicolons outside quotes and dollar-quoted bodies, so that each statement
 * runs through the same transactional query path on both drivers. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  let quote: string | null = null;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (quote) {
      if (sql.startsWith(quote, i)) {
        current += quote;
        i += quote.length;
        quote = null;
        continue;
      }
      current += ch;
      i++;
      continue;
    }
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
      i++;
      continue;
    }
    if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i));
      if (tag) {
        quote = tag[0];
        current += tag[0];
        i += tag[0].length;
        continue;
      }
    }
    if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
