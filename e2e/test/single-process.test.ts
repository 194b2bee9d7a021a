import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newShopperDetails } from '../src/browser';
import { freePort } from '../src/processes';
import { startBuiltStore } from '../src/store';

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
});
