import type { Express } from 'express';
import { AddToCartRequest, CartLineParams, CartParams, SetQuantityRequest } from '@storefront/contracts';
import { endpoint, requireSelf } from '@storefront/service-kit';
import { type GuestCartDeps, adoptGuestCart } from '../use-cases/adopt-guest-cart';
import { addToCart, currentCart, emptyCart, removeFromCart, setLineQuantity } from '../use-cases/cart';

/** A signed-in shopper's cart, by their user id (theirs only). */
export function mountCartRoutes(app: Express, deps: GuestCartDeps): void {
  app.get(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams }, async ({ params }, req, res) => {
      // Signed in with a visitor's cart still in the browser (they shopped, then signed in or registered):
      // it joins the account's cart.
      await adoptGuestCart(deps, req, res, params.userId);
      return currentCart(deps, req, params.userId);
    }),
  );

  app.put(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams, body: AddToCartRequest }, ({ params, body }, req) => addToCart(deps, req, params.userId, body)),
  );

  app.patch(
    '/api/cart/:userId/:variantId',
    requireSelf('userId'),
    endpoint({ params: CartLineParams, body: SetQuantityRequest }, ({ params, body }, req) =>
      setLineQuantity(deps, req, params.userId, params.variantId, body.quantity),
    ),
  );

  app.delete(
    '/api/cart/:userId/:variantId',
    requireSelf('userId'),
    endpoint({ params: CartLineParams }, ({ params }, req) => removeFromCart(deps, req, params.userId, params.variantId)),
  );

  app.delete(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams }, ({ params }) => emptyCart(deps, params.userId)),
  );
}
