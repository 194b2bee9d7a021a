import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RabbitBus, createEvent, deadLetterQueueName } from '../src';
import { AMQP_URL, collector, publishRaw, deleteTopology, uniqueNamespace, waitUntil, withChannel } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const fastRetry = { maxAttempts: 3, backoffMs: () => 50 };

describe('RabbitMQ event bus', () => {
  const namespace = uniqueNamespace('bus');
  const consumers: string[] = [];
  const buses: RabbitBus[] = [];
  const connect = async (topology: Record<string, string[]> = {}) => {
    const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology, retry: fastRetry });
    buses.push(bus);
    return bus;
  };
  const consumer = (name: string) => {
    consumers.push(name);
    return name;
  };

  afterAll(async () => {
    for (const b of buses) await b.close();
    await deleteTopology(namespace, consumers);
  });

  it('delivers a confirmed event from one connection to a consumer on another, routed by type', async () => {
    const publisher = await connect();
    const subscriber = await connect();
    const got = collector();
    await subscriber.subscribe(consumer('orders'), ['order.placed'], got.handler);
    const wanted = createEvent('order.placed', { orderId: 'o-1' });
    await publisher.publish(createEvent('something.else', {}));
    await publisher.publish(wanted);
    await got.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.events).toEqual([wanted]);
  });

  it('keeps an event for a consumer declared in the topology before that consumer ever runs', async () => {
    const late = consumer('late');
    const publisher = await connect({ [late]: ['stock.changed'] });
    const event = createEvent('stock.changed', { productId: 'p-1' });
    await publisher.publish(event);
    const subscriber = await connect();
    const got = collector();
    await subscriber.subscribe(late, ['stock.changed'], got.handler);
    await got.waitFor(1);
    expect(got.events[0]!.id).toBe(event.id);
  });

  it('hands an event to another consumer when the first process crashes before acknowledging it', async () => {
    const name = consumer('crashy');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/crashing-consumer.ts'), AMQP_URL, namespace, name, 'cart.cleared'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitUntil(() => out.includes('ready'), 20_000, 'the crashing consumer to start');

    const publisher = await connect();
    const event = createEvent('cart.cleared', { userId: 'u-1' });
    await publisher.publish(event);
    expect(await exited).toBe(3);
    expect(out).toContain(`got ${event.id}`);

    const survivor = await connect();
    const deliveries: number[] = [];
    const got = collector();
    await survivor.subscribe(name, ['cart.cleared'], async (e, d) => {
      deliveries.push(d.attempt);
      await got.handler(e);
    });
    await got.waitFor(1);
    expect(got.events[0]!.id).toBe(event.id);
    expect(deliveries[0]).toBeGreaterThanOrEqual(2); // the broker counted the crashed delivery
  });

  it('moves an event that keeps failing to the dead-letter queue after the allowed attempts', async () => {
    const name = consumer('failing');
    const bus = await connect();
    const attempts: number[] = [];
    await bus.subscribe(name, ['payment.completed'], async (_e, d) => {
      attempts.push(d.attempt);
      throw new Error('handler is broken');
    });
    const event = createEvent('payment.completed', { orderId: 'o-9' });
    await bus.publish(event);
    const dead = await withChannel(async (ch) => {
      let msg: false | { content: Buffer } = false;
      await waitUntil(
        async () => {
          msg = await ch.get(deadLetterQueueName(name, namespace), { noAck: true });
          return msg !== false;
        },
        20_000,
        'the dead-lettered event',
      );
      return JSON.parse((msg as unknown as { content: Buffer }).content.toString());
    });
    expect(dead.id).toBe(event.id);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('dead-letters a malformed message at once instead of retrying it', async () => {
    const name = consumer('strict');
    const bus = await connect();
    const got = collector();
    await bus.subscribe(name, ['weird.thing'], got.handler);
    await publishRaw(`${namespace}.events`, 'weird.thing', Buffer.from('{"not":"an envelope"}'));
    await withChannel(async (ch) => {
      await waitUntil(async () => (await ch.get(deadLetterQueueName(name, namespace), { noAck: true })) !== false, 10_000, 'dead letter');
    });
    expect(got.events).toEqual([]);
  });

  it('fails a publish at once when the broker cannot be reached, instead of hanging', async () => {
    const bus = await connect();
    await bus.close();
    await expect(bus.publish(createEvent('x.y', {}))).rejects.toThrow(/not reachable/);
  });
});
