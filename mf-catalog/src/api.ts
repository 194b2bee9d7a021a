import { type BrowseState, productListPath, productPath } from '@storefront/contracts/shop';
import { api, arrayOf, isProduct, isProductList } from '@storefront/ui';

export function fetchProductPage(
  params: { page: number; search?: string; exact?: boolean; limit?: number; category?: string; browse?: BrowseState; facets?: boolean },
  signal?: AbortSignal,
) {
  return api(productListPath(params), { check: isProductList, signal });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return api(productPath(id), { check: isProduct, signal });
}

/** The legacy list: every product as a plain array. */
export function fetchAllProducts(signal?: AbortSignal) {
  return api('/products', { check: arrayOf(isProduct), signal });
}
