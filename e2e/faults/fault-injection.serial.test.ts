import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsumerTopology } from '@storefront/contracts';
import { deadLetterQueueName } from '@storefront/events';
import { type NetworkFault, TEST_AMQP_URL, TEST_POSTGRES_URL, connectionCutter, networkFault, rabbitmqctl } from '@storefront/testing';
import { DATABASE_SERVICES, type DeployedProcess, type DistributedStore, startDistributedStore } from '../src/deployment';
import { type OrderLedger, type PreparedOrder, type Shopper, openLedger, pay, prepareOrder, signUpShoppers } from '../src/paid-orders';
import { soldOneWay } from '../src/products';

// Faults on the path between the services and their database or broker, each during a stream of paid
// orders through the distributed deployment (every service its own process, real PostgreSQL and
// RabbitMQ). No service is restarted but one a fault kills, and no dead letter is replayed: it recovers by itself,
// and every order is then reconciled by SQL in every service's database: 0 lost, 0 duplicated, every
// effect within 30 s of the fault's end. Runs in the "serial" project: it stops and starts that
// project's own RabbitMQ node.

const ORDERS_PER_FAULT = 40;
const EFFECTS_WITHIN_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('faults during a stream of paid orders, on the distributed deployment', () => {
  let store: DistributedStore;
  let catalogNetwork: NetworkFault;
  let ledger: OrderLedger;
  let shoppers: Shopper[];
  let products: string[];
  const report: string[] = [];

  beforeAll(async () => {
    const pgUrl = new URL(TEST_POSTGRES_URL);
    catalogNetwork = await networkFault({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    store = await startDistributedStore({
      label: 'faults',
      databasePort: { catalog: catalogNetwork.port },
      // One test client signs up all the shoppers; the logs say only what went wrong.
      env: {
        users: { REGISTRATIONS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000', LOG_LEVEL: 'warn' },
        ...Object.fromEntries(DATABASE_SERVICES.filter((s) => s !== 'users').map((s) => [s, { LOG_LEVEL: 'warn' }])),
      },
    });
    ledger = openLedger(store);
    shoppers = await signUpShoppers(store.gateway, ORDERS_PER_FAULT);
    // Products with stock enough for every experiment: one each per shopper.
    const { products: listed } = (await (await fetch(`${store.gateway}/api/products?limit=100`)).json()) as {
      products: Array<{ _id: string; stock: number; options: unknown[] }>;
    };
    // Sold one way: an order names each by its id alone, and its stock is the product's.
    products = listed
      .filter((p) => soldOneWay(p) && p.stock >= 20)
      .slice(0, ORDERS_PER_FAULT)
      .map((p) => p._id);
    expect(products).toHaveLength(ORDERS_PER_FAULT);
  }, 180_000);

  afterAll(async () => {
    if (report.length > 0) console.log(`\nFault injection (${ORDERS_PER_FAULT} paid orders each):\n${report.join('\n')}`);
    try {
      rabbitmqctl('start_app'); // in case a test failed while it was stopped
    } catch {
      /* it was running */
    }
    catalogNetwork?.heal();
    await ledger?.close();
    await store?.stop();
    await catalogNetwork?.close();
  });

  /** Whether a service answers /readyz with 200 (a silent or refused answer within 3 s is a no). */
  const ready = async (name: DeployedProcess) => {
    try {
      return (await fetch(`${store.urls[name]}/readyz`, { signal: AbortSignal.timeout(3000) })).ok;
    } catch {
      return false;
    }
  };

  async function deadLetters(): Promise<number> {
    const connection = await amqp.connect(TEST_AMQP_URL);
    try {
      const ch = await connection.createChannel();
      let n = 0;
      for (const consumer of Object.keys(ConsumerTopology)) {
        n += (await ch.checkQueue(deadLetterQueueName(consumer, store.namespace))).messageCount;
      }
      return n;
    } finally {
      await connection.close();
    }
  }

  /**
   * One experiment: orders ready to pay, then paid one after another over `streamMs`; `fault` runs
   * alongside, starting a fifth of the way in, and resolves when the fault has ended. Then waits for
   * every order's effects, and answers what is still wrong with them (nothing, if the store coped).
   */
  async function duringPaidOrders(name: string, streamMs: number, fault: () => Promise<void>) {
    const orders: PreparedOrder[] = [];
    for (let i = 0; i < ORDERS_PER_FAULT; i++) orders.push(await prepareOrder(store.gateway, shoppers[i]!, products[i]!, 1 + (i % 2)));
    const stockBefore = await ledger.stockOf(products);

    const started = Date.now();
    const paying = (async () => {
      for (const [i, order] of orders.entries()) {
        await sleep(started + (i * streamMs) / orders.length - Date.now());
        await pay(order);
      }
    })();
    await sleep(streamMs / 5);
    await fault();
    const faultEnded = Date.now();
    await paying;

    let problems = await ledger.reconcile(orders);
    while (problems.length > 0 && Date.now() - faultEnded < EFFECTS_WITHIN_MS) {
      await sleep(500);
      problems = await ledger.reconcile(orders);
    }
    const settledAfter = ((Date.now() - faultEnded) / 1000).toFixed(1);
    const stockAfter = await ledger.stockOf(products);
    const stockWrong = orders.filter((o) => stockAfter.get(o.productId) !== stockBefore.get(o.productId)! - o.quantity);
    const dead = await deadLetters();
    const exited = DATABASE_SERVICES.filter((s) => store.process(s).child.exitCode !== null || store.process(s).child.signalCode !== null);
    report.push(
      `  ${name}: ${orders.length - new Set(problems.map((p) => p.split(':')[0])).size} of ${orders.length} complete, ` +
        `${stockWrong.length} stock counts wrong, ${dead} dead letters, ${exited.length} services down, ` +
        `settled ${settledAfter} s after the fault ended`,
    );
    if (problems.length > 0 || exited.length > 0) {
      // What the services said is the first thing to read when this fails.
      for (const s of DATABASE_SERVICES)
        console.log(`--- ${s} (last lines)\n${store.process(s).output().split('\n').slice(-40).join('\n')}`);
    }
    expect(exited, `${name}: services that exited`).toEqual([]);
    expect(problems, `${name}: orders not reconciled ${EFFECTS_WITHIN_MS / 1000} s after the fault ended`).toEqual([]);
    expect(stockWrong.map((o) => o.orderId)).toEqual([]);
    expect(dead).toBe(0);
  }

  it('database connections terminated every 100 ms for 20 s, in every service', async () => {
    const cutter = await connectionCutter(Object.values(store.databases).map((d) => d.name));
    let terminated = 0;
    try {
      await duringPaidOrders('connections terminated every 100 ms for 20 s', 25_000, async () => {
        const until = Date.now() + 20_000;
        while (Date.now() < until) {
          terminated += await cutter.cut();
          await sleep(100);
        }
      });
    } finally {
      await cutter.close();
    }
    expect(terminated).toBeGreaterThan(100);
  }, 180_000);

  it("the catalog's database unreachable for 20 s (a network that drops everything)", async () => {
    let readyDuring = true;
    await duringPaidOrders("catalog's database unreachable for 20 s", 25_000, async () => {
      catalogNetwork.partition();
      await sleep(5000);
      readyDuring = await ready('catalog');
      await sleep(15_000);
      catalogNetwork.heal();
    });
    expect(readyDuring).toBe(false);
    expect(await ready('catalog')).toBe(true);
  }, 180_000);

  it('a consumer killed mid-stream, and started again', async () => {
    await duringPaidOrders('catalog killed mid-stream, back 3 s later', 10_000, async () => {
      await store.kill('catalog');
      await sleep(3000);
      await store.start('catalog');
    });
  }, 180_000);

  it('the broker restarted', async () => {
    const readyDuring: Record<string, boolean> = {};
    await duringPaidOrders('broker stopped for about 8 s and started again', 15_000, async () => {
      rabbitmqctl('stop_app');
      try {
        await sleep(3000);
        for (const s of ['orders', 'catalog'] as const) readyDuring[s] = await ready(s);
        await sleep(5000);
      } finally {
        rabbitmqctl('start_app');
      }
      rabbitmqctl('await_startup');
    });
    expect(readyDuring).toEqual({ orders: false, catalog: false });
  }, 180_000);

  it('the relay killed mid-publish (the orders service), and started again', async () => {
    await duringPaidOrders('orders killed mid-publish, back 1 s later', 10_000, async () => {
      await store.kill('orders');
      await sleep(1000);
      await store.start('orders');
    });
  }, 180_000);
});
