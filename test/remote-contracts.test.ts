import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_MODULES, type RemoteName } from '@storefront/contracts/shop';
import { STORE_ROUTES, isRedirect } from '@storefront/contracts/pages';
import type { FrontendApp } from '@storefront/frontend-build';

// The remotes' contracts with the shell, as they are built: what each remote's webpack build exposes (its
// frontend.config.ts) is its contract's list of modules, from the files its src/exposes.ts type-checks, and
// every page of the store names a module its remote really exposes. The types themselves are checked by tsc.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const names = Object.keys(REMOTES) as RemoteName[];

async function appOf(remote: RemoteName): Promise<FrontendApp> {
  const file = path.join(ROOT, REMOTES[remote].workspace, 'frontend.config.ts');
  return ((await import(pathToFileURL(file).href)) as { default: FrontendApp }).default;
}
const exposedBy = async (remote: RemoteName): Promise<Record<string, string>> => (await appOf(remote)).exposes ?? {};

describe("the remotes' contracts", () => {
  it.each(names)('the %s remote builds exactly the modules of its contract, from files that exist', async (remote) => {
    const exposes = await exposedBy(remote);
    expect((await appOf(remote)).name).toBe(REMOTES[remote].container);
    expect(Object.keys(exposes).sort()).toEqual([...REMOTE_MODULES[remote]].sort());
    for (const file of Object.values(exposes)) expect(fs.existsSync(path.join(ROOT, REMOTES[remote].workspace, file)), file).toBe(true);
  });

  it.each(names)("the %s remote's src/exposes.ts type-checks the very files it builds", async (remote) => {
    const exposes = await exposedBy(remote);
    const checked = fs.readFileSync(path.join(ROOT, REMOTES[remote].workspace, 'src', 'exposes.ts'), 'utf8');
    const imports = Object.fromEntries(
      [...checked.matchAll(/'(\.\/[^']+)': \(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1]!, `./src/${m[2]!}`]),
    );
    expect(imports).toEqual(Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, file.replace(/\.tsx?$/, '')])));
  });

  it('has every page of the store name a module its remote exposes', async () => {
    const exposed = Object.fromEntries(await Promise.all(names.map(async (r) => [r, Object.keys(await exposedBy(r))] as const)));
    const missing = STORE_ROUTES.filter((r) => !isRedirect(r) && !r.comingSoon && !exposed[r.remote]?.includes(r.module)).map(
      (r) => `${r.path} → ${'remote' in r ? `${r.remote} ${r.module}` : ''}`,
    );
    expect(missing).toEqual([]);
  });
});
