import { SignJWT, importPKCS8 } from 'jose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAuth } from '@storefront/testing';
import { createLogger, createServiceApp, endpoint } from '../src';

// What a session token must carry, and what a service's answer about someone must not be: kept.
let auth: Awaited<ReturnType<typeof testAuth>>;
beforeAll(async () => {
  auth = await testAuth();
});

/** A token signed with the store's key, with or without an end. */
async function signed(expires: boolean): Promise<string> {
  const key = await importPKCS8(auth.keys.privateKey, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({})
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject('u-1')
    .setIssuer('storefront-users')
    .setAudience('storefront')
    .setIssuedAt(now);
  return (expires ? token.setExpirationTime(now + 3600) : token).sign(key);
}

describe('session tokens', () => {
  it('refuses a token that never expires, however well signed (a copy would be good forever)', async () => {
    await expect(auth.verifier.verifySession(await signed(false))).rejects.toThrow(/"exp" claim/);
    const session = await auth.verifier.verifySession(await signed(true));
    expect(session.expiresAtMs - session.issuedAtMs).toBe(3600_000);
  });
});

describe("a service's answers", () => {
  it('are kept by no browser or proxy, unless a route says otherwise', async () => {
    const app = createServiceApp({ name: 'kit', log: createLogger('kit', 'silent'), verifier: auth.verifier }, (a) => {
      a.get(
        '/mine',
        endpoint({}, (_i, req) => ({ signedIn: Boolean(req.identity) })),
      );
      a.get('/public', (_req, res) => void res.set('Cache-Control', 'no-cache').json({ everyone: true }));
    });
    const token = await auth.tokenFor({ userId: 'u-1' });
    const mine = await request(app).get('/mine').set('Authorization', `Bearer ${token}`);
    expect([mine.body.signedIn, mine.headers['cache-control']]).toEqual([true, 'no-store']);
    expect((await request(app).get('/mine')).headers['cache-control']).toBe('no-store');
    expect((await request(app).get('/public')).headers['cache-control']).toBe('no-cache');
  });
});
