import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openPglite } from '@storefront/data';
import {
  DEAD_LETTER_SCHEMA,
  type EventBus,
  InProcessBus,
  RabbitBus,
  createEvent,
  deadLetterMigrations,
  deadLettersIn,
  storedDeadLettersIn,
} from '../src';
import { AMQP_URL, deleteTopology, uniqueNamespace, waitUntil } from './helpers';

// An operator looks at what a consumer gave up on (which event, why, when) without taking it off the
// list, fixes the cause, and hands it back: the consumer handles it then, once; replaying again, or
// replaying one that still fails, does no harm.

const fastRetry = { maxAttempts: 2, backoffMs: () => 10, passingBackoffMs: () => 10 };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.each([
  [
    'in process, kept in the store’s database',
    async (): Promise<EventBus> => {
      const db = await openPglite();
      await migrate(db, DEAD_LETTER_SCHEMA, deadLetterMigrations);
      cleanups.push(() => db.close());
      return new InProcessBus({ retry: fastRetry, keepDeadLetter: deadLettersIn(db), storedDeadLetters: storedDeadLettersIn(db) });
    },
  ],
  [
    'on RabbitMQ',
    async (): Promise<EventBus> => {
      const namespace = uniqueNamespace('desk');
      const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology: {}, retry: fastRetry });
      cleanups.push(async () => {
        await bus.close();
        await deleteTopology(namespace, ['stock.fixable', 'stock.other']);
      });
      return bus;
    },
  ],
] as const)('dead letters %s', (_label, open) => {
  it('lists them with the reason, replays one after the fix, and leaves the others', async () => {
    const bus = await open();
    const desk = bus.deadLetterDesk!;
    let fixed = false;
    const handled: string[] = [];
    await bus.subscribe('stock.fixable', ['stock.short'], async (e) => {
      if (!fixed) throw new Error(`No product ${String((e.payload as { sku: string }).sku)} in the catalogue.`);
      handled.push(e.id);
    });
    await bus.subscribe('stock.other', ['order.shipped'], async () => {
      throw new Error('never works');
    });
    const first = createEvent('stock.short', { sku: 'A-1' });
    const second = createEvent('stock.short', { sku: 'B-2' });
    const other = createEvent('order.shipped', { orderId: 'o-1' });
    for (const e of [first, second, other]) await bus.publish(e).catch(() => {});
    await waitUntil(async () => (await desk.list(['stock.fixable', 'stock.other'])).length === 3, 20_000, 'three dead letters');

    // Looking takes nothing off the list, and each says why.
    const listed = await desk.list(['stock.fixable']);
    expect(listed.map((d) => [d.consumer, d.eventId, d.type, d.reason])).toEqual([
      ['stock.fixable', first.id, 'stock.short', 'No product A-1 in the catalogue.'],
      ['stock.fixable', second.id, 'stock.short', 'No product B-2 in the catalogue.'],
    ]);
    expect((listed[0]!.event as { payload: unknown }).payload).toEqual({ sku: 'A-1' });
    expect(await desk.list(['stock.fixable'])).toHaveLength(2);

    // Fixed: one replayed by its id, then the rest; the other consumer's stays.
    fixed = true;
    expect(await desk.replay(['stock.fixable'], first.id)).toBe(1);
    await waitUntil(() => handled.length === 1, 10_000, 'the replayed event handled');
    expect(handled).toEqual([first.id]);
    expect((await desk.list(['stock.fixable'])).map((d) => d.eventId)).toEqual([second.id]);
    expect(await desk.replay(['stock.fixable'])).toBe(1);
    await waitUntil(() => handled.length === 2, 10_000, 'the second handled');
    expect(await desk.list(['stock.fixable'])).toEqual([]);
    expect(await desk.replay(['stock.fixable'])).toBe(0);

    // One that still fails comes back to the list, with its reason.
    expect(await desk.replay(['stock.other'], other.id)).toBe(1);
    await waitUntil(async () => (await desk.list(['stock.other'])).length === 1, 20_000, 'the other back in the list');
    expect((await desk.list(['stock.other']))[0]).toMatchObject({ eventId: other.id, reason: 'never works' });
  });
});
