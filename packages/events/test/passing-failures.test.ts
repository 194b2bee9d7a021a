import { afterAll, describe, expect, it } from 'vitest';
import {
  type EventBus,
  InProcessBus,
  RabbitBus,
  createEvent,
  deadLetterQueueName,
  isPassingFailure,
  retryingPassingFailures,
} from '../src';
import { AMQP_URL, deleteTopology, uniqueNamespace, waitUntil, withChannel } from './helpers';

// A consumer whose database or neighbour is away must not lose its events to the dead-letter queue: such
// passing failures are tried again for as long as it takes and never count as attempts. Only failures
// of the event's own (a rule that will never pass, a bad payload) are dead-lettered, with the reason.

/** What pg and node say when the database is away (the codes and words they really use). */
const lostConnection = () => Object.assign(new Error('Connection terminated unexpectedly'), {});
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const adminShutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
const serviceDown = () => Object.assign(new Error('The catalog service is not available right now.'), { status: 503 });

describe('telling a passing failure from the event’s own', () => {
  it('passes: the database away, a lock or statement timeout, a serialization failure, a service unavailable', () => {
    for (const err of [
      lostConnection(),
      refused(),
      adminShutdown(),
      serviceDown(),
      Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('could not serialize access'), { code: '40001' }),
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'), // pg's own, when a silent network answers nothing
      new Error('wrapped', { cause: refused() }),
      new AggregateError([refused(), refused()], 'all addresses refused'),
    ])
      expect(isPassingFailure(err), String(err)).toBe(true);
  });

  it("is the event's own: a rule, a bad payload, a constraint, a bug, a refusal", () => {
    for (const err of [
      new Error('handler is broken'),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
      Object.assign(new Error('Not found.'), { status: 404 }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ])
      expect(isPassingFailure(err), String(err)).toBe(false);
  });
});

describe('a request that retries passing failures before answering', () => {
  it('tries again after a passing failure, and answers once it works', async () => {
    let calls = 0;
    const answer = await retryingPassingFailures(
      async () => {
        calls += 1;
        if (calls < 3) throw adminShutdown();
        return 'settled';
      },
      5,
      1,
    );
    expect({ answer, calls }).toEqual({ answer: 'settled', calls: 3 });
  });

  it('lets the failure through after its last try, and an own failure at once', async () => {
    let calls = 0;
    await expect(
      retryingPassingFailures(
        async () => {
          calls += 1;
          throw refused();
        },
        4,
        1,
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(calls).toBe(4);
    calls = 0;
    await expect(
      retryingPassingFailures(
        async () => {
          calls += 1;
          throw new Error('handler is broken');
        },
        4,
        1,
      ),
    ).rejects.toThrow('handler is broken');
    expect(calls).toBe(1);
  });
});

const fastRetry = { maxAttempts: 3, backoffMs: () => 20, passingBackoffMs: () => 20 };

/** A handler that meets `outage` passing failures, then one of the event's own if asked, then works. */
function flaky(outage: number, own = 0) {
  const attempts: number[] = [];
  let calls = 0;
  let handled = 0;
  return {
    attempts,
    handled: () => handled,
    handler: async (_e: unknown, d: { attempt: number }) => {
      calls += 1;
      attempts.push(d.attempt);
      if (calls <= outage) throw calls % 2 ? lostConnection() : refused();
      if (calls <= outage + own) throw new Error('the stock rule says no');
      handled += 1;
    },
  };
}

describe.each([
  ['in process', async () => ({ bus: new InProcessBus({ retry: fastRetry }) as EventBus, dead: async () => [] as string[] })],
  [
    'RabbitMQ',
    async () => {
      const namespace = uniqueNamespace('passing');
      const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology: {}, retry: fastRetry });
      cleanups.push(async () => {
        await bus.close();
        await deleteTopology(namespace, ['outage', 'poison']);
      });
      /** The dead letters' reasons, read off the queue. */
      const dead = (consumer: string) =>
        withChannel(async (ch) => {
          const reasons: string[] = [];
          for (;;) {
            const msg = await ch.get(deadLetterQueueName(consumer, namespace), { noAck: true });
            if (!msg) return reasons;
            reasons.push(String(msg.properties.headers?.['x-dead-reason']));
          }
        });
      return { bus: bus as EventBus, dead };
    },
  ],
] as const)('a consumer %s', (_label, open) => {
  it('keeps trying through an outage longer than its attempts, and handles the event once it is over', async () => {
    const { bus, dead } = await open();
    const consumer = flaky(8);
    await bus.subscribe('outage', ['stock.short'], consumer.handler);
    await bus.publish(createEvent('stock.short', { orderId: 'o-1' }));
    await waitUntil(() => consumer.handled() === 1, 20_000, 'the event handled after the outage');
    // Eight passing failures, none counted: every try was the first delivery.
    expect(consumer.attempts).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await dead('outage')).toEqual([]);
    if (bus instanceof InProcessBus) expect(bus.deadLetters).toEqual([]);
  });

  it('dead-letters an event that fails for its own reasons after the allowed attempts, with the reason, even after an outage', async () => {
    const { bus, dead } = await open();
    const consumer = flaky(4, 10);
    await bus.subscribe('poison', ['stock.short'], consumer.handler);
    await bus.publish(createEvent('stock.short', { orderId: 'o-2' }));
    if (bus instanceof InProcessBus) {
      await waitUntil(() => bus.deadLetters.length === 1, 20_000, 'the dead letter');
      expect(bus.deadLetters[0]!.error).toBe('the stock rule says no');
    } else {
      let reasons: string[] = [];
      await waitUntil(async () => (reasons = await dead('poison')).length === 1, 20_000, 'the dead letter');
      expect(reasons).toEqual(['the stock rule says no']);
    }
    expect(consumer.handled()).toBe(0);
    // The outage's tries were not counted; the event's own failures were, up to the limit.
    expect(consumer.attempts).toEqual([1, 1, 1, 1, 1, 2, 3]);
  });
});

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});
