import { type BrowseState, productListPath, productPath } from '@storefront/contracts/shop';
import { api, arrayOf, firstAnswerOr, isProduct, isProductList } from '@storefront/ui';

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
