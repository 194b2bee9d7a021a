import { Link, useSearchParams } from 'react-router-dom';
import { AddToCart, Notice, Page, PageTitle, Pager, ProductCard, ProductGrid, errorMessage, useAsync } from '@storefront/ui';
import { fetchProductPage } from '../api';
import { SmartRecommendation } from '../blocks/SmartRecommendation';

export default function SearchResults() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // `exact=1`: the words as typed, when the shopper turned down a typo correction.
  const exact = params.get('exact') === '1';
  const results = useAsync(
    (signal) => (query ? fetchProductPage({ page, search: query, exact }, signal) : Promise.resolve(null)),
    [query, page, exact],
  );
  const corrected = results.status === 'done' ? results.data?.correctedSearch : undefined;

  return (
    <Page>
      <PageTitle>Search Results for "{query}"</PageTitle>
      {corrected && (
        <p data-testid="search-correction">
          Showing results for "<strong>{corrected}</strong>". Search instead for{' '}
          <Link to={`/search?${new URLSearchParams({ query, exact: '1' })}`}>"{query}"</Link>
        </p>
      )}
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
              onPage={(next) => setParams({ query, ...(exact ? { exact: '1' } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
            />
          )}
        </section>
      )}
      {query && <SmartRecommendation query={query} />}
    </Page>
  );
}
