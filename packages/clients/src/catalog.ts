
import { type Product, ProductListResponse } from '@storefront/contracts';
import { type ServiceCallOptions, callService } from './http';

/** What cart and orders need from the catalogue: current names, prices, pictures and stock. */
export class CatalogClient {
  constructor(private readonly baseUrl: string) {}

  /** The products that exist among `ids` (unknown ones are simply absent), keyed by id. */
  async products(ids: readonly string[], options: ServiceCallOptions = {}): Promise<Map<string, Product>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, Product>();
    for (let i = 0; i < unique.length; i += 100) {
      const chunk = unique.slice(i, i + 100);
      const url = new URL('/api/products', this.baseUrl);
      url.searchParams.set('ids', chunk.join(','));
      url.searchParams.set('limit', '100');
      const page = await callService('catalog', url.toString(), ProductListResponse, options);
      for (const p of page.products) found.set(p._id, p);
    }
    return found;
  }

  async product(id: string, options: ServiceCallOptions = {}): Promise<Product | undefined> {
    return (await this.products([id], options)).get(id);
  }
}

export const catalogClientFromEnv = (env: NodeJS.ProcessEnv): CatalogClient => {
  const url = env.CATALOG_URL;
  if (!url) throw new Error('CATALOG_URL is not set: this service needs the catalog service (e.g. http://catalog:3000).');
  return new CatalogClient(url);
};

