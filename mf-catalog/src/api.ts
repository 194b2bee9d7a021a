/** What the gift card form sends (POST /api/gift-cards/orders): a variant or an amount (dollars). */
export interface BuyGiftCardInput {
  productId: string;
  variantId?: string;
  amount?: number;
  recipientName: string;
  recipientEmail?: string;
  message: string;
  deliverOn?: string;
  email?: string;
  name?: string;
}
import type { Review, ReviewPage, ReviewSort } from '@storefront/contracts';
import { type BrowseState, productListPath, productPath } from '@storefront/contracts/shop';
import { api, arrayOf, firstAnswerOr, isProduct, isProductList, sendToPayment } from '@storefront/ui';

export function fetchProductPage(
  params: { page: number; search?: string; exact?: boolean; limit?: number; category?: string; browse?: BrowseState; facets?: boolean },
  signal?: AbortSignal,
) {
  const path = productListPath(params);
  return firstAnswerOr(path, isProductList, () => api(path, { check: isProductList, signal }));
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  const path = productPath(id);
  return firstAnswerOr(path, isProduct, () => api(path, { check: isProduct, signal }));
}

/** The legacy list: every product as a plain array. */
export function fetchAllProducts(signal?: AbortSignal) {
  return api('/products', { check: arrayOf(isProduct), signal });
}

const isPlaced = (x: unknown): x is { _id: string } =>
  typeof x === 'object' && x !== null && typeof (x as { _id?: unknown })._id === 'string';

/** Buys a gift card: its order, then the card payment page. */
export async function buyGiftCard(request: BuyGiftCardInput): Promise<void> {
  const order = await api('/api/gift-cards/orders', { method: 'POST', body: request, check: isPlaced });
  await sendToPayment(order._id);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isReview = (x: unknown): x is Review =>
  isObject(x) &&
  typeof x._id === 'string' &&
  typeof x.rating === 'number' &&
  typeof x.text === 'string' &&
  typeof x.authorName === 'string';
const isReviewPage = (x: unknown): x is ReviewPage =>
  isObject(x) &&
  isObject(x.summary) &&
  Array.isArray((x.summary as { stars?: unknown }).stars) &&
  Array.isArray(x.reviews) &&
  x.reviews.every(isReview) &&
  typeof x.totalPages === 'number';

export interface ReviewQuery {
  page: number;
  sort: ReviewSort;
  stars?: number;
}

/** A product's reviews: shown ones, its summary, and the signed-in shopper's own. */
export const reviewsApi = {
  page: (productId: string, q: ReviewQuery, signal?: AbortSignal) => {
    const qs = new URLSearchParams({ page: String(q.page), sort: q.sort, ...(q.stars ? { stars: String(q.stars) } : {}) });
    return api(`${productPath(productId)}/reviews?${qs}`, { check: isReviewPage, signal });
  },
  write: (productId: string, body: { rating: number; title: string; text: string; language: string }) =>
    api(`${productPath(productId)}/reviews`, { method: 'POST', body, check: isReview }),
  edit: (reviewId: string, body: { rating: number; title: string; text: string; language: string }) =>
    api(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body, check: isReview }),
  remove: (reviewId: string) => api(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
  helpful: (reviewId: string) => api(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, { method: 'POST', body: {} }),
  report: (reviewId: string) => api(`/api/reviews/${encodeURIComponent(reviewId)}/reports`, { method: 'POST', body: {} }),
};
