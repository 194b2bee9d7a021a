import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from './serve';

// A signed-in shopper (not an admin) opens the back office's pages directly.
vi.hoisted(() => {
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('isAdmin', 'false');
});
const { default: Admin } = await import('../src/Admin');
const { default: UploadProduct } = await import('../src/pages/UploadProduct');

afterEach(() => vi.unstubAllGlobals());

describe('a shopper', () => {
  it.each(['/admin', '/admin/products', '/admin/orders/o-1', '/admin/audit'])(
    'sees the refusal at %s, and nothing is asked of the services',
    (path) => {
      const calls = serve(() => ({ status: 403, body: { message: 'Only an administrator can do that.' } }));
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<Admin />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getByRole('alert').textContent).toBe('Only administrators can use the back office.');
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('is told the upload form is for administrators', () => {
    render(
      <MemoryRouter>
        <UploadProduct />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Only administrators can upload products. You are signed in as a shopper.');
  });
});
