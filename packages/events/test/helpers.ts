import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { EventEnvelope } from '@storefront/contracts';

export const AMQP_URL = process.env.TEST_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';

/** A fresh namespace per suite, so suites never see each other's events. */
export function uniqueNamespace(prefix: string) {
  return `test-${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** Collects events delivered to a handler and lets a test wait for a number of them. */
export function collector() {
  const events: EventEnvelope[] = [];
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  return {
    events,
    handler: async (e: EventEnvelope) => {
      events.push(e);
      for (const w of waiters) if (events.length >= w.n) w.resolve();
    },
    waitFor(n: number, timeoutMs = 15_000) {
      if (events.length >= n) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`waited for ${n} events, got ${events.length}`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(t);
            resolve();
          },
        });
      });
    },
  };
}

/** Reads what sits in a queue without a consumer (dead-letter checks) and cleans up afterwards. */
export async function withChannel<T>(fn: (ch: amqp.Channel) => Promise<T>): Promise<T> {
  const conn = await amqp.connect(AMQP_URL);
  try {
    const ch = await conn.createChannel();
    return await fn(ch);
  } finally {
    await conn.close();
  }
}

export async function deleteTopology(namespace: string, consumers: string[]) {
  await withChannel(async (ch) => {
    for (const c of consumers) {
      await ch.deleteQueue(`${namespace}.${c}`).catch(() => {});
      await ch.deleteQueue(`${namespace}.${c}.dead`).catch(() => {});
    }
    await ch.deleteExchange(`${namespace}.events`).catch(() => {});
    await ch.deleteExchange(`${namespace}.dead-letter`).catch(() => {});
  });
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition') {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Publishes raw bytes (not through the bus) and waits for the broker's confirm. */
export async function publishRaw(exchange: string, routingKey: string, body: Buffer) {
  const conn = await amqp.connect(AMQP_URL);
  try {
    const ch = await conn.createConfirmChannel();
    ch.publish(exchange, routingKey, body);
    await ch.waitForConfirms();
  } finally {
    await conn.close();
  }
}
