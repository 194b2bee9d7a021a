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
