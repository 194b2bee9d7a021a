import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { serve } from './serve';

vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Admin } = await import('../src/Admin');
const { describeChange, mergeAudit } = await import('../src/audit');

afterEach(() => vi.unstubAllGlobals());

const openAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<Admin />} />
      </Routes>
    </MemoryRouter>,
  );

const ordersDashboard = {
  today: { orders: 3, revenue: 150.5, discounts: 12.5, refunds: 20 },
  week: { orders: 17, revenue: 1234.25, discounts: 142.24, refunds: 45.1 },
  waitingToShip: 4,
  needsReview: 1,
  returnsToReceive: 2,
};
const lowStock = [{ _id: 'p-9', name: 'Maple Syrup 1 L', stock: 2, category: 'Pantry' }];

describe('the dashboard', () => {
  it("shows today's and this week's orders, revenue, refunds, the work waiting, and low stock", async () => {
    serve((_m, url) => {
      if (url === '/api/admin/dashboard/orders') return { status: 200, body: ordersDashboard };
      if (url === '/api/admin/dashboard/catalog') return { status: 200, body: { activeProducts: 300, archivedProducts: 2, lowStock } };
    });
    openAdmin('/admin');
    await screen.findByText('Orders this week');
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(tile('Orders today')).toBe('3');
    expect(tile('Revenue today')).toBe('$150.50');
    expect(tile('Refunds this week')).toBe('$45.10');
    expect(tile('Revenue this week')).toBe('$1,234.25');
    expect(tile('Discounts today')).toBe('$12.50');
    expect(tile('Discounts this week')).toBe('$142.24');
    expect(tile('Waiting to ship')).toBe('4');
    expect(tile('Payment reviews')).toBe('1');
    expect(tile('Returns to receive')).toBe('2');
    const table = await screen.findByRole('table', { name: 'Active products low on stock, fewest first' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Maple Syrup 1 LPantry2');
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Back office',
      'H2 Orders',
      'H3 Today',
      'H3 This week',
      'H3 To do',
      'H2 Low stock',
    ]);
  });

  it('still shows the stock when the orders service is down', async () => {
    serve((_m, url) => {
      if (url === '/api/admin/dashboard/orders')
        return { status: 502, body: { message: 'The orders service is not available right now.' } };
      if (url === '/api/admin/dashboard/catalog') return { status: 200, body: { activeProducts: 1, archivedProducts: 0, lowStock } };
    });
    openAdmin('/admin');
    await screen.findByText('Could not load the orders summary: The orders service is not available right now.');
    await screen.findByText('Maple Syrup 1 L');
  });

  it('shows the refusal page when the services answer 403 (the session is no longer an admin one)', async () => {
    serve(() => ({ status: 403, body: { message: 'Only an administrator can do that.' } }));
    openAdmin('/admin');
    await screen.findByText('Only administrators can use the back office.');
  });
});

describe('the audit log', () => {
  const entry = (id: string, at: string, action: string, before: unknown, after: unknown) => ({
    _id: id,
    at,
    actorId: 'admin-1',
    actorEmail: 'admin@storefront.test',
    action,
    targetType: action.split('.')[0]!,
    targetId: `t-${id}`,
    before,
    after,
  });

  it("merges every service's log, newest first, with who, what, when, target and before → after", async () => {
    const orders = [entry('o2', '2026-03-03T10:00:00.000Z', 'order.shipped', { status: 'Paid' }, { status: 'Shipped' })];
    const catalog = [
      entry('c2', '2026-03-04T10:00:00.000Z', 'product.updated', { price: 10, name: 'Toque' }, { price: 12, name: 'Toque' }),
      entry('c1', '2026-03-01T10:00:00.000Z', 'product.archived', { status: 'active' }, { status: 'archived' }),
    ];
    const reviews = [
      {
        ...entry('r1', '2026-03-02T10:00:00.000Z', 'review.rejected', { status: 'pending' }, { status: 'rejected' }),
        targetType: 'review',
      },
    ];
    // An operator's replay of the cart's dead letters, from the cart's own log.
    const cart = [
      {
        ...entry('k1', '2026-03-03T12:00:00.000Z', 'dead-letters.replayed', { waiting: 2 }, { replayed: 2 }),
        targetType: 'event',
        targetId: 'all',
      },
    ];
    const logs: Record<string, unknown[]> = { orders, catalog, reviews, cart };
    const calls = serve((_m, url) => {
      const service = /^\/api\/admin\/audit\/([a-z]+)\?/.exec(url)?.[1];
      if (service)
        return { status: 200, body: { items: logs[service] ?? [], page: 1, totalPages: 1, total: (logs[service] ?? []).length } };
    });
    openAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      // The action named, with its code beneath; the kind of target named, with its id.
      ['admin@storefront.test', 'Product updatedproduct.updated', 'Product t-c2', 'price: 10 → 12'],
      ['admin@storefront.test', 'Dead letters replayeddead-letters.replayed', 'Event all', 'waiting: 2 → —replayed: — → 2'],
      ['admin@storefront.test', 'Order shippedorder.shipped', 'Order t-o2', 'status: "Paid" → "Shipped"'],
      ['admin@storefront.test', 'Review rejectedreview.rejected', 'Review t-r1', 'status: "pending" → "rejected"'],
      ['admin@storefront.test', 'Product archivedproduct.archived', 'Product t-c1', 'status: "active" → "archived"'],
    ]);
    // Every service's log: each keeps one.
    expect(calls.map((c) => c.url).sort()).toEqual(
      ['cart', 'catalog', 'orders', 'recommendations', 'reviews', 'support', 'users'].map((s) => `/api/admin/audit/${s}?page=1&limit=100`),
    );
  });

  it('shows only what can be placed right while a log has older entries to load', () => {
    const merged = mergeAudit([
      {
        source: 'orders',
        entries: [entry('o1', '2026-03-05T00:00:00.000Z', 'a', null, 1), entry('o2', '2026-03-03T00:00:00.000Z', 'b', null, 1)],
        more: true,
      },
      {
        source: 'catalog',
        entries: [entry('c1', '2026-03-04T00:00:00.000Z', 'c', null, 1), entry('c2', '2026-03-01T00:00:00.000Z', 'd', null, 1)],
        more: false,
      },
    ]);
    expect(merged.entries.map((e) => e._id)).toEqual(['o1', 'c1', 'o2']);
    expect(merged.more).toBe(true);
    expect(describeChange(null, { stock: 3 })).toEqual(['→ {"stock":3}']);
  });
});

describe('the back office navigation', () => {
  it('leads to every page, the upload form included', async () => {
    serve(() => ({ status: 502, body: { message: 'down' } }));
    openAdmin('/admin');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Products', '/admin/products'],
      ['Orders', '/admin/orders'],
      ['Promotions', '/admin/promotions'],
      ['Gift cards', '/admin/gift-cards'],
      ['Reviews', '/admin/reviews'],
      ['Audit log', '/admin/audit'],
      ['Upload New Product', '/upload-product'],
    ]);
    await act(async () => fireEvent.click(within(nav).getByRole('link', { name: 'Orders' })));
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
  });
});
