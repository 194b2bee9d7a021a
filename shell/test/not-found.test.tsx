import { act, fireEvent, render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchStorePage } from '@storefront/contracts/pages';
import type * as Remotes from '../src/remotes';

// A path that is no page: 'Page not found' inside the store's frame (top bar, search, footer), as the
// gateway answers it with status 404; the gateway and the shell match paths alike. And the title the
// gateway wrote for a product stays on the page the visit began on.

vi.mock('../src/remotes', async (original) => ({
  ...(await original<typeof Remotes>()),
  forgetRemotes: vi.fn(),
  loadRemotePage: vi.fn(),
}));

const Drawn = () => <h1>A remote page</h1>;

beforeEach(() => {
  vi.resetModules();
  window.scrollTo = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Not found"}', { status: 404 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

async function open(path: string) {
  const { loadRemotePage } = await import('../src/remotes');
  vi.mocked(loadRemotePage).mockResolvedValue({ default: Drawn });
  const { createApp } = await import('../src/App');
  window.history.replaceState(null, '', path);
  const App = createApp();
  await act(async () => render(<App cart={{ status: 'unavailable' }} />));
}

describe('a path that is no page', () => {
  it("says 'Page not found' inside the store's frame, with a way home", async () => {
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search Maple Market' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(document.title).toBe('Page not found · Maple Market');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go to the Maple Market home page' })));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'A remote page' })).toBeTruthy();
    expect(document.title).toBe('Maple Market');
  });
});

describe('page titles', () => {
  it("keep the gateway's title on the product page a visit begins on, and follow the page after", async () => {
    document.title = 'Maple Leaf Parka · Maple Market';
    await open('/product/0b5f4a6e-1c2d-4e3f-8a9b-0c1d2e3f4a5b');
    expect(await screen.findByRole('heading', { name: 'A remote page' })).toBeTruthy();
    expect(document.title).toBe('Maple Leaf Parka · Maple Market');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Maple Market.ca' })));
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Maple Market');
  });

  it('name the page on other pages', async () => {
    document.title = 'Maple Market';
    await open('/cart/');
    expect(document.title).toBe('Cart · Maple Market');
  });
});

describe('the shell and the gateway', () => {
  it('take the same paths for the same pages (the gateway answers 404 where the shell says Page not found)', async () => {
    const { routes } = await import('../src/App');
    const { STORE_ROUTES } = await import('../src/routes');
    const paths = [
      ...STORE_ROUTES.map((r) => r.path.replace(/:[\w-]+/g, 'x1').replace(/\/\*$/, '/a/b')),
      '/',
      '/CART',
      '/cart/',
      '/cart//',
      '//cart',
      '/cart/x',
      '/admin',
      '/product',
      '/product/',
      '/product/a%2Fb',
      '/product/a/b',
      '/category/home-and-kitchen',
      '/orders/x/y',
      '/no/such/page',
      '/search/',
      '/Account/Profile',
    ];
    for (const path of paths) {
      const matched = matchRoutes(routes(), path)?.at(-1)?.route.path;
      expect(matchStorePage(path)?.route.path ?? '*', path).toBe(matched);
    }
  });
});

describe('a part of the frame that fails while drawn', () => {
  it("says 'Unexpected Application Error!' with what failed and a way home, and the store comes back on another page", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    vi.doMock('../src/layout/Footer', () => ({
      Footer: () => {
        if (broken && window.location.pathname === '/cart') throw new Error('The footer could not be drawn');
        return <footer>Footer</footer>;
      },
    }));
    try {
      await open('/cart');
      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'The footer could not be drawn' })).toBeTruthy();
      expect(errors).toHaveBeenCalledWith('A page of the store failed', new Error('The footer could not be drawn'));
      await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go to the Maple Market home page' })));
      expect(window.location.pathname).toBe('/');
      expect(await screen.findByRole('heading', { name: 'A remote page' })).toBeTruthy();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      // Coming back to the address that failed draws it afresh: mended since, it shows.
      broken = false;
      await act(async () => fireEvent.click(screen.getByRole('link', { name: /^Cart/ })));
      expect(window.location.pathname).toBe('/cart');
      expect(await screen.findByRole('heading', { name: 'A remote page' })).toBeTruthy();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    } finally {
      vi.doUnmock('../src/layout/Footer');
      errors.mockRestore();
    }
  });
});
