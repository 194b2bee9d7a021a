import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Address, Product, User } from '@storefront/contracts';

// What the account remote's page tests share: the users service (and the catalogue, for saved products)
// stood in for at fetch, a shopper signed in or out the way the session store follows it, and a page drawn
// in StrictMode (as the store runs it: effects run twice) inside a router that shows where it sent the
// shopper.

export type Answer = { status: number; body?: unknown };
export type Call = { method: string; url: string; body: unknown };
/** 'PUT /api/users/u-1' */
export const callLine = (c: Call) => `${c.method} ${c.url}`;
/** What the page asked to change (everything but reads). */
export const changes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

/** Stands in for the store's API and records each call with its JSON body: `handler` answers (or a
 * promise of an answer, to hold the page while it waits); anything it leaves is a 404. */
export function serve(handler: (method: string, url: string, body: unknown) => Answer | Promise<Answer> | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const answer = (await handler(method, url, body)) ?? { status: 404, body: { error: 'Not found.', message: 'Not found.' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An answer the test gives when it chooses (to see the page while it waits). */
export function later() {
  let give!: (a: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (give = resolve));
  return { answer, give };
}

/** The service's refusal: `message` and, where given, the problems by field. */
export const refusal = (status: number, message: string, details?: Array<{ path: string; message: string }>): Answer => ({
  status,
  body: details ? { error: message, message, details } : { error: message, message },
});

/** Signs a shopper in or out the way another tab would: the session store follows localStorage. */
export function signedIn(yes: boolean) {
  if (yes) {
    localStorage.setItem('userId', 'u-1');
    localStorage.setItem('userName', 'Ada');
  } else {
    localStorage.removeItem('userId');
    localStorage.removeItem('userName');
  }
  window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Draws `page` at `path` (route pattern `route`); any other route shows only where the shopper was sent. */
export function show(page: ReactNode, path: string, route = path.split('?')[0]!) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

/** Where the page sent the shopper (only once it has left the page's route). */
export const sentTo = () => document.querySelector('[data-testid="location"]')?.textContent ?? null;

export const user: User = {
  _id: 'u-1',
  name: 'Ada Lovelace',
  email: 'ada@example.ca',
  isAdmin: false,
  address: {
    fullName: 'Ada Lovelace',
    street: '1 King St W',
    apartment: 'Suite 4',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    postalCode: 'M5H 1A1',
  },
  createdAt: '2026-01-02T10:00:00.000Z',
};

export const home: Address = {
  _id: 'a-1',
  fullName: 'Ada Lovelace',
  street: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postalCode: 'M5H 1A1',
  phoneNumber: '416-555-0100',
  isDefault: true,
};
export const cottage: Address = {
  _id: 'a-2',
  fullName: 'Ada L.',
  street: '9 Lake Rd',
  city: 'Huntsville',
  province: 'ON',
  country: 'Canada',
  postalCode: 'P1H 1A1',
  phoneNumber: '',
  isDefault: false,
};

/** A product with a uuid id (a guest's saved lists keep only those). */
export function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: `7d3c2b1a-0f9e-4d8c-b7a6-${String(n).padStart(12, '0')}`,
    name: `Product ${n}`,
    price: n,
    stock: 10,
    imageUrl: `/images/p${n}.webp`,
    description: '',
    category: 'Outdoor',
    tags: [],
    createdAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}
