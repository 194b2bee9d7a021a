import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminPromotion, PromotionInput, shopDayStart } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { ordersService } from '../src';

// Staff make, change, pause and end promotions and generate single-use codes; every change is audited,
// and only staff may.
describe('days of the shop’s calendar', () => {
  it('starts a day at midnight in Toronto, in winter and in summer, and runs an end day through', () => {
    expect(shopDayStart('2026-12-26').toISOString()).toBe('2026-12-26T05:00:00.000Z'); // EST, UTC-5
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z'); // EDT, UTC-4
    const boxing = PromotionInput.parse({
      name: 'Boxing Day',
      code: 'boxing25',
      benefit: { kind: 'percent', percent: 25 },
      startsAt: '2026-12-26',
      endsAt: '2026-12-31',
    });
    expect([boxing.code, boxing.applies, boxing.startsAt.toISOString(), boxing.endsAt?.toISOString()]).toEqual([
      'BOXING25',
      'with-code',
      '2026-12-26T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ]);
  });

  it('refuses terms that make no sense, each with its code', () => {
    const problem = (input: object) => PromotionInput.safeParse(input).error?.issues.map((i) => i.message);
    const base = { name: 'X', benefit: { kind: 'percent', percent: 10 }, startsAt: '2026-12-26' };
    expect(problem({ ...base, benefit: { kind: 'percent', percent: 150 } })).toEqual(['promotion.percent.range']);
    expect(problem({ ...base, benefit: { kind: 'percent', percent: 12.345 } })).toEqual(['promotion.percent.range']);
    expect(problem({ ...base, endsAt: '2026-12-25' })).toEqual(['The promotion must end after it starts.']);
    expect(problem({ ...base, code: 'a b' })).toEqual(['promotion.code.format']);
    expect(problem({ ...base, startsAt: 'Boxing Day' })).toEqual([
      'Enter a day (2026-12-26) or a time with its offset (2026-12-26T09:00:00-05:00).',
    ]);
    expect(
      problem({
        ...base,
        benefit: {
          kind: 'tiers',
          tiers: [
            { quantity: 5, percent: 20 },
            { quantity: 2, percent: 10 },
          ],
        },
      }),
    ).toEqual(['promotion.tiers.order']);
  });
});

describe.each(BACKENDS)('promotions in the back office on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    // The catalogue and the payment provider are not called by these routes: addresses nothing answers.
    svc = await startTestService(ordersService, {
      ...backend,
      env: { CATALOG_URL: 'http://127.0.0.1:9', PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9', STRIPE_WEBHOOK_SECRET: 'whsec_unused' },
    });
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}` };
    shopper = { Authorization: `Bearer ${await auth.tokenFor({ userId: crypto.randomUUID(), name: 'Ada' })}` };
  });
  afterAll(async () => svc?.close());

  const api = () => request(svc.app);
  const boxing = {
    name: 'Boxing Day: 25 % off Outdoor',
    code: 'Boxing25',
    target: { kind: 'categories', names: ['Outdoor'] },
    benefit: { kind: 'percent', percent: 25 },
    startsAt: '2026-12-26',
    endsAt: '2026-12-31',
    usageLimit: 200,
  };

  it('lets only staff see or change promotions', async () => {
    expect((await api().get('/api/admin/promotions')).status).toBe(401);
    expect((await api().get('/api/admin/promotions').set(shopper)).status).toBe(403);
    expect((await api().post('/api/admin/promotions').set(shopper).send(boxing)).status).toBe(403);
  });

  it('creates a promotion with its code, refuses the code twice, and audits it', async () => {
    const made = await api().post('/api/admin/promotions').set(admin).send(boxing);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const p: AdminPromotion = made.body;
    expect(p).toMatchObject({
      name: boxing.name,
      code: 'BOXING25',
      applies: 'with-code',
      benefit: { kind: 'percent', percent: 25 },
      startsAt: '2026-12-26T05:00:00.000Z',
      endsAt: '2027-01-01T05:00:00.000Z',
      usageLimit: 200,
      status: 'active',
      uses: 0,
      revenue: 0,
      discountGiven: 0,
    });
    const again = await api()
      .post('/api/admin/promotions')
      .set(admin)
      .send({ ...boxing, code: 'boxing25', name: 'Another' });
    expect([again.status, again.body.code, again.body.error]).toEqual([
      409,
      'promotion.code.taken',
      'The code BOXING25 is already another promotion’s.',
    ]);
    const bad = await api()
      .post('/api/admin/promotions')
      .set(admin)
      .send({ ...boxing, benefit: { kind: 'fixed', amount: -5 } });
    expect([bad.status, bad.body.code]).toEqual([400, 'promotion.amount.positive']);
    const audit = (await api().get('/api/admin/audit/orders').set(admin)).body;
    expect(audit.items.find((e: { targetId: string }) => e.targetId === p._id)).toMatchObject({
      action: 'promotion.created',
      targetType: 'promotion',
    });
  });

  it('keeps fixed amounts in cents and gives them back in dollars', async () => {
    const made = await api()
      .post('/api/admin/promotions')
      .set(admin)
      .send({ name: '$10 off $75', benefit: { kind: 'fixed', amount: 10 }, minSubtotal: 75, startsAt: '2026-12-01' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ applies: 'automatically', code: null, benefit: { kind: 'fixed', amount: 10 }, minSubtotal: 75 });
    const { rows } = await svc.db.query<{ benefit: object; min_subtotal_cents: number }>(
      `SELECT benefit, min_subtotal_cents FROM orders.promotions WHERE id = $1`,
      [made.body._id],
    );
    expect(rows[0]).toEqual({ benefit: { kind: 'fixed', amountCents: 1_000 }, min_subtotal_cents: 7_500 });
    const codes = await api().post(`/api/admin/promotions/${made.body._id}/codes`).set(admin).send({ count: 3 });
    expect([codes.status, codes.body.code]).toEqual([409, 'promotion.automatic.noCodes']);
  });

  it('generates unique single-use codes and exports them as CSV', async () => {
    const made = (
      await api()
        .post('/api/admin/promotions')
        .set(admin)
        .send({ name: 'Thank-you card', applies: 'with-code', benefit: { kind: 'fixed', amount: 5 }, startsAt: '2026-12-01' })
    ).body as AdminPromotion;
    const res = await api().post(`/api/admin/promotions/${made._id}/codes`).set(admin).send({ count: 50, prefix: 'thanks' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const codes: string[] = res.body.codes;
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^THANKS-[A-HJ-NP-Z2-9]{10}$/);
    const csv = await api().get(`/api/admin/promotions/${made._id}/codes.csv`).set(admin);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('code,used,createdAt');
    expect(
      rows
        .slice(1)
        .map((r) => r.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(rows.slice(1).every((r) => r.split(',')[1] === 'false')).toBe(true);
    expect((await api().get(`/api/admin/promotions/${made._id}`).set(admin)).body.singleUseCodes).toBe(50);
    const tooMany = await api().post(`/api/admin/promotions/${made._id}/codes`).set(admin).send({ count: 5_001 });
    expect(tooMany.status).toBe(400);
  });

  it('pauses, resumes and ends a promotion; an ended one cannot change again', async () => {
    const p = (
      await api()
        .post('/api/admin/promotions')
        .set(admin)
        .send({ ...boxing, code: 'WINTER10', name: 'Winter 10 %' })
    ).body as AdminPromotion;
    const status = (s: string) => api().patch(`/api/admin/promotions/${p._id}/status`).set(admin).send({ status: s });
    expect((await status('paused')).body.status).toBe('paused');
    expect((await status('active')).body.status).toBe('active');
    const ended = (await status('ended')).body as AdminPromotion;
    expect(ended.status).toBe('ended');
    // Ended now: its end is no later than now.
    expect(new Date(ended.endsAt!).getTime()).toBeLessThanOrEqual(Date.now());
    expect([(await status('active')).status, (await status('active')).body.code]).toEqual([409, 'promotion.ended']);
    const change = await api()
      .put(`/api/admin/promotions/${p._id}`)
      .set(admin)
      .send({ ...boxing, code: 'WINTER10' });
    expect(change.status).toBe(409);
    const audit = (await api().get('/api/admin/audit/orders').set(admin)).body.items as Array<{ targetId: string; action: string }>;
    expect(audit.filter((e) => e.targetId === p._id).map((e) => e.action)).toEqual(
      expect.arrayContaining(['promotion.created', 'promotion.paused', 'promotion.resumed', 'promotion.ended']),
    );
  });

  it('changes a promotion’s terms and its code; an unknown promotion is 404', async () => {
    const p = (
      await api()
        .post('/api/admin/promotions')
        .set(admin)
        .send({ ...boxing, code: 'SPRING5', name: 'Spring' })
    ).body as AdminPromotion;
    const changed = await api()
      .put(`/api/admin/promotions/${p._id}`)
      .set(admin)
      .send({ ...boxing, code: 'SPRING6', name: 'Spring, better', benefit: { kind: 'percent', percent: 30 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ code: 'SPRING6', name: 'Spring, better', benefit: { percent: 30 } });
    // The old code is free again for another promotion.
    const reuse = await api()
      .post('/api/admin/promotions')
      .set(admin)
      .send({ ...boxing, code: 'SPRING5', name: 'Another spring' });
    expect(reuse.status).toBe(201);
    expect((await api().get(`/api/admin/promotions/${crypto.randomUUID()}`).set(admin)).status).toBe(404);
    expect((await api().get('/api/admin/promotions/not-an-id').set(admin)).status).toBe(404);
  });
});
