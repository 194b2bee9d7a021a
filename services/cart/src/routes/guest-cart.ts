import type { Express, Request, Response } from 'express';
import { AddToCartRequest, type CartResponse, Id, SetQuantityRequest } from '@storefront/contracts';
import {
  type RateLimiter,
  endpoint,
  guestCartIdOf,
  guestCartOf,
  newGuestCartToken,
  notFound,
  setGuestCartCookie,
} from '@storefront/service-kit';
import { z } from 'zod';
import { createGuestCart, useGuestCart } from '../data/guest-carts';
import { toCart } from '../data/lines';
import type { GuestCartDeps } from '../use-cases/adopt-guest-cart';
import { addToCart, currentCart, emptyCart, removeFromCart, setLineQuantity } from '../use-cases/cart';

export interface GuestCartRouteDeps extends GuestCartDeps {
  /** New visitors' carts per client address, and changes per visitor's cart. */
  guestLimits: { newCartsPerClient: RateLimiter; changesPerCart: RateLimiter };
}

const LineParams = z.object({ variantId: Id });

/** A visitor's cart, named by the cookie only: there is no id in the path to guess or swap. A cookie naming
 * no cart (made up, or forgotten after GUEST_CART_DAYS) is an empty cart, and adding to it starts a new
 * cart with a new token: a token the browser chose is never taken. */
export function mountGuestCartRoutes(app: Express, deps: GuestCartRouteDeps): void {
  /** The visitor's cart id, renewing its cookie, or undefined when the browser has none. */
  const existing = async (req: Request, res: Response): Promise<string | undefined> => {
    const guest = guestCartOf(req);
    if (!guest || !(await useGuestCart(deps.db, guest.cartId))) return undefined;
    setGuestCartCookie(req, res, guest.token, deps.secureCookies);
    return guest.cartId;
  };

  const changing = async (req: Request, res: Response, { create }: { create: boolean }): Promise<string | undefined> => {
    let cartId = await existing(req, res);
    if (!cartId && create) {
      await deps.guestLimits.newCartsPerClient.check(`guest-cart:client:${req.ip}`);
      const token = newGuestCartToken();
      cartId = guestCartIdOf(token);
      await createGuestCart(deps.db, cartId);
      setGuestCartCookie(req, res, token, deps.secureCookies);
    }
    if (cartId) await deps.guestLimits.changesPerCart.check(`guest-cart:changes:${cartId}`);
    return cartId;
  };

  app.get(
    '/api/cart/guest',
    endpoint({}, async (_input, req, res): Promise<CartResponse> => {
      const cartId = await existing(req, res);
      return cartId ? currentCart(deps, req, cartId) : toCart([]);
    }),
  );

  app.put(
    '/api/cart/guest',
    endpoint({ body: AddToCartRequest }, async ({ body }, req, res) => {
      const cartId = (await changing(req, res, { create: true }))!;
      return addToCart(deps, req, cartId, body);
    }),
  );

  app.patch(
    '/api/cart/guest/:variantId',
    endpoint({ params: LineParams, body: SetQuantityRequest }, async ({ params, body }, req, res) => {
      const cartId = await changing(req, res, { create: false });
      if (!cartId) throw notFound('cart.product.missing');
      return setLineQuantity(deps, req, cartId, params.variantId, body.quantity);
    }),
  );

  app.delete(
    '/api/cart/guest/:variantId',
    endpoint({ params: LineParams }, async ({ params }, req, res) => {
      const cartId = await changing(req, res, { create: false });
      return cartId ? removeFromCart(deps, req, cartId, params.variantId) : toCart([]);
    }),
  );

  app.delete(
    '/api/cart/guest',
    endpoint({}, async (_input, req, res) => {
      const cartId = await changing(req, res, { create: false });
      return cartId ? emptyCart(deps, cartId) : toCart([]);
    }),
  );
}
