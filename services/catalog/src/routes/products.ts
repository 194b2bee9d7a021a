import type { Express } from 'express';
import { IdParams, type Product, ProductListQuery, type ProductListResponse } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { endpoint, notFound } from '@storefront/service-kit';
import type { CatalogueCache } from '../data/catalogue-cache';
import { allProducts, findProduct, listCategories, listProducts } from '../data/products';
import { onShelves } from '../data/shelf-promotions';
import { publicAnswers } from './public-answers';

export function mountProductRoutes(app: Express, deps: { db: Database; cache: CatalogueCache }): void {
  const kept = publicAnswers(deps.cache);
  app.get(
    '/api/products',
    kept,
    endpoint({ query: ProductListQuery }, async ({ query }): Promise<ProductListResponse> => {
      const { products, total, ...found } = await listProducts(deps.db, query, { cache: deps.cache });
      return {
        products: await onShelves(deps.db, products, new Date()),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        ...found,
      };
    }),
  );

  app.get(
    '/api/products/categories',
    kept,
    endpoint({}, async () => ({ categories: await listCategories(deps.db) })),
  );

  app.get(
    '/api/products/:id',
    kept,
    endpoint({ params: IdParams }, async ({ params }): Promise<Product> => {
      const product = await findProduct(deps.db, params.id);
      if (!product) throw notFound('product.notFound');
      return (await onShelves(deps.db, [product], new Date()))[0]!;
    }),
  );

  /** The legacy product list: a plain array of the whole catalogue. */
  app.get(
    '/products',
    endpoint({}, async (): Promise<Product[]> => allProducts(deps.db)),
  );
}
