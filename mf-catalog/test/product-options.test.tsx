import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartSlotContext, chooseLanguage, useNavigate } from '@storefront/ui';
import { WhereAmI } from '@storefront/ui/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ProductDetail from '../src/pages/ProductDetail';
import SearchResults from '../src/pages/SearchResults';
import { PRODUCT_ID, memoryCart, parkaProduct, parkaVariant, product, productPage, serve, show, signedIn } from './store-stand-in';

// A product with options (a parka in Size S/M/L and Colour Red/Black): its page's picker, the chosen
// variant's price, picture, stock and SKU, the choice kept in the address, and its card in a list.

/** M in Black is sold out, L is not made in Black, L in Red costs more. */
const parka = parkaProduct(
  ['S', 'M', 'L'],
  [
    parkaVariant('S', 'Red', 8),
    parkaVariant('S', 'Black', 3),
    parkaVariant('M', 'Red', 2),
    parkaVariant('M', 'Black', 0),
    parkaVariant('L', 'Red', 10, { price: 320 }),
  ],
  { swatches: ['Red', 'Black'] },
);
const PATH = `/product/${PRODUCT_ID}`;
const ROUTE = '/product/:productId';

function catalogue() {
  return serve((method, url) => {
    if (method === 'GET' && url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: parka };
    if (method === 'POST' && url.includes('/history/')) return { status: 204 };
  });
}

const showParka = (path = PATH) => {
  const cart = memoryCart();
  return { cart, ...show(<ProductDetail />, path, { route: ROUTE, cart }) };
};
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getByRole<HTMLInputElement>('radio', { name });
const addButton = (label = 'Add to Cart') => screen.getByRole<HTMLButtonElement>('button', { name: `${label}: Arctic Parka` });
const reasonOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const location = () => screen.getByTestId('location').textContent;
const picture = () => screen.getByRole('img', { name: 'Arctic Parka' }).getAttribute('src');

beforeEach(() => {
  signedIn(false);
  catalogue();
});
afterEach(() => vi.restoreAllMocks());

