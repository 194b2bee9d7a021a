import type { Express } from 'express';
import { IdParams, type Product, ProductListQuery, type ProductListResponse } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { endpoint, notFound } from '@storefront/service-kit';
import { allProducts, findProduct, listCategories, listProducts } from '../data/products';

export function mountProductRoutes(app: Express, deps: { db: Database }): void {
  app.get(
    '/api/products',
    endpoint({ query: ProductListQuery }, async ({ query }): Promise<ProductListResponse> => {
      const { products, total, ...found } = await listProducts(deps.db, query);
      return { products, total, page: query.page, totalPages: Math.max(1, Math.ceil(total / query.limit)), ...found };
    }),
  );

  app.get(
    '/api/products/categories',
    endpoint({}, async () => ({ categories: await listCategories(deps.db) })),
  );

  app.get(
    '/api/products/:id',
    endpoint({ params: IdParams }, async ({ params }): Promise<Product> => {
      const product = await findProduct(deps.db, params.id);
      if (!product) throw notFound('Product not found.');
      return product;
    }),
  );

  /** The legacy product list: a plain array of the whole catalogue. */
  app.get(
    '/products',
    endpoint({}, async (): Promise<Product[]> => allProducts(deps.db)),
  );
}
