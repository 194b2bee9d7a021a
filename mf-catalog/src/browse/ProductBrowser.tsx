import { type ReactNode, useEffect, useState } from 'react';
import { isProductList, media, theme, useAsync, useLanguage, useLatestSearchParams } from '@storefront/ui';
import styled from 'styled-components';
import type { ProductListResponse } from '@storefront/contracts';
import { PRODUCT_SORTS, productListPath } from '@storefront/contracts/shop';
import { fetchProductPage } from '../api';
import { useText } from '../messages';
import { type BrowseState, readBrowse, refine, writeBrowse } from './filters';
import { Filters } from './FilterPanel';
import { ProductResults } from './ProductResults';
import { ResultsToolbar } from './ResultsToolbar';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

/** Products of a category or a search, with their filters and sort, all kept in the page's address:
 * a shared link or the back button gives the same page. */
export function ProductBrowser(props: {
  search?: string;
  exact?: boolean;
  /** A category page's category (its name): fixed, so it is not among the filters. */
  category?: string;
  /** What the page says above the results once they are in (a search's typo correction). */
  above?: (results: ProductListResponse) => ReactNode;
}) {
  const t = useText();
  const [params, changeParams] = useLatestSearchParams();
  const state = readBrowse(params);
  const key = writeBrowse(new URLSearchParams(), state).toString();
  const asked = { page: state.page, search: props.search, exact: props.exact, category: props.category, browse: state, facets: true };
  const { language } = useLanguage();
  const results = useAsync((signal) => fetchProductPage(asked, signal), [props.search, props.exact, props.category, key, language], {
    first: { path: productListPath(asked), check: isProductList },
  });
  // The filters keep the last counts while the next page loads, instead of vanishing under the pointer.
  const [lastDone, setLastDone] = useState<ProductListResponse | undefined>();
  const done = results.status === 'done' ? results.data : undefined;
  if (done && done !== lastDone) setLastDone(done);
  // Each change applies to the latest filters, not to those drawn: two ticked at once both count.
  const go = (update: (now: BrowseState) => BrowseState) => changeParams((now) => writeBrowse(now, update(readBrowse(now))));
  const pastTheEnd =
    results.status === 'done' && results.data.products.length === 0 && results.data.total > 0 ? results.data.totalPages : 0;
  useEffect(() => {
    // A page past the last one (an old link; fewer products now) shows the last page, as the home page does.
    if (pastTheEnd) changeParams((now) => writeBrowse(now, { ...readBrowse(now), page: pastTheEnd }), { replace: true });
  }, [pastTheEnd, changeParams]);
  const sorts = PRODUCT_SORTS.filter((s) => s !== 'relevance' || props.search);

  return (
    <>
      {results.status === 'done' && props.above?.(results.data)}
      <Columns>
        <Filters state={state} data={done ?? lastDone} onChange={go} withCategories={!props.category} />
        <section aria-label={props.search ? t('browse.searchResults') : t('browse.products')} aria-busy={results.status === 'loading'}>
          <ResultsToolbar
            results={results}
            sort={state.sort ?? (props.search ? 'relevance' : 'newest')}
            sorts={sorts}
            onSort={(sort) => go((now) => refine(now, { sort }))}
          />
          <ProductResults results={results} page={state.page} onPage={(page) => go((now) => ({ ...now, page }))} />
        </section>
      </Columns>
    </>
  );
}
