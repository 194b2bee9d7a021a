import { type PageModule, type RemoteModuleType, translationsIn } from '@storefront/ui';
import { type ExposedModule, REMOTES, type RemoteName, type RemotesManifest } from '@storefront/contracts/shop';
import { containerAt, moduleOf } from './remote-containers';

/** A page of a remote, as a route names it: a remote and one of the modules that remote exposes. */
export type PageOfRemote = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];

/** A remote that does not answer is given up on after this long, its one retry included, instead of
 * leaving the page loading: the shopper sees its fallback within 5 s, with half a second left for a busy
 * phone to draw it. */
export const REMOTE_TIMEOUT_MS = 4500;
/** Each of the two attempts (the manifest, the remote's entry, its chunks) may take this long; the
 * remotes' own chunk loading gives up at the same time (CHUNK_LOAD_TIMEOUT_MS in their build). */
export const ATTEMPT_TIMEOUT_MS = 2000;

let manifest: Promise<RemotesManifest> | null = null;

/** The modules of remotes bundled with the shell's server side (first-view.tsx), by remote and module:
 * each remote's exposes.ts. */
export type RemoteModuleLoaders = Partial<Record<RemoteName, Record<string, () => Promise<unknown>>>>;
let bundled: RemoteModuleLoaders | undefined;
/** On the server, the remotes' modules come from the bundle: no manifest, no container. */
export function loadRemotesFrom(remotes: RemoteModuleLoaders): void {
  bundled = remotes;
}

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
  const res = await fetch('/remotes.json', { signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), cache: 'no-cache' });
  if (!res.ok) throw new Error(`The remotes manifest answered ${res.status}.`);
  return (await res.json()) as RemotesManifest;
}

/** Where each remote lives now (so a team can redeploy its remote without a new shell): read once per
 * visit, and again after a failure. */
function currentManifest(): Promise<RemotesManifest> {
  manifest ??= fetchManifest().catch((err: unknown) => {
    manifest = null; // the next attempt starts over
    throw err;
  });
  return manifest;
}

/** Loads a module a remote exposes, e.g. ('cart', './cart'). A failed attempt (a chunk that failed or did
 * not arrive in time, a deploy that moved the remote) is tried once more from the manifest; the whole
 * gives up within REMOTE_TIMEOUT_MS, so the page shows its fallback rather than waiting. */
export function loadRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(remote: R, module: M): Promise<RemoteModuleType<R, M>> {
  type Loaded = RemoteModuleType<R, M>;
  if (bundled) {
    const load = bundled[remote]?.[module];
    return (
      load ? load() : Promise.reject(new Error(`The ${remote} remote's ${module} is not bundled with the server.`))
    ) as Promise<Loaded>;
  }
  return withinDeadline(remote, async () => {
    try {
      return await attemptToLoad<Loaded>(remote, module);
    } catch (err) {
      console.warn(`The ${remote} remote did not load; trying once more`, err);
      forgetRemotes();
      return attemptToLoad<Loaded>(remote, module);
    }
  });
}

async function attemptToLoad<T>(remote: RemoteName, module: string): Promise<T> {
  const entry = (await currentManifest()).remotes[remote]?.entry;
  if (!entry) throw new Error(`The remotes manifest does not name the ${remote} remote.`);
  const container = await containerAt(REMOTES[remote].container, entry, ATTEMPT_TIMEOUT_MS);
  const mod = await moduleOf<T>(container, module);
  // The module added its catalogue as it loaded: in French, its messages arrive before it is shown.
  await translationsIn();
  return mod;
}

/** Loads a page component a remote exposes, e.g. ('catalog', './Home'). The type is the contract's; a
 * remote deployed on its own may still break it, so the page is checked as it arrives. */
export async function loadRemotePage({ remote, module }: PageOfRemote): Promise<PageModule> {
  // Any page's remote and module, as the routes pair them (a union the generic call cannot follow).
  const mod = (await loadRemoteModule(remote, module as ExposedModule<typeof remote>)) as Partial<PageModule>;
  if (!mod.default) throw new Error(`${remote} ${module} did not provide a page.`);
  return mod as PageModule;
}

async function withinDeadline<T>(remote: RemoteName, load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      load(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${remote} did not answer within ${REMOTE_TIMEOUT_MS / 1000} s`)), REMOTE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What `load` gives, or null when it fails or the remote does not answer within the remote timeout. */
export async function tryLoad<T>(remote: RemoteName, load: () => Promise<T>): Promise<T | null> {
  try {
    return await withinDeadline(remote, load);
  } catch (err) {
    console.error(`The ${remote} remote is not available`, err);
    return null;
  }
}

/** After a failure, a retry reads the manifest again: the remote may have moved. */
export function forgetRemotes(): void {
  manifest = null;
}
