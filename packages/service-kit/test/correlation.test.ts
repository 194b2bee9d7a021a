import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, migrate, openPglite } from '@storefront/data';
import { addToOutbox, currentCorrelationId, eventMigrations } from '@storefront/events';
import { testAuth } from '@storefront/testing';
import { createLogger, createServiceApp, endpoint } from '../src';

describe("a request's id as the correlation id of what it causes", () => {
  let db: Database;
  let app: express.Express;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, 'kit', eventMigrations('kit'));
    const auth = await testAuth();
    app = createServiceApp({ name: 'kit', log: createLogger('kit', 'silent'), verifier: auth.verifier }, (a) => {
      a.post(
        '/views',
        endpoint({ body: z.object({ productId: z.string() }) }, async ({ body }) => {
          await new Promise((r) => setTimeout(r, Math.random() * 20)); // requests overlap
          const event = await db.transaction((tx) =>
            addToOutbox(tx, 'kit', 'product.viewed', { userId: 'u-1', productId: body.productId, viewedAt: new Date().toISOString() }),
          );
          return { seen: currentCorrelationId(), eventId: event.id };
        }),
      );
    });
  });
  afterAll(async () => db?.close());

  const correlationOf = async (eventId: string) =>
    (await db.query<{ correlation_id: string | null }>(`SELECT correlation_id FROM kit.outbox WHERE id = $1`, [eventId])).rows[0]!
      .correlation_id;

  it('stamps the events a request writes with its X-Request-Id, or with the id it was given', async () => {
    const given = await request(app).post('/views').set('X-Request-Id', 'req-from-gateway').send({ productId: 'p-1' });
    expect(given.body.seen).toBe('req-from-gateway');
    expect(await correlationOf(given.body.eventId)).toBe('req-from-gateway');

    const fresh = await request(app).post('/views').send({ productId: 'p-2' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await correlationOf(fresh.body.eventId)).toBe(fresh.headers['x-request-id']);
  });

  it('keeps requests under way at once apart', async () => {
    const ids = Array.from({ length: 12 }, (_, n) => `req-${n}`);
    const answers = await Promise.all(ids.map((id) => request(app).post('/views').set('X-Request-Id', id).send({ productId: id })));
    expect(answers.map((a) => a.body.seen)).toEqual(ids);
    expect(await Promise.all(answers.map((a) => correlationOf(a.body.eventId)))).toEqual(ids);
  });
});
