import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '@storefront/testing';
import { usersUnderTest } from './users-under-test';

// The shopper's language, kept on the account: taken from the page they register on, changed by the
// footer's switch, given back at sign-in (the page follows it) and carried by the account mails' events
// so support writes them in it.
describe.each(BACKENDS)('the account language on $label', (backend) => {
  const service = usersUnderTest(backend);

  const app = () => request(service().app);
  const password = 'a-good-long-password';
  let clients = 0;
  // Each registration from its own client address: registrations are limited per address.
  const register = (email: string, headers: Record<string, string> = {}) =>
    app()
      .post('/api/users/register')
      .set('X-Forwarded-For', `10.7.0.${++clients}`)
      .set(headers)
      .send({ name: 'Léa Langue', email, password });
  const login = (email: string) => app().post('/api/users/login').send({ email, password });
  const mailEvents = async (type: string, userId: string) =>
    (
      await service().db.query<{ payload: { language?: string } }>(
        `SELECT payload FROM users.outbox WHERE type = $1 AND payload->>'userId' = $2 ORDER BY seq`,
        [type, userId],
      )
    ).rows.map((r) => r.payload.language);

  it('keeps the language of the page the shopper registered on: the cookie first, else Accept-Language', async () => {
    const byCookie = await register('lea.cookie@example.ca', { Cookie: 'lang=fr', 'Accept-Language': 'en-CA' });
    expect(byCookie.status).toBe(201);
    expect(byCookie.body.user.language).toBe('fr');
    expect(await mailEvents('user.email-verification-requested', byCookie.body.user._id)).toEqual(['fr']);

    const byBrowser = await register('lea.browser@example.ca', { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(byBrowser.body.user.language).toBe('fr');
    const english = await register('lea.english@example.ca', { 'Accept-Language': 'de-DE,en;q=0.5' });
    expect(english.body.user.language).toBe('en');
    expect(await mailEvents('user.email-verification-requested', english.body.user._id)).toEqual(['en']);
    // A cookie naming a language the store does not speak counts for nothing.
    const odd = await register('lea.odd@example.ca', { Cookie: 'lang=<b>de</b>', 'Accept-Language': 'fr' });
    expect(odd.body.user.language).toBe('fr');
  });

  it('gives the saved language back at sign-in, and the footer switch changes it for the owner only', async () => {
    const reg = await register('lea.switch@example.ca', { Cookie: 'lang=en' });
    const id = reg.body.user._id as string;
    const signIn = await login('lea.switch@example.ca');
    const auth = { Authorization: `Bearer ${signIn.body.token}` };
    // What the browser reads right after signing in.
    expect((await app().get(`/api/users/${id}`).set(auth)).body).toMatchObject({ _id: id, language: 'en' });

    const saved = await app().put(`/api/users/${id}/language`).set(auth).send({ language: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: id, language: 'fr' });
    expect((await app().get(`/api/users/${id}`).set(auth)).body.language).toBe('fr');

    // Nobody else's, not without a session, and only a language the store speaks.
    const other = await register('lea.other@example.ca');
    const otherAuth = { Authorization: `Bearer ${(await login('lea.other@example.ca')).body.token}` };
    expect((await app().put(`/api/users/${id}/language`).set(otherAuth).send({ language: 'en' })).status).toBe(403);
    expect((await app().put(`/api/users/${id}/language`).send({ language: 'en' })).status).toBe(401);
    const wrong = await app().put(`/api/users/${id}/language`).set(auth).send({ language: 'de' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/English \(en\) or French \(fr\)/);
    expect((await app().put(`/api/users/${id}/language`).set(auth).send({ language: 'fr', extra: 1 })).status).toBe(400);
    expect((await app().get(`/api/users/${id}`).set(auth)).body.language).toBe('fr');
    expect(other.body.user.language).toBe('en');
  });

  it("writes the password reset mail in the account's language, else in the language of the page that asked", async () => {
    const fr = await register('lea.reset@example.ca', { Cookie: 'lang=fr' });
    await app()
      .post('/api/users/password-reset')
      .set('X-Forwarded-For', '10.8.0.1')
      .set('Accept-Language', 'en')
      .send({ email: 'lea.reset@example.ca' });
    expect(await mailEvents('user.password-reset-requested', fr.body.user._id)).toEqual(['fr']);

    // An account from before languages were kept has none: the asking page's language is used.
    const old = await register('lea.old@example.ca', { Cookie: 'lang=en' });
    await service().db.query(`UPDATE users.accounts SET language = NULL WHERE id = $1`, [old.body.user._id]);
    const oldAuth = { Authorization: `Bearer ${(await login('lea.old@example.ca')).body.token}` };
    expect((await app().get(`/api/users/${old.body.user._id}`).set(oldAuth)).body).not.toHaveProperty('language');
    await app()
      .post('/api/users/password-reset')
      .set('X-Forwarded-For', '10.8.0.2')
      .set('Cookie', 'lang=fr')
      .send({ email: 'lea.old@example.ca' });
    expect(await mailEvents('user.password-reset-requested', old.body.user._id)).toEqual(['fr']);
  });
});
