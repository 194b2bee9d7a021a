import { describe, expect, it } from 'vitest';
import { catalogueQuestion } from '../src/domain/product-search';

describe('a product question asked of the catalogue', () => {
  it('keeps the words that say what is wanted, and the price the message sets', () => {
    expect(catalogueQuestion('Do you have a warm parka under $400?', 'en')).toEqual({
      search: 'warm parka',
      maxPrice: 400,
      asksWhatThereIs: true,
    });
    expect(catalogueQuestion('is the tartan scarf in stock?', 'en')).toEqual({ search: 'tartan scarf', asksWhatThereIs: true });
    expect(catalogueQuestion('any headphones over 100 dollars', 'en')).toEqual({
      search: 'headphones',
      minPrice: 100,
      asksWhatThereIs: true,
    });
    expect(catalogueQuestion('looking for boots less than 89.99', 'en')).toEqual({
      search: 'boots',
      maxPrice: 89.99,
      asksWhatThereIs: true,
    });
  });

  it('reads French the same way, apostrophes and "$" after the amount included', () => {
    expect(catalogueQuestion('Avez-vous des tuques chaudes à moins de 30 $?', 'fr')).toEqual({
      search: 'tuques chaudes',
      maxPrice: 30,
      asksWhatThereIs: true,
    });
    expect(catalogueQuestion("est-ce qu'il y a des manteaux d'hiver en stock", 'fr')).toEqual({
      search: 'manteaux hiver',
      asksWhatThereIs: true,
    });
    expect(catalogueQuestion('un casque d’écoute sous 150,50', 'fr')).toEqual({
      search: 'casque ecoute',
      maxPrice: 150.5,
      asksWhatThereIs: true,
    });
  });

  it('sets no bound beyond the most the catalogue filters by', () => {
    expect(catalogueQuestion('a parka under $5000000?', 'en')).toEqual({ search: 'parka', asksWhatThereIs: true });
    expect(catalogueQuestion('a parka under $1000000?', 'en')).toEqual({ search: 'parka', maxPrice: 1_000_000, asksWhatThereIs: true });
  });

  it('tells a search from a question about the products in general', () => {
    expect(catalogueQuestion('are your products made in canada?', 'en')).toMatchObject({ asksWhatThereIs: false });
    expect(catalogueQuestion('vos produits sont-ils faits au Canada?', 'fr')).toMatchObject({ asksWhatThereIs: false });
  });

  it('asks nothing of a question that names nothing to look for', () => {
    expect(catalogueQuestion('is it in stock?', 'en')).toBeUndefined();
    expect(catalogueQuestion('do you have any under $50?', 'en')).toBeUndefined();
    expect(catalogueQuestion('en avez-vous en stock?', 'fr')).toBeUndefined();
  });
});
