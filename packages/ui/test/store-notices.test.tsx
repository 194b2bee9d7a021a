import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_SECONDS, StoreNotices, notices, notify } from '../src';

// The store's notices: what a page says over itself (never a native dialog), in live regions that are
// always in the page, closed by the shopper, by time (a success), or by leaving the page.

function Frame({ path = '/product/1' }: { path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <StoreNotices />
    </MemoryRouter>
  );
}

function Page() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/elsewhere')}>
      leave
    </button>
  );
}

afterEach(() => {
  act(() => notices.close());
  vi.useRealTimers();
});

describe('the store notices', () => {
  it('says a success politely, with its links, in a live region that was there before it', () => {
    render(<Frame />);
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toBe('');
    act(() => void notify('Added to your cart: Wool toque', { path: '/product/1', links: [{ label: 'View cart', to: '/cart' }] }));
    expect(screen.getByRole('status').textContent).toContain('Added to your cart: Wool toque');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says a refusal at once, and keeps it until it is closed', () => {
    vi.useFakeTimers();
    render(<Frame />);
    act(() => void notify('Only 1 of Wool toque left in stock.', { tone: 'error', path: '/product/1' }));
    act(() => {
      vi.advanceTimersByTime(NOTICE_SECONDS * 1000 * 3);
    });
    expect(screen.getByRole('alert').textContent).toContain('Only 1 of Wool toque left in stock.');
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByTestId('store-notice')).toBeNull();
  });

  it('closes a success after its time, unless the shopper is on it', () => {
    vi.useFakeTimers();
    render(<Frame />);
    act(() => void notify('Address saved.', { path: '/product/1' }));
    act(() => {
      vi.advanceTimersByTime(NOTICE_SECONDS * 1000 - 1);
    });
    expect(screen.getByTestId('store-notice')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('store-notice')).toBeNull();

    act(() => void notify('Address saved.', { path: '/product/1' }));
    fireEvent.mouseEnter(screen.getByTestId('store-notice'));
    act(() => {
      vi.advanceTimersByTime(NOTICE_SECONDS * 1000 * 2);
    });
    expect(screen.getByTestId('store-notice')).toBeTruthy();
  });

  it('belongs to its page: one said for the page being opened waits for it, and leaving a page closes it', () => {
    render(<Frame />);
    act(() => void notify('Address saved.', { path: '/elsewhere' }));
    expect(screen.queryByTestId('store-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByTestId('store-notice').textContent).toContain('Address saved.');

    cleanup();
    render(<Frame />);
    act(() => void notify('Added to your wishlist: Parka', { path: '/product/1' }));
    expect(screen.getByTestId('store-notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.queryByTestId('store-notice')).toBeNull();
    expect(notices.get()).toBeNull();
  });

  it('shows the newest notice only', () => {
    render(<Frame />);
    act(() => void notify('first', { path: '/product/1' }));
    act(() => void notify('second', { path: '/product/1' }));
    expect(screen.getAllByTestId('store-notice').map((n) => n.textContent)).toEqual(['second×']);
  });
});