describe('the page of a product with options', () => {
  it('offers each option, sizes as buttons and colours as named swatches, and holds Add to Cart back until a choice', async () => {
    showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    expect(
      within(screen.getByRole('group', { name: 'Size' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['S', 'M', 'L']);
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Red', 'Black']);
    // A swatch's name is said and shown.
    expect(within(colours).getByText('Black')).toBeTruthy();
    expect(screen.getByText('From $300.00')).toBeTruthy();
    expect(screen.queryByText(/^SKU/)).toBeNull();
    expect(addButton().disabled).toBe(true);
    expect(reasonOf(addButton())).toBe('Choose a size and colour.');
    expect(screen.getByText('Choose a size and colour.')).toBeTruthy();
  });

  it("shows the chosen variant's price, picture, stock and SKU, keeps it in the address, and adds that variant", async () => {
    const { cart } = showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    fireEvent.click(radio('Size', 'M'));
    expect(reasonOf(addButton())).toBe('Choose a colour.');
    expect(location()).toBe(PATH);
    fireEvent.click(radio('Colour', 'Red'));
    expect(screen.getByText('$300.00')).toBeTruthy();
    expect(screen.getByText('Only 2 left in M · Red')).toBeTruthy();
    expect(screen.getByText('SKU: PARKA-M-RED')).toBeTruthy();
    expect(picture()).toBe('/images/parka-red.webp');
    expect(location()).toBe(`${PATH}?variant=v-m-red`);
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(cart.added).toEqual([{ product: expect.objectContaining({ _id: PRODUCT_ID, variantId: 'v-m-red', stock: 2 }), quantity: 1 }]);

    fireEvent.click(radio('Size', 'L'));
    expect(screen.getByText('$320.00')).toBeTruthy();
    expect(screen.getByText('In stock in L · Red')).toBeTruthy();
    expect(location()).toBe(`${PATH}?variant=v-l-red`);
  });

  it('greys out what is sold out or not made with the choice so far, saying why', async () => {
    showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    fireEvent.click(radio('Size', 'M'));
    expect(radio('Colour', 'Black').disabled).toBe(true);
    expect(reasonOf(radio('Colour', 'Black'))).toBe('Sold out');
    expect(radio('Colour', 'Red').disabled).toBe(false);
    fireEvent.click(radio('Size', 'L'));
    expect(radio('Colour', 'Black').disabled).toBe(true);
    expect(reasonOf(radio('Colour', 'Black'))).toBe('Not available in L');
    // Every size is made in some colour that is in stock.
    expect(['S', 'M', 'L'].map((s) => radio('Size', s).disabled)).toEqual([false, false, false]);
  });

  it('lets go of a colour that does not go with a size chosen after it', async () => {
    showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    fireEvent.click(radio('Size', 'S'));
    fireEvent.click(radio('Colour', 'Black'));
    expect(location()).toBe(`${PATH}?variant=v-s-black`);
    fireEvent.click(radio('Size', 'M'));
    expect(radio('Colour', 'Black').checked).toBe(false);
    expect(location()).toBe(PATH);
    expect(addButton().disabled).toBe(true);
    expect(reasonOf(addButton())).toBe('Choose a colour.');
  });

  it('opens a shared address on its variant', async () => {
    showParka(`${PATH}?variant=v-l-red`);
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    expect(radio('Size', 'L').checked).toBe(true);
    expect(radio('Colour', 'Red').checked).toBe(true);
    expect(screen.getByText('$320.00')).toBeTruthy();
    expect(screen.getByText('SKU: PARKA-L-RED')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
  });

  it('opens on a sold-out variant saying so, with Add to Cart held back', async () => {
    showParka(`${PATH}?variant=v-m-black`);
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    expect(screen.getByText('Sold out in M · Black')).toBeTruthy();
    expect(reasonOf(addButton())).toBe('This choice is sold out. Choose another.');
  });

  it('replaces the address on each choice: Back leaves the page', async () => {
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(-1)}>Back</button>;
    }
    render(
      <CartSlotContext.Provider value={memoryCart()}>
        <MemoryRouter initialEntries={['/before', PATH]} initialIndex={1}>
          <Back />
          <Routes>
            <Route path={ROUTE} element={<ProductDetail />} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </CartSlotContext.Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    fireEvent.click(radio('Size', 'S'));
    fireEvent.click(radio('Colour', 'Red'));
    fireEvent.click(radio('Colour', 'Black'));
    expect(location()).toBe(`${PATH}?variant=v-s-black`);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/before');
  });

  it('has no accessibility violations, before and after a choice', async () => {
    const { container } = showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    // jsdom lays nothing out: contrast is checked in Chromium (e2e).
    const check = async () => (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations;
    expect(await check()).toEqual([]);
    fireEvent.click(radio('Size', 'M'));
    fireEvent.click(radio('Colour', 'Red'));
    expect(await check()).toEqual([]);
  });
});

describe('in French', () => {
  afterEach(async () => {
    await act(() => chooseLanguage('en'));
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it("says the picker's words and the variant's stock in French", async () => {
    await act(() => chooseLanguage('fr'));
    showParka();
    await screen.findByRole('heading', { level: 1, name: 'Arctic Parka' });
    const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(document.body.textContent)).toContain('À partir de 300,00 $');
    expect(reasonOf(addButton('Ajouter au panier'))).toBe('Choisissez : size et colour.');
    fireEvent.click(radio('Size', 'L'));
    expect(reasonOf(radio('Colour', 'Black'))).toBe('Non offert en L');
    fireEvent.click(radio('Colour', 'Red'));
    expect(screen.getByText('UGS : PARKA-L-RED')).toBeTruthy();
    expect(screen.getByText('En stock (L · Red)')).toBeTruthy();
  });
});

describe("a product with options' card", () => {
  it('says "From" its lowest price, shows its colours, and links to its page to choose instead of Add to Cart', async () => {
    const many = product(2, {
      name: 'Wool Mitts',
      options: [{ name: 'Colour', values: [] }],
      swatches: ['Red', 'Black', 'Navy', 'Grey', 'Cream', 'Olive', 'Rose'],
    });
    const plain = product(3, { name: 'Wool Socks', price: 14.99 });
    serve((method, url) => (url.startsWith('/api/products?') ? { status: 200, body: productPage([parka, many, plain]) } : undefined));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = memoryCart();
    const { container } = show(<SearchResults />, '/search?query=wool', { cart });
    await screen.findByText('3 results');
    const [parkaCard, mittsCard, socksCard] = screen.getAllByTestId('product-card');
    expect(within(parkaCard!).getByText('From $300.00')).toBeTruthy();
    const colours = within(parkaCard!).getByRole('list', { name: 'Colours' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Red', 'Black']);
    const choose = within(parkaCard!).getByRole('link', { name: 'Choose options: Arctic Parka' });
    expect(choose.getAttribute('href')).toBe(`/product/${PRODUCT_ID}`);
    expect(within(parkaCard!).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    // At most five swatches, then how many more.
    const mittsColours = within(within(mittsCard!).getByRole('list', { name: 'Colours' })).getAllByRole('listitem');
    expect(mittsColours.map((li) => li.textContent)).toEqual(['Red', 'Black', 'Navy', 'Grey', 'Cream', '+2More colours: 2']);
    // A product sold one way keeps its card as it was.
    expect(within(socksCard!).getByText('$14.99')).toBeTruthy();
    expect(within(socksCard!).queryByRole('list')).toBeNull();
    fireEvent.click(within(socksCard!).getByRole('button', { name: 'Add to Cart: Wool Socks' }));
    expect(cart.added).toHaveLength(1);
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
