import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

// `npm run dead-letters` against the running store, through the gateway and every consuming service's
// admin endpoint: it signs in as the admin, lists, refuses what it cannot do with a next step, and replays.

const url = inject('storeUrl');
const script = path.resolve(import.meta.dirname, '../../scripts/dead-letters.mjs');
const ADMIN = { ADMIN_EMAIL: 'admin@storefront.test', ADMIN_PASSWORD: 'storefront-admin' };

async function run(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { PATH: process.env.PATH ?? '', STORE_URL: url, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run dead-letters', () => {
  it('lists every consuming service’s dead letters through the gateway, and replays them', async () => {
    const listed = await run(['list'], ADMIN);
    // Every service answered (a route missing at the gateway, or a service refusing, is said on stderr).
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(/No dead letters|dead letter\(s\)/);
    const replayed = await run(['replay', '--all'], ADMIN);
    expect(replayed).toMatchObject({ code: 0, stderr: '' });
    expect(replayed.stdout).toMatch(/^Replayed \d+ dead letter\(s\)/);
  });

  it('says what to do next when it cannot', async () => {
    const unknown = await run(['show', crypto.randomUUID()], ADMIN);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No dead letter has the event id .* List them: npm run dead-letters -- list/);
    const noAdmin = await run(['list'], {});
    expect([noAdmin.code, noAdmin.stderr]).toEqual([1, expect.stringMatching(/^Set ADMIN_EMAIL and ADMIN_PASSWORD/)]);
    const wrong = await run(['list'], { ...ADMIN, ADMIN_PASSWORD: 'not-the-password' });
    expect([wrong.code, wrong.stderr]).toEqual([1, expect.stringMatching(/^Could not sign in as admin@storefront.test/)]);
    const usage = await run(['drop'], ADMIN);
    expect([usage.code, usage.stderr]).toEqual([1, expect.stringMatching(/^Usage: npm run dead-letters/)]);
    const away = await run(['list'], { ...ADMIN, STORE_URL: 'http://127.0.0.1:9' });
    expect([away.code, away.stderr]).toEqual([1, expect.stringMatching(/^Could not reach the store at http:\/\/127.0.0.1:9/)]);
  });
});
