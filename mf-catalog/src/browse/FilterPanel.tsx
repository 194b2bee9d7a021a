import type { ReactNode } from 'react';
import { Stars, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { ProductListResponse } from '@storefront/contracts';
import { SHOPPER_TAGS, type ShopperTag } from '@storefront/contracts/shop';
import { useText } from '../messages';
import { optionChoice } from '@storefront/contracts/shop';
import { type BrowseState, bandLabel, bandRange, chosenBand, optionChosen, refine, toggleOption } from './filters';

const isShopperTag = (tag: string): tag is ShopperTag => (SHOPPER_TAGS as readonly string[]).includes(tag);

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

/** The filters beside the results: category, price band, availability and tags, with their counts. */
export function Filters(props: {
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
  const filtered =
    state.inStock || state.minRating || state.tags.length > 0 || state.minPrice || state.maxPrice || state.category || state.options;
  return (
    // Open on a wide screen; on a phone it folds away above the results until asked for.
    <Panel open={typeof window === 'undefined' || window.matchMedia?.(`(min-width: ${theme.breakpoint.md}px)`).matches !== false}>
      <summary>{t('filters.title')}</summary>
      {props.withCategories && facets && facets.categories.length > 0 && (
        <CategoryFilter categories={facets.categories} chosen={state.category} onChange={onChange} count={count} />
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
      <fieldset>
        <legend>{t('filters.rating')}</legend>
        <label>
          <input
            type="checkbox"
            checked={state.minRating === 4}
            onChange={() => onChange((now) => refine(now, { minRating: now.minRating === 4 ? undefined : 4 }))}
          />
          <Stars value={4} /> {t('filters.fourAndUp')}
        </label>
      </fieldset>
      {facets && <OptionFilters options={facets.options ?? []} state={state} onChange={onChange} count={count} />}
      {facets && (facets.tags.length > 0 || state.tags.length > 0) && (
        <TagFilter tags={facets.tags} chosen={state.tags} onChange={onChange} count={count} />
      )}
      {filtered && (
        <button
          type="button"
          className="clear"
          onClick={() =>
            onChange((now) =>
              refine(now, {
                inStock: false,
                minRating: undefined,
                tags: [],
                minPrice: undefined,
                maxPrice: undefined,
                category: undefined,
                options: undefined,
              }),
            )
          }
        >
          {t('filters.clear')}
        </button>
      )}
    </Panel>
  );
}

type Change = (update: (now: BrowseState) => BrowseState) => void;
type Facets = NonNullable<ProductListResponse['facets']>;
/** A facet's count as the filter shows it: '(12)'. */
type Count = (n: number) => ReactNode;

function CategoryFilter({
  categories,
  chosen,
  onChange,
  count,
}: {
  categories: Facets['categories'];
  chosen?: string;
  onChange: Change;
  count: Count;
}) {
  const t = useText();
  return (
    <fieldset>
      <legend>{t('filters.category')}</legend>
      {categories.map((c) => (
        <label key={c.name}>
          <input
            type="radio"
            name="category"
            checked={chosen === c.name}
            onChange={() => onChange((now) => refine(now, { category: c.name }))}
          />
          {c.label ?? c.name} {count(c.count)}
        </label>
      ))}
    </fieldset>
  );
}

/** The tags the results have, and those chosen that none of them has now (count 0), so they can be unticked. */
function TagFilter({ tags, chosen, onChange, count }: { tags: Facets['tags']; chosen: string[]; onChange: Change; count: Count }) {
  const t = useText();
  const toggleTag = (tag: string) =>
    onChange((now) => refine(now, { tags: now.tags.includes(tag) ? now.tags.filter((other) => other !== tag) : [...now.tags, tag] }));
  return (
    <fieldset>
      <legend>{t('filters.goodFor')}</legend>
      {[...tags, ...chosen.filter((x) => !tags.some((f) => f.tag === x)).map((tag) => ({ tag, count: 0 }))].map((f) => (
        <label key={f.tag}>
          <input type="checkbox" checked={chosen.includes(f.tag)} onChange={() => toggleTag(f.tag)} />
          {/* Staff's own tags have no words of ours: shown as they are. */}
          {isShopperTag(f.tag) ? t(`tag.${f.tag}`) : f.tag} {count(f.count)}
        </label>
      ))}
    </fieldset>
  );
}

/** A group of checkboxes per option the results come in ("Size": "M (14)"), and the values chosen that
 * none of them has now (count 0), so they can be unticked. Names and values are staff's, shown as written. */
function OptionFilters({
  options,
  state,
  onChange,
  count,
}: {
  options: NonNullable<Facets['options']>;
  state: BrowseState;
  onChange: Change;
  count: Count;
}) {
  // Keyed by the catalogue's English; shown as the answer's language reads them (`label`).
  const groups: Array<{ name: string; label?: string; values: Array<{ value: string; count: number; label?: string }> }> = options.map(
    (o) => ({
      name: o.name,
      ...(o.label ? { label: o.label } : {}),
      values: [...o.values],
    }),
  );
  for (const chosen of state.options ?? []) {
    const choice = optionChoice(chosen);
    if (!choice) continue;
    let group = groups.find((g) => g.name.toLowerCase() === choice.name.toLowerCase());
    if (!group) groups.push((group = { name: choice.name, values: [] }));
    if (!group.values.some((v) => v.value.toLowerCase() === choice.value.toLowerCase()))
      group.values.push({ value: choice.value, count: 0 });
  }
  return (
    <>
      {groups.map((g) => (
        <fieldset key={g.name}>
          <legend>{g.label ?? g.name}</legend>
          {g.values.map((v) => (
            <label key={v.value}>
              <input
                type="checkbox"
                checked={optionChosen(state, g.name, v.value)}
                onChange={() => onChange((now) => toggleOption(now, g.name, v.value))}
              />
              {v.label ?? v.value} {count(v.count)}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
