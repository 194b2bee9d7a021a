import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT } from '@storefront/contracts';
import { BACKENDS } from '@storefront/testing';
import { RESET_LINK_REFUSED } from '../src/routes/password-reset';
import { usersUnderTest } from './users-under-test';

// 'Forgot your password?': the users service makes a single-use link that works for an hour, keeps only
// its hash, announces it for support to mail (user.password-reset-requested), and following it sets the
// password, ends every session and signs the browser in.
describe.each(BACKENDS)('password reset on $label', (backend) => {
  const service = usersUnderTest(backend);

  const app = () => request(service().app);
  const ask = (email: string, from = '198.51.100.1') =>
    app().post('/api/users/password-reset').set('X-Forwarded-For', from).send({ email });
  const follow = (token: string, password: string) => app().post('/api/users/password-reset/complete').send({ token, password });
  const login = (email: string, password: string) => app().post('/api/users/login').send({ email, password });
  /** The links announced for an address, newest last, as support hears them to mail them (once `count` are). */
  const links = (email: string, count = 1) =>
    service.heard().allAnnounced('user.password-reset-requested', (p) => p.email === email, count);
  /** How many links were announced for an address: written with the answer, so counted at once. */
  const linksMade = async (email: string) =>
    (
      await service().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users.outbox WHERE type = 'user.password-reset-requested' AND payload->>'email' = $1`,
        [email],
      )
    ).rows[0]!.n;
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  async function account(email: string, password = 'the-old-password') {
    expect((await app().post('/api/users/register').send({ name: 'Reset Me', email, password })).status).toBe(201);
    const res = await login(email, password);
    return { id: res.body.user._id as string, auth: { Authorization: `Bearer ${res.body.token}` } };
  }

  it('answers the same whether or not the email has an account, and mails a link only to an account', async () => {
    await account('known@example.ca');
    const known = await ask('Known@Example.ca');
    const unknown = await ask('nobody@example.ca');
    expect([known.status, known.body]).toEqual([202, { message: PASSWORD_RESET_SENT, code: 'reset.sent' }]);
    expect([unknown.status, unknown.body]).toEqual([202, { message: PASSWORD_RESET_SENT, code: 'reset.sent' }]);
    expect(await linksMade('nobody@example.ca')).toBe(0);
    const [link] = await links('known@example.ca');
    // The store's configured address, never the request's Host; a token of 256 random bits.
    expect(link!.resetUrl).toMatch(/^https:\/\/shop\.example\.ca\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const minutes = (new Date(link!.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    // Only the token's hash is kept.
    const { rows } = await service().db.query<{ token_hash: string }>(`SELECT token_hash FROM users.password_resets`);
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(link!.resetUrl));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link!.resetUrl));
  });

  it('sets the new password, ends every other session and signs this browser in; the link works once', async () => {
    const before = await account('hal@example.ca');
    const other = await login('hal@example.ca', 'the-old-password');
    await ask('hal@example.ca');
    await ask('hal@example.ca');
    const [first, second] = (await links('hal@example.ca', 2)).map((l) => tokenOf(l.resetUrl));

    const tooShort = await follow(second!, 'short');
    expect([tooShort.status, tooShort.body.error]).toEqual([400, 'Password must be at least 8 characters.']);
    const done = await follow(second!, 'a-brand-new-password');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      user: { _id: before.id, name: 'Reset Me' },
      message: 'Your password has been changed, and you are signed in.',
    });
    expect(done.headers['set-cookie']?.[0]).toMatch(/HttpOnly/);
    expect((await app().get(`/api/users/${before.id}`).set('Authorization', `Bearer ${done.body.token}`)).status).toBe(200);

    // Every earlier session is over; the old password is gone, the new one works.
    expect((await app().get(`/api/users/${before.id}`).set(before.auth)).status).toBe(401);
    expect((await app().get(`/api/users/${before.id}`).set('Authorization', `Bearer ${other.body.token}`)).status).toBe(401);
    expect((await login('hal@example.ca', 'the-old-password')).status).toBe(401);
    expect((await login('hal@example.ca', 'a-brand-new-password')).status).toBe(200);
    const ended = await service().db.query(`SELECT 1 FROM users.outbox WHERE type = 'user.sessions-ended' AND payload->>'userId' = $1`, [
      before.id,
    ]);
    expect(ended.rows).toHaveLength(1);

    // The same link again, and the other link asked for before: both closed.
    for (const token of [second!, first!]) {
      const again = await follow(token, 'yet-another-password');
      expect([again.status, again.body.error]).toEqual([400, RESET_LINK_REFUSED]);
    }
    expect((await login('hal@example.ca', 'a-brand-new-password')).status).toBe(200);
  });

  it('closes a link asked for before the password was changed the usual way', async () => {
    const me = await account('changer@example.ca');
    await ask('changer@example.ca');
    const [link] = await links('changer@example.ca');
    const changed = await app()
      .put(`/api/users/${me.id}/password`)
      .set(me.auth)
      .send({ currentPassword: 'the-old-password', password: 'changed-by-hand' });
    expect(changed.status).toBe(200);
    const late = await follow(tokenOf(link!.resetUrl), 'taken-over-password');
    expect([late.status, late.body.error]).toEqual([400, RESET_LINK_REFUSED]);
    expect((await login('changer@example.ca', 'changed-by-hand')).status).toBe(200);
  });

  it('refuses an expired, an unknown or a malformed link', async () => {
    await account('late@example.ca');
    await ask('late@example.ca');
    const [link] = await links('late@example.ca');
    await service().db.query(`UPDATE users.password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await follow(tokenOf(link!.resetUrl), 'too-late-password');
    expect([expired.status, expired.body.error]).toEqual([400, RESET_LINK_REFUSED]);
    const unknown = await follow('A'.repeat(43), 'some-new-password');
    expect([unknown.status, unknown.body.error]).toEqual([400, RESET_LINK_REFUSED]);
    const malformed = await follow("' OR 1=1 --", 'some-new-password');
    expect([malformed.status, malformed.body.error]).toEqual([400, 'This reset link is not valid. Ask for a new one.']);
    expect((await login('late@example.ca', 'the-old-password')).status).toBe(200);
  });

  it('mails one mailbox at most three links an hour, however it is written, and answers past that as before', async () => {
    await account('busy@example.ca');
    const answers = [];
    for (const email of ['busy@example.ca', 'Busy+1@example.ca', 'busy@example.ca']) answers.push(await ask(email, '198.51.100.7'));
    // A stranger asking ten more times neither blocks nor learns anything: the same answer, no mail.
    for (let i = 0; i < 10; i++) answers.push(await ask(i % 2 ? 'BUSY+2@example.ca' : 'busy@example.ca', `198.51.100.${10 + i}`));
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`))).toEqual(
      new Set([`202 ${JSON.stringify(answers[0]!.body)}`]),
    );
    expect(answers.every((a) => a.headers['retry-after'] === undefined)).toBe(true);
    expect(await linksMade('busy@example.ca')).toBe(2);
  });

  it('refuses bad requests with a 400 and a message', async () => {
    const res = await app().post('/api/users/password-reset').send({ email: 'not an email' });
    expect([res.status, res.body.error]).toEqual([400, 'Email must be a valid email address.']);
  });
});
