import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { usersService } from '../src';

// Every route that holds a shopper's own things (profile, password, addresses, wishlist, history) answers
// only to that shopper: another shopper gets 403, a visitor 401, and nothing of the owner's changes. One
// row per route, so a route whose check is removed (or a new route without one, once listed) fails here.
const PRODUCT = '11111111-1111-4111-8111-111111111111';
const ADDRESS = { fullName: 'Ada Lovelace', street: '1 King St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' };

type Route = [method: 'get' | 'put' | 'post' | 'delete', path: (id: string, addressId: string) => string, body?: object];
const OWN_ROUTES: Route[] = [
  ['put', (id) => `/api/users/${id}`, { name: 'Taken Over' }],
  ['put', (id) => `/api/users/${id}/password`, { currentPassword: 'adas-own-password', newPassword: 'someone-elses-now' }],
  ['get', (id) => `/api/users/${id}/addresses`],
  ['post', (id) => `/api/users/${id}/addresses`, ADDRESS],
  ['put', (id, a) => `/api/users/${id}/addresses/${a}`, { ...ADDRESS, fullName: 'Changed' }],
  ['delete', (id, a) => `/api/users/${id}/addresses/${a}`],
  ['post', (id, a) => `/api/users/${id}/addresses/${a}/default`],
  ['get', (id) => `/api/users/${id}/wishlist`],
  ['put', (id) => `/api/users/${id}/wishlist/${PRODUCT}`],
  ['post', (id) => `/api/users/${id}/wishlist`, { productIds: [PRODUCT] }],
  ['delete', (id) => `/api/users/${id}/wishlist/${PRODUCT}`],
  ['get', (id) => `/api/users/${id}/history`],
  ['post', (id) => `/api/users/${id}/history/${PRODUCT}`],
  ['post', (id) => `/api/users/${id}/history`, { productIds: [PRODUCT] }],
];

describe.each(BACKENDS)("a shopper's own things answer only to them on $label", (backend) => {
  let svc: StartedTestService;
  let ada: { id: string; auth: Record<string, string>; addressId: string };
  let bob: { auth: Record<string, string> };

  beforeAll(async () => {
    svc = await startTestService(usersService, {
      ...backend,
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', CATALOG_URL: 'http://127.0.0.1:9' },
    });
    const account = async (name: string, email: string, password: string) => {
      const made = await request(svc.app).post('/api/users/register').send({ name, email, password });
      const login = await request(svc.app).post('/api/users/login').send({ email, password });
      return { id: made.body.user._id as string, auth: { Authorization: `Bearer ${login.body.token}` } };
    };
    const a = await account('Ada', 'ada.owner@example.com', 'adas-own-password');
    const address = await request(svc.app).post(`/api/users/${a.id}/addresses`).set(a.auth).send(ADDRESS);
    ada = { ...a, addressId: address.body._id };
    bob = await account('Bob', 'bob.other@example.com', 'bobs-own-password');
  });
  afterAll(async () => svc?.close());

  /** What the owner has, to see that nothing changed. */
  const adasThings = async () => {
    const [profile, addresses] = await Promise.all([
      request(svc.app).get(`/api/users/${ada.id}`).set(ada.auth),
      request(svc.app).get(`/api/users/${ada.id}/addresses`).set(ada.auth),
    ]);
    const saved = await svc.db.query(
      `SELECT (SELECT count(*)::int FROM users.wishlist WHERE user_id = $1) AS wishlist, (SELECT count(*)::int FROM users.history WHERE user_id = $1) AS history`,
      [ada.id],
    );
    return { profile: profile.body, addresses: addresses.body, saved: saved.rows[0] };
  };

  it.each(OWN_ROUTES.map((r) => [`${r[0].toUpperCase()} ${r[1]('{id}', '{addressId}')}`, r] as const))(
    '%s: 403 for another shopper, 401 for a visitor, and nothing changes',
    async (_name, [method, path, body]) => {
      const before = await adasThings();
      const url = path(ada.id, ada.addressId);
      const asBob = await request(svc.app)[method](url).set(bob.auth).send(body);
      expect([asBob.status, asBob.body.error]).toEqual([403, 'You can only access your own account.']);
      const asVisitor = await request(svc.app)[method](url).send(body);
      expect([asVisitor.status, asVisitor.body.error]).toEqual([401, 'Please log in first.']);
      expect(await adasThings()).toEqual(before);
      // The owner's password still works (a changed one would not).
      expect(
        (await request(svc.app).post('/api/users/login').send({ email: 'ada.owner@example.com', password: 'adas-own-password' })).status,
      ).toBe(200);
    },
  );

  it('lets only the owner and an admin read a profile; another shopper gets 403', async () => {
    expect((await request(svc.app).get(`/api/users/${ada.id}`).set(bob.auth)).status).toBe(403);
    expect((await request(svc.app).get(`/api/users/${ada.id}`)).status).toBe(401);
    expect((await request(svc.app).get(`/api/users/${ada.id}`).set(ada.auth)).status).toBe(200);
  });
});
