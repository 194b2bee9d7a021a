import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { cartService } from '../src';

// Through the service's admin endpoint (what `npm run dead-letters` and the back office use): an event
// the cart's consumer cannot take is listed with why, only to staff, and replayed on request.
describe.each(BACKENDS)('the cart service’s dead letters on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    svc = await startTestService(cartService, { ...backend, env: { CATALOG_URL: 'http://127.0.0.1:9' } });
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Staff' })}` };
    shopper = { Authorization: `Bearer ${await auth.tokenFor({ name: 'Ada' })}` };
  });
  afterAll(async () => svc?.close());

  const list = async () => {
    const res = await request(svc.app).get('/api/admin/dead-letters/cart').set(admin);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  it('lists an event the cart could not take, to staff only, and replays it on request', async () => {
    // A payment.completed whose payload the cart's consumer refuses (no items list): the event's own fault.
    // It carries a guest's order link, for the receipt: staff are never shown it.
    const orderUrl = `https://shop.example.ca/orders/o-1?access=${'S'.repeat(43)}`;
    const bad = createEvent('payment.completed', { orderId: 'o-1', userId: 'u-1', orderUrl });
    await svc.bus.publish(bad).catch(() => {});
    let items: Array<{ consumer: string; eventId: string; reason: string }> = [];
    for (let i = 0; i < 100 && items.length === 0; i++) {
      items = (await list()).body.items;
      if (items.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ consumer: 'cart.payment.completed', eventId: bad.id });
    expect(items[0]!.reason).toMatch(/items/);
    expect(JSON.stringify(items)).not.toContain('S'.repeat(43));
    expect(items[0]).toMatchObject({ event: { payload: { orderId: 'o-1', orderUrl: '[hidden]' } } });

    expect((await request(svc.app).get('/api/admin/dead-letters/cart').set(shopper)).status).toBe(403);
    expect((await request(svc.app).get('/api/admin/dead-letters/cart')).status).toBe(401);
    const which = await request(svc.app).post('/api/admin/dead-letters/cart/replay').set(admin).send({});
    expect([which.status, which.body.message]).toEqual([400, 'Name one event to replay (eventId), or all: true for every one.']);
    expect((await request(svc.app).post('/api/admin/dead-letters/cart/replay').set(admin).send({ eventId: 'nope' })).status).toBe(400);

    // Replayed: handed back to the consumer, which refuses it again (it is still bad) and it is listed again.
    const replayed = await request(svc.app).post('/api/admin/dead-letters/cart/replay').set(admin).send({ eventId: bad.id });
    expect([replayed.status, replayed.body]).toEqual([200, { replayed: 1 }]);
    // Written to the cart's audit log: who handed back which event, and how many went.
    const audit = await request(svc.app).get('/api/admin/audit/cart').set(admin);
    expect(audit.status).toBe(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'dead-letters.replayed',
        targetType: 'event',
        targetId: bad.id,
        actorEmail: expect.stringContaining('@'),
        before: { waiting: 1, events: [{ consumer: 'cart.payment.completed', eventId: bad.id, type: 'payment.completed' }] },
        after: { replayed: 1 },
      }),
    ]);
    expect((await request(svc.app).get('/api/admin/audit/cart').set(shopper)).status).toBe(403);
    for (let i = 0; i < 100; i++) {
      items = (await list()).body.items;
      if (items.length === 1) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(items.map((d) => d.eventId)).toEqual([bad.id]);

    // All at once: one entry for the lot, naming each event that went back.
    expect((await request(svc.app).post('/api/admin/dead-letters/cart/replay').set(admin).send({ all: true })).body).toEqual({
      replayed: 1,
    });
    const latest = (await request(svc.app).get('/api/admin/audit/cart').set(admin)).body.items;
    expect(latest).toHaveLength(2);
    expect(latest[0]).toMatchObject({ targetId: 'all', before: { waiting: 1 }, after: { replayed: 1 } });
  });
});
