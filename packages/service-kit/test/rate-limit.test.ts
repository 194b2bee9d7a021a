import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPostgres } from '@storefront/data';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import { HttpError, RateLimiter, SqlRateLimitStore, rateLimitMigrations } from '../src';

describe('rate limits kept in PostgreSQL', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase('ratelimit');
    db = openPostgres({ url: t.url });
    await migrate(db, 'kit', rateLimitMigrations('kit'));
  });
  afterAll(async () => {
    await db.close();
    await t.drop();
  });

  it('allows up to the limit, then answers 429 with Retry-After and a message', async () => {
    const limiter = new RateLimiter(new SqlRateLimitStore(db, 'kit'), { what: 'login attempts', max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await limiter.check('ip:1.2.3.4');
    const err = (await limiter.check('ip:1.2.3.4').catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/^Too many login attempts\. Please try again in (\d+ seconds|1 minutes|2 minutes)\.$/);
    expect(Number(err.headers?.['Retry-After'])).toBeGreaterThan(0);
    await limiter.check('ip:5.6.7.8'); // another key is unaffected
  });

  it('tells whether a key has used up its limit without counting a hit', async () => {
    const limiter = new RateLimiter(new SqlRateLimitStore(db, 'kit'), { what: 'failed login attempts', max: 2, windowMs: 60_000 });
    await limiter.assertOpen('account:a');
    await limiter.check('account:a');
    await limiter.assertOpen('account:a');
    await limiter.check('account:a');
    const err = (await limiter.assertOpen('account:a').catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(429);
    await limiter.reset('account:a');
    await limiter.assertOpen('account:a');
  });

  it('counts concurrent hits exactly (replicas share the counter)', async () => {
    const store = new SqlRateLimitStore(db, 'kit');
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one has passed, and forgets a key on reset', async () => {
    const store = new SqlRateLimitStore(db, 'kit');
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 80));
    expect((await store.hit('short', 50)).count).toBe(1);
    await store.hit('short', 60_000);
    await store.reset('short');
    expect((await store.hit('short', 60_000)).count).toBe(1);
  });
});
