import type { Product } from '@storefront/contracts';
import { HISTORY_LIMIT, isUuid } from '@storefront/contracts/shop';
import { ApiError, api } from './api';
import { arrayOf, isProductList } from './guards';
import { session } from './session';
import { storage } from './storage';

// A signed-in shopper's wishlist and browsing history live on the server (they follow the shopper to
// another browser); a guest's live in this browser and join the account at sign-in.

const WISHLIST = 'wishlist';
const HISTORY = 'history';

const isIdList = (x: unknown): x is { productIds: string[] } =>
  typeof x === 'object' && x !== null && arrayOf((v): v is string => typeof v === 'string')((x as { productIds?: unknown }).productIds);
const userPath = (userId: string, rest: string) => `/api/users/${encodeURIComponent(userId)}/${rest}`;

/** A guest's list from browser storage; anything there that is not a product id is ignored. */
function storedIds(key: string): string[] {
  const raw = storage.getJson<unknown>(key, []);
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [];
}

export async function wishlistIds(): Promise<string[]> {
  const me = session.get();
  if (!me) return storedIds(WISHLIST);
  return (await api(userPath(me.userId, 'wishlist'), { check: isIdList })).productIds;
}

/** 'added', or 'already' when it was in the wishlist before. */
export async function addToWishlist(productId: string): Promise<'added' | 'already'> {
  const me = session.get();
  if (!me) {
    const list = storedIds(WISHLIST);
    if (list.includes(productId)) return 'already';
    storage.setJson(WISHLIST, [...list, productId]);
    return 'added';
  }
  const res = await api<{ added: boolean }>(userPath(me.userId, `wishlist/${encodeURIComponent(productId)}`), { method: 'PUT' });
  return res.added ? 'added' : 'already';
}

export async function removeFromWishlist(productId: string): Promise<void> {
  const me = session.get();
  if (!me) {
    storage.setJson(
      WISHLIST,
      storedIds(WISHLIST).filter((id) => id !== productId),
    );
    return;
  }
  await api(userPath(me.userId, `wishlist/${encodeURIComponent(productId)}`), { method: 'DELETE' });
}

export async function historyIds(): Promise<string[]> {
  const me = session.get();
  if (!me) return storedIds(HISTORY);
  return (await api(userPath(me.userId, 'history'), { check: isIdList })).productIds;
}

/** A product page was viewed: to the front of the history, no repeats, at most 20. */
export async function recordView(productId: string): Promise<void> {
  const me = session.get();
  if (!me) {
    const list = storedIds(HISTORY).filter((id) => id !== productId);
    storage.setJson(HISTORY, [productId, ...list].slice(0, HISTORY_LIMIT));
    return;
  }
  await api(userPath(me.userId, `history/${encodeURIComponent(productId)}`), { method: 'POST' });
}

/** Products by id, in the order given (those that no longer exist are left out). */
export async function productsByIds(ids: string[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const res = await api(`/api/products?ids=${ids.slice(0, 100).map(encodeURIComponent).join(',')}&limit=100`, {
    check: isProductList,
    signal,
  });
  return res.products;
}

// What a guest saved joins their account when they sign in; then this browser forgets it. Each list is
// merged on its own; one the store refuses for what it holds is dropped (it would be refused again),
// one that could not be sent (offline, busy, 5xx) is kept for the next sign-in.
async function mergeGuestList(key: string, userId: string, path: string, limit: number): Promise<void> {
  const ids = storedIds(key);
  if (ids.length > 0) {
    try {
      await api(userPath(userId, path), { method: 'POST', body: { productIds: ids.slice(0, limit) } });
    } catch (err) {
      // Refused for what it holds (would be refused again): dropped. Anything else: kept for next time.
      if (!(err instanceof ApiError && [400, 404, 409, 413, 422].includes(err.status))) throw err;
      console.warn(`Your saved ${path} could not be added to your account:`, err.message);
    }
  }
  storage.remove(key);
}

session.onSignIn(async (me) => {
  const results = await Promise.allSettled([
    mergeGuestList(WISHLIST, me.userId, 'wishlist', 100),
    mergeGuestList(HISTORY, me.userId, 'history', HISTORY_LIMIT),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
});
