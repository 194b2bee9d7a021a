import express from 'express';
import { type Socket, connect, createServer } from 'node:net';
import request from 'supertest';
import type { Product } from '@storefront/contracts';
import { catalogService } from '@storefront/catalog';
import { cartService } from '@storefront/cart';
import { createPaymentSandbox, type PaymentSandbox } from '@storefront/payment-sandbox';
import { type Listening, listen } from '@storefront/service-kit';
import {
  BACKENDS,
  type Backend,
  type HeardEvents,
  type StartedTestService,
  type TestDeployment,
  hearEvents,
  startTestDeployment,
  testAuth,
} from '@storefront/testing';
import { ordersService } from '../src';

export const WEBHOOK_SECRET = 'whsec_test_flow_secret';

export interface Shop {
  catalog: StartedTestService;
  cart: StartedTestService;
  orders: StartedTestService;
  sandbox: PaymentSandbox;
  sandboxUrl: string;
  /** The orders service's line to the provider's API (webhooks come back on their own). */
  provider: ProviderLine;
  /** The orders service's events that carry a link or a code, whole, as the mailer hears them (the
   * outbox keeps none of those once sent). */
  heard: HeardEvents;
  /** What links them: a test may start more services beside them (the users service, support). */
  deployment: TestDeployment;
  close(): Promise<void>;
}

/** A TCP relay between the orders service and the payment sandbox that a test can cut: while cut, every
 * connection is dropped as it opens and the pooled ones are closed, so the Stripe SDK sees the provider
 * as unreachable (a connection error, after its own retries). Nothing of ours is stood in for. */
export interface ProviderLine {
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function providerLine(targetPort: number): Promise<ProviderLine> {
  let up = true;
  const open = new Set<Socket>();
  const track = (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the provider line has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      up = false;
      for (const s of open) s.destroy();
    },
    restore() {
      up = true;
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Catalog, cart and orders linked as the backend links them (RabbitMQ, or one PGlite and the
 * in-process bus), with the payment sandbox standing in for Stripe: the checkout path as deployed. */
/** `webhooks: false`: the provider's webhooks never reach the store (sent to a port nobody listens on). */
export async function startShop(
  backend: Backend = BACKENDS[0]!,
  options: { refundDelayMs?: number; webhooks?: boolean } = {},
): Promise<Shop> {
  const deployment = await startTestDeployment(backend, 'checkout');
  const catalog = await deployment.start(catalogService, { listen: true });
  let ordersUrl = '';
  const sandbox = createPaymentSandbox({
    apiKey: 'sk_test_sandbox',
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => (options.webhooks === false ? 'http://127.0.0.1:9/api/payments/webhook' : `${ordersUrl}/api/payments/webhook`),
    retryScheduleMs: [200, 400, 800, 1600, 3200],
    refundDelayMs: options.refundDelayMs,
  });
  const sandboxListening: Listening = await listen(sandbox.app, 0, '127.0.0.1');
  const sandboxUrl = `http://127.0.0.1:${sandboxListening.port}`;
  const provider = await providerLine(sandboxListening.port);
  const orders = await deployment.start(ordersService, {
    listen: true,
    env: { CATALOG_URL: catalog.url, PAYMENT_SANDBOX_URL: provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  ordersUrl = orders.url;
  const cart = await deployment.start(cartService, { env: { CATALOG_URL: catalog.url } });
  // The shop's staff are signed in to the sandbox's dashboard, as to Stripe's, so a test may use its
  // test hooks (a card whose refunds fail); the sandbox's own tests show it refuses anyone else.
  const signedIn = express();
  signedIn.use((req, _res, next) => {
    req.headers.authorization ??= 'Bearer sk_test_sandbox';
    next();
  });
  signedIn.use(sandbox.app);
  const heard = await hearEvents(orders.bus, ['payment.completed', 'order.link-requested', 'gift-card.issued']);
  return {
    catalog,
    cart,
    orders,
    sandbox: { ...sandbox, app: signedIn },
    sandboxUrl,
    provider,
    heard,
    deployment,
    async close() {
      await heard.stop();
      sandbox.stop();
      await provider.close();
      await sandboxListening.close(1000);
      await deployment.close();
    },
  };
}

export async function shopper(name = 'Shopper') {
  const auth = await testAuth();
  const userId = crypto.randomUUID();
  const token = await auth.tokenFor({ userId, name, email: `${name.toLowerCase()}@example.ca` });
  return { userId, auth: { Authorization: `Bearer ${token}` } };
}

/** Products sold one way (no options to choose) with at least `min` in stock. */
/** Staff make a product of the catalogue's into the one a test reckons with: its name, category and
 * price (dollars as typed). */
export async function productAs(
  shop: Shop,
  admin: Record<string, string>,
  p: Product,
  wanted: { name: string; category: string; price: string },
): Promise<Product> {
  const res = await request(shop.catalog.app)
    .put(`/api/admin/products/${p._id}`)
    .set(admin)
    .send({ ...wanted, description: `${wanted.name}.`, imageUrl: p.imageUrl, tags: [] });
  if (res.status !== 200) throw new Error(`the product could not be changed: ${JSON.stringify(res.body)}`);
  return res.body as Product;
}

export async function productsInStock(shop: Shop, min = 5): Promise<Product[]> {
  const all: Product[] = (await request(shop.catalog.app).get('/products')).body;
  return all.filter((p) => p.stock >= min && (p.options ?? []).length === 0);
}

export async function waitFor<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const QUEBEC = {
  fullName: 'Gabrielle Roy',
  street: '1 rue Saint-Jean',
  city: 'Québec',
  province: 'QC',
  country: 'Canada',
  postalCode: 'G1R 1N3',
  phoneNumber: '418-555-0100',
};

export const ONTARIO = {
  fullName: 'Ada Lovelace',
  street: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postalCode: 'M5H 1A1',
};
