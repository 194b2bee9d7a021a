import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every workspace runs alone, as its team would (`npm test -w mf-cart`, `npm run typecheck -w shell`):
// each has the three scripts, and a remote type-checks alone (its build config reaches the server-side
// kit's settings, which once left Express's extended Request behind).
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const workspaces = ['packages', 'services']
  .flatMap((parent) => fs.readdirSync(path.join(ROOT, parent)).map((name) => `${parent}/${name}`))
  .concat(
    ['gateway', 'standalone', 'shell', 'e2e'],
    fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-')),
  )
  .filter((dir) => fs.existsSync(path.join(ROOT, dir, 'package.json')));

describe('each workspace alone', () => {
  it.each(workspaces)('%s has test, typecheck and lint scripts and its own tsconfig', (dir) => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const step of ['test', 'typecheck', 'lint'])
      expect(scripts?.[step], `${dir}: ${step}`).toMatch(new RegExp(`workspace\\.mjs ${step}$`));
    expect(fs.existsSync(path.join(ROOT, dir, 'tsconfig.json'))).toBe(true);
  });

  it('type-checks a remote and the shell alone', () => {
    for (const dir of ['mf-account', 'shell']) {
      const run = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/@typescript/native/bin/tsc'), '--noEmit', '-p', `${dir}/tsconfig.json`],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(`${run.stdout}${run.stderr}`, dir).toBe('');
      expect(run.status, dir).toBe(0);
    }
  }, 120_000);
});
