import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ordersDashboard } from './dashboard-figures';
import { product, serve } from './serve';

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

const lowOne = (n: number, category: string) => ({
  ...product(n),
  _id: `p-${category}-${n}`,
  name: `${category} ${n}`,
  category,
  stock: n % 6,
});
const lowStock = [
  ...Array.from({ length: 8 }, (_, i) => lowOne(i, 'Pantry')),
  ...Array.from({ length: 4 }, (_, i) => lowOne(i, 'Outerwear')),
].sort((a, b) => a.stock - b.stock);
const catalogDashboard = {
  activeProducts: 300,
  archivedProducts: 2,
  missingFrench: 0,
  lowStock: 12,
  lowStockByCategory: [
    { category: 'Pantry', products: 8 },
    { category: 'Outerwear', products: 4 },
  ],
};
/** The products table's low-stock pages, ten at a time, as the catalogue answers them. */
const lowStockPage = (url: string) => {
  const q = new URL(url, 'http://shop').searchParams;
  const of = lowStock.filter((p) => (!q.get('category') || p.category === q.get('category')) && p.name.includes(q.get('q') ?? ''));
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit'));
  return {
    items: of.slice((page - 1) * limit, page * limit),
    page,
    totalPages: Math.max(1, Math.ceil(of.length / limit)),
    total: of.length,
  };
};
const dashboardServed = (_m: string, url: string) => {
  if (url === '/api/admin/dashboard/orders') return { status: 200, body: ordersDashboard };
  if (url === '/api/admin/dashboard/catalog') return { status: 200, body: catalogDashboard };
  if (url.startsWith('/api/admin/products?')) return { status: 200, body: lowStockPage(url) };
};

describe('the dashboard', () => {
  const tiles = (group: string) =>
    Object.fromEntries(
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('term')
        .map((dt) => [dt.textContent, [...dt.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent)]),
    );

  it('shows gross, refunds and net against the 30 days before, the share of visits that buy, today, this week and the work waiting', async () => {
    serve(dashboardServed);
    openAdmin('/admin');
    await screen.findByRole('group', { name: 'Last 30 days' });
    expect(tiles('Last 30 days')).toEqual({
      'Gross sales': ['$4,000.00', '▲ 25% on the 30 days before'],
      Refunds: ['$250.00', 'As much as the 30 days before'],
      // (3,750 − 2,950) / 2,950 = 27.1 %
      'Net sales': ['$3,750.00', '▲ 27.1% on the 30 days before'],
      Orders: ['40', '▲ 25% on the 30 days before'],
      // 36 / 800 = 4.5 %, against 24 / 600 = 4 %
      'Visits that buy': ['4.5%', '36 of 800 visits · +0.5 points on the 30 days before'],
    });
    expect(tiles('Today')).toEqual({
      Orders: ['3'],
      'Gross sales': ['$150.50'],
      Discounts: ['$12.50'],
      Refunds: ['$20.00'],
      'Net sales': ['$130.50'],
    });
    expect(tiles('This week')['Net sales']).toEqual(['$1,189.15']);
    expect(tiles('To do')).toEqual({ 'Waiting to ship': ['4'], 'Payment reviews': ['1'], 'Returns to receive': ['2'] });
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Back office',
      'H2 Sales',
      'H3 Last 30 days',
      'H4 Day by day',
      'H3 Today',
      'H3 This week',
      'H3 Top sellers',
      'H3 To do',
      'H2 Low stock',
    ]);
  });

  it('charts a measure by day against the 30 days before, with the days as a table too', async () => {
    serve(dashboardServed);
    openAdmin('/admin');
    // Net: 1 + 2 + … + 30 = $465 now, twice that before.
    const chart = await screen.findByRole('img', {
      name: 'Net sales each day of the last 30 days, $465.00 in all, against $930.00 the 30 days before.',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(30);
    // The tallest bar is the 30th day's $30, the line's top the day before's $60: one scale for both.
    const heights = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(29);
    expect(heights[29]! / heights[14]!).toBeCloseTo(30 / 15);
    const table = screen.getByRole('table', { name: chart.getAttribute('aria-label') ?? /Net sales each day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]!.textContent).toBe('Nov 9$1.00$2.00');
    expect(rows[30]!.textContent).toBe('Dec 8$30.00$60.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Orders' }));
    // Orders: 0, 1, 2, 0, 1, 2, … = 30 in all, the same before.
    await screen.findByRole('img', { name: 'Orders each day of the last 30 days, 30 in all, against 30 the 30 days before.' });
  });

  it('lists the top sellers of the 30 days, each linked to its product', async () => {
    serve(dashboardServed);
    openAdmin('/admin');
    const table = await screen.findByRole('table', { name: 'Best sellers of the last 30 days, by units kept (sold less refunded)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ProductUnitsSales', 'Winter Parka12$2,399.88', 'Wool Toque9$180.00']);
    expect(within(table).getByRole('link', { name: 'Winter Parka' }).getAttribute('href')).toBe('/admin/products?q=Winter%20Parka');
  });

  it('pages the low stock ten at a time, fewest first, and filters it by category and name', async () => {
    const calls = serve(dashboardServed);
    openAdmin('/admin');
    await screen.findByText('12 active products have 5 or fewer in stock.');
    const table = await screen.findByRole('table', { name: 'Active products low on stock, fewest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Pantry 0Pantry0');
    const lowCalls = () => calls.filter((c) => c.url.startsWith('/api/admin/products?')).map((c) => c.url);
    expect(lowCalls()).toEqual(['/api/admin/products?page=1&lowStock=true&status=active&sort=stock&dir=asc&limit=10']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(within(screen.getByRole('table', { name: 'Active products low on stock, fewest first' })).getAllByRole('row')).toHaveLength(3);

    const filter = screen.getByRole('search', { name: 'Filter the low stock' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every category (12)', 'Pantry (8)', 'Outerwear (4)']);
    fireEvent.change(within(filter).getByRole('combobox', { name: 'Category' }), { target: { value: 'Outerwear' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));
    await screen.findByText('Outerwear 3');
    expect(lowCalls().at(-1)).toBe(
      '/api/admin/products?page=1&q=&category=Outerwear&lowStock=true&status=active&sort=stock&dir=asc&limit=10'.replace('q=&', ''),
    );
    expect(within(screen.getByRole('table', { name: 'Active products low on stock, fewest first' })).getAllByRole('row')).toHaveLength(5);
    fireEvent.change(within(filter).getByRole('searchbox', { name: 'Name' }), { target: { value: 'nothing like it' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Filter' }));
    await screen.findByText('No low-stock product matches.');
  });

  it('still shows the stock when the orders service is down', async () => {
    serve((m, url) => {
      if (url === '/api/admin/dashboard/orders')
        return { status: 502, body: { message: 'The orders service is not available right now.' } };
      return dashboardServed(m, url);
    });
    openAdmin('/admin');
    await screen.findByText('Could not load the sales figures: The orders service is not available right now.');
    await screen.findByText('Pantry 0');
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
