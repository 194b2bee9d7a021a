import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Remotes from '../src/remotes';

// The back office's routes in the whole shell: a shopper or a visitor gets the refusal and the admin
// remote is never loaded (shoppers do not download its code); an admin gets the remote's page.

vi.mock('../src/remotes', async (original) => ({
  ...(await original<typeof Remotes>()),
  forgetRemotes: vi.fn(),
  loadRemotePage: vi.fn(),
}));

const Admin = () => <h1>Back office page</h1>;

beforeEach(() => {
  vi.resetModules();
  window.scrollTo = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The store at `path`, signed in as `who`; the users service answers the session check accordingly. */
async function open(path: string, who: 'visitor' | 'shopper' | 'admin') {
  if (who !== 'visitor') {
    localStorage.setItem('userId', 'u-1');
    localStorage.setItem('isAdmin', String(who === 'admin'));
    localStorage.setItem('userName', 'Sam');
  }
  const user = { _id: 'u-1', name: 'Sam', email: 'sam@example.ca', isAdmin: who === 'admin', address: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/users/u-1' ? new Response(JSON.stringify(user)) : new Response('{"message":"Not found"}', { status: 404 }),
    ),
  );
  const { loadRemotePage } = await import('../src/remotes');
  const load = vi.mocked(loadRemotePage);
  load.mockResolvedValue({ default: Admin });
  const { createApp } = await import('../src/App');
  window.history.replaceState(null, '', path);
  const App = createApp();
  await act(async () => render(<App cart={{ status: 'unavailable' }} />));
  return load;
}

describe('the back office in the shell', () => {
  it.each(['/admin', '/admin/orders/o-1'])('refuses a shopper at %s without loading the admin remote', async (path) => {
    const load = await open(path, 'shopper');
    expect(await screen.findByText('Only administrators can use the back office.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Back office Admin' })).toBeNull();
  });

  it("keeps the upload form's words for a shopper at /upload-product", async () => {
    const load = await open('/upload-product', 'shopper');
    expect(await screen.findByText(/Only administrators can upload products\./)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in at /admin', async () => {
    const load = await open('/admin/products', 'visitor');
    expect(await screen.findByText(/Please log in to use the back office/)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the admin remote's back office for an admin, on /admin and the pages below it", async () => {
    const load = await open('/admin/orders', 'admin');
    expect(await screen.findByRole('heading', { name: 'Back office page' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ remote: 'admin', module: './Admin' }));
    expect(document.title).toBe('Back office · Maple Market');
  });

  it('loads the upload form from the admin remote for an admin', async () => {
    const load = await open('/upload', 'admin');
    expect(await screen.findByRole('heading', { name: 'Back office page' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ remote: 'admin', module: './UploadProduct' }));
  });
});
