import { PAGE_SIZE } from '@storefront/contracts/shop';
import { api, arrayOf, isProduct, isProductList } from '@storefront/ui';
import type { BrowseState } from './browse/filters';

export function fetchProductPage(
  params: { page: number; search?: string; exact?: boolean; limit?: number; category?: string; browse?: BrowseState; facets?: boolean },
  signal?: AbortSignal,
) {
  const qs = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? PAGE_SIZE) });
  if (params.search) qs.set('search', params.search);
  if (params.exact) qs.set('exact', '1');
  const b = params.browse;
  const category = params.category ?? b?.category;
  if (category) qs.set('category', category);
  if (b?.sort) qs.set('sort', b.sort);
  if (b?.minPrice) qs.set('minPrice', b.minPrice);
  if (b?.maxPrice) qs.set('maxPrice', b.maxPrice);
  if (b?.inStock) qs.set('inStock', '1');
  if (b?.tags.length) qs.set('tag', b.tags.join(','));
  if (params.facets) qs.set('facets', '1');
  return api(`/api/products?${qs}`, { check: isProductList, signal });
}

export function fetchProduct(id: string, signal?: AbortSignal) {
  return api(`/api/products/${encodeURIComponent(id)}`, { check: isProduct, signal });
}

/** The legacy list: every product as a plain array. */
export function fetchAllProducts(signal?: AbortSignal) {
  return api('/products', { check: arrayOf(isProduct), signal });
}
