import type { Request, Response } from 'express';
import { GUEST_CART_COOKIE, GUEST_CART_DAYS, LINK_TOKEN } from '@storefront/contracts';
import { browserCookie, readCookie } from './cookies';
import { linkTokenHash, newLinkToken } from './link-tokens';

// A visitor's cart is named by an unguessable token in an httpOnly cookie. Services keep and compare only
// the id made from the token's hash, so a leaked table or an order's owner id opens nothing.

/** A new token for a visitor's cart: 256 random bits. */
export const newGuestCartToken = newLinkToken;

/** The cart id a token stands for: the first 128 bits of its SHA-256, written as a uuid. */
export function guestCartIdOf(token: string): string {
  const h = linkTokenHash(token);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The visitor's cart as the request's cookie names it (undefined without a well-formed cookie). Whether
 * such a cart exists is the cart service's to say. */
export function guestCartOf(req: Request): { token: string; cartId: string } | undefined {
  const token = readCookie(req.headers.cookie, GUEST_CART_COOKIE);
  if (!token || !LINK_TOKEN.test(token)) return undefined;
  return { token, cartId: guestCartIdOf(token) };
}

/** Sets (or renews for another GUEST_CART_DAYS) the visitor's cart cookie. */
export function setGuestCartCookie(req: Request, res: Response, token: string, secure: boolean): void {
  res.cookie(GUEST_CART_COOKIE, token, browserCookie(req, secure, GUEST_CART_DAYS * 24 * 3600 * 1000));
}

export function clearGuestCartCookie(req: Request, res: Response, secure: boolean): void {
  res.clearCookie(GUEST_CART_COOKIE, browserCookie(req, secure));
}
