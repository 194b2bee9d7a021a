import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '@storefront/testing';
import { isGuessablePassword } from '../src/domain/common-passwords';
import { usersUnderTest } from './users-under-test';

describe('a password guessers try first', () => {
  it('is one on the leaked-password list, in any case', () => {
    for (const p of ['password', 'Password123', 'QWERTYUIOP', 'iloveyou', 'motdepasse', ' 12345678 ']) {
      expect(isGuessablePassword(p), p).toBe(true);
    }
  });

  it("is the account's own email, the part before its @, or its name", () => {
    const own = { email: 'Marguerite.Bourgeoys@example.ca', name: 'Marguerite Bourgeoys' };
    expect(isGuessablePassword('marguerite.bourgeoys@example.ca', own)).toBe(true);
    expect(isGuessablePassword('marguerite.bourgeoys', own)).toBe(true);
    expect(isGuessablePassword('MARGUERITE BOURGEOYS', own)).toBe(true);
    expect(isGuessablePassword('marguerite.bourgeoys', {})).toBe(false);
  });

  it('is not a passphrase or a long random word', () => {
    for (const p of ['maple-syrup-on-snow', 'correct horse battery', 'x7#Qm2!vLp', 'a-good-long-password']) {
      expect(isGuessablePassword(p), p).toBe(false);
    }
  });
});

// Registering, following a reset link and changing one's password all refuse such a password, with a
// code the page can show by the field, before doing anything else.
describe.each(BACKENDS)('new passwords on $label', (backend) => {
  const service = usersUnderTest(backend);

  const app = () => request(service().app);
  const COMMON = {
    message: 'This password is one of the first that guessers try: choose another, such as three or four unrelated words.',
    code: 'password.common',
  };
  const refusal = (res: request.Response) => [res.status, res.body.error, res.body.code, res.body.details];
  const REFUSED = [400, COMMON.message, COMMON.code, [{ path: 'body.password', ...COMMON }]];
  const accounts = async (email: string) =>
    (await service().db.query(`SELECT id FROM users.accounts WHERE email = $1`, [email])).rows.length;

  it('refuses it at registration and makes no account, so the same email can register with a better one', async () => {
    const email = 'new.shopper@example.ca';
    for (const password of ['password1', 'ILoveYou', 'new.shopper']) {
      const res = await app().post('/api/users/register').send({ name: 'New Shopper', email, password });
      expect(refusal(res), password).toEqual(REFUSED);
    }
    expect(await accounts(email)).toBe(0);
    const made = await app().post('/api/users/register').send({ name: 'New Shopper', email, password: 'maple-syrup-on-snow' });
    expect(made.status).toBe(201);
    expect(await accounts(email)).toBe(1);
  });

  it('refuses it when a reset link is followed, and leaves the link to be used with a better one', async () => {
    const email = 'reset.me@example.ca';
    expect((await app().post('/api/users/register').send({ name: 'Reset Me', email, password: 'the-old-password' })).status).toBe(201);
    expect((await app().post('/api/users/password-reset').send({ email })).status).toBe(202);
    const link = await service.heard().announced('user.password-reset-requested', (p) => p.email === email);
    const token = new URL(link.resetUrl).searchParams.get('token')!;
    expect(refusal(await app().post('/api/users/password-reset/complete').send({ token, password: 'qwertyuiop' }))).toEqual(REFUSED);
    const done = await app().post('/api/users/password-reset/complete').send({ token, password: 'a-better-passphrase' });
    expect(done.status).toBe(200);
  });

  it("refuses it as a new password, and still answers a stranger's change as not theirs", async () => {
    const email = 'change.me@example.ca';
    const made = await app().post('/api/users/register').send({ name: 'Change Me', email, password: 'the-old-password' });
    const login = await app().post('/api/users/login').send({ email, password: 'the-old-password' });
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const id = made.body.user._id as string;
    const change = (who: string, password: string) =>
      app().put(`/api/users/${who}/password`).set(auth).send({ currentPassword: 'the-old-password', password });
    expect(refusal(await change(id, 'change.me@example.ca'))).toEqual(REFUSED);
    expect(refusal(await change(id, 'Football1'))).toEqual(REFUSED);
    expect((await change('00000000-0000-4000-8000-000000000000', 'password1')).status).toBe(403);
    expect((await change(id, 'a-better-passphrase')).status).toBe(200);
  });
});
