import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPostgres } from '@storefront/data';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import { HttpError, RateLimiter, SqlRateLimitStore, rateLimitMigrations, tooMany } from '../src';

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

  it('answers whether a hit was within the limit, for callers that must not say no out loud, counting each', async () => {
    const limiter = new RateLimiter(new SqlRateLimitStore(db, 'kit'), { what: 'reset mails', max: 2, windowMs: 60_000 });
    expect([await limiter.allows('mailbox:a'), await limiter.allows('mailbox:a'), await limiter.allows('mailbox:a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await limiter.allows('mailbox:b')).toBe(true);
  });

  it('forgets windows older than a day, at most once every ten minutes', async () => {
    const store = new SqlRateLimitStore(db, 'kit');
    const plant = (key: string, age: string) =>
      db.query(`INSERT INTO kit.rate_limits (key, window_start, count) VALUES ($1, now() - $2::interval, 5)`, [key, age]);
    const kept = async () =>
      (await db.query<{ key: string }>(`SELECT key FROM kit.rate_limits WHERE key LIKE 'old:%' ORDER BY key`)).rows.map((r) => r.key);
    await plant('old:two-days', '2 days');
    await plant('old:two-hours', '2 hours');
    await store.hit('sweeper', 60_000); // a new store sweeps at its first hit
    expect(await kept()).toEqual(['old:two-hours']);
    await plant('old:three-days', '3 days');
    await store.hit('sweeper', 60_000); // not again so soon: each hit would otherwise cost a DELETE
    expect(await kept()).toEqual(['old:three-days', 'old:two-hours']);
  });
});

describe('the answer when a limit is reached', () => {
  const inSeconds = (s: number) => new Date(Date.now() + s * 1000 - 1);

  it('says how long to wait, in seconds under a minute and a half, else in minutes, and sends Retry-After', () => {
    const soon = tooMany('login attempts', inSeconds(89));
    expect(soon.status).toBe(429);
    expect(soon.message).toBe('Too many login attempts. Please try again in 89 seconds.');
    expect(soon.headers).toEqual({ 'Retry-After': '89' });
    const later = tooMany('new accounts from this address', inSeconds(90));
    expect(later.message).toBe('Too many new accounts from this address. Please try again in 2 minutes.');
    expect(later.headers).toEqual({ 'Retry-After': '90' });
    expect(tooMany('login attempts', inSeconds(15 * 60)).message).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('never asks to wait less than a second, even when the window has just ended', () => {
    expect(tooMany('login attempts', new Date(Date.now() - 5000)).headers).toEqual({ 'Retry-After': '1' });
  });
});
