import type { Express } from 'express';
import { type HistoryResponse, IdParams, ProductIdList, ProductParams, WISHLIST_LIMIT, type WishlistResponse } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { type RateLimiter, conflict, endpoint, notFound, requireSelf } from '@storefront/service-kit';
import { addToWishlist, history, recordViews, removeFromWishlist, wishlist } from '../data/saved-products';

export interface SavedProductDeps {
  db: Database;
  catalog: CatalogClient;
  /** Product views one shopper may record in a while (each is announced to the recommendations). */
  viewLimit: RateLimiter;
  onEventsWritten: () => void;
}

/** A view announced again only after this long: a page reloaded or revisited at once is not news. */
const VIEW_ANNOUNCE_GAP_MS = 30 * 60_000;

/** Records views and announces the new ones (the recommendations learn from them), in one transaction. */
async function viewed(tx: Queryable, userId: string, productIdsNewestFirst: string[]): Promise<void> {
  const before = await recordViews(tx, userId, productIdsNewestFirst);
  const now = Date.now();
  const viewedAt = new Date(now).toISOString();
  for (const productId of [...new Set(productIdsNewestFirst)].reverse()) {
    const last = before.get(productId);
    if (last && now - last.getTime() < VIEW_ANNOUNCE_GAP_MS) continue;
    await addToOutbox(tx, 'users', 'product.viewed', { userId, productId, viewedAt });
  }
}

/** The ids among `ids` that are products of the catalogue, in the order given. */
async function existingProducts(catalog: CatalogClient, requestId: string, ids: string[]): Promise<string[]> {
  const found = await catalog.products(ids, { requestId });
  return ids.filter((id) => found.has(id));
}

async function assertProductExists(catalog: CatalogClient, requestId: string, productId: string): Promise<void> {
  if (!(await catalog.product(productId, { requestId }))) throw notFound('product.notFound');
}

export function mountSavedProductRoutes(app: Express, deps: SavedProductDeps): void {
  mountWishlist(app, deps);
  mountHistory(app, deps);
}

function mountWishlist(app: Express, deps: SavedProductDeps) {
  app.get(
    '/api/users/:id/wishlist',
    requireSelf('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<WishlistResponse> => ({ productIds: await wishlist(deps.db, params.id) })),
  );

  /** Adds one product of the catalogue: 201 when it is new, 200 when it was already there. */
  app.put(
    '/api/users/:id/wishlist/:productId',
    requireSelf('id'),
    endpoint({ params: ProductParams }, async ({ params }, req, res) => {
      await assertProductExists(deps.catalog, req.requestId, params.productId);
      const added = await deps.db.transaction(async (tx) => {
        const current = await wishlist(tx, params.id, { lock: true });
        if (current.includes(params.productId)) return 0;
        if (current.length >= WISHLIST_LIMIT) {
          throw conflict('wishlist.full', { maximum: String(WISHLIST_LIMIT) });
        }
        return addToWishlist(tx, params.id, [params.productId]);
      });
      res.status(added ? 201 : 200);
      return { added: added > 0, productIds: await wishlist(deps.db, params.id) };
    }),
  );

  /** Merges a guest's wishlist into the account when they sign in: products that no longer exist are
   * left out, and the wishlist takes as many as it has room for. */
  app.post(
    '/api/users/:id/wishlist',
    requireSelf('id'),
    endpoint({ params: IdParams, body: ProductIdList }, async ({ params, body }, req): Promise<WishlistResponse> => {
      const ids = await existingProducts(deps.catalog, req.requestId, body.productIds);
      await deps.db.transaction(async (tx) => {
        const current = await wishlist(tx, params.id, { lock: true });
        const room = Math.max(0, WISHLIST_LIMIT - current.length);
        await addToWishlist(tx, params.id, ids.filter((id) => !current.includes(id)).slice(0, room));
      });
      return { productIds: await wishlist(deps.db, params.id) };
    }),
  );

  app.delete(
    '/api/users/:id/wishlist/:productId',
    requireSelf('id'),
    endpoint({ params: ProductParams }, async ({ params }): Promise<WishlistResponse> => {
      await removeFromWishlist(deps.db, params.id, params.productId);
      return { productIds: await wishlist(deps.db, params.id) };
    }),
  );
}

/** The products a shopper viewed, newest first. */
function mountHistory(app: Express, deps: SavedProductDeps) {
  app.get(
    '/api/users/:id/history',
    requireSelf('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<HistoryResponse> => ({ productIds: await history(deps.db, params.id) })),
  );

  /** A product page was viewed. */
  app.post(
    '/api/users/:id/history/:productId',
    requireSelf('id'),
    endpoint({ params: ProductParams }, async ({ params }, req): Promise<HistoryResponse> => {
      await deps.viewLimit.check(`views:${params.id}`);
      await assertProductExists(deps.catalog, req.requestId, params.productId);
      await deps.db.transaction((tx) => viewed(tx, params.id, [params.productId]));
      deps.onEventsWritten();
      return { productIds: await history(deps.db, params.id) };
    }),
  );

  /** Merges a guest's history (most recent first) into the account when they sign in; products that
   * no longer exist are left out. */
  app.post(
    '/api/users/:id/history',
    requireSelf('id'),
    endpoint({ params: IdParams, body: ProductIdList }, async ({ params, body }, req): Promise<HistoryResponse> => {
      await deps.viewLimit.check(`views:${params.id}`);
      const ids = await existingProducts(deps.catalog, req.requestId, body.productIds);
      await deps.db.transaction((tx) => viewed(tx, params.id, ids));
      deps.onEventsWritten();
      return { productIds: await history(deps.db, params.id) };
    }),
  );
}
