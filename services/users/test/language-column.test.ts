import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPglite } from '@storefront/data';
import { languageColumnCheck } from '@storefront/testing';
import { migrations } from '../src/data/migrations';

describe('the accounts language column', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, 'users', migrations);
  });
  afterAll(() => db?.close());

  it('takes any language tag, and names no language of its own', async () => {
    const { checks, takes } = await languageColumnCheck(db, 'users.accounts');
    expect(checks).toHaveLength(1);
    expect(checks[0]).not.toMatch(/'(en|fr)'/);
    expect(await takes('es')).toBe(true);
    expect(await takes('en-XA')).toBe(true);
    expect(await takes('not a language')).toBe(false);
  });
});
