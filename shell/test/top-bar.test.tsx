import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

describe('top bar', () => {
  it('searches for the trimmed term and ignores a blank one', () => {
    renderBar();
    const box = screen.getByRole('searchbox', { name: 'Search Maple Market' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/');
    fireEvent.change(box, { target: { value: '  wool socks ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/search?query=wool%20socks');
  });

  it('keeps the box in step with the page: the query on search results, empty elsewhere', () => {
    renderBar(0, '/search?query=toque');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search Maple Market' });
    expect(box.value).toBe('toque');
    fireEvent.change(box, { target: { value: 'wool mitts' } });
    expect(box.value).toBe('wool mitts');
    fireEvent.click(screen.getByRole('link', { name: /Orders/ }));
    expect(screen.getByTestId('location').textContent).toBe('/orders');
    expect(box.value).toBe('');
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
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upload Product/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back office Admin' }).getAttribute('href')).toBe('/admin');
  });
});
