import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serveApi } from '@storefront/ui/testing';
import { CartLink, TopBar } from '../src/layout/TopBar';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBar(cartQuantity = 0, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar cart={<CartLink quantity={cartQuantity} />} />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The bar as a signed-in admin (Grace) sees it: a session read as the modules load, so loaded afresh. */
async function renderBarForAdmin() {
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Grace');
  const { vi } = await import('vitest');
  vi.resetModules();
  const { CartLink: FreshCartLink, TopBar: FreshTopBar } = await import('../src/layout/TopBar');
  render(
    <MemoryRouter>
      <FreshTopBar cart={<FreshCartLink quantity={2} />} />
    </MemoryRouter>,
  );
}

describe('top bar', () => {
  it('searches for the trimmed term and ignores a blank one', () => {
    renderBar();
    const box = screen.getByRole('combobox', { name: 'Search Maple Market' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/');
    fireEvent.change(box, { target: { value: '  wool socks ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/search?query=wool%20socks');
  });

  it('keeps the box in step with the page: the query on search results, empty elsewhere', () => {
    renderBar(0, '/search?query=toque');
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search Maple Market' });
    expect(box.value).toBe('toque');
    fireEvent.change(box, { target: { value: 'wool mitts' } });
    expect(box.value).toBe('wool mitts');
    fireEvent.click(screen.getByRole('link', { name: /Orders/ }));
    expect(screen.getByTestId('location').textContent).toBe('/orders');
    expect(box.value).toBe('');
  });

  it('offers searches, categories and products as the shopper types, taken with the arrows and Enter', async () => {
    const calls = serveApi((_m, url) =>
      url.startsWith('/api/products/suggestions?')
        ? {
            status: 200,
            body: {
              query: 'head',
              searches: ['headphones', 'headlamp'],
              categories: [{ name: 'Electronics', slug: 'electronics', slugs: { en: 'electronics', fr: 'electronique' }, count: 3 }],
              products: [{ _id: 'p-1', name: 'Northwire Studio Wireless Headphones', imageUrl: '/x.svg', price: 339.49 }],
            },
          }
        : undefined,
    );
    renderBar();
    const box = screen.getByRole('combobox', { name: 'Search Maple Market' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'h' } });
    fireEvent.change(box, { target: { value: 'he' } });
    fireEvent.change(box, { target: { value: 'head' } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    // Asked once typing paused, for what was typed last.
    expect(calls.map((c) => c.url)).toEqual(['/api/products/suggestions?q=head']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Searches', 'Categories', 'Products']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['headphones', 'headlamp', 'Electronics', 'Northwire Studio Wireless Headphones$339.49']);
    expect(screen.getByText(/^4 suggestions./).textContent).toBe('4 suggestions. Up and down arrows to choose, Enter to open.');
    // Down twice, up once: the first; Escape closes; down opens again on the first.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const first = within(list).getAllByRole('option')[0]!;
    expect([box.getAttribute('aria-activedescendant'), first.getAttribute('aria-selected')]).toEqual([first.id, 'true']);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    // Enter on the category opens its page; on a search, searches it.
    act(() => void fireEvent.keyDown(box, { key: 'Enter' }));
    expect(screen.getByTestId('location').textContent).toBe('/category/electronics');
    fireEvent.change(box, { target: { value: 'head' } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.mouseDown(screen.getByRole('option', { name: 'headlamp' }));
    expect(screen.getByTestId('location').textContent).toBe('/search?query=headlamp');
    expect((box as HTMLInputElement).value).toBe('headlamp');
  });

  it('shows Register and Login to a visitor, and no Upload Product', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Upload Product')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back office Admin' })).toBeNull();
  });

  it("caps the cart badge at '99+'", () => {
    renderBar(140);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
  });

  it('greets a signed-in admin by name and offers Upload Product', async () => {
    await renderBarForAdmin();
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upload Product/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back office Admin' }).getAttribute('href')).toBe('/admin');
  });

  it("folds a visitor's links into the phone's menu, which closes on Escape and on the next page", () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('group')
        .map((g) => g.querySelector('p')!.textContent),
    ).toEqual(['Account & Lists', 'Shortcuts']);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/login', '/register', '/orders', '/buy-again', '/customer-service', '/wishlist', '/history']);
    fireEvent.keyDown(within(menu).getByRole('link', { name: 'Register' }), { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'WishList' }));
    expect(screen.getByTestId('location').textContent).toBe('/wishlist');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it("puts a signed-in admin's account, sign-out and back office in the phone's menu", async () => {
    await renderBarForAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const group = (name: string) => within(within(menu).getByRole('group', { name }));
    expect(
      group('Hello, Grace')
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Your Account', 'Your Profile', 'Your Orders', 'Your Addresses']);
    expect(group('Hello, Grace').getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(
      group('Back office')
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin', '/upload-product']);
  });
});
