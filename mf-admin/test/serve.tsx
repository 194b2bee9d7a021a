import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { type AdminOrder, type AdminProduct, StockAdjustment, type Variant, VariantsEdit } from '@storefront/contracts';
import { type ErrorCode, codeOfIssue, errorText } from '@storefront/contracts/errors';

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
  options: [],
  texts: { fr: { name: `Produit ${n}`, description: `À propos du produit ${n}` } },
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
      { productId: 'p-1', variantId: 'p-1', name: 'Wool Toque', options: {}, sku: 'TOQUE', price: 20, quantity: 2, imageUrl: '' },
      { productId: 'p-2', variantId: 'p-2', name: 'Maple Syrup', options: {}, sku: 'SYRUP', price: 15, quantity: 1, imageUrl: '' },
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
    taxes: [{ name: 'HST', rate: 13, amount: 7.15 }],
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

/** A parka in Size S/M × Colour Red: a product with options, its variants as GET /api/admin/products/{id}
 * answers them (an archived one too). */
export function parka(extra: Partial<AdminProduct> = {}): AdminProduct & { variants: Variant[] } {
  const variant = (n: number, size: string, price: number, stock: number): Variant => ({
    _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    sku: `PARKA-${size}-RED`,
    options: { Size: size, Colour: 'Red' },
    price,
    stock,
    forSale: true,
  });
  return {
    ...product(7, { name: 'Parka', price: 189, priceMax: 199, stock: 5 }),
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red'] },
    ],
    variants: [variant(1, 'S', 189, 2), variant(2, 'M', 199, 3), { ...variant(3, 'S', 189, 0), sku: 'PARKA-OLD', forSale: false }],
    ...extra,
  };
}

/** A 400 as the services answer one (service-kit's validation): every problem by its path under `body`,
 * with its code and English words. */
export function refusal(issues: Array<{ path: PropertyKey[]; message: string; params?: unknown }>): Answer {
  const details = issues.map((issue) => {
    const own = (issue.params as { code?: ErrorCode; values?: Record<string, string> } | undefined) ?? {};
    const coded = own.code ? { code: own.code, values: own.values } : (codeOfIssue(issue.message) ?? { code: 'field.invalid' as const });
    const message = coded.code === 'field.invalid' && !own.code ? issue.message : errorText(coded.code, coded.values);
    return {
      path: ['body', ...issue.path.map(String)].join('.'),
      message,
      code: coded.code,
      ...(coded.values ? { values: coded.values } : {}),
    };
  });
  const first = details[0]!;
  return { status: 400, body: { error: first.message, message: first.message, code: first.code, values: first.values, details } };
}

/** The catalogue's endpoints for one product with variants, as the contract says they answer: its own
 * answer, PUT .../variants (parsed with the contract's VariantsEdit; a stock changed without a reason
 * refused) and POST .../stock (a product with options needs the variant). `edits` holds what was parsed. */
export function variantsService(start: AdminProduct & { variants: Variant[] }) {
  let current = start;
  const edits: VariantsEdit[] = [];
  const path = `/api/admin/products/${start._id}`;
  const handle = (method: string, url: string, body: unknown): Answer | undefined => {
    if (method === 'GET' && url === path) return { status: 200, body: current };
    if (method === 'PUT' && url === `${path}/variants`) {
      const parsed = VariantsEdit.safeParse(body);
      if (!parsed.success) return refusal(parsed.error.issues);
      const before = new Map(current.variants.map((v) => [v._id, v.stock]));
      if (!parsed.data.reason && parsed.data.variants.some((v) => v.stock !== (v._id ? before.get(v._id) : 0)))
        return refusal([{ path: ['reason'], message: 'variant.stock.reason' }]);
      edits.push(parsed.data);
      // The contract parses a price to cents; the answer says dollars.
      const variants = parsed.data.variants.map((v, i) => ({
        ...v,
        price: v.price / 100,
        _id: v._id ?? `00000000-0000-4000-8000-0000000002${String(i).padStart(2, '0')}`,
      }));
      const kept = new Set(variants.map((v) => v._id));
      const archived = current.variants.filter((v) => !kept.has(v._id)).map((v) => ({ ...v, forSale: false }));
      current = { ...current, options: parsed.data.options, variants: [...variants, ...archived] };
      return { status: 200, body: current };
    }
    if (method === 'POST' && url === `${path}/stock`) {
      const parsed = StockAdjustment.safeParse(body);
      if (!parsed.success) return refusal(parsed.error.issues);
      const { variantId, change } = parsed.data;
      if (!variantId) return refusal([{ path: ['variantId'], message: 'product.stock.perVariant' }]);
      current = { ...current, variants: current.variants.map((v) => (v._id === variantId ? { ...v, stock: v.stock + change } : v)) };
      return { status: 200, body: current };
    }
    return undefined;
  };
  return { handle, edits, current: () => current };
}
