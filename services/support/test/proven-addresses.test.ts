import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, deliverEvent, startTestDeployment, testAuth } from '@storefront/testing';
import { supportService } from '../src';
import { mailsIn, waitFor } from './fixtures';

// A mail to the support inbox gives an address to reply to; staff are told whether it was proven (the
// account opened the link mailed to it, as users announces in user.email-verified) or only typed.

const PROVEN = 'Address: proven (the account opened the link we mailed to it).';
const UNPROVEN = 'Address: NOT proven.';

describe.each(BACKENDS)('proven addresses in staff mail, on $label', (backend) => {
  let deployment: TestDeployment;
  let support: StartedTestService;
  const ada = { userId: crypto.randomUUID(), name: 'Ada', email: 'ada.proven@example.ca' };
  const bob = { userId: crypto.randomUUID(), name: 'Bob', email: 'bob.unproven@example.ca' };
  let asAda: Record<string, string>;
  let asBob: Record<string, string>;
  let client = 0;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support-proven-addresses');
    support = await deployment.start(supportService, {
      env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9', SUPPORT_INBOX: 'help@maplemarket.test' },
    });
    const auth = await testAuth();
    asAda = { Authorization: `Bearer ${await auth.tokenFor(ada)}` };
    asBob = { Authorization: `Bearer ${await auth.tokenFor(bob)}` };
    // Ada opened her link (in any case the address is written); Bob never did.
    await deliverEvent(
      support,
      'support',
      createEvent('user.email-verified', { userId: ada.userId, email: 'Ada.Proven@example.ca', verifiedAt: new Date().toISOString() }),
    );
  });
  afterAll(async () => deployment?.close());

  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });
  /** The forward of a contact message to staff, once sent. */
  async function contact(headers: Record<string, string>, email: string) {
    const res = await request(support.app)
      .post('/api/support/contact')
      .set({ ...from(), ...headers })
      .send({ name: 'A shopper', email, message: 'Please send my refund to a new card.' });
    expect(res.status).toBe(201);
    const ref = (res.body.id as string).slice(0, 8).toUpperCase();
    return waitFor(() => mailsIn(support.dataDir).find((m) => m.includes(`Subject: Contact form ${ref}`)), 'the forward');
  }

  it("marks the contact form's address proven only for a signed-in sender giving their account's proven address", async () => {
    const own = await contact(asAda, 'ada.proven@example.ca');
    expect(own).toContain(PROVEN);
    expect(own).toMatch(/^Subject: Contact form \w+: A shopper <ada\.proven@example\.ca>$/m);

    // Typing Ada's address proves nothing, signed out or signed in as someone else.
    for (const [headers, email] of [
      [{}, 'ada.proven@example.ca'],
      [asBob, 'ada.proven@example.ca'],
      [asAda, 'someone.else@example.ca'],
      [asBob, 'bob.unproven@example.ca'],
    ] as const) {
      const mail = await contact(headers, email);
      expect(mail, email).toContain(UNPROVEN);
      expect(mail).not.toContain(PROVEN);
      expect(mail).toMatch(/^Subject: Contact form \w+: .* \(address not proven\)$/m);
      expect(mail).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}$`, 'm'));
    }
  });

  it("says in a chat ticket whether the shopper's account proved its address", async () => {
    const ticketOf = async (headers: Record<string, string>) => {
      const res = await request(support.app)
        .post('/chat')
        .set({ ...from(), ...headers })
        .send({ message: 'I want to talk to a real person' });
      const ticket = /T-[2-9A-Z]{6}/.exec(res.body.message as string)![0];
      return waitFor(() => mailsIn(support.dataDir).find((m) => m.includes(`Subject: Chat ticket ${ticket}`)), 'the ticket mail');
    };
    const adas = await ticketOf(asAda);
    expect(adas).toContain(PROVEN);
    expect(adas).not.toContain('address not proven');
    const bobs = await ticketOf(asBob);
    expect(bobs).toContain(UNPROVEN);
    expect(bobs).toMatch(/^Subject: Chat ticket T-\w+ \(asks for a person\): Bob <bob\.unproven@example\.ca> \(address not proven\)$/m);
  });
});
