import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { usersService } from '../src';

// A shopper's name is shown to staff (a chat ticket's mail): it takes the contact form's rule, so nothing
// in it can pass for an address of its own ("Ada <ceo@maplemarket.ca>").
describe.each(BACKENDS)('account names on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(usersService, {
      ...backend,
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', CATALOG_URL: 'http://127.0.0.1:9' },
    });
  });
  afterAll(async () => svc?.close());

  it('refuses < and > in a name, when registering and when the profile changes', async () => {
    const refused = await request(svc.app)
      .post('/api/users/register')
      .send({ name: 'Ada <ceo@maplemarket.ca>', email: 'ada.names@example.ca', password: 'long-enough' });
    expect([refused.status, refused.body.message, refused.body.details?.[0]?.code]).toEqual([
      400,
      'A name cannot contain < or >.',
      'name.markup',
    ]);

    const made = await request(svc.app)
      .post('/api/users/register')
      .send({ name: 'Ada', email: 'ada.names@example.ca', password: 'long-enough' });
    expect(made.status).toBe(201);
    const login = await request(svc.app).post('/api/users/login').send({ email: 'ada.names@example.ca', password: 'long-enough' });
    const { token, user } = login.body as { token: string; user: { _id: string } };
    const changed = await request(svc.app)
      .put(`/api/users/${user._id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Ada >> staff@maplemarket.ca', address: {} });
    expect([changed.status, changed.body.message]).toEqual([400, 'A name cannot contain < or >.']);
    const kept = await request(svc.app)
      .put(`/api/users/${user._id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ name: "Ada O'Brien-Lovelace", address: {} });
    expect(kept.status).toBe(200);
  });
});
