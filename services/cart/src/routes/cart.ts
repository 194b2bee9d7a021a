import type { Express, Request } from 'express';
import {
  AddToCartRequest,
  CartLineParams,
  CartParams,
  type CartResponse,
  MAX_LINE_QUANTITY,
  SetQuantityRequest,
  type Product,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import { type HttpError, conflict, endpoint, notFound, requireSelf } from '@storefront/service-kit';
import { addToLine, clearCart, line, lines, putLine, refreshLines, removeLine, toCart } from '../data/lines';

export interface CartRouteDeps {
  db: Database;
  catalog: CatalogClient;
}

function stockProblem(product: Product, wanted: number, inCart: number): HttpError | undefined {
  if (product.stock <= 0) return conflict(`Sorry, ${product.name} is out of stock.`);
  if (wanted > product.stock) {
    const already = inCart > 0 ? ` Your cart already has ${inCart}.` : '';
    return conflict(`Only ${product.stock} of ${product.name} left in stock.${already}`);
  }
  if (wanted > MAX_LINE_QUANTITY) return conflict(`You can buy at most ${MAX_LINE_QUANTITY} of one product at a time.`);
  return undefined;
}

export function mountCartRoutes(app: Express, deps: CartRouteDeps): void {
  const call = (req: Request) => ({ requestId: req.requestId });

  /** The cart, with every line brought up to date with the catalogue (names, prices, stock). */
  const currentCart = async (req: Request, userId: string): Promise<CartResponse> => {
    const rows = await lines(deps.db, userId);
    if (rows.length === 0) return toCart([]);
    let products: Map<string, Product>;
    try {
      products = await deps.catalog.products(
        rows.map((r) => r.product_id),
        call(req),
      );
    } catch (err) {
      // The catalogue being down must not hide the cart: show what we stored.
      req.log.warn({ err: (err as Error).message }, 'catalogue unavailable; showing the cart as stored');
      return toCart(rows);
    }
    await deps.db.transaction((tx) => refreshLines(tx, userId, products, rows));
    return toCart(await lines(deps.db, userId));
  };

  const product = async (req: Request, id: string) => {
    const p = await deps.catalog.product(id, call(req));
    if (!p) throw notFound('Product not found.');
    return p;
  };

  app.get(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams }, ({ params }, req) => currentCart(req, params.userId)),
  );

  /** Adds to the cart (the spec's "add": quantity on top of what is there). */
  app.put(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams, body: AddToCartRequest }, async ({ params, body }, req) => {
      const p = await product(req, body.productId);
      await deps.db.transaction(async (tx) => {
        // Add first, then check: a refusal rolls the add back.
        const quantity = await addToLine(tx, params.userId, p, body.quantity);
        const problem = stockProblem(p, quantity, quantity - body.quantity);
        if (problem) throw problem;
      });
      return currentCart(req, params.userId);
    }),
  );

  /** Sets a line's quantity (the minus and plus buttons). */
  app.patch(
    '/api/cart/:userId/:productId',
    requireSelf('userId'),
    endpoint({ params: CartLineParams, body: SetQuantityRequest }, async ({ params, body }, req) => {
      const p = await product(req, params.productId);
      await deps.db.transaction(async (tx) => {
        const existing = await line(tx, params.userId, p._id);
        if (!existing) throw notFound('This product is not in your cart.');
        // Going down is always allowed, even below what is now in stock.
        const problem = body.quantity > existing.quantity ? stockProblem(p, body.quantity, existing.quantity) : undefined;
        if (problem) throw problem;
        await putLine(tx, params.userId, p, body.quantity);
      });
      return currentCart(req, params.userId);
    }),
  );

  app.delete(
    '/api/cart/:userId/:productId',
    requireSelf('userId'),
    endpoint({ params: CartLineParams }, async ({ params }, req) => {
      await removeLine(deps.db, params.userId, params.productId);
      return currentCart(req, params.userId);
    }),
  );

  app.delete(
    '/api/cart/:userId',
    requireSelf('userId'),
    endpoint({ params: CartParams }, async ({ params }) => {
      await clearCart(deps.db, params.userId);
      return toCart([]);
    }),
  );
}
