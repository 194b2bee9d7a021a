import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Containers from '../src/remote-containers';

// Loading a remote's container as the browser does: a script added to the page, which defines the
// container when it runs. jsdom runs no scripts, so each test plays the browser's part for the script
// it is given: it runs (defines the container and fires load), fails (error), or never arrives.

type Outcome = 'loads' | 'fails' | 'hangs';
let outcomes: Outcome[];
let added: HTMLScriptElement[];
let shareScope: object;
let initSharing: ReturnType<typeof vi.fn>;
let containerAt: typeof Containers.containerAt;
let moduleOf: typeof Containers.moduleOf;

function fakeContainer(entry: string) {
  return {
    entry,
    init: vi.fn(async () => {}),
    get: vi.fn(async (module: string) => () => ({ module, from: entry })),
  };
}

beforeEach(async () => {
  vi.resetModules();
  ({ containerAt, moduleOf } = await import('../src/remote-containers'));
  outcomes = [];
  added = [];
  shareScope = { react: {} };
  initSharing = vi.fn(async () => {});
  vi.stubGlobal('__webpack_init_sharing__', initSharing);
  vi.stubGlobal('__webpack_share_scopes__', { default: shareScope });
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    append(script);
    added.push(script);
    const outcome = outcomes.shift() ?? 'loads';
    queueMicrotask(() => {
      if (outcome === 'loads') {
        (window as unknown as Record<string, unknown>).mf_catalog = fakeContainer(script.src);
        script.onload!(new Event('load'));
      } else if (outcome === 'fails') script.onerror!(new Event('error'));
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).mf_catalog;
});

describe("a remote's container", () => {
  it('is the one its script defines, joined to the page share scope after the page fills it', async () => {
    const container = await containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000);
    expect(added.map((s) => [s.src, s.async])).toEqual([['http://localhost:3000/remotes/catalog/a1/remoteEntry.js', true]]);
    expect(initSharing).toHaveBeenCalledExactlyOnceWith('default');
    expect(container.init).toHaveBeenCalledExactlyOnceWith(shareScope);
    expect(initSharing.mock.invocationCallOrder[0]).toBeLessThan((container.init as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0]!);
    expect(await moduleOf(container, './Home')).toEqual({
      module: './Home',
      from: 'http://localhost:3000/remotes/catalog/a1/remoteEntry.js',
    });
  });

  it('is loaded once per address, and a new address (another release) loads its own', async () => {
    const [a, b] = await Promise.all([
      containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000),
      containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000),
    ]);
    expect(a).toBe(b);
    const newer = await containerAt('mf_catalog', '/remotes/catalog/b2/remoteEntry.js', 2000);
    expect(newer).not.toBe(a);
    expect(added).toHaveLength(2);
    expect(a.init).toHaveBeenCalledTimes(1);
  });

  it('fails when its script cannot be loaded, and the next call loads it afresh', async () => {
    outcomes = ['fails'];
    await expect(containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000)).rejects.toThrow(
      '/remotes/catalog/a1/remoteEntry.js could not be loaded.',
    );
    expect(added[0]!.isConnected).toBe(false);
    await expect(containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000)).resolves.toBeDefined();
    expect(added).toHaveLength(2);
    expect(added[1]!.isConnected).toBe(true);
  });

  it('fails when its script does not arrive in time, and takes the script out of the page', async () => {
    vi.useFakeTimers();
    outcomes = ['hangs'];
    const attempt = containerAt('mf_catalog', '/remotes/catalog/a1/remoteEntry.js', 2000);
    const failed = expect(attempt).rejects.toThrow('/remotes/catalog/a1/remoteEntry.js did not load within 2 s.');
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
    expect(added[0]!.isConnected).toBe(false);
  });

  it('fails when the script defines no container of that name', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      queueMicrotask(() => (nodes[0] as HTMLScriptElement).onload!(new Event('load')));
    });
    await expect(containerAt('mf_account', '/remotes/account/a1/remoteEntry.js', 2000)).rejects.toThrow(
      '/remotes/account/a1/remoteEntry.js did not define the mf_account remote.',
    );
    expect(initSharing).not.toHaveBeenCalled();
  });
});
