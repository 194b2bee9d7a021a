import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, listen, type Listening } from '@storefront/service-kit';
import { loadRouteTable } from '@storefront/routes';
import { type Gateway, type GatewayConfig, createGateway } from '../src';

const TOKEN = 'operator-token-for-the-tests-0123456789';

/** A gateway with no services, serving `config`'s remotes (its other settings as every test here has them). */
function remotesGateway(config: Pick<GatewayConfig, 'remotes'> & Partial<GatewayConfig>): Gateway {
  return createGateway({
    log: createLogger('gateway', 'silent'),
    config: {
      services: {},
      routes: loadRouteTable(),
      corsOrigins: [],
      upstreamTimeoutMs: 5000,
      publicUrl: 'http://localhost:8080',
      ...config,
    },
  });
}

/** Publishes a release the way the frontend build does: a folder named by its version, listed newest first. */
function publish(releasesDir: string, version: string, entrySource: string) {
  fs.mkdirSync(path.join(releasesDir, version), { recursive: true });
  fs.writeFileSync(path.join(releasesDir, version, 'remoteEntry.js'), entrySource);
  fs.writeFileSync(path.join(releasesDir, version, `src_Cart.${version.slice(0, 10)}.js`), `/* ${version} */`);
  const list = path.join(releasesDir, 'releases.json');
  const earlier = fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as { releases: unknown[] }).releases : [];
  fs.writeFileSync(list, JSON.stringify({ releases: [{ version, builtAt: new Date().toISOString() }, ...earlier] }));
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 4000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const V1 = 'aaaaaaaaaaa1';
const V2 = 'bbbbbbbbbbb2';
const V3 = 'ccccccccccc3';

