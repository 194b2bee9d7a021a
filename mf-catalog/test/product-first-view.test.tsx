import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productPath } from '@storefront/contracts/shop';
import { type CartSlot, CartSlotContext, forgetFirstAnswer, rememberFirstAnswer } from '@storefront/ui';
import ProductDetail from '../src/pages/ProductDetail';
import { PRODUCT_ID, parkaProduct, parkaVariant, serve, signedIn } from './store-stand-in';

// The product page's first view, as the gateway draws it on the server (shell/src/first-view.tsx: the
// same component, at the page's address with its query, from the catalogue's answer written in the HTML),
// and the browser's first drawing that takes its place from that same answer. The view is not hydrated:
// the browser's drawing replaces it, so what must agree is what a shopper sees (the price, the picture,
// the choice, the stock and Add to Cart), or the page would change, and move, as the store starts.

const parka = parkaProduct(
  ['S', 'L'],
  [parkaVariant('S', 'Red', 8), parkaVariant('S', 'Black', 0, { imageUrl: undefined }), parkaVariant('L', 'Red', 12, { price: 320 })],
);
const PATH = `/product/${PRODUCT_ID}`;
const ROUTE = '/product/:productId';
const ANSWER = productPath(PRODUCT_ID);
/** The cart as both drawings have it while its remote is on its way (the shell's CART_ON_ITS_WAY). */
const CART_ON_ITS_WAY: CartSlot = { status: 'loading', arrival: new Promise<never>(() => {}) };

/** The view the server draws for `url`, as a DOM to read. */
function drawnView(url: string): HTMLElement {
  rememberFirstAnswer(ANSWER, parka);
  const [path, search = ''] = url.split('?');
  const html = renderToString(
    <CartSlotContext.Provider value={CART_ON_ITS_WAY}>
      <StaticRouter location={`${path}${search ? `?${search}` : ''}`}>
        <Routes>
          <Route path={ROUTE} element={<ProductDetail />} />
        </Routes>
      </StaticRouter>
    </CartSlotContext.Provider>,
  );
  forgetFirstAnswer(ANSWER);
  const view = document.createElement('div');
  view.innerHTML = html;
  return view;
}

/** The browser's first drawing of `url`, from the answer the view was drawn with (before anything arrives). */
function browserDrawing(url: string): HTMLElement {
  rememberFirstAnswer(ANSWER, parka);
  return render(
    <CartSlotContext.Provider value={CART_ON_ITS_WAY}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTE} element={<ProductDetail />} />
        </Routes>
      </MemoryRouter>
    </CartSlotContext.Provider>,
  ).container;
}

/** What a shopper sees of a drawing. */
function seen(root: HTMLElement) {
  return {
    text: (root.textContent ?? '').replace(/\s+/g, ' ').trim(),
    price: root.querySelector('.price')?.textContent,
    picture: root.querySelector('img')?.getAttribute('src'),
    chosen: [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.checked).map((r) => r.value),
    held: [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.disabled).map((b) => b.textContent),
  };
}

beforeEach(() => {
  signedIn(false);
  serve((method, url) => {
    if (method === 'GET' && url === ANSWER) return { status: 200, body: parka };
    if (method === 'POST' && url.includes('/history/')) return { status: 204 };
  });
});
afterEach(() => forgetFirstAnswer(ANSWER));

describe('the first view of a product with options', () => {
  it('draws the variant its address names: its price, picture and choice, as the browser then draws it', () => {
    const url = `${PATH}?variant=v-l-red`;
    const drawn = seen(drawnView(url));
    expect(drawn.price).toBe('$320.00');
    expect(drawn.picture).toBe('/images/parka-red.webp');
    expect(drawn.chosen).toEqual(['L', 'Red']);
    expect(drawn.text).toContain('PARKA-L-RED');
    expect(seen(browserDrawing(url))).toEqual(drawn);
  });

  it('draws the product before a choice ("From" its lowest price, its own picture, Add to Cart held back), as the browser does', () => {
    const drawn = seen(drawnView(PATH));
    expect(drawn.price).toBe('From $300.00');
    expect(drawn.picture).toBe('/images/parka.webp');
    expect(drawn.chosen).toEqual([]);
    expect(drawn.text).toContain('Choose a size and colour.');
    expect(drawn.held).toContain('Add to Cart');
    expect(seen(browserDrawing(PATH))).toEqual(drawn);
  });

  it('draws a sold-out variant without its own picture as the browser does, and an unknown one as no choice', () => {
    const soldOut = `${PATH}?variant=v-s-black`;
    const drawn = seen(drawnView(soldOut));
    expect(drawn.chosen).toEqual(['S', 'Black']);
    expect(drawn.picture).toBe('/images/parka.webp');
    expect(drawn.held).toContain('Add to Cart');
    expect(seen(browserDrawing(soldOut))).toEqual(drawn);
    expect(seen(drawnView(`${PATH}?variant=nope`))).toEqual(seen(drawnView(PATH)));
  });
});
