import { describe, expect, it } from 'vitest';
import { STORE_ROUTES, isRedirect } from '../src/routes';

// The route table of the specification (section 2), with :params for its {placeholders}.
const SPEC_ROUTES = [
  '/',
  '/search',
  '/products',
  '/product/:productId',
  '/upload-product',
  '/upload',
  '/cart',
  '/orders',
  '/orders/:orderId',
  '/profile',
  '/account',
  '/account/profile',
  '/account/password',
  '/account/addresses',
  '/addresses/new',
  '/register',
  '/login',
  '/checkout',
  '/success',
  '/cancel',
  '/buy-again',
  '/customer-service',
  '/wishlist',
  '/history',
];

describe('store routes', () => {
  it('include every route of the specification, once', () => {
    const paths = STORE_ROUTES.map((r) => r.path);
    expect([...paths].sort()).toEqual([...new Set(paths)].sort());
    for (const route of SPEC_ROUTES) expect(paths).toContain(route);
  });

  it('name an exposed module for each page', () => {
    for (const r of STORE_ROUTES) if (!isRedirect(r)) expect(r.module).toMatch(/^\.\/[A-Z][A-Za-z]+$/);
  });

  it("send the spec's unregistered links to the pages they meant (no dead links)", () => {
    const redirects = Object.fromEntries(STORE_ROUTES.filter(isRedirect).map((r) => [r.path, r.redirect]));
    expect(redirects).toEqual({ '/account/address': '/account/addresses', '/support': '/customer-service' });
    const paths = STORE_ROUTES.map((r) => r.path);
    expect(paths).toContain('/account/payments');
    expect(paths).toContain('/addresses/edit/:addressId');
  });
});
