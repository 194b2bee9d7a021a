import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Remotes from '../src/remotes';

// A remote's page inside the shell: its area shows a fallback when the remote is down (the rest of the
// store keeps working, as e2e/test/resilience.test.ts checks in Chromium), and Try again loads it anew.

vi.mock('../src/remotes', async (original) => ({
  ...(await original<typeof Remotes>()),
  forgetRemotes: vi.fn(),
  loadRemotePage: vi.fn(),
}));
const { forgetRemotes, loadRemotePage } = await import('../src/remotes');
const { RemotePage, startLoadingPageAt } = await import('../src/RemotePage');
const load = vi.mocked(loadRemotePage);
const forget = vi.mocked(forgetRemotes);

afterEach(() => {
  load.mockReset();
  forget.mockClear();
  vi.restoreAllMocks();
});

const Register = () => <h1>Register</h1>;

describe('a remote page', () => {
  it('shows the page once its remote has answered', async () => {
    load.mockResolvedValue({ default: Register });
    // React suspends on the page's module: rendering inside an async act lets it settle.
    await act(async () => render(<RemotePage page={{ remote: 'account', module: './Register' }} />));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when its remote is down, without loading it again and again, and Try again brings it in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('remote down'));
    await act(async () => render(<RemotePage page={{ remote: 'support', module: './CustomerService' }} />));
    expect(await screen.findByText('This part of the store is not available right now.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    // A failed load stays failed until the shopper asks again (a fresh load on every render never settles).
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ default: Register });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

// RemotePage keeps each remote's module for the whole session (a Map inside the module), so every test
// below shows a page of its own.

/** A load that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tryAgain = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));

describe('a remote page while it loads', () => {
  it('says it is loading until the remote answers, then shows the page', async () => {
    const answer = deferred<{ default: typeof Register }>();
    load.mockReturnValue(answer.promise);
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './Home' }} />));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => answer.resolve({ default: Register }));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledExactlyOnceWith({ remote: 'catalog', module: './Home' });
  });

  it('is not loaded again when the shopper comes back to it', async () => {
    load.mockResolvedValue({ default: Register });
    const first = await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './ProductList' }} />));
    first.unmount();
    await act(async () => render(<RemotePage page={{ remote: 'catalog', module: './ProductList' }} />));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be left before the remote answers, without an error when it does', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred<{ default: typeof Register }>();
    load.mockReturnValue(answer.promise);
    const view = await act(async () => render(<RemotePage page={{ remote: 'cart', module: './Cart' }} />));
    view.unmount();
    await act(async () => answer.resolve({ default: Register }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('can be left before the remote fails, without an error or a fallback', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred<{ default: typeof Register }>();
    load.mockReturnValue(answer.promise);
    const view = await act(async () => render(<RemotePage page={{ remote: 'cart', module: './Checkout' }} />));
    view.unmount();
    await act(async () => answer.reject(new Error('remote down')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a remote page whose remote is down', () => {
  it('shows the whole fallback, and says in the console which part failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = new Error('remote down');
    load.mockRejectedValue(down);
    await act(async () => render(<RemotePage page={{ remote: 'account', module: './Profile' }} />));
    const fallback = await screen.findByRole('alert');
    expect(fallback.dataset.testid).toBe('remote-fallback');
    expect(fallback.querySelector('h1')?.textContent).toBe('This part of the store is not available right now.');
    expect(fallback.querySelector('p')?.textContent).toBe('The rest of the store still works. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('The account part of the store failed', down);
    expect(forget).not.toHaveBeenCalled();
  });

  it('loads anew on each Try again, starting from the manifest, until the remote is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('remote down'));
    await act(async () => render(<RemotePage page={{ remote: 'account', module: './Wishlist' }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await tryAgain();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(forget).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ default: Register });
    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(3);
    expect(forget).toHaveBeenCalledTimes(2);
    expect(load.mock.calls).toEqual([
      [{ remote: 'account', module: './Wishlist' }],
      [{ remote: 'account', module: './Wishlist' }],
      [{ remote: 'account', module: './Wishlist' }],
    ]);
  });

  it('shows the fallback again when the shopper comes back, until they ask to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('remote down'));
    const first = await act(async () => render(<RemotePage page={{ remote: 'support', module: './ChatButton' }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    first.unmount();

    load.mockResolvedValue({ default: Register });
    await act(async () => render(<RemotePage page={{ remote: 'support', module: './ChatButton' }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the page itself breaks, and Try again loads it afresh', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('cannot read the basket');
    const Broken = () => {
      throw broken;
    };
    load.mockResolvedValue({ default: Broken });
    await act(async () => render(<RemotePage page={{ remote: 'cart', module: './OrderDetail' }} />));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('The cart part of the store failed', broken);

    load.mockResolvedValue({ default: Register });
    await tryAgain();
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps its failure to its own area: the page beside it still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockImplementation(({ remote }) =>
      remote === 'admin' ? Promise.reject(new Error('remote down')) : Promise.resolve({ default: Register }),
    );
    await act(async () =>
      render(
        <>
          <RemotePage page={{ remote: 'admin', module: './Admin' }} />
          <RemotePage page={{ remote: 'catalog', module: './Category' }} />
        </>,
      ),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('is drawn at once, with no "Loading..." first, when its module arrived before the page is drawn', async () => {
    const History = () => <h1>Browsing History</h1>;
    load.mockResolvedValue({ default: History });
    // As the store starts: the page of the address starts loading before anything is drawn.
    startLoadingPageAt('/history');
    await act(async () => {});
    expect(load).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ remote: 'account', module: './History' }));
    // The first drawing already holds the page (a suspended one would show "Loading..." first).
    act(() => void render(<RemotePage page={{ remote: 'account', module: './History' }} />));
    expect(screen.getByRole('heading', { name: 'Browsing History' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not loaded early for an address that is no remote page (a redirect, an admin page, no page)', async () => {
    for (const path of ['/no/such/page', '/admin/orders', '/support']) startLoadingPageAt(path);
    expect(load).not.toHaveBeenCalled();
  });
});
