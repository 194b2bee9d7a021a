import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPglite } from '@storefront/data';
import { InProcessBus, createEvent, eventMigrations } from '@storefront/events';
import { testAuth } from '@storefront/testing';
import { SessionEnds, createServiceApp, createLogger, currentUser, endpoint, sessionEndMigrations } from '../src';

describe('ended sessions', () => {
  let db: Database;
  let away = false;
  /** The database, or one that is away for a moment. */
  let flaky: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, 'kit', sessionEndMigrations('kit'));
    flaky = {
      ...db,
      query: (async (...args: Parameters<Database['query']>) =>
        away ? Promise.reject(new Error('connection lost')) : db.query(...args)) as Database['query'],
    };
  });
  afterAll(async () => db?.close());

  const appWith = async (ends: SessionEnds) => {
    const auth = await testAuth();
    return createServiceApp(
      { name: 'kit', log: createLogger('kit', 'silent'), verifier: ends.guard(auth.verifier) },
      (app: express.Express) => {
        app.get(
          '/whoami',
          endpoint({}, (_i, req) => currentUser(req)),
        );
      },
    );
  };

  it('refuses a session signed in before the end, and takes one signed in after', async () => {
    const auth = await testAuth();
    const ends = new SessionEnds(db, 'kit', 0);
    const app = await appWith(ends);
    const userId = randomUUID();
    const before = await auth.tokenFor({ userId });
    await new Promise((r) => setTimeout(r, 5));
    await ends.record(db, userId, new Date());
    await new Promise((r) => setTimeout(r, 5));
    const after = await auth.tokenFor({ userId });
    const old = await request(app).get('/whoami').set('Authorization', `Bearer ${before}`);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('Your session has expired. Please log in again.');
    expect((await request(app).get('/whoami').set('Authorization', `Bearer ${after}`)).status).toBe(200);
    // an earlier end recorded later changes nothing
    await ends.record(db, userId, new Date(Date.now() - 3600_000));
    expect((await request(app).get('/whoami').set('Authorization', `Bearer ${after}`)).status).toBe(200);
  });

  it('keeps a shopper signed in while the database is away: what it knew, else a 503 to try again', async () => {
    const auth = await testAuth();
    const ends = new SessionEnds(flaky, 'kit', 0);
    const app = await appWith(ends);
    const known = await auth.tokenFor({ userId: randomUUID() });
    expect((await request(app).get('/whoami').set('Authorization', `Bearer ${known}`)).status).toBe(200);
    away = true;
    try {
      expect((await request(app).get('/whoami').set('Authorization', `Bearer ${known}`)).status).toBe(200);
      const unknown = await request(app)
        .get('/whoami')
        .set('Authorization', `Bearer ${await auth.tokenFor({ userId: randomUUID() })}`);
      expect(unknown.status).toBe(503);
      expect(unknown.body.error).toBe('We could not check your session just now. Please try again in a moment.');
    } finally {
      away = false;
    }
  });

  it("hears of ended sessions through the service's consumer of user.sessions-ended, dropping what it had cached", async () => {
    await migrate(db, 'cart', [...eventMigrations('cart'), ...sessionEndMigrations('cart')]);
    const ends = new SessionEnds(db, 'cart', 3600_000);
    const userId = randomUUID();
    expect(await ends.isEnded(userId, Date.now())).toBe(false); // and kept for an hour
    const consumer = ends.consumer('cart');
    expect(consumer.name).toBe('cart.user.sessions-ended');
    const bus = new InProcessBus();
    await bus.subscribe(consumer.name, [consumer.event], (e, d) => consumer.deliver(e, d, { db, log: createLogger('cart', 'silent') }));
    const ended = createEvent('user.sessions-ended', { userId, endedBefore: new Date(Date.now() + 60_000).toISOString() });
    await bus.publish(ended);
    expect(await ends.isEnded(userId, Date.now())).toBe(true);
    await bus.publish(ended); // again: nothing more to do
    const { rows } = await db.query(`SELECT consumer, event_id FROM cart.processed_events`);
    expect(rows).toEqual([{ consumer: 'cart', event_id: ended.id }]);
  });
});
