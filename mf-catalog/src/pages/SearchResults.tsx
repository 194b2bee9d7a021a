import { useSearchParams } from 'react-router-dom';
import { AddToCart, Notice, Page, PageTitle, Pager, ProductCard, ProductGrid, errorMessage, useAsync } from '@storefront/ui';
import { fetchProductPage } from '../api';
import { SmartRecommendation } from '../blocks/SmartRecommendation';

export default function SearchResults() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const results = useAsync((signal) => (query ? fetchProductPage({ page, search: query }, signal) : Promise.resolve(null)), [query, page]);

  return (
    <Page>
      <PageTitle>Search Results for "{query}"</PageTitle>
      {results.status === 'loading' && <Notice>Loading products...</Notice>}
      {results.status === 'error' && <Notice $tone="error">{errorMessage(results.error)}</Notice>}
      {results.status === 'done' && (!results.data || results.data.products.length === 0) && <Notice>No products found.</Notice>}
      {results.status === 'done' && results.data && results.data.products.length > 0 && (
        <section aria-label="Search results">
          <p>
            {results.data.total} {results.data.total === 1 ? 'result' : 'results'}
          </p>
          <ProductGrid>
            {results.data.products.map((p) => (
              <ProductCard key={p._id} product={p} action={<AddToCart product={p} quantity={1} />} />
            ))}
          </ProductGrid>
          {results.data.totalPages > 1 && (
            <Pager
              page={results.data.page}
              totalPages={results.data.totalPages}
              onPage={(next) => setParams({ query, ...(next > 1 ? { page: String(next) } : {}) })}
            />
          )}
        </section>
      )}
      {query && <SmartRecommendation query={query} />}
    </Page>
  );
}
