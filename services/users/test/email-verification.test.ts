import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_HOURS } from '@storefront/contracts';
import { BACKENDS } from '@storefront/testing';
import {
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_CONFIRMED,
  VERIFY_LINK_OTHER_ACCOUNT,
  VERIFY_LINK_REFUSED,
  verificationSent,
} from '../src/routes/email-verification';
import { usersUnderTest } from './users-under-test';

// Proving an account's email: registering (or asking, signed in) makes a link that works for 48 hours,
// keeps only its hash and announces it for support to mail (user.email-verification-requested);
// following it marks the address proven and announces user.email-verified once, for the orders service
// to bring the guest orders placed with it into the account.
describe.each(BACKENDS)('email verification on $label', (backend) => {
  const service = usersUnderTest(backend);

  const app = () => request(service().app);
  // Each test follows links from its own client address: following is limited per address.
  const follow = (token: string, from: string, auth: Record<string, string>) =>
    app().post('/api/users/verify-email').set('X-Forwarded-For', from).set(auth).send({ token });
  /** The links announced for an account, oldest first, as support hears them to mail them (once `count` are). */
  const links = (userId: string, count = 1) =>
    service.heard().allAnnounced('user.email-verification-requested', (p) => p.userId === userId, count);
  const verified = async (userId: string) =>
    (
      await service().db.query<{ payload: { userId: string; email: string; verifiedAt: string } }>(
        `SELECT payload FROM users.outbox WHERE type = 'user.email-verified' AND payload->>'userId' = $1 ORDER BY seq`,
        [userId],
      )
    ).rows.map((r) => r.payload);
  const verifiedAt = async (userId: string) =>
    (await service().db.query<{ at: Date | null }>(`SELECT email_verified_at AS at FROM users.accounts WHERE id = $1`, [userId])).rows[0]!
      .at;
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  async function register(email: string) {
    const password = 'a-good-long-password';
    const res = await app().post('/api/users/register').send({ name: 'Vera Verify', email, password });
    expect(res.status).toBe(201);
    // The spec's words, unchanged by the mail that goes out with the account.
    expect(res.body.message).toBe('Registration successful! Please log in.');
    const login = await app().post('/api/users/login').send({ email, password });
    return { id: res.body.user._id as string, auth: { Authorization: `Bearer ${login.body.token}` } };
  }

  it('mails a link with the new account; following it proves the address and announces it once', async () => {
    const me = await register('Vera@Example.ca');
    const [link] = await links(me.id);
    expect(link).toMatchObject({ userId: me.id, name: 'Vera Verify', email: 'vera@example.ca' });
    // The store's configured address, never the request's Host; a token of 256 random bits.
    expect(link!.verifyUrl).toMatch(/^https:\/\/shop\.example\.ca\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (new Date(link!.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(EMAIL_VERIFICATION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(EMAIL_VERIFICATION_HOURS);
    expect(await verifiedAt(me.id)).toBeNull();

    const done = await follow(tokenOf(link!.verifyUrl), '198.51.100.10', me.auth);
    expect([done.status, done.body]).toEqual([200, { message: EMAIL_CONFIRMED, code: 'verify.confirmed', email: 'vera@example.ca' }]);
    const first = await verifiedAt(me.id);
    expect(first).not.toBeNull();
    const [event, ...more] = await verified(me.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ userId: me.id, email: 'vera@example.ca' });
    expect(Math.abs(new Date(event!.verifiedAt).getTime() - Date.now())).toBeLessThan(60_000);

    // The same link again (a second click, the mail opened on another device): no error, nothing announced again.
    const again = await follow(tokenOf(link!.verifyUrl), '198.51.100.10', me.auth);
    expect([again.status, again.body]).toEqual([
      200,
      { message: EMAIL_ALREADY_CONFIRMED, code: 'verify.alreadyConfirmed', email: 'vera@example.ca', alreadyConfirmed: true },
    ]);
    expect(await verified(me.id)).toHaveLength(1);
    expect(await verifiedAt(me.id)).toEqual(first);
  });

  it('proves nothing unless followed signed in to the account it was sent for', async () => {
    // Someone registers another person's address: that person gets the mail. Their click, signed out or
    // signed in to their own account, must not confirm the stranger's account (and hand it their guest orders).
    const stranger = await register('not-mine@example.ca');
    const [link] = await links(stranger.id);
    const token = tokenOf(link!.verifyUrl);
    const signedOut = await app().post('/api/users/verify-email').set('X-Forwarded-For', '198.51.100.60').send({ token });
    expect([signedOut.status, signedOut.body.error]).toEqual([401, 'Please log in first.']);
    const someoneElse = await register('someone-else@example.ca');
    const wrong = await follow(token, '198.51.100.60', someoneElse.auth);
    expect([wrong.status, wrong.body.error]).toEqual([403, VERIFY_LINK_OTHER_ACCOUNT]);
    expect(await verified(stranger.id)).toEqual([]);
    expect(await verifiedAt(stranger.id)).toBeNull();
    // The link still works for its own account.
    expect((await follow(token, '198.51.100.60', stranger.auth)).status).toBe(200);
  });

  it('keeps only the hash of each token', async () => {
    const me = await register('hashed@example.ca');
    const [link] = await links(me.id);
    const token = tokenOf(link!.verifyUrl);
    const { rows } = await service().db.query(`SELECT * FROM users.email_verifications WHERE user_id = $1`, [me.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'hashed@example.ca', token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired, an unknown or a malformed link, and announces nothing', async () => {
    const me = await register('late@example.ca');
    const [link] = await links(me.id);
    await service().db.query(`UPDATE users.email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [me.id]);
    const expired = await follow(tokenOf(link!.verifyUrl), '198.51.100.20', me.auth);
    expect([expired.status, expired.body.error]).toEqual([400, VERIFY_LINK_REFUSED]);
    const unknown = await follow('A'.repeat(43), '198.51.100.20', me.auth);
    expect([unknown.status, unknown.body.error]).toEqual([400, VERIFY_LINK_REFUSED]);
    const malformed = await follow("' OR 1=1 --", '198.51.100.20', me.auth);
    expect([malformed.status, malformed.body.error]).toEqual([400, 'This verification link is not valid. Ask for a new one.']);
    const empty = await app().post('/api/users/verify-email').set('X-Forwarded-For', '198.51.100.20').send({});
    expect(empty.status).toBe(400);
    expect(await verified(me.id)).toEqual([]);
    expect(await verifiedAt(me.id)).toBeNull();
  });

  it('refuses a link sent to an address the account no longer has, used or not', async () => {
    const me = await register('old-address@example.ca');
    await app().post('/api/users/verify-email/send').set(me.auth);
    const [used, unused] = (await links(me.id, 2)).map((l) => tokenOf(l.verifyUrl));
    expect((await follow(used!, '198.51.100.30', me.auth)).status).toBe(200);
    // Nothing in the store changes an email yet; whatever does must not let an old link prove the new one.
    await service().db.query(`UPDATE users.accounts SET email = 'new-address@example.ca' WHERE id = $1`, [me.id]);
    for (const token of [unused!, used!]) {
      const res = await follow(token, '198.51.100.30', me.auth);
      expect([res.status, res.body.error]).toEqual([400, VERIFY_LINK_REFUSED]);
    }
    expect(await verified(me.id)).toHaveLength(1);
  });

  it('mails a signed-in shopper a new link to their own address, even once proven, three an hour', async () => {
    const visitor = await app().post('/api/users/verify-email/send');
    expect([visitor.status, visitor.body.error]).toEqual([401, 'Please log in first.']);

    const me = await register('again@example.ca');
    const first = (await links(me.id))[0]!;
    expect((await follow(tokenOf(first.verifyUrl), '198.51.100.40', me.auth)).status).toBe(200);

    const sent = await app().post('/api/users/verify-email/send').set(me.auth);
    expect([sent.status, sent.body]).toEqual([
      202,
      // With its code, so a French page says it in French.
      { message: verificationSent('again@example.ca'), code: 'verify.sent', values: { email: 'again@example.ca' } },
    ]);
    const fresh = (await links(me.id, 2)).at(-1)!;
    expect(fresh).toMatchObject({ userId: me.id, email: 'again@example.ca' });
    expect(fresh.verifyUrl).not.toBe(first.verifyUrl);
    // A new link proves it again, and is announced again: guest orders placed since join the account.
    const done = await follow(tokenOf(fresh.verifyUrl), '198.51.100.40', me.auth);
    expect([done.status, done.body.message]).toEqual([200, EMAIL_CONFIRMED]);
    expect(await verified(me.id)).toHaveLength(2);

    expect((await app().post('/api/users/verify-email/send').set(me.auth)).status).toBe(202);
    expect((await app().post('/api/users/verify-email/send').set(me.auth)).status).toBe(202);
    const limited = await app().post('/api/users/verify-email/send').set(me.auth);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many confirmation mails for this account\. Please try again in \d+ (seconds|minutes)\.$/);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // The one from registration and three asked for; every one to the account's own address.
    const all = await links(me.id, 4);
    const made = await service().db.query(
      `SELECT 1 FROM users.outbox WHERE type = 'user.email-verification-requested' AND payload->>'userId' = $1`,
      [me.id],
    );
    expect([all.length, made.rows.length]).toEqual([4, 4]);
    expect(new Set(all.map((l) => l.email))).toEqual(new Set(['again@example.ca']));
  });

  it('limits links followed from one address, known or not', async () => {
    const me = await register('limits@example.ca');
    for (let i = 0; i < 30; i++) expect((await follow('B'.repeat(43), '198.51.100.50', me.auth)).status).toBe(400);
    const limited = await follow('B'.repeat(43), '198.51.100.50', me.auth);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many email confirmations from this address\./);
    expect((await follow('B'.repeat(43), '198.51.100.51', me.auth)).status).toBe(400);
  });
});
