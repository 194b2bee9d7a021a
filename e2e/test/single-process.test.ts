import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { newShopperDetails } from '../src/browser';
import { freePort } from '../src/processes';
import { ROOT, startBuiltStore } from '../src/store';

/** An operator's command run as npm runs it, with only these settings. */
async function command(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start: the store in one process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints its address and the admin login, refuses a second process on the same data, stops cleanly and keeps its data', async () => {
    const first = await startBuiltStore({}, dataDir);
    expect(first.output()).toMatch(/Maple Market is open at http:\/\/localhost:\d+/);
    expect(first.output()).toContain('admin: admin@storefront.test / storefront-admin');
    const me = newShopperDetails('Returning Rita');
    const reg = await fetch(`${first.url}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(me),
    });
    expect(reg.status).toBe(201);

    // the same data folder cannot be opened twice
    await expect(startBuiltStore({}, dataDir)).rejects.toThrow(
      /already open in process \d+\. Stop that process first, or give this one its own folder with DATA_DIR/,
    );

    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('Stopped. Your data is kept in');
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);

    const second = await startBuiltStore({}, dataDir);
    try {
      const login = await fetch(`${second.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: me.email, password: me.password }),
      });
      expect(login.status).toBe(200);
      const products = (await (await fetch(`${second.url}/api/products`)).json()) as { total: number };
      expect(products.total).toBe(322); // seeded once (the goods and the gift card), not again
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);

  it("switches remotes on its operators' port with OPERATOR_TOKEN, as a deployed gateway does", async () => {
    const token = 'operator-token-for-the-single-process-0123';
    const adminPort = String(await freePort());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-operators-'));
    const store = await startBuiltStore({ ADMIN_PORT: adminPort, OPERATOR_TOKEN: token }, dir);
    try {
      const put = (auth: string, body: object) =>
        fetch(`http://127.0.0.1:${adminPort}/remotes/cart`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: auth },
          body: JSON.stringify(body),
        });
      expect((await put('Bearer wrong-token-wrong-token-wrong', { version: 'latest' })).status).toBe(401);
      // The token is taken: what is refused now is the request itself, not the want of a token.
      const bad = await put(`Bearer ${token}`, { version: 'latest' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/release version/);
    } finally {
      expect(await store.stop()).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("under `npm start`: the operators' commands find it by DATA_DIR alone, and a SIGINT to that process stops it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-npm-start-'));
    const store = await startBuiltStore({}, dir, { through: 'npm start' });
    try {
      const running = JSON.parse(fs.readFileSync(path.join(dir, 'running-store.json'), 'utf8')) as { pid: number; url: string };
      expect(running.url).toBe(store.url);
      expect(running.pid).not.toBe(store.process.pid); // the store's own process, under start.mjs

      // No STORE_URL, no port: the store that runs on this data folder.
      const admin = { DATA_DIR: dir, ADMIN_EMAIL: 'admin@storefront.test', ADMIN_PASSWORD: 'storefront-admin' };
      const letters = await command(['scripts/dead-letters.mjs', 'list'], admin);
      expect(letters).toMatchObject({ code: 0, stderr: '' });
      expect(letters.stdout).toMatch(/No dead letters|dead letter\(s\)/);

      const listed = await command(['gateway/src/remotes-cli.ts'], { DATA_DIR: dir });
      expect(listed.stdout).toContain(`From ${path.join(dir, 'remote-deployments.json')}:`);
      const version = /^cart\s+([0-9a-f]{12})/m.exec(listed.stdout)?.[1];
      expect(version, listed.stdout).toBeDefined();
      const switched = await command(['gateway/src/remotes-cli.ts', 'switch', 'cart', version!], { DATA_DIR: dir });
      expect(switched.stdout).toContain(`The store at ${store.url} (process ${running.pid}) serves it within a second`);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'remote-deployments.json'), 'utf8'))).toMatchObject({
        remotes: { cart: { current: { version } } },
      });

      // A supervisor signals the process it started, and only that one.
      const exited = new Promise<number | null>((resolve) => store.process.once('exit', resolve));
      store.process.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(store.output()).toContain('Stopped. Your data is kept in');
      expect(isAlive(running.pid)).toBe(false);
      expect(fs.existsSync(path.join(dir, 'running-store.json'))).toBe(false);

      const after = await command(['gateway/src/remotes-cli.ts', 'switch', 'cart', version!], { DATA_DIR: dir });
      expect(after.stdout).toContain(`No store runs on ${dir} now: the next \`npm start\` serves it.`);
    } finally {
      await store.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
