import type { Request } from 'express';
import type { Identity } from '@storefront/contracts';
import { assertOwnerOrAdmin, currentUser, forbidden, guestCartOf, notFound } from '@storefront/service-kit';
import type { StoredOrder } from '../data/orders';
import type { OrderFlow } from './order-steps';

// Who may see and change an order, and where the links that open it point.

/** Where mailed links point when no public address is configured (as the users service does). */
const LOCAL_STORE = 'http://localhost:8080';
export const storeAddressOf = (flow: Pick<OrderFlow, 'publicUrl'>) => (flow.publicUrl ?? LOCAL_STORE).replace(/\/$/, '');

/** The page a link mailed to a guest opens: their order, with the link's token. */
export const orderUrlOf = (storeAddress: string, orderId: string, token: string) => `${storeAddress}/orders/${orderId}?access=${token}`;

/** How long the browser a guest ordered from (its cart cookie) opens the order: long enough to pay and see
 * it confirmed; afterwards the link mailed to them does, so the next person at a shared computer does not. */
export const GUEST_BROWSER_ACCESS_MS = 24 * 3600_000;

/** The order for whoever may read it: whoever placed it, or an admin. Anyone else is refused as they
 * should be: a visitor with a cart of their own hears there is no such order (404), a visitor without
 * one is asked to sign in (401), another shopper is refused (403). */
export function orderReadBy(req: Request, stored: StoredOrder | undefined): StoredOrder {
  if (stored && (placedBy(req, stored) || req.identity?.isAdmin)) return stored;
  if (!req.identity && guestCartOf(req)) throw notFound('order.notFound');
  const me = currentUser(req);
  if (!stored) throw notFound('order.notFound');
  assertOwnerOrAdmin(me, stored.order.userId, 'orders');
  return stored;
}

/** Whether the request comes from whoever placed the order: the signed-in shopper, or, for a day, the
 * visitor whose cart it was placed from (until the order joins an account). */
export function placedBy(req: Request, stored: StoredOrder, now = new Date()): boolean {
  if (req.identity?.userId === stored.order.userId) return true;
  const guest = guestCartOf(req);
  return Boolean(
    guest &&
    stored.placedAsGuest &&
    !stored.joinedAccountAt &&
    guest.cartId === stored.order.userId &&
    now.getTime() - new Date(stored.order.createdAt).getTime() < GUEST_BROWSER_ACCESS_MS,
  );
}

/** A shopper acts only on their own orders. */
export function assertOwner(stored: StoredOrder, shopper: Identity): void {
  if (stored.order.userId !== shopper.userId) throw forbidden('auth.ownOrders');
}
