import type { Express } from 'express';
import {
  IdParams,
  type Product,
  ProductListQuery,
  type ProductListResponse,
  type SearchSuggestions,
  SuggestionsQuery,
} from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { endpoint, notFound } from '@storefront/service-kit';
import type { Request, Response } from 'express';
import type { CatalogueCache } from '../data/catalogue-cache';
import { categoryNames } from '../data/categories';
import { type ShownIn, allProducts, findProduct, listCategories, listProducts } from '../data/products';
import { answerLanguage } from '../domain/catalogue-languages';
import { onShelves } from '../data/shelf-promotions';
import { suggestionsFor } from '../data/suggestions';
import { publicAnswers } from './public-answers';

export function mountProductRoutes(app: Express, deps: { db: Database; cache: CatalogueCache }): void {
  const kept = publicAnswers(deps.cache);
  /** The request's language, said on the answer, with the category names in it. */
  const shownFor = async (req: Request, res: Response): Promise<ShownIn> => {
    const language = answerLanguage(req);
    res.setHeader('Content-Language', language);
    // English answers too: categories carry every language's slug (a page links to its other-language twin).
    return { language, categories: await categoryNames(deps.db, deps.cache) };
  };
  app.get(
    '/api/products',
    kept,
    endpoint({ query: ProductListQuery }, async ({ query }, req, res): Promise<ProductListResponse> => {
      const shown = await shownFor(req, res);
      const { products, total, ...found } = await listProducts(deps.db, query, { cache: deps.cache, shown });
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
    endpoint({}, async (_input, req, res) => ({ categories: await listCategories(deps.db, await shownFor(req, res)) })),
  );

  // Before /api/products/:id, which would take "suggestions" for an id.
  app.get(
    '/api/products/suggestions',
    kept,
    endpoint({ query: SuggestionsQuery }, async ({ query }, req, res): Promise<SearchSuggestions> =>
      suggestionsFor(deps.db, query.q, { cache: deps.cache, shown: await shownFor(req, res) }),
    ),
  );

  app.get(
    '/api/products/:id',
    kept,
    endpoint({ params: IdParams }, async ({ params }, req, res): Promise<Product> => {
      const product = await findProduct(deps.db, params.id, await shownFor(req, res));
      if (!product) throw notFound('product.notFound');
      return (await onShelves(deps.db, [product], new Date()))[0]!;
    }),
  );

  /** The legacy product list: a plain array of the whole catalogue. */
  app.get(
    '/products',
    endpoint({}, async (_input, req, res): Promise<Product[]> => allProducts(deps.db, 1000, await shownFor(req, res))),
  );
}
