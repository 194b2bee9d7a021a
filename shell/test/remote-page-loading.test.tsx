import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemotesManifest } from '@storefront/contracts/shop';
import type * as RemotePageModule from '../src/RemotePage';

// A remote page loaded the whole way down: the shell reads /remotes.json, loads the remote's container
// from where it says and asks it for the page's module. The containers are stood in for (no remote is
// served here; remote-containers.test.ts covers loading one); what the shell does with their answers is
// not. The page itself: remote-page.test.tsx.

const containers = vi.hoisted(() => ({ containerAt: vi.fn(), moduleOf: vi.fn() }));
vi.mock('../src/remote-containers', () => containers);
/** What the shell asked for: the container's name and URL, and the module. */
const loads = () =>
  (containers.moduleOf.mock.calls as Array<[{ name: string; entry: string }, string]>).map(([c, m]) => [c.name, c.entry, m]);

const MANIFEST: RemotesManifest = {
  remotes: {
    catalog: { entry: '/remotes/catalog/remoteEntry.js' },
    account: { entry: '/remotes/account/remoteEntry.abc123.js' },
  },
};

const Home = () => <h1>Home</h1>;

/** /remotes.json answering `status` (the manifest when 200), and nothing else fetched. */
function serveManifest(status = 200) {
  const fetch = vi.fn(async (url: string) => {
    if (url !== '/remotes.json') throw new Error(`unexpected fetch of ${url}`);
    return { ok: status === 200, status, json: async () => MANIFEST };
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Fresh modules for each test: remotes.ts remembers its registration and RemotePage its pages.
let RemotePage: typeof RemotePageModule.RemotePage;
beforeEach(async () => {
  vi.resetModules();
  containers.containerAt.mockImplementation(async (name: string, entry: string) => ({ name, entry }));
  ({ RemotePage } = await import('../src/RemotePage'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  containers.containerAt.mockReset();
  containers.moduleOf.mockReset();
});

const tryAgain = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));

describe('loading a remote page through the manifest', () => {
  it('loads the remote the manifest names, under its container name, and asks it for the page', async () => {
    const fetch = serveManifest();
    containers.moduleOf.mockResolvedValue({ default: Home });
    await act(async () => render(<RemotePage page={{ remote: 'account', module: './Profile' }} />));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(loads()).toEqual([['mf_account', '/remotes/account/remoteEntry.abc123.js', './Profile']]);
    // A remote's script that does not load in time fails (and is tried once more) instead of leaving the page loading.
    const { ATTEMPT_TIMEOUT_MS } = await import('../src/remotes');
    expect(containers.containerAt).toHaveBeenCalledExactlyOnceWith(
      'mf_account',
      '/remotes/account/remoteEntry.abc123.js',
      ATTEMPT_TIMEOUT_MS,
    );
  });

  it('reads the manifest once for all the pages of a visit', async () => {
    const fetch = serveManifest();
    containers.moduleOf.mockResolvedValue({ default: Home });
    await act(async () =>
      render(
        <>
          <RemotePage page={{ remote: 'catalog', module: './Home' }} />
          <RemotePage page={{ remote: 'account', module: './Profile' }} />
        </>,
      ),
    );
    expect(await screen.findAllByRole('heading', { name: 'Home' })).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loads()).toEqual([
      ['mf_catalog', '/remotes/catalog/remoteEntry.js', './Home'],
      ['mf_account', '/remotes/account/remoteEntry.abc123.js', './Profile'],
    ]);
  });
});

describe('a remote that does not keep its contract', () => {
  it('shows the fallback when the module has no page (no default export)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveManifest();
    containers.moduleOf.mockResolvedValue({ Home });
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(errors).toHaveBeenCalledWith('The catalog part of the store failed', new Error('catalog ./Home did not provide a page.'));
  });

  it('shows the fallback when the manifest does not name the remote', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveManifest();
    containers.moduleOf.mockResolvedValue({ default: Home });
    await act(async () => render(<RemotePage page={{ remote: 'cart', module: './Cart' }} />));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith(
      'The cart part of the store failed',
      new Error('The remotes manifest does not name the cart remote.'),
    );
    expect(containers.containerAt).not.toHaveBeenCalled();
  });
});

describe('a manifest that cannot be read', () => {
  it('shows the fallback, and Try again reads the manifest again and loads the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = serveManifest(503);
    containers.moduleOf.mockResolvedValue({ default: Home });
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('The catalog part of the store failed', new Error('The remotes manifest answered 503.'));
    expect(containers.containerAt).not.toHaveBeenCalled();

    const back = serveManifest();
    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    // Asked twice before the fallback showed: the attempt and its one retry.
    expect(unavailable).toHaveBeenCalledTimes(2);
    expect(back).toHaveBeenCalledTimes(1);
    expect(containers.moduleOf).toHaveBeenCalledTimes(1);
  });

  it('tries a remote that failed once again at once, from a fresh manifest (a deploy may have moved it), and shows the page', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = serveManifest();
    containers.moduleOf.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Home });
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warnings).toHaveBeenCalledWith('The catalog remote did not load; trying once more', new Error('chunk failed'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(containers.moduleOf).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback after the retry fails too, and Try again reads the manifest again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = serveManifest();
    containers.moduleOf
      .mockRejectedValueOnce(new Error('remote entry 404'))
      .mockRejectedValueOnce(new Error('remote entry 404'))
      .mockResolvedValue({ default: Home });
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(containers.moduleOf).toHaveBeenCalledTimes(3);
  });

  it('shows the fallback within the remote timeout when a chunk never arrives, however the container waits', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { REMOTE_TIMEOUT_MS } = await import('../src/remotes');
    vi.useFakeTimers();
    serveManifest();
    containers.moduleOf.mockReturnValue(new Promise(() => {})); // a chunk that hangs, with no timeout of its own
    try {
      await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));
      await act(async () => vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(errors).toHaveBeenCalledWith('The catalog part of the store failed', new Error('catalog did not answer within 4.5 s'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a manifest that does not answer', () => {
  it("is given up after each attempt's timeout, asked once more, and the fallback shows within the remote timeout", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ATTEMPT_TIMEOUT_MS, REMOTE_TIMEOUT_MS } = await import('../src/remotes');
    expect(2 * ATTEMPT_TIMEOUT_MS).toBeLessThan(REMOTE_TIMEOUT_MS);
    vi.useFakeTimers();
    // AbortSignal.timeout runs on the platform's own clock: this one runs on the (fake) timers instead.
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    // Like the browser's fetch of a server that never answers: it fails only when its signal aborts.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
      ),
    );
    try {
      await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));
      expect(timeout).toHaveBeenCalledExactlyOnceWith(ATTEMPT_TIMEOUT_MS);
      await act(async () => vi.advanceTimersByTimeAsync(2 * ATTEMPT_TIMEOUT_MS - 1));
      expect(timeout.mock.calls).toEqual([[ATTEMPT_TIMEOUT_MS], [ATTEMPT_TIMEOUT_MS]]);
      expect(screen.getByText('Loading...')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();

      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(errors).toHaveBeenCalledWith('The catalog part of the store failed', expect.objectContaining({ name: 'TimeoutError' }));
      expect(containers.moduleOf).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
