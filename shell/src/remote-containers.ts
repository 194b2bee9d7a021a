// A remote's build, as webpack's Module Federation publishes it: a script (remoteEntry.js) that defines
// a container on `window[name]`. The shell joins it to the page's share scope (one React, one router,
// one translation instance) and asks it for the modules it exposes. This is the whole of the runtime
// the page needs; the general-purpose one of @module-federation/enhanced weighs 50 KB gzip.

/** What webpack's container entry defines. */
export interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// Provided by webpack in any build with shared modules: the page's share scopes and the function that
// fills the default one with what the shell provides.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** Each entry URL's container, loaded once; a failed load is forgotten so that a retry starts over. */
const containers = new Map<string, Promise<RemoteContainer>>();

/** The container `name` defined by the script at `entry`, loaded (within `timeoutMs`) and joined to the
 * page's share scope. The same URL is loaded once per page. */
export function containerAt(name: string, entry: string, timeoutMs: number): Promise<RemoteContainer> {
  let container = containers.get(entry);
  if (!container) {
    container = (async () => {
      const defined = await runScript(entry, timeoutMs, () => (window as unknown as Record<string, RemoteContainer | undefined>)[name]);
      if (typeof defined?.get !== 'function' || typeof defined.init !== 'function') {
        throw new Error(`${entry} did not define the ${name} remote.`);
      }
      await __webpack_init_sharing__('default');
      await defined.init(__webpack_share_scopes__.default);
      return defined;
    })();
    containers.set(entry, container);
    container.catch(() => containers.delete(entry));
  }
  return container;
}

/** A module the container exposes, e.g. './Home'. A chunk that fails is asked for again by the next call. */
export async function moduleOf<T>(container: RemoteContainer, module: string): Promise<T> {
  const factory = await container.get(module);
  return factory() as T;
}

/** Adds a script to the page and resolves with what `read` finds once it has run: read at once, before
 * another script of the same remote (a newer release) could replace the global. A script that does not
 * arrive within `timeoutMs` counts as failed. The URL is the one the gateway preloaded, so the browser
 * reuses that response. */
function runScript<T>(src: string, timeoutMs: number, read: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`${src} did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      script.remove();
      reject(err);
    }
    script.onload = () => {
      clearTimeout(timer);
      resolve(read());
    };
    script.onerror = () => fail(new Error(`${src} could not be loaded.`));
    document.head.append(script);
  });
}
