import { PRICE_BANDS, PRODUCT_SORTS, type ProductSort } from '@storefront/contracts/shop';
import { currentLanguage, formatsFor } from '@storefront/ui';
import { text } from '../messages';

/** What a category page or search shows, as it lives in the page's address (shareable; back works). */
export interface BrowseState {
  page: number;
  sort?: ProductSort;
  /** Dollars, as typed in the address. */
  minPrice?: string;
  maxPrice?: string;
  inStock: boolean;
  tags: string[];
  /** On a search: one category's results. */
  category?: string;
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads the address; anything malformed is left out rather than sent to be refused. */
export function readBrowse(params: URLSearchParams): BrowseState {
  const sort = params.get('sort') ?? '';
  const price = (key: string) => {
    const v = params.get(key)?.trim() ?? '';
    return PRICE.test(v) ? v : undefined;
  };
  const tags = [
    ...new Set(
      (params.get('tag') ?? '')
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 10);
  const category = params.get('category')?.trim();
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    ...((PRODUCT_SORTS as readonly string[]).includes(sort) ? { sort: sort as ProductSort } : {}),
    ...(price('minPrice') ? { minPrice: price('minPrice') } : {}),
    ...(price('maxPrice') ? { maxPrice: price('maxPrice') } : {}),
    inStock: params.get('inStock') === '1',
    tags,
    ...(category ? { category } : {}),
  };
}

/** The address for a state, keeping what else the page has there (the search words); page 1 and
 * defaults are left out so one page has one address. */
export function writeBrowse(base: URLSearchParams, state: BrowseState): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['page', 'sort', 'minPrice', 'maxPrice', 'inStock', 'tag', 'category']) next.delete(key);
  if (state.category) next.set('category', state.category);
  if (state.sort) next.set('sort', state.sort);
  if (state.minPrice) next.set('minPrice', state.minPrice);
  if (state.maxPrice) next.set('maxPrice', state.maxPrice);
  if (state.inStock) next.set('inStock', '1');
  if (state.tags.length > 0) next.set('tag', state.tags.join(','));
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** A change of filter or sort starts again from page 1. */
export const refine = (state: BrowseState, change: Partial<BrowseState>): BrowseState => ({ ...state, ...change, page: 1 });

/** The price band a state's range is, if it is one of the offered bands. */
export function chosenBand(state: BrowseState): number | undefined {
  const i = PRICE_BANDS.findIndex(
    (b) =>
      Number(state.minPrice ?? -1) === b.min &&
      (b.max === undefined ? state.maxPrice === undefined : Number(state.maxPrice ?? -1) === bandMax(b.max)),
  );
  return i >= 0 ? i : undefined;
}

/** A band's top as the filter says it: prices up to and including one cent below the next band. */
export const bandMax = (max: number): number => Math.round(max * 100 - 1) / 100;

export function bandRange(index: number): Pick<BrowseState, 'minPrice' | 'maxPrice'> {
  const band = PRICE_BANDS[index]!;
  return { minPrice: String(band.min), ...(band.max === undefined ? { maxPrice: undefined } : { maxPrice: bandMax(band.max).toFixed(2) }) };
}

/** A band as the filter offers it, in the page's language: 'Under $25', '$25 to $50', '$200 and up'
 * ('Moins de 25 $' in French): whole dollars, cents only where a band's end has them. */
export function bandLabel(index: number): string {
  const band = PRICE_BANDS[index]!;
  const { number } = formatsFor(currentLanguage());
  const dollars = (n: number) => number(n, { style: 'currency', currency: 'CAD', minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  if (band.min === 0 && band.max !== undefined) return text('filters.under', { max: dollars(band.max) });
  return band.max === undefined
    ? text('filters.andUp', { min: dollars(band.min) })
    : text('filters.between', { min: dollars(band.min), max: dollars(band.max) });
}
