import { type AddToCartRequest, type CartResponse, MAX_LINE_QUANTITY, type Product } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { languageOfRequest } from '@storefront/contracts/languages';
import type { Database } from '@storefront/data';
import { type HttpError, conflict, notFound } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { addToLine, clearCart, line, lines, putLine, refreshLines, removeLine, toCart } from '../data/lines';
import { type Chosen, chooseVariant, lineName } from '../domain/variant-choice';

// What can be done with a cart, whoever it belongs to: a shopper's (named by their user id) or a
// visitor's (named by the id of their cookie's token). The routes decide whose cart it is.

export interface CartDeps {
  db: Database;
  catalog: CatalogClient;
}

/** What a use case needs of the request it serves: its id, passed on to the catalogue, its language
 * (as the page chose it: its cookie, else Accept-Language), and its log. */
export interface Caller {
  requestId: string;
  headers: { cookie?: string; 'accept-language'?: string };
  log: Pick<Logger, 'info' | 'warn'>;
}

/** The catalogue is asked in the shopper's language: the lines' names and options are kept as shown. */
const call = (caller: Caller) => ({ requestId: caller.requestId, language: languageOfRequest(caller.headers) });

/** Why a line cannot hold `wanted` of its variant (what is in stock, the most a line holds), if it cannot. */
export function stockProblem(chosen: Chosen, wanted: number, inCart: number): HttpError | undefined {
  const { stock } = chosen.variant;
  const product = lineName(chosen);
  if (stock <= 0) return conflict('product.outOfStock', { product });
  if (wanted > stock) {
    const left = { stock: String(stock), product };
    return inCart > 0 ? conflict('product.lowStock.inCart', { ...left, inCart: String(inCart) }) : conflict('product.lowStock', left);
  }
  if (wanted > MAX_LINE_QUANTITY) return conflict('cart.quantity.max', { maximum: String(MAX_LINE_QUANTITY) });
  return undefined;
}

/** The cart, with every line brought up to date with the catalogue (names, prices, stock). */
export async function currentCart(deps: CartDeps, caller: Caller, cartId: string): Promise<CartResponse> {
  const rows = await lines(deps.db, cartId);
  if (rows.length === 0) return toCart([]);
  let products: Map<string, Product>;
  try {
    products = await deps.catalog.products(
      rows.map((r) => r.product_id),
      call(caller),
    );
  } catch (err) {
    // The catalogue being down must not hide the cart: show what we stored.
    caller.log.warn({ err: (err as Error).message }, 'catalogue unavailable; showing the cart as stored');
    return toCart(rows);
  }
  await deps.db.transaction((tx) => refreshLines(tx, cartId, products, rows));
  return toCart(await lines(deps.db, cartId));
}

async function productFor(deps: CartDeps, caller: Caller, id: string): Promise<Product> {
  const p = await deps.catalog.product(id, call(caller));
  if (!p) throw notFound('product.notFound');
  return p;
}

/** Adds to the cart (the spec's "add": quantity on top of what is there), in the variant asked for. */
export async function addToCart(deps: CartDeps, caller: Caller, cartId: string, wanted: AddToCartRequest): Promise<CartResponse> {
  const chosen = chooseVariant(await productFor(deps, caller, wanted.productId), wanted.variantId);
  await deps.db.transaction(async (tx) => {
    // Add first, then check: a refusal rolls the add back.
    const total = await addToLine(tx, cartId, chosen, wanted.quantity);
    const problem = stockProblem(chosen, total, total - wanted.quantity);
    if (problem) throw problem;
  });
  return currentCart(deps, caller, cartId);
}

/** Sets the quantity of a line, named by its variant (the minus and plus buttons). */
export async function setLineQuantity(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  variantId: string,
  quantity: number,
): Promise<CartResponse> {
  const stored = await line(deps.db, cartId, variantId, false);
  if (!stored) throw notFound('cart.product.missing');
  const chosen = chooseVariant(await productFor(deps, caller, stored.product_id), variantId);
  await deps.db.transaction(async (tx) => {
    const existing = await line(tx, cartId, variantId);
    if (!existing) throw notFound('cart.product.missing');
    // Going down is always allowed, even below what is now in stock.
    const problem = quantity > existing.quantity ? stockProblem(chosen, quantity, existing.quantity) : undefined;
    if (problem) throw problem;
    await putLine(tx, cartId, chosen, quantity);
  });
  return currentCart(deps, caller, cartId);
}

export async function removeFromCart(deps: CartDeps, caller: Caller, cartId: string, variantId: string): Promise<CartResponse> {
  await removeLine(deps.db, cartId, variantId);
  return currentCart(deps, caller, cartId);
}

export async function emptyCart(deps: CartDeps, cartId: string): Promise<CartResponse> {
  await clearCart(deps.db, cartId);
  return toCart([]);
}
