import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPglite } from '@storefront/data';
import { migrations } from '../src/data/migrations';

// The store's languages are declared once (packages/contracts/src/languages.ts) and checked where a
// language comes in: the column itself names none, so adding a language needs no migration.
describe('the orders language column', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, 'orders', migrations);
  });
  afterAll(() => db?.close());

  it('takes any language tag, and names no language of its own', async () => {
    const { rows } = await db.query<{ check: string }>(
      `SELECT pg_get_constraintdef(oid) AS check FROM pg_constraint WHERE conrelid = 'orders.orders'::regclass AND contype = 'c'`,
    );
    const onLanguage = rows.map((r) => r.check).filter((check) => check.includes('language'));
    expect(onLanguage).toHaveLength(1);
    expect(onLanguage[0]).not.toMatch(/'(en|fr)'/);
    // The column's own check, on a table of that column alone.
    await db.query(`CREATE TEMP TABLE languages_taken (language text, ${onLanguage[0]})`);
    const takes = (tag: string) =>
      db.query('INSERT INTO languages_taken (language) VALUES ($1)', [tag]).then(
        () => true,
        () => false,
      );
    expect(await takes('es')).toBe(true);
    expect(await takes('en-XA')).toBe(true);
    expect(await takes('not a language')).toBe(false);
  });
});
