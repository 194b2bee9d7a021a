import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAuthKeys } from '@storefront/service-kit';
import { TEST_AMQP_URL, type TestDatabase, createTestDatabase, testNamespace } from '@storefront/testing';
import { launchBrowser, newShopperDetails, openShopper } from '../src/browser';
import { type Proc, freePort, startProcess, waitForHttp } from '../src/processes';
import { ROOT } from '../src/store';

// The deployment of docker-compose.yml, without containers: every service and the gateway in its own
// process, on this machine's PostgreSQL (a database per service) and RabbitMQ.
describe('distributed mode: separate processes on PostgreSQL and RabbitMQ', () => {
  const procs: Proc[] = [];
  const databases: TestDatabase[] = [];
  const namespace = testNamespace('distributed');
  let gateway = '';
  let catalog: Proc;
  let watcher: Proc;
  let browser: Browser | undefined;
  let keyDir: string;

  beforeAll(async () => {
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-keys-'));
    const keys = generateAuthKeys();
    fs.writeFileSync(path.join(keyDir, 'public.pem'), keys.publicKey);
    fs.writeFileSync(path.join(keyDir, 'private.pem'), keys.privateKey, { mode: 0o600 });
    const common = {
      AMQP_URL: TEST_AMQP_URL,
      AMQP_NAMESPACE: namespace,
      AUTH_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
      LOG_LEVEL: 'info',
    };
    const users = await createTestDatabase('dist_users');
    const cat = await createTestDatabase('dist_catalog');
    databases.push(users, cat);
    const [usersPort, catalogPort, gatewayPort] = await Promise.all([freePort(), freePort(), freePort()]);

    watcher = startProcess('event watcher', ['--import', 'tsx', 'e2e/src/fixtures/event-watcher.ts', TEST_AMQP_URL, namespace, 'watcher', 'user.registered'], {}, ROOT);
    procs.push(watcher);
    const usersProc = startProcess('users', ['services/users/dist/server.js'], {
      ...common,
      PORT: String(usersPort),
      DATABASE_URL: users.url,
      AUTH_PRIVATE_KEY_FILE: path.join(keyDir, 'private.pem'),
      DATA_DIR: path.join(keyDir, 'users-data'),
    }, ROOT);
    catalog = startProcess('catalog', ['services/catalog/dist/server.js'], {
      ...common,
      PORT: String(catalogPort),
      DATABASE_URL: cat.url,
      DATA_DIR: path.join(keyDir, 'catalog-data'),
    }, ROOT);
    const gw = startProcess('gateway', ['gateway/dist/server.js'], {
      PORT: String(gatewayPort),
      SERVICE_URL_USERS: `http://127.0.0.1:${usersPort}`,
      SERVICE_URL_CATALOG: `http://127.0.0.1:${catalogPort}`,
      LOG_LEVEL: 'warn',
    }, ROOT);
    procs.push(usersProc, catalog, gw);
    gateway = `http://127.0.0.1:${gatewayPort}`;
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${usersPort}/readyz`),
      waitForHttp(`http://127.0.0.1:${catalogPort}/readyz`),
      waitForHttp(`${gateway}/healthz`),
      watcher.waitFor('READY'),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const p of procs.reverse()) await p.stop();
    for (const d of databases) await d.drop().catch(() => {});
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  it('serves the seeded catalogue through the gateway from the catalog process', async () => {
    const res = await fetch(`${gateway}/api/products?search=toque`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: Array<{ name: string; imageUrl: string }> };
    expect(body.products.length).toBeGreaterThan(0);
    const image = await fetch(`${gateway}${body.products[0]!.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('registers and logs in through the gateway; the session the users process signs is checked by it', async () => {
    const me = newShopperDetails('Distributed Dana');
    const reg = await fetch(`${gateway}/api/users/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(me) });
    expect(reg.status).toBe(201);
    const login = await fetch(`${gateway}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(me) });
    const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
    const own = await fetch(`${gateway}/api/users/${user._id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await own.json()) as { name: string }).name).toBe('Distributed Dana');
    expect(own.headers.get('x-request-id')).toBeTruthy();

    // the users process announced it; another process received it over RabbitMQ
    await watcher.waitFor(new RegExp(`"userId":"${user._id}"`), 20_000);
    const line = watcher.output().split('\n').find((l) => l.includes(user._id))!;
    const event = JSON.parse(line.replace(/^EVENT /, ''));
    expect(event).toMatchObject({ type: 'user.registered', payload: { userId: user._id, email: me.email } });
  });

  it('keeps the shell and the other services working when the catalog process stops', async () => {
    expect(await catalog.stop()).toBe(0); // a graceful stop
    expect(catalog.output()).toMatch(/"msg":"stopped"/);

    const products = await fetch(`${gateway}/api/products`);
    expect(products.status).toBe(502);
    expect(((await products.json()) as { error: string }).error).toBe('The catalog service is not available right now. Please try again shortly.');
    const login = await fetch(`${gateway}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'x@y.ca', password: 'nope-nope' }) });
    expect(login.status).toBe(401);

    browser = await launchBrowser();
    const shopper = await openShopper(browser, gateway);
    await shopper.page.goto('/');
    await shopper.page.getByText('The catalog service is not available right now. Please try again shortly.').waitFor();
    await shopper.page.getByRole('link', { name: 'Register' }).click();
    await shopper.page.getByRole('heading', { name: 'Create an Account' }).waitFor();
  });
});
