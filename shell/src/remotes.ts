import { translationsIn } from '@storefront/ui';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName, type RemotesManifest } from '@storefront/contracts/shop';
import type { ComponentType } from 'react';

/** A remote that does not answer must fail (and show its fallback) instead of spinning forever. */
export const REMOTE_TIMEOUT_MS = 5000;

const timeouts: ModuleFederationRuntimePlugin = {
  name: 'storefront-timeouts',
  createScript() {
    return { timeout: REMOTE_TIMEOUT_MS };
  },
};

let initialised = false;
let registered: Promise<void> | null = null;

/** The manifest the gateway wrote into the page, read once: a retry asks the network. */
function manifestInPage(): RemotesManifest | undefined {
  const element = document.getElementById('remotes-manifest');
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const manifest = JSON.parse(element.textContent) as RemotesManifest;
    return typeof manifest.remotes === 'object' && manifest.remotes !== null ? manifest : undefined;
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const inPage = manifestInPage();
  if (inPage) return inPage;
  const res = await fetch('/remotes.json', { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), cache: 'no-cache' });
  if (!res.ok) throw new Error(`The remotes manifest answered ${res.status}.`);
  return (await res.json()) as RemotesManifest;
}

/** Reads where each remote lives now (so a team can redeploy its remote without a new shell) and tells
 * the federation runtime. `force` replaces what an earlier, failed attempt left behind. */
function registerFromManifest(): Promise<void> {
  registered ??= (async () => {
    if (!initialised) {
      init({ name: 'shell', remotes: [], plugins: [timeouts] });
      initialised = true;
    }
    const manifest = await fetchManifest();
    registerRemotes(
      Object.entries(manifest.remotes).map(([name, r]) => ({
        name: REMOTES[name as RemoteName].container,
        alias: name,
        entry: r!.entry,
      })),
      { force: true },
    );
  })().catch((err: unknown) => {
    registered = null; // the next attempt starts over
    throw err;
  });
  return registered;
}

/** Loads a module a remote exposes, e.g. ('cart', './cart'). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await registerFromManifest();
  const id = `${REMOTES[remote].container}/${module.replace(/^\.\//, '')}`;
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`${id} could not be loaded.`);
  // The module added its catalogue as it loaded: in French, its messages arrive before it is shown.
  await translationsIn();
  return mod;
}

/** Loads a page component a remote exposes, e.g. ('catalog', './Home'). */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const mod = await loadRemoteModule<{ default?: ComponentType }>(remote, module);
  if (!mod.default) throw new Error(`${remote} ${module} did not provide a page.`);
  return mod as { default: ComponentType };
}

/** What `load` gives, or null when it fails or the remote does not answer within the remote timeout. */
export async function tryLoad<T>(remote: RemoteName, load: () => Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      load(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${remote} did not answer`)), REMOTE_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    console.error(`The ${remote} remote is not available`, err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** After a failure, a retry fetches the manifest and registers the remotes again. */
export function forgetRemotes(): void {
  registered = null;
}
