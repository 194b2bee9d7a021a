import { PAGE_SIZE } from '@storefront/contracts/shop';
import { api, arrayOf, isProduct, isProductList } from '@storefront/ui';

export function fetchProductPage(params: { page: number; search?: string; exact?: boolean; limit?: number }, signal?: AbortSignal) {
  const qs = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? PAGE_SIZE) });
  if (params.search) qs.set('search', params.search);
  if (params.exact) qs.set('exact', '1');
  return api(`/api/products?${qs}`, { check: isProductList, signal });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return api(`/api/products/${encodeURIComponent(id)}`, { check: isProduct, signal });
}

/** The legacy list: every product as a plain array. */
export function fetchAllProducts(signal?: AbortSignal) {
  return api('/products', { check: arrayOf(isProduct), signal });
}
