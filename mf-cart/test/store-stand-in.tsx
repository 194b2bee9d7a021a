import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { WhereAmI, serveApi } from '@storefront/ui/testing';
import { beforeAll } from 'vitest';
import type { CartItem } from '@storefront/contracts';

// What the cart remote's page tests share: the store's API stood in for, and a page drawn inside the
// cart slot and a router. Loaded after the test file has signed its shopper in (vi.hoisted).

const { CartSlotContext, cartSlotFor } = await import('@storefront/ui');
const { default: cartModule } = await import('../src/cart-module');

export { callLine, type ApiAnswer as Answer, type ApiCall as Call } from '@storefront/ui/testing';

/** Stands in for the store's API and records each call with its JSON body: `handler` answers each call;
 * the signed-in shopper's cart is empty; anything else is a 404. */
export const serve = (handler: Parameters<typeof serveApi>[0]) =>
  serveApi(handler, (method, url) =>
    method === 'GET' && url === '/api/cart/u-1' ? { status: 200, body: { items: [], total: 0, totalQuantity: 0 } } : undefined,
  );

beforeAll(() => {
  window.scrollTo = () => {};
});

/** Draws `page` at `path`; any other route shows where the page sent the shopper. */
export function show(page: ReactNode, path: string, route = path.split('?')[0]!) {
  return render(
    <CartSlotContext.Provider value={cartSlotFor(cartModule)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </CartSlotContext.Provider>,
  );
}

export const address = {
  fullName: 'Ada Shopper',
  street: '1 King St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postalCode: 'M5H 1A1',
  phoneNumber: '',
};

/** A cart line as the store answers it: the wool toque, a product without options, unless `more` says. */
export const cartLine = (more: Partial<CartItem> = {}): CartItem => ({
  productId: 'a',
  variantId: 'a',
  _id: 'a',
  name: 'Wool toque',
  options: {},
  sku: 'TOQUE',
  price: 20,
  quantity: 1,
  imageUrl: '',
  stock: 5,
  ...more,
});

/** A cart line of the red parka in `size`: each size is a variant of its own, with its own SKU. */
export const parkaLine = (variantId: string, size: string, more: Partial<CartItem> = {}): CartItem =>
  cartLine({
    productId: 'parka',
    variantId,
    _id: 'parka',
    name: 'Parka',
    options: { Size: size, Colour: 'Red' },
    sku: `PARKA-${size}-RED`,
    price: 300,
    ...more,
  });
