import { afterAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import { type EventBus, InProcessBus, RabbitBus, createEvent } from '../src';
import { AMQP_URL, uniqueNamespace, waitUntil } from './helpers';

// Notices (EventBus.listen): every listening process hears each one, beside the consumers that share
// a queue's work; nothing is kept for a process that stopped listening.

describe('notices on RabbitMQ', () => {
  const namespace = uniqueNamespace('notices');
  const buses: RabbitBus[] = [];
  const connect = async () => {
    const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology: {} });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await buses[0]?.deleteTopology([]);
    for (const bus of buses) await bus.close();
  });

  it('reaches every listening process, only with the types it listens to, and stops when told', async () => {
    const [publisher, first, second] = [await connect(), await connect(), await connect()];
    const heard: Record<string, string[]> = { first: [], second: [] };
    let starts = 0;
    const one = await first.listen(
      ['catalogue.changed'],
      (e) => heard.first!.push(e.id),
      () => starts++,
    );
    const two = await second.listen(['catalogue.changed'], (e) => heard.second!.push(e.id));
    expect([one.listening, two.listening, starts]).toEqual([true, true, 1]);

    const changed = createEvent('catalogue.changed', { by: 'replica-1', change: 1 });
    await publisher.publish(createEvent('order.placed', { orderId: 'o-1' }));
    await publisher.publish(changed);
    await waitUntil(() => heard.first!.length === 1 && heard.second!.length === 1);
    expect(heard).toEqual({ first: [changed.id], second: [changed.id] });

    await two.stop();
    expect(two.listening).toBe(false);
    const later = createEvent('catalogue.changed', { by: 'replica-1', change: 1 });
    await publisher.publish(later);
    await waitUntil(() => heard.first!.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual({ first: [changed.id, later.id], second: [changed.id] });

    await first.close();
    expect(one.listening).toBe(false);
  });

  it('goes on after a listener throws', async () => {
    const [publisher, listener] = [await connect(), await connect()];
    const heard: EventEnvelope[] = [];
    await listener.listen(['catalogue.changed'], (e) => {
      heard.push(e);
      if (heard.length === 1) throw new Error('a listener that fails');
    });
    await publisher.publish(createEvent('catalogue.changed', { by: 'a', change: 1 }));
    await publisher.publish(createEvent('catalogue.changed', { by: 'b', change: 1 }));
    await waitUntil(() => heard.length === 2);
  });
});

describe('notices in process', () => {
  it('reach every listener after the publisher’s turn, beside the consumers', async () => {
    const bus: EventBus = new InProcessBus();
    const heard: string[] = [];
    const consumed: string[] = [];
    await bus.subscribe('catalog-stock', ['catalogue.changed'], async (e) => void consumed.push(e.id));
    const one = await bus.listen!(['catalogue.changed'], (e) => heard.push(`one ${e.id}`));
    await bus.listen!(['catalogue.changed'], (e) => heard.push(`two ${e.id}`));
    const event = createEvent('catalogue.changed', { by: 'replica-1', change: 1 });
    const published = bus.publish(event);
    expect(heard).toEqual([]);
    await published;
    await waitUntil(() => heard.length === 2);
    expect(heard.sort()).toEqual([`one ${event.id}`, `two ${event.id}`]);
    expect(consumed).toEqual([event.id]);
    await one.stop();
    expect(one.listening).toBe(false);
    await bus.publish(createEvent('catalogue.changed', { by: 'replica-1', change: 1 }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(3);
    await bus.close();
  });
});
