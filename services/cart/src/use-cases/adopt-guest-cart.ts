import type { Request, Response } from 'express';
import { MAX_LINE_QUANTITY, type Product } from '@storefront/contracts';
import { clearGuestCartCookie, guestCartOf } from '@storefront/service-kit';
import { claimGuestCart } from '../data/guest-carts';
import { clearCart, lines, putLine } from '../data/lines';
import type { CartDeps, Caller } from './cart';

export interface GuestCartDeps extends CartDeps {
  /** Marks the cart cookie Secure (HTTPS only) even when the request itself came over HTTP. */
  secureCookies: boolean;
}

/** A visitor who signs in (or registers) keeps what they put in the cart: each of their cart's lines is
 * added to the account's, capped by what is in stock and by the most one line may hold, and their cart
 * and its cookie go. Once only: two requests at once adopt it once. The visitor's cart is named by their
 * cookie, so this one takes the request and its answer; the work is `joinCarts`. */
export async function adoptGuestCart(deps: GuestCartDeps, req: Request, res: Response, userId: string): Promise<void> {
  const guest = guestCartOf(req);
  if (!guest) return;
  const adopted = await joinCarts(deps, req, guest.cartId, userId);
  if (adopted === undefined) return;
  clearGuestCartCookie(req, res, deps.secureCookies);
  if (adopted > 0) req.log.info({ userId, added: adopted }, "the visitor's cart joined the account's cart");
}

/** Moves the lines of the cart `guestCartId` into `userId`'s: how many items were added (0 when another
 * request took it first), or undefined when the catalogue cannot say the stock (the cart waits). */
async function joinCarts(deps: CartDeps, caller: Caller, guestCartId: string, userId: string): Promise<number | undefined> {
  const theirs = await lines(deps.db, guestCartId);
  let products = new Map<string, Product>();
  if (theirs.length > 0) {
    try {
      products = await deps.catalog.products(
        theirs.map((l) => l.product_id),
        { requestId: caller.requestId },
      );
    } catch (err) {
      // Without stock levels the caps cannot be checked: the visitor's cart waits for the next request.
      caller.log.warn({ err: (err as Error).message }, 'catalogue unavailable; the guest cart joins the account later');
      return undefined;
    }
  }
  return deps.db.transaction(async (tx) => {
    if (!(await claimGuestCart(tx, guestCartId))) return 0;
    const mine = new Map((await lines(tx, userId, true)).map((l) => [l.variant_id, l.quantity]));
    let added = 0;
    for (const l of await lines(tx, guestCartId, true)) {
      const product = products.get(l.product_id);
      const variant = product?.variants?.find((v) => v._id === l.variant_id && v.forSale);
      if (!product || !variant) continue; // no longer sold, or put in meanwhile: nothing known to cap it by
      const have = mine.get(variant._id) ?? 0;
      const want = Math.min(have + l.quantity, variant.stock, MAX_LINE_QUANTITY);
      if (want > have) {
        await putLine(tx, userId, { product, variant }, want);
        added += want - have;
      }
    }
    await clearCart(tx, guestCartId);
    return added;
  });
}
