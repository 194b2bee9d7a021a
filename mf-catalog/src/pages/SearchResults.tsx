import { Link, useSearchParams } from 'react-router-dom';
import { Notice, Page, PageTitle } from '@storefront/ui';
import { SmartRecommendation } from '../blocks/SmartRecommendation';
import { ProductBrowser } from '../browse/ProductBrowser';

export default function SearchResults() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  // `exact=1`: the words as typed, when the shopper turned down a typo correction.
  const exact = params.get('exact') === '1';

  return (
    <Page>
      <PageTitle>Search Results for "{query}"</PageTitle>
      {query ? (
        <ProductBrowser
          search={query}
          exact={exact}
          above={(results) =>
            results.correctedSearch && (
              <p data-testid="search-correction">
                Showing results for "<strong>{results.correctedSearch}</strong>". Search instead for{' '}
                <Link to={`/search?${new URLSearchParams({ query, exact: '1' })}`}>"{query}"</Link>
              </p>
            )
          }
        />
      ) : (
        <Notice>No products found.</Notice>
      )}
      {query && <SmartRecommendation query={query} />}
    </Page>
  );
}