describe('remote releases: deploy, switch and roll back while the store runs', () => {
  let dir: string;
  let cartReleases: string;
  let catalogOrigin: Listening;
  let deploymentsFile: string;
  let gateway: Gateway;
  const entries = async () => (await request(gateway.app).get('/remotes.json')).body.remotes as Record<string, { entry: string }>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-deploys-'));
    const shellDir = path.join(dir, 'shell');
    fs.mkdirSync(shellDir);
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    cartReleases = path.join(dir, 'cart-releases');
    publish(cartReleases, V1, 'var mf_cart = "one";');
    publish(cartReleases, V2, 'var mf_cart = "two";');
    // The catalog's releases are on a server of their own (its container): the gateway passes its files on.
    const catalogReleases = path.join(dir, 'catalog-releases');
    publish(catalogReleases, V3, 'var mf_catalog = "three";');
    catalogOrigin = await listen(express().use(express.static(catalogReleases)), 0, '127.0.0.1');
    deploymentsFile = path.join(dir, 'state', 'remote-deployments.json');
    gateway = remotesGateway({
      shellDir,
      remotes: {
        cart: { entry: '/remotes/cart/remoteEntry.js', dir: cartReleases },
        catalog: { entry: '/remotes/catalog/remoteEntry.js', origin: `http://127.0.0.1:${catalogOrigin.port}` },
        support: { entry: 'https://cdn.example.com/support/remoteEntry.js' },
      },
      remoteDeploymentsFile: deploymentsFile,
      operatorToken: TOKEN,
    });
  });
  afterAll(async () => {
    gateway.close();
    await catalogOrigin.close();
  });

  it("serves each remote's newest release, from a folder that never changes, and keeps the older ones reachable", async () => {
    expect(await entries()).toEqual({
      cart: { entry: `/remotes/cart/${V2}/remoteEntry.js` },
      catalog: { entry: `/remotes/catalog/${V3}/remoteEntry.js` },
      support: { entry: 'https://cdn.example.com/support/remoteEntry.js' },
    });
    const entry = await request(gateway.app).get(`/remotes/cart/${V2}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.text).toBe('var mf_cart = "two";');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A tab opened before the deploy still loads the chunks of the release it started with.
    expect((await request(gateway.app).get(`/remotes/cart/${V1}/src_Cart.${V1.slice(0, 10)}.js`)).text).toBe(`/* ${V1} */`);
    // The list itself is always asked again.
    expect((await request(gateway.app).get('/remotes/cart/releases.json')).headers['cache-control']).toBe('no-cache');
    // From the remote's own server, through the store's origin.
    expect((await request(gateway.app).get(`/remotes/catalog/${V3}/remoteEntry.js`)).text).toBe('var mf_catalog = "three";');
    // Each page carries the manifest, so the shell needs no /remotes.json round trip.
    const page = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(page.text).toContain(`/remotes/cart/${V2}/remoteEntry.js`);
  });

  it("switches a remote to another release and back on the operators' port, with the operator token", async () => {
    const admin = request(gateway.admin);
    expect((await admin.put('/remotes/cart').send({ version: V1 })).status).toBe(401);
    expect((await admin.put('/remotes/cart').set('Authorization', 'Bearer wrong').send({ version: V1 })).status).toBe(401);
    const bad = await admin.put('/remotes/cart').set('Authorization', `Bearer ${TOKEN}`).send({ version: 'latest' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/release version/);
    const unknown = await admin.put('/remotes/cart').set('Authorization', `Bearer ${TOKEN}`).send({ version: 'ddddddddddd4' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain(V1);
    expect((await admin.put('/remotes/basket').set('Authorization', `Bearer ${TOKEN}`).send({ version: V1 })).status).toBe(404);
    // Nothing changed for the refused ones.
    expect((await entries()).cart).toEqual({ entry: `/remotes/cart/${V2}/remoteEntry.js` });

    const switched = await admin.put('/remotes/cart').set('Authorization', `Bearer ${TOKEN}`).send({ version: V1 });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ name: 'cart', version: V1, chosen: { version: V1 }, previous: [{ version: V2 }] });
    expect((await entries()).cart).toEqual({ entry: `/remotes/cart/${V1}/remoteEntry.js` });
    expect((await request(gateway.app).get('/').set('Accept', 'text/html')).text).toContain(`/remotes/cart/${V1}/remoteEntry.js`);
    // The choice is in the file, for the other gateways that read it and for the next start.
    expect(JSON.parse(fs.readFileSync(deploymentsFile, 'utf8')).remotes.cart.current).toEqual({ version: V1 });

    const back = await admin.post('/remotes/cart/rollback').set('Authorization', `Bearer ${TOKEN}`).set('X-Operator', 'Ada at the desk');
    expect(back.status).toBe(200);
    // Each switch is recorded in the same write as the change: who, what from, what to; newest first.
    expect((await admin.get('/remotes/switches')).status).toBe(401);
    const record = await admin.get('/remotes/switches').set('Authorization', `Bearer ${TOKEN}`);
    expect(record.body.switches).toEqual([
      expect.objectContaining({
        remote: 'cart',
        action: 'rolled-back',
        from: { version: V1 },
        to: { version: V2 },
        by: expect.stringMatching(/^Ada at the desk \(.+\)$/),
      }),
      expect.objectContaining({
        remote: 'cart',
        action: 'switched',
        from: { version: V2 },
        to: { version: V1 },
        by: expect.stringMatching(/^unnamed operator \(/),
      }),
    ]);
    expect(JSON.parse(fs.readFileSync(deploymentsFile, 'utf8')).switches).toHaveLength(2);
    // A name that is not one line of plain text is refused, and nothing is switched.
    const forged = await admin.post('/remotes/cart/rollback').set('Authorization', `Bearer ${TOKEN}`).set('X-Operator', 'x'.repeat(101));
    expect([forged.status, forged.body.code]).toEqual([400, 'remote.operator.invalid']);
    const tabbed = await admin.post('/remotes/cart/rollback').set('Authorization', `Bearer ${TOKEN}`).set('X-Operator', 'Ada\troot');
    expect([tabbed.status, tabbed.body.code]).toEqual([400, 'remote.operator.invalid']);
    expect((await admin.get('/remotes/switches').set('Authorization', `Bearer ${TOKEN}`)).body.switches).toHaveLength(2);
    expect((await entries()).cart).toEqual({ entry: `/remotes/cart/${V2}/remoteEntry.js` });
    const listed = await admin.get('/remotes');
    expect(listed.body.remotes.find((r: { name: string }) => r.name === 'cart')).toMatchObject({
      version: V2,
      releases: [{ version: V2 }, { version: V1 }],
    });
    // A remote served from a fixed address is switched to another address, not to a release.
    const cdn = await admin.put('/remotes/support').set('Authorization', `Bearer ${TOKEN}`).send({ version: V1 });
    expect(cdn.status).toBe(400);
    expect((await admin.post('/remotes/support/rollback').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(409);
  });

  it('never switches anything on the public port', async () => {
    const before = await entries();
    const res = await request(gateway.app).put('/remotes/cart').set('Authorization', `Bearer ${TOKEN}`).send({ version: V1 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await request(gateway.app).get('/remotes').set('Accept', 'application/json')).status).toBe(404);
    expect(await entries()).toEqual(before);
  });

  it('takes an edit of the deployments file and a new build within a second, and a broken file changes nothing', async () => {
    const write = (remotes: object) => {
      fs.writeFileSync(`${deploymentsFile}.edit`, JSON.stringify({ remotes }));
      fs.renameSync(`${deploymentsFile}.edit`, deploymentsFile);
    };
    write({ cart: { current: { version: V1 }, previous: [], changedAt: new Date().toISOString() } });
    expect((await eventually(entries, (e) => e.cart!.entry.includes(V1))).cart).toEqual({ entry: `/remotes/cart/${V1}/remoteEntry.js` });

    fs.writeFileSync(deploymentsFile, '{"remotes": {"cart": {"current": {"version": "not a release"}}}}');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await entries()).cart).toEqual({ entry: `/remotes/cart/${V1}/remoteEntry.js` });

    // A remote nobody chose follows its newest release: a new build is served as soon as it is published.
    write({});
    const newest = 'eeeeeeeeeee5';
    publish(cartReleases, newest, 'var mf_cart = "five";');
    expect((await eventually(entries, (e) => e.cart!.entry.includes(newest))).cart).toEqual({
      entry: `/remotes/cart/${newest}/remoteEntry.js`,
    });
  });

  it("lets the page's scripts come from wherever a remote is switched to", async () => {
    await request(gateway.admin)
      .put('/remotes/cart')
      .set('Authorization', `Bearer ${TOKEN}`)
      .send({ entry: 'https://static.example.net/mf-cart/9/remoteEntry.js' });
    const page = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example\.com https:\/\/static\.example\.net/);
    await request(gateway.admin).post('/remotes/cart/rollback').set('Authorization', `Bearer ${TOKEN}`);
    const after = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(after.headers['content-security-policy']).not.toContain('static.example.net');
  });

  it('refuses an entry the browser and the policy would read differently, and no deployments file breaks a page', async () => {
    const before = await entries();
    for (const entry of [
      'https://cdn.example.com;script-src *;/remoteEntry.js',
      'https://a,b.example.com/remoteEntry.js',
      '//evil.example/remoteEntry.js',
      'http://cdn.example.com/remoteEntry.js',
      'https://user:pw@cdn.example.com/remoteEntry.js',
      'https://cdn.example.com/remoteEntry.js?x=1',
      '/remotes/../../remoteEntry.js',
      'javascript:alert(1)//remoteEntry.js',
    ]) {
      const res = await request(gateway.admin).put('/remotes/cart').set('Authorization', `Bearer ${TOKEN}`).send({ entry });
      expect(res.status, entry).toBe(400);
    }
    expect(await entries()).toEqual(before);
    // Written straight into the file: refused the same way; the pages keep answering with the last good one.
    fs.writeFileSync(
      deploymentsFile,
      JSON.stringify({
        remotes: { cart: { current: { entry: 'https://a;b.example/remoteEntry.js' }, previous: [], changedAt: new Date().toISOString() } },
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    const page = await request(gateway.app).get('/').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('a;b');
    expect(await entries()).toEqual(before);
  });
});

describe('two operators switching at once', () => {
  it('keeps both switches', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-deploys-'));
    const remotes = Object.fromEntries(
      ['cart', 'catalog'].map((name) => {
        const releases = path.join(dir, name);
        publish(releases, V1, `var ${name} = 1;`);
        publish(releases, V2, `var ${name} = 2;`);
        return [name, { entry: `/remotes/${name}/remoteEntry.js`, dir: releases }];
      }),
    );
    const deploymentsFile = path.join(dir, 'remote-deployments.json');
    const gateway = remotesGateway({
      remotes,
      remoteDeploymentsFile: deploymentsFile,
      operatorToken: TOKEN,
    });
    try {
      const answers = await Promise.all(
        ['cart', 'catalog'].map((name) =>
          request(gateway.admin).put(`/remotes/${name}`).set('Authorization', `Bearer ${TOKEN}`).send({ version: V1 }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const written = JSON.parse(fs.readFileSync(deploymentsFile, 'utf8')) as { remotes: Record<string, { current: unknown }> };
      expect(written.remotes.cart?.current).toEqual({ version: V1 });
      expect(written.remotes.catalog?.current).toEqual({ version: V1 });
      const manifest = (await request(gateway.app).get('/remotes.json')).body.remotes as Record<string, { entry: string }>;
      expect(manifest.cart!.entry).toContain(V1);
      expect(manifest.catalog!.entry).toContain(V1);
    } finally {
      gateway.close();
    }
  });
});

describe('a gateway without an operator token', () => {
  it("refuses to switch remotes on its operators' port, and says how to", async () => {
    const gateway = remotesGateway({
      remotes: {},
    });
    const res = await request(gateway.admin).put('/remotes/cart').send({ version: V1 });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/OPERATOR_TOKEN/);
    gateway.close();
  });
});
