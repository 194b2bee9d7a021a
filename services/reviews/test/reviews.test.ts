import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { EventPayload, ModerationPage, MyReview, Product, ReviewPage } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import {
  BACKENDS,
  type HeardEvents,
  type StartedTestService,
  type TestDeployment,
  deliverEvent,
  hearEvents,
  startTestDeployment,
  testAuth,
} from '@storefront/testing';
import { reviewsService } from '../src';

type Shopper = { userId: string; name: string; auth: Record<string, string> };

describe.each(BACKENDS)('reviews service on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let svc: StartedTestService;
  let heard: HeardEvents;
  let product: Product;
  let other: Product;
  let admin: Record<string, string>;
  let shopper: (name: string) => Promise<Shopper>;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'reviews');
    catalog = await deployment.start(catalogService);
    svc = await deployment.start(reviewsService, { env: { PUBLIC_URL: 'https://shop.example.ca' } });
    heard = await hearEvents(svc.bus, ['review.invited']);
    const products = ((await request(catalog.app).get('/products')).body as Product[]).filter((p) => !p.giftCard);
    [product, other] = [products[0]!, products[1]!];
    const auth = await testAuth();
    shopper = async (name: string) => {
      const userId = crypto.randomUUID();
      return { userId, name, auth: { Authorization: `Bearer ${await auth.tokenFor({ userId, name })}` } };
    };
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Staff', email: 'staff@example.ca' })}` };
  });
  afterAll(async () => {
    await heard?.stop();
    await deployment?.close();
  });

  /** A paid order of `p` for `who`; and its delivery. */
  const buy = async (who: Shopper, p: Product, extra: Partial<EventPayload<'payment.completed'>> = {}) => {
    const orderId = crypto.randomUUID();
    const paid: EventPayload<'payment.completed'> = {
      orderId,
      userId: who.userId,
      customerEmail: `${who.name.toLowerCase()}@example.ca`,
      customerName: `${who.name} Lovelace`,
      language: 'fr',
      items: [{ productId: p._id, variantId: p._id, name: p.name, options: { Taille: 'M' }, price: p.price, quantity: 2 }],
      subtotal: p.price * 2,
      tax: 0,
      totalAmount: p.price * 2,
      currency: 'cad',
      paidAt: new Date().toISOString(),
      ...extra,
    };
    await deliverEvent(svc, 'reviews', createEvent('payment.completed', paid));
    return orderId;
  };
  const deliver = (who: Shopper, orderId: string) =>
    deliverEvent(
      svc,
      'reviews',
      createEvent('order.delivered', {
        orderId,
        userId: who.userId,
        customerEmail: '',
        customerName: who.name,
        deliveredAt: new Date().toISOString(),
      }),
    );
  const write = (who: Shopper | undefined, p: Product, body: object) =>
    request(svc.app)
      .post(`/api/products/${p._id}/reviews`)
      .set(who?.auth ?? {})
      .send(body);
  const outbox = async (type: string) =>
    (
      await svc.db.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM reviews.outbox WHERE type = $1 ORDER BY seq`, [type])
    ).rows.map((r) => r.payload);
  const shown = async (p: Product, query = '') => (await request(svc.app).get(`/api/products/${p._id}/reviews${query}`)).body as ReviewPage;
  const catalogRating = async (p: Product, count: number) => {
    for (let i = 0; i < 200; i++) {
      const found = (await request(catalog.app).get(`/api/products/${p._id}`)).body as Product;
      if (found.rating?.count === count) return found.rating;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the catalogue never showed ${count} reviews of ${p.name}`);
  };

  it('lets only a buyer whose order was delivered review, once, and holds it for staff', async () => {
    const ada = await shopper('Ada');
    const bob = await shopper('Bob');
    expect((await write(undefined, product, { rating: 4 })).status).toBe(401);
    const notBought = await write(bob, product, { rating: 4 });
    expect([notBought.status, notBought.body.code]).toEqual([403, 'review.notBought']);
    const orderId = await buy(ada, product);
    const early = await write(ada, product, { rating: 4 });
    expect([early.status, early.body.code]).toEqual([403, 'review.notDelivered']);
    await deliver(ada, orderId);

    const bad = await write(ada, product, { rating: 6, title: 'x'.repeat(121) });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string; code: string }) => [d.path, d.code])).toEqual(
      expect.arrayContaining([
        ['body.rating', 'review.rating.invalid'],
        ['body.title', 'field.label.tooLong'],
      ]),
    );

    const posted = await write(ada, product, {
      rating: 4,
      title: 'Chaude et légère',
      text: 'Parfaite pour l’hiver à Montréal.',
      language: 'fr',
    });
    expect(posted.status).toBe(201);
    const review = posted.body as MyReview;
    expect(review).toMatchObject({
      rating: 4,
      language: 'fr',
      authorName: 'Ada',
      verifiedPurchase: true,
      options: { Taille: 'M' },
      status: 'pending',
    });
    expect((await write(ada, product, { rating: 5 })).body.code).toBe('review.already');
    // Waiting: not shown, and no rating yet; the author sees it as theirs.
    expect((await shown(product)).summary).toEqual({ average: 0, count: 0, stars: [0, 0, 0, 0, 0] });
    const asAda = (await request(svc.app).get(`/api/products/${product._id}/reviews`).set(ada.auth)).body as ReviewPage;
    expect(asAda.mine?.status).toBe('pending');
    expect(await outbox('review.approved')).toEqual([]);
  });

  it('invites the buyer once after delivery, to review what they kept, with a link that stops the invitations', async () => {
    const cleo = await shopper('Cleo');
    const orderId = await buy(cleo, product, {
      items: [
        { productId: product._id, name: product.name, price: product.price, quantity: 1 },
        { productId: other._id, name: other.name, price: other.price, quantity: 1 },
        { productId: crypto.randomUUID(), name: 'Gift card', price: 50, quantity: 1, giftCard: true },
      ],
    });
    await deliverEvent(
      svc,
      'reviews',
      createEvent('order.refunded', {
        orderId,
        userId: cleo.userId,
        customerEmail: '',
        customerName: 'Cleo',
        refundId: crypto.randomUUID(),
        amount: other.price,
        currency: 'cad',
        items: [{ productId: other._id, name: other.name, quantity: 1 }],
        orderFullyRefunded: false,
        refundedAt: new Date().toISOString(),
      }),
    );
    await deliver(cleo, orderId);
    await deliver(cleo, orderId);
    const invitations = (await outbox('review.invited')).filter((i) => i.userId === cleo.userId) as EventPayload<'review.invited'>[];
    expect(invitations).toHaveLength(1);
    const [invitation] = invitations;
    expect(invitation).toMatchObject({ email: 'cleo@example.ca', language: 'fr', orderId });
    // The refunded line and the gift card are not in it.
    expect(invitation!.items).toEqual([
      { productId: product._id, name: product.name, options: {}, reviewUrl: `https://shop.example.ca/product/${product._id}#write-review` },
    ]);
    const refunded = await write(cleo, other, { rating: 1 });
    expect([refunded.status, refunded.body.code]).toEqual([403, 'review.notBought']);

    // The link to stop them as the mailer hears it: the outbox keeps none once the event is sent.
    const { stopUrl } = await heard.announced('review.invited', (i) => i.userId === cleo.userId);
    const token = new URL(stopUrl).searchParams.get('token');
    expect(
      (
        await request(svc.app)
          .post('/api/reviews/invitations/stop')
          .send({ token: 'x'.repeat(43) })
      ).body.code,
    ).toBe('review.invitations.link');
    expect((await request(svc.app).post('/api/reviews/invitations/stop').send({ token })).body).toEqual({ stopped: true });
    await deliver(cleo, await buy(cleo, other));
    expect((await outbox('review.invited')).filter((i) => i.userId === cleo.userId)).toHaveLength(1);
  });

  it('shows what staff approve, sums it up for the catalogue, and audits each step', async () => {
    const dee = await shopper('Dee');
    const eve = await shopper('Eve');
    await deliver(dee, await buy(dee, other));
    await deliver(eve, await buy(eve, other));
    const five = (await write(dee, other, { rating: 5, title: 'Great', text: 'Warm and light.' })).body as MyReview;
    const two = (await write(eve, other, { rating: 2, text: 'Too small for me.' })).body as MyReview;

    expect((await request(svc.app).get('/api/admin/reviews').set(dee.auth)).status).toBe(403);
    const queue = (await request(svc.app).get('/api/admin/reviews?status=pending').set(admin)).body as ModerationPage;
    expect(queue.items.map((r) => r._id)).toEqual(expect.arrayContaining([five._id, two._id]));

    for (const r of [five, two]) expect((await request(svc.app).post(`/api/admin/reviews/${r._id}/approve`).set(admin)).status).toBe(200);
    expect((await request(svc.app).post(`/api/admin/reviews/${five._id}/approve`).set(admin)).body.code).toBe('review.alreadyApproved');
    const page = await shown(other);
    expect(page.summary).toEqual({ average: 3.5, count: 2, stars: [0, 1, 0, 0, 1] });
    expect(page.reviews.map((r) => r.rating)).toEqual([2, 5]);
    expect((await shown(other, '?sort=highest')).reviews.map((r) => r.rating)).toEqual([5, 2]);
    expect((await shown(other, '?stars=5')).reviews.map((r) => r._id)).toEqual([five._id]);
    expect((await request(svc.app).get(`/api/products/${other._id}/reviews?stars=6`)).body.details[0].code).toBe('query.stars');
    expect(await catalogRating(other, 2)).toEqual({ average: 3.5, count: 2 });

    // Helpful once per shopper, never one's own; reported once each.
    expect((await request(svc.app).post(`/api/reviews/${five._id}/helpful`).set(eve.auth)).body).toEqual({ helpful: 1, voted: true });
    expect((await request(svc.app).post(`/api/reviews/${five._id}/helpful`).set(eve.auth)).body).toEqual({ helpful: 1, voted: true });
    expect((await request(svc.app).post(`/api/reviews/${five._id}/helpful`).set(dee.auth)).body.code).toBe('review.ownHelpful');
    expect((await shown(other, '?sort=helpful')).reviews[0]!._id).toBe(five._id);
    for (let i = 0; i < 2; i++)
      await request(svc.app).post(`/api/reviews/${two._id}/reports`).set(dee.auth).send({ reason: 'Not about the parka' });
    const reported = (await request(svc.app).get('/api/admin/reviews?status=reported').set(admin)).body as ModerationPage;
    expect(reported.items.find((r) => r._id === two._id)?.reports).toHaveLength(1);

    const reply = await request(svc.app)
      .put(`/api/admin/reviews/${two._id}/reply`)
      .set(admin)
      .send({ text: 'Our sizes run small: try one up.' });
    expect(reply.body.reply.text).toBe('Our sizes run small: try one up.');
    expect((await request(svc.app).post(`/api/admin/reviews/${two._id}/reject`).set(admin).send({})).body.code).toBe(
      'review.reject.reasonRequired',
    );
    await request(svc.app).post(`/api/admin/reviews/${two._id}/reject`).set(admin).send({ reason: 'Off topic' });
    expect(await catalogRating(other, 1)).toEqual({ average: 5, count: 1 });
    const mine = (await request(svc.app).get('/api/reviews/mine').set(eve.auth)).body.reviews as MyReview[];
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Off topic' });

    const audit = (await request(svc.app).get('/api/admin/audit/reviews').set(admin)).body.items as Array<{
      action: string;
      targetId: string;
    }>;
    expect(audit.filter((a) => a.targetId === two._id).map((a) => a.action)).toEqual([
      'review.rejected',
      'review.replied',
      'review.approved',
    ]);
    const versions = (await outbox('review.removed')).concat(await outbox('review.approved')).filter((e) => e.productId === other._id);
    expect(versions.map((e) => e.version).sort()).toEqual([1, 2, 3]);
  });

  it('holds back links, profanity and pasted text; the author edits and deletes their own', async () => {
    const fay = await shopper('Fay');
    const gus = await shopper('Gus');
    await deliver(fay, await buy(fay, product));
    await deliver(gus, await buy(gus, product));
    const linked = (await write(fay, product, { rating: 5, text: 'Cheaper at www.parkas-discount.example.com today' })).body as MyReview;
    const queue = (await request(svc.app).get('/api/admin/reviews').set(admin)).body as ModerationPage;
    expect(queue.items.find((r) => r._id === linked._id)?.heldFor).toEqual(['link']);

    const pasted = 'This parka kept me warm through a whole Winnipeg winter without fail.';
    const first = (await write(gus, product, { rating: 5, text: pasted })).body as MyReview;
    const edited = await request(svc.app)
      .patch(`/api/reviews/${linked._id}`)
      .set(fay.auth)
      .send({ text: `${pasted}!` });
    expect(edited.status).toBe(200);
    const again = (await request(svc.app).get('/api/admin/reviews').set(admin)).body as ModerationPage;
    expect(again.items.find((r) => r._id === linked._id)?.heldFor).toEqual(['repeated']);
    expect(again.items.find((r) => r._id === first._id)?.heldFor).toEqual([]);

    expect((await request(svc.app).patch(`/api/reviews/${linked._id}`).set(gus.auth).send({ rating: 1 })).body.code).toBe('review.ownOnly');
    expect((await request(svc.app).patch(`/api/reviews/${linked._id}`).set(fay.auth).send({})).body.code).toBe('review.nothingToChange');
    expect((await request(svc.app).delete(`/api/reviews/${linked._id}`).set(fay.auth)).status).toBe(204);
    expect((await request(svc.app).delete(`/api/reviews/${linked._id}`).set(fay.auth)).status).toBe(404);
    // Deleted, it can be written again.
    expect((await write(fay, product, { rating: 3, text: 'Quelle merde, cette fermeture éclair.', language: 'fr' })).status).toBe(201);
    const held = (await request(svc.app).get('/api/admin/reviews').set(admin)).body as ModerationPage;
    expect(held.items.find((r) => r.userId === fay.userId)?.heldFor).toEqual(['profanity']);
  });
});
