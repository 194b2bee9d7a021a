import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { usersService } from '../src';
import { adminCredentials } from '../src/domain/admin';
import { ensureAdmin } from '../src/use-cases/ensure-admin';

describe.each(BACKENDS)('users service on $label', (backend) => {
  let svc: StartedTestService;
  const events: EventEnvelope[] = [];
  beforeAll(async () => {
    svc = await startTestService(usersService, {
      ...backend,
      signsTokens: true,
      // The catalogue is not asked anything in this suite (see shopper-account.test.ts).
      env: {
        PASSWORD_HASH_COST: '10',
        ADMIN_EMAIL: 'boss@shop.test',
        ADMIN_PASSWORD: 'correct horse battery',
        CATALOG_URL: 'http://127.0.0.1:9',
      },
    });
    await svc.bus.subscribe('test-watcher', ['user.registered'], async (e) => void events.push(e));
  });
  afterAll(async () => svc?.close());

  const register = (body: object) => request(svc.app).post('/api/users/register').send(body);
  const login = (email: string, password: string) => request(svc.app).post('/api/users/login').send({ email, password });

  it('registers a shopper and announces it on the bus', async () => {
    const res = await register({ name: ' Ada Lovelace ', email: 'Ada@Example.com', password: 'analytical-engine' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registration successful! Please log in.');
    expect(res.body.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', isAdmin: false });
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt/);
    const start = Date.now();
    while (events.length === 0 && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50));
    expect(events[0]).toMatchObject({ type: 'user.registered', payload: { userId: res.body.user._id, email: 'ada@example.com' } });
  });

  it('never makes a shopper an admin because ADMIN_EMAIL names their address, unless ADMIN_PASSWORD is their password', async () => {
    await register({ name: 'Mallory', email: 'mallory@example.com', password: 'mallorys-own-pass' });
    const isAdmin = async () =>
      (await svc.db.query<{ is_admin: boolean }>(`SELECT is_admin FROM users.accounts WHERE email = 'mallory@example.com'`)).rows[0]!
        .is_admin;
    expect(await ensureAdmin(svc.db, adminCredentials({ ADMIN_EMAIL: 'mallory@example.com', ADMIN_PASSWORD: 'something-else' }))).toBe(
      'refused',
    );
    expect(await ensureAdmin(svc.db, adminCredentials({ ADMIN_EMAIL: 'mallory@example.com' }))).toBe('refused');
    expect(await isAdmin()).toBe(false);
    expect(await ensureAdmin(svc.db, adminCredentials({ ADMIN_EMAIL: 'mallory@example.com', ADMIN_PASSWORD: 'mallorys-own-pass' }))).toBe(
      'promoted',
    );
    expect(await isAdmin()).toBe(true);
    expect(await ensureAdmin(svc.db, adminCredentials({ ADMIN_EMAIL: 'boss@shop.test', ADMIN_PASSWORD: 'changed-since' }))).toBe(
      'existing',
    );
  });

  it('stores a slow hash, never the password', async () => {
    const { rows } = await svc.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users.accounts WHERE email = 'ada@example.com'`,
    );
    // This suite lowers the cost (PASSWORD_HASH_COST=10); passwords.test.ts checks the production one.
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(rows[0]!.password_hash).not.toContain('analytical-engine');
  });

  it('refuses a second account with the same email, whatever its case, with 409', async () => {
    const res = await register({ name: 'Other Ada', email: 'ADA@example.com', password: 'something-else' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists. Please log in instead.');
  });

  it.each([
    [{}, 'Name is required.'],
    [{ name: '  ', email: 'a@b.co', password: 'long-enough' }, 'Name is required.'],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'Email must be a valid email address.'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ name: 'A', email: 'a@b.co', password: 12345678 }, 'Password is required.'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', password: 'long-enough' }, 'Name must be at most 100 characters.'],
    [{ name: 42, email: 'a@b.co', password: 'long-enough' }, 'Name must be text.'],
    [
      { name: 'Eve\r\nBcc: victim@example.com', email: 'a@b.co', password: 'long-enough' },
      'Name must be one line of text, without control characters.',
    ],
    [
      { name: 'Ada\u0000', email: 'a@b.co', password: 'long-enough' },
      'The request contains a NUL character (\\u0000), which no field of the store accepts.',
    ],
  ])('answers a bad registration %j with 400 and "%s"', async (body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('logs in with the spec response, an httpOnly session cookie and a token other services accept', async () => {
    const res = await login('ada@example.com', 'analytical-engine');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), user: { _id: expect.any(String), isAdmin: false, name: 'Ada Lovelace' } });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const { verifier } = await testAuth();
    expect(await verifier.verify(res.body.token)).toEqual({
      userId: res.body.user._id,
      isAdmin: false,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('keeps a shopper signed in for a week and an admin for a working day (admin rights live in the token)', async () => {
    const maxAge = (res: { headers: Record<string, unknown> }) =>
      Number(/Max-Age=(\d+)/.exec(String((res.headers['set-cookie'] as string[])[0]))?.[1]);
    expect(maxAge(await login('ada@example.com', 'analytical-engine'))).toBeGreaterThan(6 * 24 * 3600);
    const admin = await login('boss@shop.test', 'correct horse battery');
    expect(admin.body.user.isAdmin).toBe(true);
    expect(maxAge(admin)).toBeLessThanOrEqual(8 * 3600);
    expect(maxAge(admin)).toBeGreaterThan(7 * 3600);
  });

  it('answers a wrong password or unknown email with the same 401 error', async () => {
    const wrong = await login('ada@example.com', 'difference-engine');
    const unknown = await login('nobody@example.com', 'difference-engine');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password.');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(wrong.body.error);
  });

  it('limits failed logins per account with 429 and Retry-After, and the right password then waits too', async () => {
    await register({ name: 'Target', email: 'target@example.com', password: 'the-real-one' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('target@example.com', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await login('target@example.com', 'the-real-one');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many failed login attempts for this account\. Please try again in \d+ minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('locks an account only for the address the guesses came from: its owner elsewhere still signs in', async () => {
    await register({ name: 'Owner', email: 'owner@example.com', password: 'owners-own-pass' });
    const from = (ip: string, password: string) =>
      request(svc.app).post('/api/users/login').set('X-Forwarded-For', ip).send({ email: 'owner@example.com', password });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.66', `guess-${i}`)).status).toBe(401);
    expect((await from('203.0.113.66', 'owners-own-pass')).status).toBe(429);
    const owner = await from('198.51.100.7', 'owners-own-pass');
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).toBe('Owner');
  });

  it('limits all login attempts from one address (30 in 15 minutes), whatever accounts they name', async () => {
    const from = (i: number) =>
      request(svc.app)
        .post('/api/users/login')
        .set('X-Forwarded-For', '203.0.113.120')
        .send({ email: `sprayed-${i}@example.com`, password: 'a-common-password' });
    for (let i = 0; i < 30; i++) expect((await from(i)).status).toBe(401);
    const limited = await from(30);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many login attempts from this address\. Please try again in \d+ (minutes|seconds)\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await request(svc.app)
          .post('/api/users/login')
          .set('X-Forwarded-For', '203.0.113.121')
          .send({ email: 'x@example.com', password: 'y-password' })
      ).status,
    ).toBe(401);
  });

  it('locks an account for everyone after 100 failed guesses in an hour from many addresses, even for the right password', async () => {
    await register({ name: 'Popular', email: 'popular@example.com', password: 'popular-real-pass' });
    const from = (ip: string, password: string) =>
      request(svc.app).post('/api/users/login').set('X-Forwarded-For', ip).send({ email: 'popular@example.com', password });
    // 25 addresses, 4 guesses each: under the 5 per address, so only the account-wide count can stop them.
    for (let a = 0; a < 25; a++) {
      for (let g = 0; g < 4; g++) expect((await from(`198.18.0.${a + 1}`, `guess-${a}-${g}`)).status).toBe(401);
    }
    const owner = await from('198.18.1.1', 'popular-real-pass');
    expect(owner.status).toBe(429);
    expect(owner.body.error).toMatch(/^Too many failed login attempts for this account\. Please try again in \d+ minutes\.$/);
  });

  it('limits the accounts one address can make', async () => {
    const from = (i: number) =>
      request(svc.app)
        .post('/api/users/register')
        .set('X-Forwarded-For', '203.0.113.99')
        .send({ name: `Bot ${i}`, email: `bot${i}@example.com`, password: 'bots-password' });
    for (let i = 0; i < 10; i++) expect((await from(i)).status).toBe(201);
    const refused = await from(10);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many new accounts from this address\. Please try again in \d+ minutes\.$/);
    expect(
      (
        await request(svc.app)
          .post('/api/users/register')
          .set('X-Forwarded-For', '203.0.113.100')
          .send({ name: 'Real', email: 'real@example.com', password: 'real-password' })
      ).status,
    ).toBe(201);
  });

  it("lets a shopper read their own record, by id and as /me, and nobody else's", async () => {
    const ada = (await login('ada@example.com', 'analytical-engine')).body;
    const target = (await login('boss@shop.test', 'correct horse battery')).body;
    const own = await request(svc.app).get(`/api/users/${ada.user._id}`).set('Authorization', `Bearer ${ada.token}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: ada.user._id, name: 'Ada Lovelace', email: 'ada@example.com', isAdmin: false });
    expect(own.body.address).toMatchObject({ country: 'Canada' });
    const me = await request(svc.app).get('/api/users/me').set('Cookie', `token=${ada.token}`);
    expect(me.body._id).toBe(ada.user._id);

    const other = await request(svc.app).get(`/api/users/${target.user._id}`).set('Authorization', `Bearer ${ada.token}`);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only access your own account.');
    const anonymous = await request(svc.app).get(`/api/users/${ada.user._id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Please log in first.');
  });

  it('has an admin from configuration who can read any record; unknown and malformed ids are 404', async () => {
    const admin = await login('boss@shop.test', 'correct horse battery');
    expect(admin.status).toBe(200);
    expect(admin.body.user.isAdmin).toBe(true);
    const auth = { Authorization: `Bearer ${admin.body.token}` };
    const { rows } = await svc.db.query<{ id: string }>(`SELECT id FROM users.accounts WHERE email = 'ada@example.com'`);
    expect((await request(svc.app).get(`/api/users/${rows[0]!.id}`).set(auth)).body.email).toBe('ada@example.com');
    const unknown = await request(svc.app).get('/api/users/00000000-0000-4000-8000-000000000000').set(auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('User not found.');
    expect((await request(svc.app).get('/api/users/not-an-id').set(auth)).status).toBe(404);
  });

  it('logs out by clearing the session cookie', async () => {
    const res = await request(svc.app).post('/api/users/logout');
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('ends the session on the server when logging out: its token is refused, the event names it, other sessions go on', async () => {
    const signIn = async () => {
      const res = await login('boss@shop.test', 'correct horse battery');
      return { id: res.body.user._id as string, auth: { Authorization: `Bearer ${res.body.token}` } };
    };
    const here = await signIn();
    const there = await signIn();
    expect((await request(svc.app).get(`/api/users/${here.id}`).set(here.auth)).status).toBe(200);
    const session = await (await testAuth()).verifier.verifySession(here.auth.Authorization.slice(7));

    const out = await request(svc.app).post('/api/users/logout').set(here.auth);
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']?.[0]).toMatch(/^token=;/);
    const copied = await request(svc.app).get(`/api/users/${here.id}`).set(here.auth);
    expect([copied.status, copied.body.error]).toEqual([401, 'Your session has expired. Please log in again.']);
    expect((await request(svc.app).get(`/api/users/${there.id}`).set(there.auth)).status).toBe(200);
    const { rows } = await svc.db.query<{ payload: unknown }>(
      `SELECT payload FROM users.outbox WHERE type = 'user.sessions-ended' AND payload->>'userId' = $1`,
      [here.id],
    );
    expect(rows.map((r) => r.payload)).toEqual([
      {
        userId: here.id,
        endedBefore: new Date(0).toISOString(),
        signedOut: { signedInAtMs: session.issuedAtMs, expiresAt: new Date(session.expiresAtMs).toISOString() },
      },
    ]);
    // Again with the ended token, or a forged one: nothing more to end, a plain 204.
    expect((await request(svc.app).post('/api/users/logout').set(here.auth)).status).toBe(204);
    expect((await request(svc.app).post('/api/users/logout').set('Authorization', 'Bearer forged.token.here')).status).toBe(204);
    expect(
      (await svc.db.query(`SELECT 1 FROM users.outbox WHERE type = 'user.sessions-ended' AND payload->>'userId' = $1`, [here.id])).rows,
    ).toHaveLength(1);
  });
});

describe('users service start-up', () => {
  it('creates the development admin when none is configured, once, and on embedded PGlite too', async () => {
    const svc = await startTestService(usersService, {
      signsTokens: true,
      database: 'pglite',
      bus: 'in-process',
      env: { CATALOG_URL: 'http://127.0.0.1:9' },
    });
    try {
      const res = await request(svc.app).post('/api/users/login').send({ email: 'admin@storefront.test', password: 'storefront-admin' });
      expect(res.status).toBe(200);
      expect(res.body.user.isAdmin).toBe(true);
      const { rows } = await svc.db.query<{ n: number; password_hash: string }>(
        `SELECT count(*) OVER () AS n, password_hash FROM users.accounts WHERE is_admin`,
      );
      expect(rows[0]!.n).toBe(1);
      // Unset, PASSWORD_HASH_COST is the production cost.
      expect(rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    } finally {
      await svc.close();
    }
  });

  it('never uses the well-known development password in production', async () => {
    const svc = await startTestService(usersService, {
      signsTokens: true,
      database: 'pglite',
      bus: 'in-process',
      env: { NODE_ENV: 'production', CATALOG_URL: 'http://127.0.0.1:9' },
    });
    try {
      const res = await request(svc.app).post('/api/users/login').send({ email: 'admin@storefront.test', password: 'storefront-admin' });
      expect(res.status).toBe(401);
      const { rows } = await svc.db.query<{ n: number }>(`SELECT count(*) AS n FROM users.accounts WHERE is_admin`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await svc.close();
    }
  });

  it('refuses a lowered password hash cost in production, with what to set', async () => {
    await expect(
      startTestService(usersService, {
        signsTokens: true,
        database: 'pglite',
        bus: 'in-process',
        env: { NODE_ENV: 'production', PASSWORD_HASH_COST: '14', CATALOG_URL: 'http://127.0.0.1:9' },
      }),
    ).rejects.toThrow('PASSWORD_HASH_COST=14 makes passwords cheap to guess: with NODE_ENV=production set it to 15 or more, or unset it.');
  });

  it('refuses to start without the private key it signs sessions with', async () => {
    await expect(
      startTestService(usersService, {
        signsTokens: false,
        database: 'pglite',
        bus: 'in-process',
        env: { CATALOG_URL: 'http://127.0.0.1:9' },
      }),
    ).rejects.toThrow(/AUTH_PRIVATE_KEY/);
  });
});
