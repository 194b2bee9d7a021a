import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { cartService } from '../src';

// Every route of a shopper's cart answers only to that shopper: another shopper gets 403; a visitor
// (even one with a cart of their own) 401; and the owner's cart stays as it was. One row per route.
const LINE = '11111111-1111-4111-8111-111111111111';
type Route = [method: 'get' | 'put' | 'patch' | 'delete', path: (userId: string) => string, body?: object];
const OWN_ROUTES: Route[] = [
  ['get', (id) => `/api/cart/${id}`],
  ['put', (id) => `/api/cart/${id}`, { productId: LINE, quantity: 1 }],
  ['patch', (id) => `/api/cart/${id}/${LINE}`, { quantity: 5 }],
  ['delete', (id) => `/api/cart/${id}/${LINE}`],
  ['delete', (id) => `/api/cart/${id}`],
];

describe.each(BACKENDS)("a shopper's cart answers only to them on $label", (backend) => {
  let svc: StartedTestService;
  const ada = { userId: crypto.randomUUID(), auth: {} as Record<string, string> };
  let bob: Record<string, string>;

  beforeAll(async () => {
    svc = await startTestService(cartService, { ...backend, env: { CATALOG_URL: 'http://127.0.0.1:9' } });
    const auth = await testAuth();
    ada.auth = { Authorization: `Bearer ${await auth.tokenFor({ userId: ada.userId, name: 'Ada' })}` };
    bob = { Authorization: `Bearer ${await auth.tokenFor({ userId: crypto.randomUUID(), name: 'Bob' })}` };
    // Ada's cart holds a line (written as the service writes it: the catalogue is not needed for this).
    await svc.db.query(
      `INSERT INTO cart.lines (user_id, product_id, variant_id, name, price_cents, image_url, stock, quantity)
       VALUES ($1, $2, $2, 'Toque', 1999, '', 10, 2)`,
      [ada.userId, LINE],
    );
  });
  afterAll(async () => svc?.close());

  const adasLines = async () =>
    (await svc.db.query(`SELECT product_id, quantity FROM cart.lines WHERE user_id = $1 ORDER BY product_id`, [ada.userId])).rows;

  it.each(OWN_ROUTES.map((r) => [`${r[0].toUpperCase()} ${r[1]('{userId}')}`, r] as const))(
    '%s: 403 for another shopper, 401 for a visitor, and nothing changes',
    async (_name, [method, path, body]) => {
      const before = await adasLines();
      expect(before).toEqual([{ product_id: LINE, quantity: 2 }]);
      const asBob = await request(svc.app)[method](path(ada.userId)).set(bob).send(body);
      expect([asBob.status, asBob.body.error]).toEqual([403, 'You can only access your own account.']);
      const visitor = request(svc.app)[method](path(ada.userId));
      const asVisitor = await visitor.set('Cookie', `${GUEST_CART_COOKIE}=${'V'.repeat(43)}`).send(body);
      expect([asVisitor.status, asVisitor.body.error]).toEqual([401, 'Please log in first.']);
      expect(await adasLines()).toEqual(before);
    },
  );
});
