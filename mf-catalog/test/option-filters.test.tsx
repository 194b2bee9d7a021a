import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@storefront/contracts';
import { PRICE_BANDS, productListPath } from '@storefront/contracts/shop';
import { Filters } from '../src/browse/FilterPanel';
import { type BrowseState, optionChosen, readBrowse, toggleOption, writeBrowse } from '../src/browse/filters';

// The option filters: a group of checkboxes per option with its counts, the choice in the address.

const results = (options: NonNullable<ProductListResponse['facets']>['options']): ProductListResponse => ({
  products: [],
  total: 14,
  page: 1,
  totalPages: 1,
  facets: { categories: [], priceBands: PRICE_BANDS.map((b) => ({ ...b, count: 0 })), inStock: 14, tags: [], options },
});

describe('option filters', () => {
  it('keeps the values chosen in the address, one option= each, and asks the catalogue for them', () => {
    const state = readBrowse(new URLSearchParams('option=Size:M&option=size:m&option=Colour:Red&option=nonsense&query=parka'));
    expect(state.options).toEqual(['Size:M', 'Colour:Red']);
    const address = writeBrowse(new URLSearchParams('query=parka'), state);
    expect(address.toString()).toBe('query=parka&option=Size%3AM&option=Colour%3ARed');
    expect(readBrowse(address)).toEqual(state);
    expect(productListPath({ page: 1, browse: state, facets: true })).toContain('option=Size%3AM&option=Colour%3ARed');
    // Unticking the last value leaves no option in the address; any change starts again at page 1.
    const one: BrowseState = { page: 3, inStock: false, tags: [], options: ['Size:M'] };
    expect(toggleOption(one, 'size', 'm')).toEqual({ page: 1, inStock: false, tags: [], options: undefined });
    expect(toggleOption(one, 'Size', 'L').options).toEqual(['Size:M', 'Size:L']);
    expect(optionChosen(one, 'SIZE', 'm')).toBe(true);
  });

  it('shows a group per option with its counts, ticks and unticks values, and keeps a chosen value none has now', async () => {
    let state: BrowseState = { page: 1, inStock: false, tags: [], options: ['Colour:Green'] };
    const view = render(
      <Filters
        state={state}
        data={results([
          {
            name: 'Size',
            values: [
              { value: 'S', count: 3 },
              { value: 'M', count: 14 },
            ],
          },
          { name: 'Colour', values: [{ value: 'Red', count: 2 }] },
        ])}
        onChange={(update) => (state = update(state))}
        withCategories={false}
      />,
    );
    const size = screen.getByRole('group', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['S (3)', 'M (14)']);
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect((within(colour).getByRole('checkbox', { name: 'Green (0)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(size).getByRole('checkbox', { name: 'M (14)' }));
    expect(state.options).toEqual(['Colour:Green', 'Size:M']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(state.options).toBeUndefined();
    expect((await axe.run(view.container)).violations).toEqual([]);
  }, 20_000);

  it("names options and values as the answer's language reads them, and asks with the English", () => {
    let state: BrowseState = { page: 1, inStock: false, tags: [] };
    render(
      <Filters
        state={state}
        data={results([
          {
            name: 'Colour',
            label: 'Couleur',
            values: [
              { value: 'Red', label: 'Rouge', count: 2 },
              { value: 'Ecru', count: 1 },
            ],
          },
        ])}
        onChange={(update) => (state = update(state))}
        withCategories={false}
      />,
    );
    const colour = screen.getByRole('group', { name: 'Couleur' });
    fireEvent.click(within(colour).getByRole('checkbox', { name: 'Rouge (2)' }));
    expect(state.options).toEqual(['Colour:Red']);
    expect(within(colour).getByRole('checkbox', { name: 'Ecru (1)' })).toBeTruthy();
  });
});
