import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Remotes from '../src/remotes';

// The frame in both languages and by keyboard: the footer's language line switches the whole page
// without a reload and remembers it; the skip link; focus moving to each new page's heading; the
// account menu's keys.

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
afterEach(async () => {
  const { chooseLanguage } = await import('@storefront/ui');
  await chooseLanguage('en');
  document.cookie = 'lang=; Max-Age=0; Path=/';
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

const plain = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('the language', () => {
  it('switches the whole frame to French from the footer, without a reload, and remembers it', async () => {
    await open('/cart');
    await screen.findByRole('heading', { name: 'A remote page' });
    expect(screen.getByText('English · Canada · CAD $')).toBeTruthy();
    expect(document.title).toBe('Cart · Maple Market');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Français' })));
    expect(await screen.findByText('Français · Canada · $ CA')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rechercher dans Maple Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Panier – (non disponible pour le moment)' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Service à la clientèle', hidden: true })).toHaveLength(2);
    expect(document.title).toBe('Panier · Maple Market');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.cookie).toContain('lang=fr');
    for (const english of ['Back to top', 'Search Maple Market', 'Customer Service', 'Your Orders', 'Login']) {
      expect(screen.queryByText(english), english).toBeNull();
    }
    // Back to English from the same line.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });

  it('opens in the saved language, and in the browser’s when none is saved', async () => {
    document.cookie = 'lang=fr; Path=/';
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    document.cookie = 'lang=; Max-Age=0; Path=/';
    const { languageFrom } = await import('@storefront/ui');
    expect(languageFrom(['fr-CA', 'en-CA'])).toBe('fr');
  });
});

describe('by keyboard', () => {
  it('offers a skip link to the main content first, and moves focus to each new page’s heading', async () => {
    await open('/no/such/page');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.querySelector('a, button, input')).toBe(skip);
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
    // The first page: focus stays where the browser put it.
    expect(document.activeElement).toBe(document.body);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go to the Maple Market home page' })));
    const heading = await screen.findByRole('heading', { name: 'A remote page' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(plain(document.querySelector('main ~ p[role="status"]')!.textContent)).toBe(document.title);
    expect(document.title).toBe('Maple Market');
  });

  it('follows the menu pattern in the account menu: arrows, Home, End, Escape back to its button', async () => {
    localStorage.setItem('userId', 'u-1');
    localStorage.setItem('userName', 'Grace');
    const { MemoryRouter } = await import('react-router-dom');
    const { CartLink, TopBar } = await import('../src/layout/TopBar');
    render(
      <MemoryRouter>
        <TopBar cart={<CartLink quantity={0} />} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /Hello, Grace Account & Lists/ });
    await act(async () => fireEvent.keyDown(button, { key: 'ArrowDown' }));
    const menu = screen.getByRole('menu', { name: /Account & Lists/ });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Your Account', 'Your Profile', 'Your Orders', 'Your Addresses', 'Logout']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[4]); // it wraps
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[4]);
    await act(async () => fireEvent.keyDown(menu, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Up opens it on its last item.
    await act(async () => fireEvent.keyDown(button, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[4]);
  });
});
