import { type BrowseState, PRICE_BANDS } from '@storefront/contracts/shop';

export { type BrowseState, readBrowse } from '@storefront/contracts/shop';
import { currentLanguage, formatsFor } from '@storefront/ui';
import { text } from '../messages';

/** The address for a state, keeping what else the page has there (the search words); page 1 and
 * defaults are left out so one page has one address. */
export function writeBrowse(base: URLSearchParams, state: BrowseState): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['page', 'sort', 'minPrice', 'maxPrice', 'inStock', 'minRating', 'tag', 'category', 'option']) next.delete(key);
  if (state.category) next.set('category', state.category);
  if (state.sort) next.set('sort', state.sort);
  if (state.minPrice) next.set('minPrice', state.minPrice);
  if (state.maxPrice) next.set('maxPrice', state.maxPrice);
  if (state.inStock) next.set('inStock', '1');
  if (state.minRating) next.set('minRating', String(state.minRating));
  if (state.tags.length > 0) next.set('tag', state.tags.join(','));
  for (const option of state.options ?? []) next.append('option', option);
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** Whether a value of an option is chosen (names and values in any case). */
export const optionChosen = (state: BrowseState, name: string, value: string): boolean =>
  (state.options ?? []).some((o) => o.toLowerCase() === `${name}:${value}`.toLowerCase());

/** The state with a value of an option toggled: chosen if it was not, else let go. */
export function toggleOption(state: BrowseState, name: string, value: string): BrowseState {
  const others = (state.options ?? []).filter((o) => o.toLowerCase() !== `${name}:${value}`.toLowerCase());
  const options = optionChosen(state, name, value) ? others : [...others, `${name}:${value}`];
  return refine(state, { options: options.length > 0 ? options : undefined });
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
