import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contracts';
import { openPostgres } from '@storefront/data';
import { RabbitBus } from '@storefront/events';
import { CatalogueChanges, type Gateway, createGateway } from '@storefront/gateway';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { type StartedTestService, TEST_AMQP_URL, createTestDatabase, startTestService, testAuth, testNamespace } from '@storefront/testing';
import { catalogService } from '../src';

// The gateway keeps the catalogue's public answers (as deployed: two catalog replicas on one PostgreSQL
// database, the gateway in front of one of them, all on one RabbitMQ), and a change shows at once
// wherever it was made: through the gateway, or on the other replica, which announces it.

describe('the catalogue answers the gateway keeps', () => {
  const namespace = testNamespace('kept-answers');
  let dropDatabase: () => Promise<void>;
  let db: ReturnType<typeof openPostgres>;
  let replicaA: StartedTestService;
  let replicaB: StartedTestService;
  let bus: RabbitBus;
  let changes: CatalogueChanges;
  let gateway: Gateway;
  let admin: Record<string, string>;

  const gatewayTo = (url: string, notices: CatalogueChanges) =>
    createGateway({
      log: createLogger('gateway', 'silent'),
      changes: notices,
      config: {
        services: { catalog: url },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });

  beforeAll(async () => {
    const database = await createTestDatabase('catalog');
    dropDatabase = database.drop;
    db = openPostgres({ url: database.url, max: 5 });
    replicaA = await startTestService(catalogService, { database: db, bus: 'rabbitmq', namespace, listen: true });
    replicaB = await startTestService(catalogService, { database: db, bus: 'rabbitmq', namespace, listen: true });
    bus = await RabbitBus.connect({ url: TEST_AMQP_URL, namespace, connectionName: 'test-gateway' });
    changes = new CatalogueChanges();
    await changes.hearOn(bus);
    gateway = gatewayTo(replicaA.url, changes);
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}` };
  });
  afterAll(async () => {
    gateway?.close();
    await changes?.stop();
    await bus?.deleteTopology();
    await bus?.close();
    await replicaB?.close();
    await replicaA?.close();
    await db?.close();
    await dropDatabase?.();
  });

  /** The n-th product sold one way of the first page: its stock is its own, which an admin changes. */
  const someProduct = async (n: number) =>
    ((await request(replicaA.app).get('/api/products?limit=100')).body as { products: Product[] }).products.filter(
      (p) => p.options.length === 0,
    )[n - 1]!;

  it('answers a product again without the catalogue, with its ETag, and never shows its own header to the browser', async () => {
    const { _id: id } = await someProduct(1);
    const before = gateway.keptAnswers!.stats();
    const first = await request(gateway.app).get(`/api/products/${id}`).expect(200);
    expect(first.headers['surrogate-control']).toBeUndefined();
    expect(first.headers.age).toBeUndefined();
    const again = await request(gateway.app).get(`/api/products/${id}`).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.age).toBe('0');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Its own request id, not the one the kept answer was made for.
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.headers['surrogate-control']).toBeUndefined();
    await request(gateway.app).get(`/api/products/${id}`).set('If-None-Match', first.headers.etag!).expect(304);
    expect(gateway.keptAnswers!.stats().served - before.served).toBe(2);
  });

  it('shows a change made through the gateway at once', async () => {
    const { _id: id, stock } = await someProduct(2);
    await request(gateway.app).get(`/api/products/${id}`).expect(200);
    expect((await request(gateway.app).get(`/api/products/${id}`)).headers.age).toBeDefined();
    const heard = gateway.keptAnswers!.stats().heard;
    await request(gateway.app).post(`/api/admin/products/${id}/stock`).set(admin).send({ change: 5, reason: 'Counted' }).expect(200);
    // At once, before the catalogue's own notice of it comes.
    const after = await request(gateway.app).get(`/api/products/${id}`).expect(200);
    expect(after.body.stock).toBe(stock + 5);
    await expect.poll(() => gateway.keptAnswers!.stats().heard).toBeGreaterThan(heard);
    await request(gateway.app).get(`/api/products/${id}`).expect(200);
    // A refused change lets nothing go.
    expect((await request(gateway.app).get(`/api/products/${id}`)).headers.age).toBeDefined();
    await request(gateway.app).post(`/api/admin/products/${id}/stock`).send({ change: 5, reason: 'No one' }).expect(401);
    expect((await request(gateway.app).get(`/api/products/${id}`)).headers.age).toBeDefined();
  });

  it('shows a change made on another replica as soon as it is announced, there and on this replica', async () => {
    const { _id: id, stock } = await someProduct(3);
    const listing = '/api/products?limit=3&page=1';
    // Both kept: by replica A (the gateway's) and by the gateway.
    await request(gateway.app).get(`/api/products/${id}`).expect(200);
    await request(gateway.app).get(listing).expect(200);
    expect((await request(gateway.app).get(`/api/products/${id}`)).headers.age).toBeDefined();
    expect((await request(gateway.app).get(listing)).headers.age).toBeDefined();

    await request(replicaB.app).post(`/api/admin/products/${id}/stock`).set(admin).send({ change: 2, reason: 'Counted' }).expect(200);
    // Both keep answers 10 s: without the announcement, these would wait that long.
    await expect.poll(async () => (await request(gateway.app).get(`/api/products/${id}`)).body.stock, { timeout: 3000 }).toBe(stock + 2);
    const direct = await request(replicaA.app).get(`/api/products/${id}`);
    expect(direct.body.stock).toBe(stock + 2);
    // Replica A says it includes B's change, which the gateway heard of.
    await expect
      .poll(async () => Number((await request(replicaA.app).get(`/api/products/${id}`)).headers['catalogue-change']))
      .toBe(gateway.keptAnswers!.stats().heard);
    expect((await request(gateway.app).get(listing)).headers.age).toBeUndefined();
  });

  it('announces a burst of changes in a few notices, numbered in order, the last after the last change', async () => {
    const { _id: id, stock } = await someProduct(5);
    const notices: number[] = [];
    const listener = await bus.listen(['catalogue.changed'], (event) => notices.push((event.payload as { change: number }).change));
    try {
      for (let i = 0; i < 10; i++)
        await request(replicaB.app).post(`/api/admin/products/${id}/stock`).set(admin).send({ change: 1, reason: 'Received' }).expect(200);
      await expect.poll(async () => (await request(gateway.app).get(`/api/products/${id}`)).body.stock, { timeout: 3000 }).toBe(stock + 10);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(notices.length).toBeGreaterThanOrEqual(1);
      expect(notices.length).toBeLessThan(10);
      expect([...notices].sort((a, b) => a - b)).toEqual(notices);
    } finally {
      await listener.stop();
    }
  });

  it('keeps nothing while it cannot hear the changes', async () => {
    const deaf = gatewayTo(replicaA.url, new CatalogueChanges());
    try {
      const { _id: id } = await someProduct(4);
      for (let i = 0; i < 3; i++) expect((await request(deaf.app).get(`/api/products/${id}`).expect(200)).headers.age).toBeUndefined();
      expect(deaf.keptAnswers!.stats()).toMatchObject({ entries: 0, served: 0 });
    } finally {
      deaf.close();
    }
  });
});
