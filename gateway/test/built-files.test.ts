import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, listen, type Listening } from '@storefront/service-kit';
import { loadRouteTable } from '@storefront/routes';
import { createGateway } from '../src';

/** A script large enough to be worth compressing, as the build writes it, with its compressed copies. */
function writeBuilt(dir: string, name: string, source: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), source);
  fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(source));
}

/** The answer as it came on the wire: its headers and its body, not decoded. */
function get(port: number, file: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get({ host: '127.0.0.1', port, path: file, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const SCRIPT = `/* the shell's libraries */ ${Array.from({ length: 400 }, (_, i) => `window.x${i} = ${i} * 2;`).join('\n')}`;
const VERSION = 'abcdef012345';
const LATER = '0123456789ab';

describe("the frontends' built files, as the build compressed them", () => {
  let dir: string;
  let releases: string;
  let gateway: Listening;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-files-'));
    const shellDir = path.join(dir, 'shell');
    writeBuilt(shellDir, 'libraries.0123abcd89.js', SCRIPT);
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(shellDir, 'small.0123abcd89.js'), 'console.log(1)'); // too small to have copies
    releases = path.join(dir, 'cart-releases');
    writeBuilt(path.join(releases, VERSION), 'remoteEntry.js', `var mf_cart; ${SCRIPT}`);
    fs.writeFileSync(
      path.join(releases, 'releases.json'),
      JSON.stringify({ releases: [{ version: VERSION, builtAt: new Date().toISOString() }] }),
    );
    const { app } = createGateway({
      log: createLogger('gateway', 'silent'),
      config: {
        services: {},
        routes: loadRouteTable(),
        corsOrigins: [],
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
        shellDir,
        remotes: { cart: { entry: `/remotes/cart/${VERSION}/remoteEntry.js`, dir: releases } },
      },
    });
    gateway = await listen(app, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the build's brotli copy to a browser that takes brotli, and keeps the file's caching", async () => {
    const res = await get(gateway.port, '/libraries.0123abcd89.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.equals(fs.readFileSync(path.join(dir, 'shell', 'libraries.0123abcd89.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that takes gzip only, and the file itself to one that takes neither', async () => {
    const gzip = await get(gateway.port, '/libraries.0123abcd89.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get(gateway.port, '/libraries.0123abcd89.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const small = await get(gateway.port, '/small.0123abcd89.js', 'br');
    expect([small.status, small.headers['content-encoding'], small.body.toString()]).toEqual([200, undefined, 'console.log(1)']);
  });

  it("sends a remote release's copies, a release published while the gateway runs included, and refuses what is not there", async () => {
    const entry = await get(gateway.port, `/remotes/cart/${VERSION}/remoteEntry.js`, 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(entry.body).toString()).toBe(`var mf_cart; ${SCRIPT}`);

    // Asked for before it exists, then published: it is looked through when it is there.
    expect((await get(gateway.port, `/remotes/cart/${LATER}/remoteEntry.js`, 'br')).status).toBe(404);
    writeBuilt(path.join(releases, LATER), 'remoteEntry.js', `var mf_cart_later; ${SCRIPT}`);
    const later = await get(gateway.port, `/remotes/cart/${LATER}/remoteEntry.js`, 'br');
    expect([later.status, later.headers['content-encoding']]).toEqual([200, 'br']);
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(`var mf_cart_later; ${SCRIPT}`);

    expect((await get(gateway.port, `/remotes/cart/${VERSION}/missing.js`, 'br')).status).toBe(404);
    const list = await get(gateway.port, '/remotes/cart/releases.json', 'identity');
    expect([list.status, list.headers['cache-control']]).toEqual([200, 'no-cache']);
  });
});
