import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '@storefront/contracts';
import { guestCartIdOf } from '@storefront/service-kit';
import type { StoredOrder } from '../src/data/orders';
import { GUEST_BROWSER_ACCESS_MS, orderReadBy, orderUrlOf, placedBy, storeAddressOf } from '../src/use-cases/order-access';

// Who may read an order, on its own: the rule every order route starts from (the routes' own tests
// show it end to end). A guest's browser opens its order for a day, to the millisecond.
const visitorToken = 'v'.repeat(43);
const placedAt = new Date('2026-11-20T10:00:00.000Z');

const guestOrder = (over: Partial<StoredOrder> = {}) =>
  ({
    order: { _id: 'o-1', userId: guestCartIdOf(visitorToken), createdAt: placedAt.toISOString() },
    placedAsGuest: true,
    joinedAccountAt: null,
    ...over,
  }) as unknown as StoredOrder;

const fromBrowser = (cookie?: string, identity?: { userId: string; isAdmin: boolean }) =>
  ({ headers: cookie ? { cookie } : {}, identity: identity && { ...identity, name: '', email: '' } }) as unknown as Request;

const visitor = fromBrowser(`${GUEST_CART_COOKIE}=${visitorToken}`);
const otherVisitor = fromBrowser(`${GUEST_CART_COOKIE}=${'w'.repeat(43)}`);

describe('who placed an order', () => {
  it("is the guest's own browser for a day after placing it, and not a millisecond longer", () => {
    const order = guestOrder();
    expect(placedBy(visitor, order, placedAt)).toBe(true);
    expect(placedBy(visitor, order, new Date(placedAt.getTime() + GUEST_BROWSER_ACCESS_MS - 1))).toBe(true);
    expect(placedBy(visitor, order, new Date(placedAt.getTime() + GUEST_BROWSER_ACCESS_MS))).toBe(false);
    expect(GUEST_BROWSER_ACCESS_MS).toBe(24 * 3600 * 1000);
  });

  it('is never another browser, nor the same one once the order joined an account or if it was not a guest order', () => {
    expect(placedBy(otherVisitor, guestOrder(), placedAt)).toBe(false);
    expect(placedBy(fromBrowser(), guestOrder(), placedAt)).toBe(false);
    expect(placedBy(visitor, guestOrder({ joinedAccountAt: placedAt }), placedAt)).toBe(false);
    expect(placedBy(visitor, guestOrder({ placedAsGuest: false }), placedAt)).toBe(false);
  });
});

describe('who may read an order', () => {
  const shopperOrder = guestOrder({
    placedAsGuest: false,
    order: { _id: 'o-2', userId: 'u-1', createdAt: placedAt.toISOString() } as never,
  });

  it('answers its shopper and an admin, and refuses another shopper as a stranger to it', () => {
    expect(orderReadBy(fromBrowser(undefined, { userId: 'u-1', isAdmin: false }), shopperOrder)).toBe(shopperOrder);
    expect(orderReadBy(fromBrowser(undefined, { userId: 'a-1', isAdmin: true }), shopperOrder)).toBe(shopperOrder);
    expect(() => orderReadBy(fromBrowser(undefined, { userId: 'u-2', isAdmin: false }), shopperOrder)).toThrow(
      expect.objectContaining({ status: 403, message: 'You can only access your own orders.' }),
    );
  });

  it('tells a visitor with a cart of their own there is no such order, and one without a cart to sign in', () => {
    expect(() => orderReadBy(otherVisitor, shopperOrder)).toThrow(expect.objectContaining({ status: 404, message: 'Order not found.' }));
    expect(() => orderReadBy(fromBrowser(), shopperOrder)).toThrow(
      expect.objectContaining({ status: 401, message: 'Please log in first.' }),
    );
    expect(() => orderReadBy(fromBrowser(undefined, { userId: 'u-1', isAdmin: false }), undefined)).toThrow(
      expect.objectContaining({ status: 404, message: 'Order not found.' }),
    );
  });
});

describe("the store's address in links to an order", () => {
  it('is the configured address without its last slash, else the local store', () => {
    expect(storeAddressOf({ publicUrl: 'https://shop.example.ca/' })).toBe('https://shop.example.ca');
    expect(storeAddressOf({ publicUrl: 'https://shop.example.ca' })).toBe('https://shop.example.ca');
    expect(storeAddressOf({})).toBe('http://localhost:8080');
    expect(orderUrlOf('https://shop.example.ca', 'o-1', 't')).toBe('https://shop.example.ca/orders/o-1?access=t');
  });
});
