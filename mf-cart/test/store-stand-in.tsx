import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, vi } from 'vitest';

// What the cart remote's page tests share: the store's API stood in for, and a page drawn inside the
// cart slot and a router. Loaded after the test file has signed its shopper in (vi.hoisted).

const { CartSlotContext, cartSlotFor } = await import('@storefront/ui');
const { default: cartModule } = await import('../src/cart-module');

export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
export type Call = { method: string; path: string; body: unknown };
/** 'POST /api/orders/u-1' */
export const callLine = (c: Call) => `${c.method} ${c.path}`;

/** Stands in for the store's API and records each call with its JSON body: `handler` answers each call;
 * the signed-in shopper's cart is empty; anything else is a 404. */
export function serve(handler: (method: string, path: string, body: unknown) => Answer | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url, body });
      const cart =
        method === 'GET' && url === '/api/cart/u-1' ? { status: 200, body: { items: [], total: 0, totalQuantity: 0 } } : undefined;
      const answer = (await (handler(method, url, body) ?? cart)) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => {
  window.scrollTo = () => {};
});

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Draws `page` at `path`; any other route shows where the page sent the shopper. */
export function show(page: ReactNode, path: string, route = path.split('?')[0]!) {
  return render(
    <CartSlotContext.Provider value={cartSlotFor(cartModule)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </CartSlotContext.Provider>,
  );
}

export const address = {
  fullName: 'Ada Shopper',
  street: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postalCode: 'M5H 1A1',
  phoneNumber: '',
};
