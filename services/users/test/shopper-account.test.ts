import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartService } from '@storefront/cart';
import { catalogService } from '@storefront/catalog';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment } from '@storefront/testing';
import { usersService } from '../src';

describe.each(BACKENDS)('shopper accounts: profile, password, address book, wishlist and history, on $label', (backend) => {
  let deployment: TestDeployment;
  let svc: StartedTestService;
  let cart: StartedTestService;
  /** Ids of real products of the catalogue. */
  let products: string[];
  let ada: { id: string; auth: { Authorization: string } };
  let bob: { id: string; auth: { Authorization: string } };
  let admin: { auth: { Authorization: string } };

  const signUp = async (name: string, email: string, password = 'long-enough-1') => {
    await request(svc.app).post('/api/users/register').send({ name, email, password });
    const login = await request(svc.app).post('/api/users/login').send({ email, password });
    return { id: login.body.user._id as string, auth: { Authorization: `Bearer ${login.body.token}` } };
  };

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'accounts');
    const catalog = await deployment.start(catalogService, { listen: true });
    svc = await deployment.start(usersService, {
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', ADMIN_PASSWORD: 'admin-password-1', CATALOG_URL: catalog.url },
    });
    cart = await deployment.start(cartService, { env: { CATALOG_URL: catalog.url } });
    products = ((await request(catalog.app).get('/products')).body as Array<{ _id: string }>).map((p) => p._id);
    ada = await signUp('Ada', 'ada@example.ca');
    bob = await signUp('Bob', 'bob@example.ca');
    const a = await request(svc.app).post('/api/users/login').send({ email: 'admin@storefront.test', password: 'admin-password-1' });
    admin = { auth: { Authorization: `Bearer ${a.body.token}` } };
  });
  afterAll(async () => deployment?.close());

  const as = (who: { auth: Record<string, string> }) => ({
    get: (url: string) => request(svc.app).get(url).set(who.auth),
    put: (url: string, body?: object) => request(svc.app).put(url).set(who.auth).send(body),
    post: (url: string, body?: object) => request(svc.app).post(url).set(who.auth).send(body),
    delete: (url: string) => request(svc.app).delete(url).set(who.auth),
  });

  describe('profile', () => {
    it('updates the name and profile address, keeping the email', async () => {
      const res = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada Lovelace',
        email: 'ada@example.ca',
        address: {
          fullName: 'Ada Lovelace',
          street: '1 King St W',
          apartment: 'Suite 4',
          city: 'Toronto',
          state: 'ON',
          country: 'Canada',
          postalCode: 'M5H 1A1',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.ca', address: { apartment: 'Suite 4', city: 'Toronto' } });
      expect((await as(ada).get(`/api/users/${ada.id}`)).body.name).toBe('Ada Lovelace');
    });

    it('refuses a Canadian profile address with a postal code or province that is not one, changing nothing', async () => {
      const bad = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada',
        address: { country: 'Canada', state: 'Narnia', postalCode: '90210' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { message: string }) => d.message)).toEqual(
        expect.arrayContaining(['A Canadian postal code looks like A1A 1A1.', '"Narnia" is not a Canadian province or territory.']),
      );
      expect((await as(ada).get(`/api/users/${ada.id}`)).body).toMatchObject({ name: 'Ada Lovelace', address: { postalCode: 'M5H 1A1' } });
      const tidy = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada Lovelace',
        address: { country: 'Canada', state: 'ON', postalCode: 'm5h1a1' },
      });
      expect(tidy.body.address.postalCode).toBe('M5H 1A1');
      const abroad = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada Lovelace',
        address: { country: 'UK', state: 'Greater London', postalCode: 'SW1A 2AA' },
      });
      expect([abroad.status, abroad.body.error]).toEqual([400, 'We deliver within Canada only.']);
      // The province decides the tax: a Montréal postal code is not in Ontario.
      const misplaced = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada Lovelace',
        address: { state: 'ON', postalCode: 'H2X 1Y4' },
      });
      expect(misplaced.status).toBe(400);
      expect(misplaced.body.details).toEqual([
        expect.objectContaining({
          path: 'body.address.postalCode',
          code: 'address.postalCode.province',
          values: { postalCode: 'H2X 1Y4' },
        }),
      ]);
    });

    it('changes only the parts of the address that are sent', async () => {
      const full = {
        fullName: 'Ada Lovelace',
        street: '1 Rue Sainte-Catherine',
        apartment: '',
        city: 'Montréal',
        state: 'QC',
        country: 'Canada',
        postalCode: 'H2X 1Y4',
      };
      expect((await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada Lovelace', address: full })).status).toBe(200);
      const res = await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada Lovelace', address: { apartment: 'Apt 9' } });
      expect(res.status).toBe(200);
      expect(res.body.address).toEqual({ ...full, apartment: 'Apt 9' });
      // the stored province (Quebec) decides which postal codes fit
      expect(
        (await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada Lovelace', address: { postalCode: 'h3b2y5' } })).body.address.postalCode,
      ).toBe('H3B 2Y5');
      const elsewhere = await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada Lovelace', address: { postalCode: 'M5H 1A1' } });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.error).toBe('The postal code M5H 1A1 is not in the province chosen: check the province and the postal code.');
    });

    it('counts two partial changes made at the same moment, and lets a name change leave an older address be', async () => {
      const gus = await signUp('Gus', 'gus@example.ca');
      const [a, b] = await Promise.all([
        as(gus).put(`/api/users/${gus.id}`, { name: 'Gus', address: { street: '9 Bay St' } }),
        as(gus).put(`/api/users/${gus.id}`, { name: 'Gus', address: { city: 'Toronto' } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await as(gus).get(`/api/users/${gus.id}`)).body.address).toMatchObject({ street: '9 Bay St', city: 'Toronto' });
      // An address kept from before today's rules (a country we do not deliver to) does not block a new name.
      await svc.db.query(`UPDATE users.accounts SET address = address || '{"country":"Atlantis"}'::jsonb WHERE id = $1`, [gus.id]);
      const renamed = await as(gus).put(`/api/users/${gus.id}`, { name: 'Gustav' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Gustav', address: { country: 'Atlantis', street: '9 Bay St' } });
    });

    it('takes only the countries we deliver to, written the usual way', async () => {
      const mars = await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada Lovelace', address: { country: 'Mars' } });
      expect(mars.status).toBe(400);
      expect(mars.body.error).toBe('We deliver within Canada only.');
      const ok = await as(ada).put(`/api/users/${ada.id}`, {
        name: 'Ada Lovelace',
        address: {
          fullName: 'Ada Lovelace',
          street: '1 King St W',
          city: 'Toronto',
          state: 'Ontario',
          country: 'canada',
          postalCode: 'm5h1a1',
        },
      });
      expect(ok.body.address).toMatchObject({ country: 'Canada', state: 'ON', postalCode: 'M5H 1A1' });
    });

    it('refuses to change the email, a blank name, and anyone else (admins included)', async () => {
      const email = await as(ada).put(`/api/users/${ada.id}`, { name: 'Ada', email: 'other@example.ca' });
      expect(email.status).toBe(400);
      expect(email.body.error).toBe('The email address cannot be changed here.');
      expect((await as(ada).put(`/api/users/${ada.id}`, { name: '  ' })).body.error).toBe('Name is required.');
      expect((await as(bob).put(`/api/users/${ada.id}`, { name: 'Hacked' })).status).toBe(403);
      expect((await as(admin).put(`/api/users/${ada.id}`, { name: 'Hacked' })).status).toBe(403);
      expect((await request(svc.app).put(`/api/users/${ada.id}`).send({ name: 'Hacked' })).status).toBe(401);
    });
  });

  describe('password', () => {
    it('needs the current password, then the new one works and the old one does not', async () => {
      const wrong = await as(bob).put(`/api/users/${bob.id}/password`, { currentPassword: 'nope-nope', password: 'brand-new-secret' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Your current password is not correct.');
      expect((await as(bob).put(`/api/users/${bob.id}/password`, { password: 'brand-new-secret' })).body.error).toBe(
        'Your current password is required.',
      );
      expect((await as(bob).put(`/api/users/${bob.id}/password`, { currentPassword: 'long-enough-1', password: 'short' })).status).toBe(
        400,
      );
      expect(
        (await as(ada).put(`/api/users/${bob.id}/password`, { currentPassword: 'long-enough-1', password: 'brand-new-secret' })).status,
      ).toBe(403);

      const ok = await as(bob).put(`/api/users/${bob.id}/password`, { currentPassword: 'long-enough-1', password: 'brand-new-secret' });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('Password changed successfully!');
      expect((await request(svc.app).post('/api/users/login').send({ email: 'bob@example.ca', password: 'long-enough-1' })).status).toBe(
        401,
      );
      expect((await request(svc.app).post('/api/users/login').send({ email: 'bob@example.ca', password: 'brand-new-secret' })).status).toBe(
        200,
      );
      bob = await signUp('Bob', 'bob@example.ca', 'brand-new-secret'); // signed in again (registering again is refused, the login works)
    });

    it('leaves no session standing that signed in with the old password while it was being changed', async () => {
      const hal = await signUp('Hal', 'hal@example.ca', 'password-0');
      let current = hal;
      for (let i = 0; i < 4; i++) {
        const [login, change] = await Promise.all([
          request(svc.app)
            .post('/api/users/login')
            .send({ email: 'hal@example.ca', password: `password-${i}` }),
          as(current).put(`/api/users/${hal.id}/password`, { currentPassword: `password-${i}`, password: `password-${i + 1}` }),
        ]);
        expect(change.status).toBe(200);
        current = { id: hal.id, auth: { Authorization: `Bearer ${change.body.token}` } };
        if (login.status === 200) {
          // it signed in with the password that was just replaced: that session is over
          expect((await request(svc.app).get(`/api/users/${hal.id}`).set('Authorization', `Bearer ${login.body.token}`)).status).toBe(401);
        } else {
          expect(login.status).toBe(401);
        }
      }
    });

    it('ends every other session of the account in every service, and keeps this browser signed in', async () => {
      const dora = await signUp('Dora', 'dora@example.ca');
      const elsewhere = await signUp('Dora', 'dora@example.ca'); // the same shopper on another computer
      expect((await request(cart.app).get(`/api/cart/${dora.id}`).set(elsewhere.auth)).status).toBe(200);

      const changed = await as(dora).put(`/api/users/${dora.id}/password`, {
        currentPassword: 'long-enough-1',
        password: 'a-fresh-secret',
      });
      expect(changed.status).toBe(200);
      const cookie = changed.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^token=[^;]+;.*HttpOnly/);
      const renewed = { Authorization: `Bearer ${changed.body.token}` };

      // The users service knows at once; the others hear it as user.sessions-ended.
      const old = await request(svc.app).get(`/api/users/${dora.id}`).set(elsewhere.auth);
      expect(old.status).toBe(401);
      expect(old.body.error).toBe('Your session has expired. Please log in again.');
      const start = Date.now();
      while ((await request(cart.app).get(`/api/cart/${dora.id}`).set(elsewhere.auth)).status !== 401) {
        if (Date.now() - start > 20_000) throw new Error('the cart service never ended the old session');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await request(svc.app).get(`/api/users/${dora.id}`).set(renewed)).status).toBe(200);
      expect((await request(cart.app).get(`/api/cart/${dora.id}`).set(renewed)).status).toBe(200);
      expect((await request(svc.app).post('/api/users/login').send({ email: 'dora@example.ca', password: 'a-fresh-secret' })).status).toBe(
        200,
      );
    });
  });

  describe('logging out', () => {
    it('ends that session on the server: a copy of its token is refused by every service, other sessions go on', async () => {
      // Two sessions of one shopper (a new account would pass the registrations' limit per address).
      const signIn = async () => {
        const login = await request(svc.app).post('/api/users/login').send({ email: 'ada@example.ca', password: 'long-enough-1' });
        return { id: login.body.user._id as string, auth: { Authorization: `Bearer ${login.body.token}` } };
      };
      const laptop = await signIn();
      const phone = await signIn(); // the same shopper on the phone
      expect((await request(cart.app).get(`/api/cart/${laptop.id}`).set(laptop.auth)).status).toBe(200);

      const out = await request(svc.app).post('/api/users/logout').set(laptop.auth);
      expect(out.status).toBe(204);
      expect(out.headers['set-cookie']?.[0]).toMatch(/^token=;/);

      // The users service knows at once; the others hear it as user.sessions-ended.
      const copied = await request(svc.app).get(`/api/users/${laptop.id}`).set(laptop.auth);
      expect(copied.status).toBe(401);
      const start = Date.now();
      while ((await request(cart.app).get(`/api/cart/${laptop.id}`).set(laptop.auth)).status !== 401) {
        if (Date.now() - start > 20_000) throw new Error('the cart service never ended the signed-out session');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await request(svc.app).get(`/api/users/${laptop.id}`).set(phone.auth)).status).toBe(200);
      expect((await request(cart.app).get(`/api/cart/${laptop.id}`).set(phone.auth)).status).toBe(200);
      // Logging out again, or without a session, is still a plain 204.
      expect((await request(svc.app).post('/api/users/logout').set(laptop.auth)).status).toBe(204);
      expect((await request(svc.app).post('/api/users/logout')).status).toBe(204);
    });
  });

  describe('address book', () => {
    const home = {
      fullName: 'Ada Lovelace',
      street: '1 King St W',
      city: 'Toronto',
      province: 'ontario',
      country: 'Canada',
      postalCode: 'm5h1a1',
      phoneNumber: '416-555-0100',
    };
    const cottage = { fullName: 'Ada Lovelace', street: '7 Lake Rd', city: 'Huntsville', province: 'ON', postalCode: 'P1H 2J3' };

    it('adds addresses, the first becoming the default, stored in Canada Post form', async () => {
      const first = await as(ada).post(`/api/users/${ada.id}/addresses`, home);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        province: 'ON',
        postalCode: 'M5H 1A1',
        country: 'Canada',
        isDefault: true,
        phoneNumber: '416-555-0100',
      });
      const second = await as(ada).post(`/api/users/${ada.id}/addresses`, cottage);
      expect(second.body).toMatchObject({ isDefault: false, country: 'Canada', phoneNumber: '' });
      const list = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body;
      expect(list.map((a: { street: string }) => a.street)).toEqual(['1 King St W', '7 Lake Rd']);
    });

    it('makes another address the default, which then comes first', async () => {
      const list = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body;
      const res = await as(ada).post(`/api/users/${ada.id}/addresses/${list[1]._id}/default`);
      expect(res.status).toBe(200);
      expect(res.body.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault])).toEqual([
        ['7 Lake Rd', true],
        ['1 King St W', false],
      ]);
    });

    it('edits an address, and passes the default on when the default is removed', async () => {
      const list = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body;
      const edited = await as(ada).put(`/api/users/${ada.id}/addresses/${list[1]._id}`, { ...home, street: '2 King St W' });
      expect(edited.body.street).toBe('2 King St W');
      expect((await as(ada).delete(`/api/users/${ada.id}/addresses/${list[0]._id}`)).status).toBe(204);
      const after = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body;
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ street: '2 King St W', isDefault: true });
    });

    it.each([
      [{ ...home, postalCode: '12345' }, 'A Canadian postal code looks like A1A 1A1.'],
      [{ ...home, postalCode: 'D1A 1A1' }, 'A Canadian postal code looks like A1A 1A1.'],
      [{ ...home, province: 'Atlantis' }, '"Atlantis" is not a Canadian province or territory.'],
      [{ ...home, street: '' }, 'Street is required.'],
      [{ ...home, city: undefined }, 'City is required.'],
      [{ ...home, phoneNumber: 'call me maybe' }, 'Phone number may contain only digits, spaces, +, -, ( and ).'],
      [{ ...home, country: 'USA', province: 'NY', postalCode: '10001' }, 'We deliver within Canada only.'],
      [{ ...home, province: 'QC' }, 'The postal code M5H 1A1 is not in the province chosen: check the province and the postal code.'],
    ])('refuses a bad address with a message: %j', async (body, message) => {
      const res = await as(ada).post(`/api/users/${ada.id}/addresses`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });

    it('keeps up to 20 addresses, and says so at the 21st', async () => {
      const fay = await signUp('Fay', 'fay@example.ca');
      for (let i = 1; i <= 20; i++)
        expect((await as(fay).post(`/api/users/${fay.id}/addresses`, { ...home, street: `${i} Queen St W` })).status).toBe(201);
      const full = await as(fay).post(`/api/users/${fay.id}/addresses`, { ...home, street: '21 Queen St W' });
      expect(full.status).toBe(409);
      expect(full.body.error).toBe('You can keep up to 20 addresses. Remove one first.');
      expect((await as(fay).get(`/api/users/${fay.id}/addresses`)).body).toHaveLength(20);
    });

    it('keeps exactly one default when set-default and remove race each other', async () => {
      const carol = await signUp('Carol', 'carol@example.ca');
      const ids: string[] = [];
      for (const street of ['1 A St', '2 B St', '3 C St', '4 D St']) {
        ids.push((await as(carol).post(`/api/users/${carol.id}/addresses`, { ...home, street })).body._id);
      }
      const results = await Promise.all([
        ...ids.flatMap((id) => [
          as(carol).post(`/api/users/${carol.id}/addresses/${id}/default`),
          as(carol).post(`/api/users/${carol.id}/addresses/${id}/default`),
        ]),
        as(carol).delete(`/api/users/${carol.id}/addresses/${ids[0]}`),
      ]);
      expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      const after = (await as(carol).get(`/api/users/${carol.id}/addresses`)).body as Array<{ isDefault: boolean }>;
      expect(after).toHaveLength(3);
      expect(after.filter((a) => a.isDefault)).toHaveLength(1);
      expect(after[0]!.isDefault).toBe(true);
    });

    it.each([
      [{ country: 'Kanada' }, 'We deliver within Canada only.'],
      [{ country: 'UK', province: 'London', postalCode: 'SW1A 2AA' }, 'We deliver within Canada only.'],
      [{ street: '1 King St\nBcc: x@example.com' }, 'Street must be one line of text, without control characters.'],
    ])('refuses %j with a message', async (change, message) => {
      const res = await as(ada).post(`/api/users/${ada.id}/addresses`, { ...home, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });

    it('keeps the apartment line', async () => {
      const res = await as(bob).post(`/api/users/${bob.id}/addresses`, { ...home, apartment: 'Apt 1204' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ apartment: 'Apt 1204', street: home.street });
      expect((await as(bob).get(`/api/users/${bob.id}/addresses`)).body.at(-1)).toMatchObject({ apartment: 'Apt 1204' });
    });

    it("keeps one shopper's addresses from everyone else, admins included", async () => {
      const adaAddress = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body[0];
      expect((await as(bob).get(`/api/users/${ada.id}/addresses`)).status).toBe(403);
      expect((await as(admin).get(`/api/users/${ada.id}/addresses`)).status).toBe(403);
      expect((await as(bob).put(`/api/users/${ada.id}/addresses/${adaAddress._id}`, home)).status).toBe(403);
      // Bob using his own id with Ada's address id finds nothing
      expect((await as(bob).put(`/api/users/${bob.id}/addresses/${adaAddress._id}`, home)).status).toBe(404);
      expect((await as(bob).delete(`/api/users/${bob.id}/addresses/${adaAddress._id}`)).status).toBe(404);
      expect((await as(bob).post(`/api/users/${bob.id}/addresses/${adaAddress._id}/default`)).status).toBe(404);
      expect((await as(bob).delete(`/api/users/${bob.id}/addresses/not-an-id`)).status).toBe(404);
      expect((await as(ada).get(`/api/users/${ada.id}/addresses`)).body).toHaveLength(1);
    });
  });

  describe('wishlist', () => {
    let p1: string;
    let p2: string;
    let p3: string;
    beforeAll(() => ([p1, p2, p3] = products as [string, string, string]));

    it('adds each product once, says whether it was new, and removes', async () => {
      const first = await as(ada).put(`/api/users/${ada.id}/wishlist/${p1}`);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ added: true, productIds: [p1] });
      const again = await as(ada).put(`/api/users/${ada.id}/wishlist/${p1}`);
      expect(again.status).toBe(200);
      expect(again.body.added).toBe(false);
      await as(ada).put(`/api/users/${ada.id}/wishlist/${p2}`);
      expect((await as(ada).get(`/api/users/${ada.id}/wishlist`)).body.productIds.sort()).toEqual([p1, p2].sort());
      expect((await as(ada).delete(`/api/users/${ada.id}/wishlist/${p1}`)).body.productIds).toEqual([p2]);
    });

    it("merges a guest's wishlist without duplicates", async () => {
      const res = await as(ada).post(`/api/users/${ada.id}/wishlist`, { productIds: [p2, p3, p3] });
      expect(res.body.productIds.sort()).toEqual([p2, p3].sort());
    });

    it("takes only products of the catalogue; a guest's list loses those that are gone", async () => {
      const unknown = await as(ada).put(`/api/users/${ada.id}/wishlist/${randomUUID()}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Product not found.');
      const gone = randomUUID();
      const merged = await as(ada).post(`/api/users/${ada.id}/wishlist`, { productIds: [gone, p1] });
      expect(merged.status).toBe(200);
      expect(merged.body.productIds).toContain(p1);
      expect(merged.body.productIds).not.toContain(gone);
    });

    it('holds at most 100 products, and says so', async () => {
      const many = products.slice(10, 10 + 105);
      const merged = await as(bob).post(`/api/users/${bob.id}/wishlist`, { productIds: many.slice(0, 100) });
      expect(merged.body.productIds).toHaveLength(100);
      const full = await as(bob).put(`/api/users/${bob.id}/wishlist/${many[100]}`);
      expect(full.status).toBe(409);
      expect(full.body.error).toBe('Your wishlist can hold up to 100 products. Remove one first.');
      expect((await as(bob).put(`/api/users/${bob.id}/wishlist/${many[0]}`)).status).toBe(200); // already there: fine
      await as(bob).delete(`/api/users/${bob.id}/wishlist/${many[0]}`);
      expect((await as(bob).put(`/api/users/${bob.id}/wishlist/${many[100]}`)).status).toBe(201);
      for (const id of many) await as(bob).delete(`/api/users/${bob.id}/wishlist/${id}`);
    });

    it('refuses bad product ids and other shoppers', async () => {
      expect((await as(ada).put(`/api/users/${ada.id}/wishlist/not-a-product`)).status).toBe(400);
      expect((await as(bob).get(`/api/users/${ada.id}/wishlist`)).status).toBe(403);
      expect((await as(bob).put(`/api/users/${ada.id}/wishlist/${p1}`)).status).toBe(403);
      expect((await as(ada).post(`/api/users/${ada.id}/wishlist`, { productIds: ['x'] })).status).toBe(400);
    });
  });

  describe('browsing history', () => {
    it('keeps the 20 most recent products, newest first, without repeats', async () => {
      const ids = products.slice(200, 223);
      for (const id of ids) await as(bob).post(`/api/users/${bob.id}/history/${id}`);
      await as(bob).post(`/api/users/${bob.id}/history/${ids[10]}`); // seen again: to the front
      const res = await as(bob).get(`/api/users/${bob.id}/history`);
      expect(res.body.productIds).toHaveLength(20);
      expect(res.body.productIds[0]).toBe(ids[10]);
      expect(res.body.productIds[1]).toBe(ids[22]);
      expect(res.body.productIds).not.toContain(ids[0]);
      expect(new Set(res.body.productIds).size).toBe(20);
    });

    it("puts a guest's history, most recent first, in front when they sign in, without products that are gone", async () => {
      const guest = [products[250]!, randomUUID(), products[251]!];
      const res = await as(bob).post(`/api/users/${bob.id}/history`, { productIds: guest });
      expect(res.body.productIds.slice(0, 2)).toEqual([products[250], products[251]]);
      expect(res.body.productIds).toHaveLength(20);
    });

    it('records only products of the catalogue', async () => {
      const res = await as(bob).post(`/api/users/${bob.id}/history/${randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Product not found.');
    });

    it('announces a view to the recommendations once, not again for a reload soon after', async () => {
      const announced = async () =>
        (
          await svc.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM users.outbox WHERE type = 'product.viewed' AND payload->>'productId' = $1 AND payload->>'userId' = $2`,
            [products[260], ada.id],
          )
        ).rows[0]!.n;
      for (let i = 0; i < 5; i++) expect((await as(ada).post(`/api/users/${ada.id}/history/${products[260]}`)).status).toBe(200);
      expect(await announced()).toBe(1);
    });

    it('is refused to everyone else', async () => {
      expect((await as(ada).get(`/api/users/${bob.id}/history`)).status).toBe(403);
      expect((await as(admin).post(`/api/users/${bob.id}/history/${products[0]}`)).status).toBe(403);
    });
  });
  describe('ownership', () => {
    it("refuses every account route on another shopper's id (403), and without a session (401), changing nothing", async () => {
      const addr = (await as(ada).get(`/api/users/${ada.id}/addresses`)).body[0]._id as string;
      const product = products[5]!;
      const address = {
        fullName: 'Mallory',
        street: '1 Evil St',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postalCode: 'M5H 1A1',
        phoneNumber: '416-555-0199',
      };
      const before = await Promise.all(
        ['', '/addresses', '/wishlist', '/history'].map(async (p) => (await as(ada).get(`/api/users/${ada.id}${p}`)).body),
      );
      const routes: Array<[method: 'get' | 'put' | 'post' | 'delete', path: string, body?: object]> = [
        ['put', '', { name: 'Mallory', address: {} }],
        ['put', '/password', { currentPassword: 'long-enough-1', newPassword: 'taken-over-1' }],
        ['get', '/addresses'],
        ['post', '/addresses', address],
        ['put', `/addresses/${addr}`, address],
        ['delete', `/addresses/${addr}`],
        ['post', `/addresses/${addr}/default`],
        ['get', '/wishlist'],
        ['put', `/wishlist/${product}`],
        ['delete', `/wishlist/${product}`],
        ['post', '/wishlist', { productIds: [product] }],
        ['get', '/history'],
        ['post', `/history/${product}`],
        ['post', '/history', { productIds: [product] }],
      ];
      for (const [method, path, body] of routes) {
        const url = `/api/users/${ada.id}${path}`;
        const byBob = await request(svc.app)[method](url).set(bob.auth).send(body);
        expect(byBob.status, `${method} ${path} by another shopper`).toBe(403);
        expect(byBob.body.error, `${method} ${path}`).toEqual(expect.any(String));
        const anonymous = await request(svc.app)[method](url).send(body);
        expect(anonymous.status, `${method} ${path} without a session`).toBe(401);
      }
      const after = await Promise.all(
        ['', '/addresses', '/wishlist', '/history'].map(async (p) => (await as(ada).get(`/api/users/${ada.id}${p}`)).body),
      );
      expect(after).toEqual(before);
    });
  });
});
