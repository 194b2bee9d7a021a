import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { supportService } from '../src';

// The chat's one route, POST /chat, answers everyone (visitors too): its rule for a conversation that is
// not the caller's is not a 403 or a 401 but a fresh conversation (routes/support.ts, isTheirs). A
// conversation is the caller's when it is new, when nobody signed in has used it, or when the same shopper
// started it. So anyone else who sends a signed-in shopper's conversation id (another shopper, an admin,
// a visitor, a lapsed session in the same tab) is answered in a new conversation, under their own name,
// and the owner's conversation gains nothing. One row per caller.

type Caller = 'another shopper' | 'an admin' | 'a visitor' | 'a lapsed session';
const CALLERS: Caller[] = ['another shopper', 'an admin', 'a visitor', 'a lapsed session'];

interface Turn {
  conversation_id: string;
  user_id: string | null;
  speaker: string;
  message: string;
}

describe.each(BACKENDS)("a shopper's chat answers only to them on $label", (backend) => {
  let svc: StartedTestService;
  const ada = { userId: crypto.randomUUID(), auth: {} as Record<string, string> };
  const callers = {} as Record<Caller, { userId: string | null; auth: Record<string, string> }>;

  beforeAll(async () => {
    svc = await startTestService(supportService, {
      ...backend,
      env: { ORDERS_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
    });
    const auth = await testAuth();
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    ada.auth = bearer(await auth.tokenFor({ userId: ada.userId, name: 'Ada', email: 'ada@example.ca' }));
    const bob = crypto.randomUUID();
    const admin = crypto.randomUUID();
    callers['another shopper'] = { userId: bob, auth: bearer(await auth.tokenFor({ userId: bob, name: 'Bob', email: 'bob@example.ca' })) };
    callers['an admin'] = { userId: admin, auth: bearer(await auth.tokenFor({ userId: admin, isAdmin: true, name: 'Staff' })) };
    callers['a visitor'] = { userId: null, auth: {} };
    // A token the service cannot verify (signed by no key of ours): the caller is a visitor.
    callers['a lapsed session'] = { userId: null, auth: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.') };
  });
  afterAll(async () => svc?.close());

  // Each message from its own address, so the per-address chat limit never answers instead.
  let messages = 0;
  const say = (message: string, headers: Record<string, string>, conversationId?: string) =>
    request(svc.app)
      .post('/chat')
      .set({ ...headers, 'X-Forwarded-For': `198.51.100.${++messages % 250}` })
      .send({ message, conversationId });
  const turnsOf = async (conversationId: string) =>
    (
      await svc.db.query<Turn>(
        `SELECT conversation_id, user_id, speaker, message FROM support.chat_turns WHERE conversation_id = $1 ORDER BY id`,
        [conversationId],
      )
    ).rows;

  it.each(CALLERS)("%s sending Ada's conversation id gets a conversation of their own, and Ada's gains nothing", async (who) => {
    const caller = callers[who];
    const adas = (await say('hello', ada.auth)).body.conversationId as string;
    expect((await say('where is my order?', ada.auth, adas)).body.conversationId).toBe(adas); // the owner carries on
    const before = await turnsOf(adas);
    expect(before.map((t) => [t.user_id, t.speaker])).toEqual([
      [ada.userId, 'user'],
      [ada.userId, 'bot'],
      [ada.userId, 'user'],
      [ada.userId, 'bot'],
    ]);

    const res = await say(`hi from ${who}`, caller.auth, adas);
    expect(res.status).toBe(200);
    expect(res.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.conversationId).not.toBe(adas);
    expect(await turnsOf(adas)).toEqual(before);
    // What they said is kept in their own conversation, under their own name (or none).
    expect((await turnsOf(res.body.conversationId)).map((t) => [t.user_id, t.speaker, t.message])).toEqual([
      [caller.userId, 'user', `hi from ${who}`],
      [caller.userId, 'bot', expect.any(String)],
    ]);
    // Ada still carries on in hers.
    expect((await say('thanks!', ada.auth, adas)).body.conversationId).toBe(adas);
  });

  it("lets a visitor's conversation carry on when they sign in, and then no longer answers to a visitor in it", async () => {
    const visitors = (await say('hello', {})).body.conversationId as string;
    expect((await say('hello again', {}, visitors)).body.conversationId).toBe(visitors); // nobody signed in has used it
    expect((await say('where is my order?', ada.auth, visitors)).body.conversationId).toBe(visitors); // signed in: it is Ada's now
    const before = await turnsOf(visitors);
    for (const who of CALLERS) {
      const res = await say(`hi from ${who}`, callers[who].auth, visitors);
      expect(res.body.conversationId, who).not.toBe(visitors);
    }
    expect(await turnsOf(visitors)).toEqual(before);
  });
});
