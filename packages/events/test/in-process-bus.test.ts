import { describe, expect, it } from 'vitest';
import { migrate, openPglite } from '@storefront/data';
import { DEAD_LETTER_SCHEMA, InProcessBus, createEvent, deadLetterMigrations, deadLettersIn } from '../src';

describe('in-process event bus', () => {
  it('gives each consumer its own copy of the events it subscribed to', async () => {
    const bus = new InProcessBus();
    const cart: string[] = [];
    const stock: string[] = [];
    await bus.subscribe('cart', ['payment.completed'], async (e) => void cart.push(e.type));
    await bus.subscribe('catalog', ['payment.completed', 'product.created'], async (e) => void stock.push(e.type));
    await bus.publish(createEvent('payment.completed', {}));
    await bus.publish(createEvent('product.created', {}));
    await bus.publish(createEvent('unrelated', {}));
    await bus.drain();
    expect(cart).toEqual(['payment.completed']);
    expect(stock).toEqual(['payment.completed', 'product.created']);
  });

  it('shares one consumer name between handlers like replicas on one queue', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    await bus.subscribe('cart', ['x'], async () => void seen.push('a'));
    await bus.subscribe('cart', ['x'], async () => void seen.push('b'));
    for (let i = 0; i < 4; i++) await bus.publish(createEvent('x', {}));
    await bus.drain();
    expect(seen.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('retries a failing handler and dead-letters the event after the allowed attempts', async () => {
    const bus = new InProcessBus({ retry: { maxAttempts: 3, backoffMs: () => 1 } });
    const attempts: number[] = [];
    await bus.subscribe('support', ['x'], async (_e, d) => {
      attempts.push(d.attempt);
      throw new Error('mail server down');
    });
    const event = createEvent('x', {});
    await bus.publish(event);
    await bus.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(bus.deadLetters).toEqual([{ consumer: 'support', event, error: 'mail server down' }]);
  });

  it("runs handlers after the publisher's turn, answers the publisher once they are done, and refuses publishing once closed", async () => {
    const bus = new InProcessBus();
    let ran = false;
    await bus.subscribe('c', ['x'], async () => void (ran = true));
    const published = bus.publish(createEvent('x', {}));
    expect(ran).toBe(false);
    await published;
    expect(ran).toBe(true);
    await bus.close();
    await expect(bus.publish(createEvent('x', {}))).rejects.toThrow(/closed/);
  });

  it('tells the publisher when it closed before a consumer handled the event', async () => {
    const bus = new InProcessBus({ retry: { maxAttempts: 50, backoffMs: () => 10 } });
    await bus.subscribe('support', ['x'], async () => {
      throw new Error('mail server down');
    });
    const published = bus.publish(createEvent('x', {}));
    await new Promise((r) => setTimeout(r, 30));
    await bus.close();
    await expect(published).rejects.toThrow(/closed before support handled x/);
    expect(bus.deadLetters).toEqual([]);
  });

  it('holds what is published until the store has started every consumer', async () => {
    const bus = new InProcessBus({ holdUntilOpen: true });
    const seen: string[] = [];
    const published = bus.publish(createEvent('payment.completed', {}));
    let done = false;
    void published.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    await bus.subscribe('support', ['payment.completed'], async (e) => void seen.push(e.type));
    bus.open();
    await published;
    expect(seen).toEqual(['payment.completed']);
  });

  it("keeps dead letters in the store's database, and leaves an event with its publisher when they cannot be kept", async () => {
    const db = await openPglite();
    try {
      await migrate(db, DEAD_LETTER_SCHEMA, deadLetterMigrations);
      const bus = new InProcessBus({ retry: { maxAttempts: 2, backoffMs: () => 1 }, keepDeadLetter: deadLettersIn(db) });
      await bus.subscribe('support', ['x'], async () => {
        throw new Error('mail server down');
      });
      const event = createEvent('x', { orderId: 'o-1' });
      await bus.publish(event);
      const { rows } = await db.query<{ consumer: string; event_id: string; event: unknown; error: string }>(
        `SELECT consumer, event_id, event, error FROM bus.dead_letters`,
      );
      expect(rows).toEqual([{ consumer: 'support', event_id: event.id, event, error: 'mail server down' }]);

      await db.query('DROP TABLE bus.dead_letters');
      await expect(bus.publish(createEvent('x', {}))).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
