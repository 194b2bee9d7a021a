import express from 'express';
import { SignJWT, importPKCS8 } from 'jose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAuth } from '@storefront/testing';
import {
  ADMIN_SESSION_SECONDS,
  assertOwnerOrAdmin,
  createTokenIssuer,
  errorHandler,
  identify,
  requireSelf,
  requireSelfOrAdmin,
  requireUser,
} from '../src';

// The session token's claims and the identity checks every service's routes are built from, each on
// its own: a default changed, a claim read wrongly or a check that no longer stops anyone fails here.
let auth: Awaited<ReturnType<typeof testAuth>>;
beforeAll(async () => {
  auth = await testAuth();
});

/** A token signed with the store's key the way an older users service (or another issuer of ours) may
 * have written it: only the claims given. */
async function signed(claims: Record<string, unknown>, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  const key = await importPKCS8(auth.keys.privateKey, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject('u-old')
    .setIssuer('storefront-users')
    .setAudience('storefront')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(key);
}

describe('session tokens', () => {
  it('reads a token without a name, an email or an admin claim as a shopper with neither', async () => {
    const { identity } = await auth.verifier.verifySession(await signed({}));
    expect(identity).toEqual({ userId: 'u-old', isAdmin: false, name: '', email: '' });
    // Only a true admin claim makes an admin.
    expect((await auth.verifier.verify(await signed({ isAdmin: 'true' }))).isAdmin).toBe(false);
  });

  it('takes the sign-in time from the millisecond claim, else from the whole-second one', async () => {
    const iat = Math.floor(Date.now() / 1000) - 120;
    expect((await auth.verifier.verifySession(await signed({}, iat))).issuedAtMs).toBe(iat * 1000);
    expect((await auth.verifier.verifySession(await signed({ sat: iat * 1000 + 456 }, iat))).issuedAtMs).toBe(iat * 1000 + 456);
  });

  it('keeps a shopper signed in for a week unless told otherwise, and an admin for at most eight hours', async () => {
    const issuer = await createTokenIssuer(auth.keys.privateKey);
    expect(issuer.ttlSeconds).toBe(7 * 24 * 3600);
    const before = Date.now();
    const shopper = await issuer.issue({ userId: 'u-1', isAdmin: false, name: 'Ada', email: 'ada@example.ca' });
    expect(shopper.expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
    expect(shopper.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600_000 + 1000);
    const admin = await issuer.issue({ userId: 'a-1', isAdmin: true, name: 'Staff', email: 'staff@example.ca' });
    expect(Math.abs(admin.expiresAt.getTime() - before - ADMIN_SESSION_SECONDS * 1000)).toBeLessThanOrEqual(1000);
    const short = await createTokenIssuer(auth.keys.privateKey, 600);
    const brief = await short.issue({ userId: 'a-2', isAdmin: true, name: 'Staff', email: 'staff@example.ca' });
    expect(Math.abs(brief.expiresAt.getTime() - before - 600_000)).toBeLessThanOrEqual(1000);
  });
});

describe('identity checks on routes', () => {
  /** Routes as a service mounts them, made afresh in each test (so each test builds the checks it uses). */
  function routes() {
    const app = express();
    app.use(identify(auth.verifier));
    app.get('/mine', requireUser, (_req, res) => res.json({ ok: true }));
    // Routes whose parameter is named `id` use the checks without saying so.
    app.get('/accounts/:id', requireSelfOrAdmin(), (_req, res) => res.json({ ok: true }));
    app.get('/addresses/:id', requireSelf(), (_req, res) => res.json({ ok: true }));
    app.use(errorHandler);
    return app;
  }
  const as = async (identity: { userId: string; isAdmin?: boolean }) => ({ Authorization: `Bearer ${await auth.tokenFor(identity)}` });

  it('stops a visitor at a route that needs a signed-in shopper, before the route runs', async () => {
    const app = routes();
    const visitor = await request(app).get('/mine');
    expect([visitor.status, visitor.body.error]).toEqual([401, 'Please log in first.']);
    expect(
      (
        await request(app)
          .get('/mine')
          .set(await as({ userId: 'u-1' }))
      ).status,
    ).toBe(200);
  });

  it('checks the `id` parameter when no other is named: their own only, an admin any where admins may', async () => {
    const app = routes();
    const ada = await as({ userId: 'u-1' });
    const admin = await as({ userId: 'a-1', isAdmin: true });
    expect((await request(app).get('/accounts/u-1').set(ada)).status).toBe(200);
    const other = await request(app).get('/accounts/u-2').set(ada);
    expect([other.status, other.body.error]).toEqual([403, 'You can only access your own account.']);
    expect((await request(app).get('/accounts/u-2').set(admin)).status).toBe(200);
    expect((await request(app).get('/addresses/u-1').set(ada)).status).toBe(200);
    const theirs = await request(app).get('/addresses/u-2').set(ada);
    expect([theirs.status, theirs.body.error]).toEqual([403, 'You can only access your own account.']);
    // Addresses are their owner's alone: an admin is refused too.
    expect((await request(app).get('/addresses/u-2').set(admin)).status).toBe(403);
  });

  it('names what was refused after a lookup', () => {
    const ada = { userId: 'u-1', isAdmin: false, name: 'Ada', email: 'ada@example.ca' };
    expect(() => assertOwnerOrAdmin(ada, 'u-2', 'orders')).toThrow('You can only access your own orders.');
    expect(() => assertOwnerOrAdmin(ada, 'u-1', 'orders')).not.toThrow();
    expect(() => assertOwnerOrAdmin({ ...ada, isAdmin: true }, 'u-2', 'orders')).not.toThrow();
  });
});
