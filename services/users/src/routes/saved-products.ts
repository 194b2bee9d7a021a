import type { Express } from 'express';
import { type HistoryResponse, IdParams, ProductIdList, ProductParams, type WishlistResponse } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { endpoint, requireSelf } from '@storefront/service-kit';
import { addToWishlist, history, recordViews, removeFromWishlist, wishlist } from '../data/saved-products';

/** Records views and announces each (the recommendations learn from them), in one transaction. */
async function viewed(tx: Queryable, userId: string, productIdsNewestFirst: string[]): Promise<void> {
  await recordViews(tx, userId, productIdsNewestFirst);
  const viewedAt = new Date().toISOString();
  for (const productId of [...new Set(productIdsNewestFirst)].reverse()) {
    await addToOutbox(tx, 'users', 'product.viewed', { userId, productId, viewedAt });
  }
}

export function mountSavedProductRoutes(app: Express, deps: { db: Database; onEventsWritten: () => void }): void {
  app.get(
    '/api/users/:id/wishlist',
    requireSelf('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<WishlistResponse> => ({ productIds: await wishlist(deps.db, params.id) })),
  );

  /** Adds one product: 201 when it is new, 200 when it was already there. */
  app.put(
    '/api/users/:id/wishlist/:productId',
    requireSelf('id'),
    endpoint({ params: ProductParams }, async ({ params }, _req, res) => {
      const added = await addToWishlist(deps.db, params.id, [params.productId]);
      res.status(added ? 201 : 200);
      return { added: added > 0, productIds: await wishlist(deps.db, params.id) };
    }),
  );

  /** Merges a guest's wishlist into the account when they sign in. */
  app.post(
    '/api/users/:id/wishlist',
    requireSelf('id'),
    endpoint({ params: IdParams, body: ProductIdList }, async ({ params, body }): Promise<WishlistResponse> => {
      await addToWishlist(deps.db, params.id, body.productIds);
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

  app.get(
    '/api/users/:id/history',
    requireSelf('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<HistoryResponse> => ({ productIds: await history(deps.db, params.id) })),
  );

  /** A product page was viewed. */
  app.post(
    '/api/users/:id/history/:productId',
    requireSelf('id'),
    endpoint({ params: ProductParams }, async ({ params }): Promise<HistoryResponse> => {
      await deps.db.transaction((tx) => viewed(tx, params.id, [params.productId]));
      deps.onEventsWritten();
      return { productIds: await history(deps.db, params.id) };
    }),
  );

  /** Merges a guest's history (most recent first) into the account when they sign in. */
  app.post(
    '/api/users/:id/history',
    requireSelf('id'),
    endpoint({ params: IdParams, body: ProductIdList }, async ({ params, body }): Promise<HistoryResponse> => {
      await deps.db.transaction((tx) => viewed(tx, params.id, body.productIds));
      deps.onEventsWritten();
      return { productIds: await history(deps.db, params.id) };
    }),
  );
}
