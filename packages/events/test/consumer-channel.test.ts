import type { Channel } from 'amqplib';
import { afterAll, describe, expect, it } from 'vitest';
import { RabbitBus, createEvent, queueName } from '../src';
import { AMQP_URL, collector, deleteTopology, uniqueNamespace, waitUntil, withChannel } from './helpers';

// A consumer's channel can be closed by the broker while the connection stays up (an acknowledgement
// it does not know, a delivery held past the broker's timeout), and its subscription cancelled (the
// queue deleted). Either way the consumer takes events again by itself, and readiness says when it is not.

describe('a RabbitMQ consumer that loses its channel or its subscription', () => {
  const namespace = uniqueNamespace('reopen');
  const buses: RabbitBus[] = [];
  afterAll(async () => {
    for (const b of buses) await b.close();
    await deleteTopology(namespace, ['stock', 'cancelled']);
  });
  const connect = async () => {
    const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology: {} });
    buses.push(bus);
    return bus;
  };
  /** The consumer's channel, for a test to break as the broker would. */
  const channelOf = (bus: RabbitBus) =>
    (bus as unknown as { subscriptions: Array<{ channel: Channel | null }> }).subscriptions[0]!.channel!;

  it('reopens a channel the broker closed, and goes on consuming', async () => {
    const bus = await connect();
    const got = collector();
    await bus.subscribe('stock', ['stock.short'], got.handler);
    await bus.publish(createEvent('stock.short', { n: 1 }));
    await got.waitFor(1);
    expect(bus.consumers()).toEqual([{ consumer: 'stock', consuming: true }]);

    // Acknowledging a delivery the broker never made is a protocol error: the broker closes the channel.
    const broken = channelOf(bus);
    const closed = new Promise((r) => broken.once('close', r));
    broken.ack({ fields: { deliveryTag: 987654 } } as never);
    await closed;
    await waitUntil(() => bus.consumers()[0]!.consuming && channelOf(bus) !== broken, 10_000, 'the channel reopened');
    await expect(bus.ping()).resolves.toBeUndefined();
    await bus.publish(createEvent('stock.short', { n: 2 }));
    await got.waitFor(2);
  });

  it('declares its queue again and resubscribes when the broker cancels it, and is not ready meanwhile', async () => {
    const bus = await connect();
    const got = collector();
    await bus.subscribe('cancelled', ['order.shipped'], got.handler);
    const before = channelOf(bus);
    // While the queue is gone the consumer is not consuming, and /readyz would say so.
    let sawNotReady = false;
    const watching = (async () => {
      while (channelOf(bus) === before || !bus.consumers()[0]!.consuming) {
        if (!bus.consumers()[0]!.consuming)
          sawNotReady = await bus.ping().then(
            () => false,
            () => true,
          );
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    await withChannel((ch) => ch.deleteQueue(queueName('cancelled', namespace)));
    await waitUntil(() => bus.consumers()[0]!.consuming && channelOf(bus) !== before, 10_000, 'the subscription back');
    await watching;
    expect(sawNotReady).toBe(true);
    await bus.publish(createEvent('order.shipped', { orderId: 'o-1' }));
    await got.waitFor(1);
  });
});
