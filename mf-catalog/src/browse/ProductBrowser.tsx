import { type ReactNode, useEffect, useState } from 'react';
import {
  isProductList,
  AddToCart,
  errorMessage,
  media,
  Notice,
  Pager,
  ProductCard,
  ProductCardsLoading,
  ProductGrid,
  theme,
  useAsync,
  useLanguage,
  useLatestSearchParams,
} from '@storefront/ui';
import styled from 'styled-components';
import type { ProductListResponse } from '@storefront/contracts';
import { PAGE_SIZE, PRODUCT_SORTS, SHOPPER_TAGS, type ProductSort, type ShopperTag, productListPath } from '@storefront/contracts/shop';
import { fetchProductPage } from '../api';
import { useText } from '../messages';
import { type BrowseState, bandLabel, bandRange, chosenBand, readBrowse, refine, writeBrowse } from './filters';

const isShopperTag = (tag: string): tag is ShopperTag => (SHOPPER_TAGS as readonly string[]).includes(tag);

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled.details`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(1.5)};
  font-size: 14px;
  summary {
    font-weight: 700;
    cursor: pointer;
  }
  fieldset {
    border: 0;
    margin: ${theme.space(1.5)} 0 0;
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(0.5)};
  }
  label {
    display: flex;
    gap: ${theme.space(1)};
    align-items: center;
    padding: 4px 0;
    cursor: pointer;
  }
  .count {
    color: ${theme.color.muted};
  }
  button.clear {
    margin-top: ${theme.space(1.5)};
    background: none;
    border: 0;
    padding: 0;
    color: ${theme.color.link};
    cursor: pointer;
    font: inherit;
    text-decoration: underline;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(1.5)};
  p {
    margin: 0;
  }
  select {
    font: inherit;
    padding: 4px;
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
  const { formats } = useLanguage();
  const [params, changeParams] = useLatestSearchParams();
  const state = readBrowse(params);
  const key = writeBrowse(new URLSearchParams(), state).toString();
  const asked = { page: state.page, search: props.search, exact: props.exact, category: props.category, browse: state, facets: true };
  const results = useAsync((signal) => fetchProductPage(asked, signal), [props.search, props.exact, props.category, key], {
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
          <Toolbar>
            <p role="status">
              {results.status === 'done' &&
                t(results.data.totalAtLeast ? 'browse.resultsAtLeast' : 'browse.results', {
                  count: results.data.total,
                  total: formats.number(results.data.total),
                })}
            </p>
            <label>
              {t('browse.sortBy')}{' '}
              <select
                value={state.sort ?? (props.search ? 'relevance' : 'newest')}
                onChange={(e) => {
                  const sort = e.target.value as ProductSort;
                  go((now) => refine(now, { sort }));
                }}
              >
                {sorts.map((s) => (
                  <option key={s} value={s}>
                    {t(`sort.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </Toolbar>
          {results.status === 'loading' && (
            <ProductCardsLoading
              grid={ProductGrid}
              count={PAGE_SIZE}
              message={<Notice>{t('common.loadingProducts')}</Notice>}
              action={(p) => <AddToCart product={p} quantity={1} />}
            />
          )}
          {results.status === 'error' && <Notice $tone="error">{errorMessage(results.error)}</Notice>}
          {results.status === 'done' && results.data.products.length === 0 && (
            <Notice>{results.data.total > 0 ? t('common.loadingProducts') : t('common.noProducts')}</Notice>
          )}
          {results.status === 'done' && results.data.products.length > 0 && (
            <ProductGrid>
              {results.data.products.map((p) => (
                <ProductCard key={p._id} product={p} action={<AddToCart product={p} quantity={1} />} />
              ))}
            </ProductGrid>
          )}
          {results.status === 'done' && results.data.totalPages > 1 && (
            <Pager page={state.page} totalPages={results.data.totalPages} onPage={(page) => go((now) => ({ ...now, page }))} />
          )}
        </section>
      </Columns>
    </>
  );
}

function Filters(props: {
  state: BrowseState;
  data?: ProductListResponse;
  onChange: (update: (now: BrowseState) => BrowseState) => void;
  withCategories: boolean;
}) {
  const t = useText();
  const { formats } = useLanguage();
  const count = (n: number) => <span className="count">({formats.number(n)})</span>;
  const { state, data, onChange } = props;
  const facets = data?.facets;
  const band = chosenBand(state);
  const filtered = state.inStock || state.tags.length > 0 || state.minPrice || state.maxPrice || state.category;
  const toggleTag = (tag: string) =>
    onChange((now) => refine(now, { tags: now.tags.includes(tag) ? now.tags.filter((other) => other !== tag) : [...now.tags, tag] }));
  return (
    // Open on a wide screen; on a phone it folds away above the results until asked for.
    <Panel open={typeof window === 'undefined' || window.matchMedia?.(`(min-width: ${theme.breakpoint.md}px)`).matches !== false}>
      <summary>{t('filters.title')}</summary>
      {props.withCategories && facets && facets.categories.length > 0 && (
        <fieldset>
          <legend>{t('filters.category')}</legend>
          {facets.categories.map((c) => (
            <label key={c.name}>
              <input
                type="radio"
                name="category"
                checked={state.category === c.name}
                onChange={() => onChange((now) => refine(now, { category: c.name }))}
              />
              {c.name} {count(c.count)}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('filters.price')}</legend>
        {(facets?.priceBands ?? []).map((b, i) => (
          <label key={b.min}>
            <input
              type="radio"
              name="price"
              checked={band === i}
              disabled={b.count === 0 && band !== i}
              onChange={() => onChange((now) => refine(now, bandRange(i)))}
            />
            {bandLabel(i)} {count(b.count)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('filters.availability')}</legend>
        <label>
          <input type="checkbox" checked={state.inStock} onChange={() => onChange((now) => refine(now, { inStock: !now.inStock }))} />
          {t('filters.inStockOnly')} {facets && count(facets.inStock)}
        </label>
      </fieldset>
      {facets && (facets.tags.length > 0 || state.tags.length > 0) && (
        <fieldset>
          <legend>{t('filters.goodFor')}</legend>
          {[...facets.tags, ...state.tags.filter((x) => !facets.tags.some((f) => f.tag === x)).map((tag) => ({ tag, count: 0 }))].map(
            (f) => (
              <label key={f.tag}>
                <input type="checkbox" checked={state.tags.includes(f.tag)} onChange={() => toggleTag(f.tag)} />
                {/* Staff's own tags have no words of ours: shown as they are. */}
                {isShopperTag(f.tag) ? t(`tag.${f.tag}`) : f.tag} {count(f.count)}
              </label>
            ),
          )}
        </fieldset>
      )}
      {filtered && (
        <button
          type="button"
          className="clear"
          onClick={() =>
            onChange((now) => refine(now, { inStock: false, tags: [], minPrice: undefined, maxPrice: undefined, category: undefined }))
          }
        >
          {t('filters.clear')}
        </button>
      )}
    </Panel>
  );
}
