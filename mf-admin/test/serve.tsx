import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AdminOrder, AdminProduct } from '@storefront/contracts';

// The store's API stood in for in the back office's component tests: each test says what the services
// answer; every call is recorded with its body, so a test can check what a page sent.

export type Answer = { status: number; body?: unknown };
export type Call = { method: string; url: string; body: unknown; contentType: string | null };
type Handler = (method: string, url: string, body: unknown) => Answer | Promise<Answer> | undefined;

export function serve(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      const contentType = headers.get('Content-Type');
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      const body: unknown = raw !== undefined && contentType === 'application/json' ? JSON.parse(raw) : raw;
      calls.push({ method, url, body, contentType });
      const answer = (await handler(method, url, body)) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function show(page: ReactNode, path: string, route = path.split('?')[0]!) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const product = (n: number, extra: Partial<AdminProduct> = {}): AdminProduct => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  description: `About product ${n}`,
  category: 'Outdoor',
  price: n * 10,
  stock: n,
  imageUrl: `/images/p${n}.webp`,
  tags: ['warm'],
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...extra,
});

export const page = <T,>(items: T[], n = 1, totalPages = 1) => ({ items, page: n, totalPages, total: items.length * totalPages });

export function adminOrder(status: AdminOrder['status'], extra: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    userId: 'u-2',
    createdAt: '2026-03-01T15:00:00.000Z',
    status,
    paymentStatus: ['Pending Payment', 'Payment Failed'].includes(status) ? 'Unpaid' : 'Paid',
    items: [
      { productId: 'p-1', name: 'Wool Toque', price: 20, quantity: 2, imageUrl: '' },
      { productId: 'p-2', name: 'Maple Syrup', price: 15, quantity: 1, imageUrl: '' },
    ],
    shippingAddress: {
      fullName: 'Ada Shopper',
      street: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postalCode: 'M5H 1A1',
      phoneNumber: '',
    },
    deliveryDate: '2026-03-05',
    paidAt: '2026-03-01T15:01:00.000Z',
    backordered: [],
    subtotal: 55,
    taxes: [{ name: 'HST', rate: 0.13, amount: 7.15 }],
    tax: 7.15,
    shipping: 0,
    totalAmount: 62.15,
    taxRegion: 'ON',
    shipment: null,
    deliveredAt: null,
    refunds: [],
    refundedAmount: 0,
    returns: [],
    timeline: [{ at: '2026-03-01T15:00:00.000Z', event: 'Placed', detail: '' }],
    customerEmail: 'ada@example.ca',
    customerName: 'Ada Shopper',
    reviewReason: '',
    ...extra,
  };
}
