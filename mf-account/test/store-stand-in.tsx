import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Address, Product, User } from '@storefront/contracts';
import { type ApiAnswer, type ApiCall, WhereAmI } from '@storefront/ui/testing';

// What the account remote's page tests share: the users service (and the catalogue, for saved products)
// stood in for at fetch, a shopper signed in or out the way the session store follows it, and a page drawn
// in StrictMode (as the store runs it: effects run twice) inside a router that shows where it sent the
// shopper.

export { callLine, sentTo, serveApi as serve, type ApiAnswer as Answer, type ApiCall as Call } from '@storefront/ui/testing';
/** What the page asked to change (everything but reads). */
export const changes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
afterEach(() => vi.restoreAllMocks());

/** An answer the test gives when it chooses (to see the page while it waits). */
export function later() {
  let give!: (a: ApiAnswer) => void;
  const answer = new Promise<ApiAnswer>((resolve) => (give = resolve));
  return { answer, give };
}

/** The service's refusal: `message` and, where given, the problems by field. */
export const refusal = (status: number, message: string, details?: Array<{ path: string; message: string }>): ApiAnswer => ({
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
    options: [],
    ...overrides,
  };
}
