import { describe, expect, it } from 'vitest';
import { bandLabel, bandRange, chosenBand, readBrowse, refine, writeBrowse } from '../src/browse/filters';

describe('the browse state in the address', () => {
  it('reads what it can use and leaves out what it cannot', () => {
    const s = readBrowse(new URLSearchParams('page=3&sort=price-desc&minPrice=25&maxPrice=abc&inStock=1&tag=Gift,winter,gift&query=wool'));
    expect(s).toEqual({ page: 3, sort: 'price-desc', minPrice: '25', inStock: true, tags: ['gift', 'winter'] });
    expect(readBrowse(new URLSearchParams('page=-2&sort=cheapest'))).toEqual({ page: 1, inStock: false, tags: [] });
  });

  it('writes one address per page, keeping the search words', () => {
    const base = new URLSearchParams('query=wool&page=4&tag=old');
    const next = writeBrowse(base, { page: 1, sort: 'newest', inStock: true, tags: ['gift', 'winter'], category: 'Clothing' });
    expect(next.toString()).toBe('query=wool&category=Clothing&sort=newest&inStock=1&tag=gift%2Cwinter');
    const state = readBrowse(next);
    expect(writeBrowse(base, state).toString()).toBe(next.toString());
  });

  it('starts again from page 1 when a filter or the sort changes', () => {
    expect(refine({ page: 5, inStock: false, tags: [] }, { inStock: true })).toEqual({ page: 1, inStock: true, tags: [] });
  });

  it('offers the price bands as ranges whose top is one cent below the next band', () => {
    expect([0, 1, 4].map(bandLabel)).toEqual(['Under $25', '$25 to $50', '$200 and up']);
    expect(bandRange(1)).toEqual({ minPrice: '25', maxPrice: '49.99' });
    expect(bandRange(4)).toEqual({ minPrice: '200', maxPrice: undefined });
    expect(chosenBand({ page: 1, inStock: false, tags: [], ...bandRange(1) })).toBe(1);
    expect(chosenBand({ page: 1, inStock: false, tags: [], minPrice: '200' })).toBe(4);
    expect(chosenBand({ page: 1, inStock: false, tags: [], minPrice: '30', maxPrice: '40' })).toBeUndefined();
  });
});
