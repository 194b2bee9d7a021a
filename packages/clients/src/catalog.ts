import { type Product, ProductListResponse } from '@storefront/contracts';
import type { Language } from '@storefront/contracts/languages';
import { type ServiceCallOptions, callService } from './http';

/** What cart and orders need from the catalogue: current names, prices, pictures and stock. */
export class CatalogClient {
  constructor(private readonly baseUrl: string) {}

  /** The products that exist among `ids` (unknown ones are simply absent), keyed by id; in `language`
   * (names, descriptions, options) when it is said, else in English. */
  async products(ids: readonly string[], options: ServiceCallOptions & { language?: Language } = {}): Promise<Map<string, Product>> {
    const { language, ...call } = options;
    const unique = [...new Set(ids)];
    const found = new Map<string, Product>();
    for (let i = 0; i < unique.length; i += 100) {
      const chunk = unique.slice(i, i + 100);
      const url = new URL('/api/products', this.baseUrl);
      url.searchParams.set('ids', chunk.join(','));
      url.searchParams.set('limit', '100');
      if (language) url.searchParams.set('lang', language);
      const page = await callService('catalog', url.toString(), ProductListResponse, call);
      for (const p of page.products) found.set(p._id, p);
    }
    return found;
  }

  async product(id: string, options: ServiceCallOptions & { language?: Language } = {}): Promise<Product | undefined> {
    return (await this.products([id], options)).get(id);
  }

  /** A page of the catalogue, optionally of one tag or category, or the best matches of a search, within
   * prices (dollars) and in stock when asked; in `language` when it is said. */
  async list(
    params: {
      tag?: string;
      category?: string;
      search?: string;
      page?: number;
      limit?: number;
      minPrice?: number;
      maxPrice?: number;
      inStock?: boolean;
    },
    options: ServiceCallOptions & { language?: Language } = {},
  ): Promise<ProductListResponse> {
    const { language, ...call } = options;
    const url = new URL('/api/products', this.baseUrl);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, String(v));
    if (language) url.searchParams.set('lang', language);
    return callService('catalog', url.toString(), ProductListResponse, call);
  }

  /** The whole catalogue, or all of one tag, page by page (for services that model or rank it). */
  async all(options: ServiceCallOptions & { tag?: string; language?: Language } = {}): Promise<Product[]> {
    const { tag, language, ...call } = options;
    const out: Product[] = [];
    for (let page = 1; ; page++) {
      const res = await this.list({ tag, page, limit: 100 }, { ...call, language });
      out.push(...res.products);
      if (page >= res.totalPages || res.products.length === 0) return out;
    }
  }
}
