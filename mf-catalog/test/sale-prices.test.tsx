import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@storefront/ui';
import ProductDetail from '../src/pages/ProductDetail';
import SearchResults from '../src/pages/SearchResults';
import { PRODUCT_ID, parkaProduct, parkaVariant, product, productPage, serve, show, signedIn } from './store-stand-in';

// While an automatic promotion takes a percentage off, the shelves show the sale price and the regular
// one struck through (each named for screen readers), and the product page names the promotions.

const onSale = parkaProduct(
  ['S', 'M'],
  [parkaVariant('S', 'Red', 8, { salePrice: 240 }), parkaVariant('M', 'Red', 2, { price: 320, salePrice: 256 })],
  { sale: { price: 240, priceMax: 256, names: ['Winter: 20 % off Outdoor'] }, deals: ['3 for 2 on toques'] },
);

beforeEach(() => {
  signedIn(false);
  void chooseLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('a sale price', () => {
  it("shows on a product's page, for the product and then for the chosen variant, with the promotions' names", async () => {
    serve((method, url) => {
      if (method === 'GET' && url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: onSale };
      if (method === 'POST' && url.includes('/history/')) return { status: 204 };
    });
    const { container } = show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    const price = () => container.querySelector('.price')!;
    expect(price().querySelector('ins')!.textContent).toBe('Sale price From $240.00');
    expect(price().querySelector('s')!.textContent).toBe('Regular price $300.00');
    const names = screen.getByRole('list', { name: 'Promotions on this product' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Winter: 20 % off Outdoor', '3 for 2 on toques']);

    fireEvent.click(within(screen.getByRole('group', { name: /^Size/ })).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(screen.getByRole('group', { name: /^Colour/ })).getByRole('radio', { name: 'Red' }));
    expect(price().querySelector('ins')!.textContent).toBe('Sale price $256.00');
    expect(price().querySelector('s')!.textContent).toBe('Regular price $320.00');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('shows on a card, in French too, and a product without a sale keeps its one price', async () => {
    const toque = product(2, { name: 'Tuque', price: 24.99, sale: { price: 23.74, names: ['5 % off everything'] } });
    const socks = product(3, { name: 'Wool Socks', price: 14.99 });
    serve((_method, url) => (url.startsWith('/api/products?') ? { status: 200, body: productPage([toque, socks]) } : undefined));
    show(<SearchResults />, '/search?query=wool');
    await screen.findByText('2 results');
    const [toqueCard, socksCard] = screen.getAllByTestId('product-card');
    expect(toqueCard!.querySelector('ins')!.textContent).toBe('Sale price $23.74');
    expect(toqueCard!.querySelector('s')!.textContent).toBe('Regular price $24.99');
    expect(socksCard!.querySelector('s')).toBeNull();
    expect(within(socksCard!).getByText('$14.99')).toBeTruthy();
    // In French the results are asked for again (their names are the catalogue's, in the page's language).
    void chooseLanguage('fr');
    const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
    const sale = await screen.findByText('Prix soldé');
    const frenchCard = sale.closest('[data-testid="product-card"]')!;
    expect(spaced(sale.parentElement!.textContent)).toBe('Prix soldé 23,74 $');
    expect(spaced(frenchCard.querySelector('s')!.textContent)).toBe('Prix courant 24,99 $');
  });
});
