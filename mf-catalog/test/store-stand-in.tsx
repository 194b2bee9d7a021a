import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll } from 'vitest';
import type { Product, ProductListResponse, Variant } from '@storefront/contracts';
import {
  type AddToCartProps,
  Button,
  type CartModule,
  type CartSlot,
  CartSlotContext,
  type CartSnapshot,
  type CartStore,
  addToCartLabel,
  cartSlotFor,
  useCart,
} from '@storefront/ui';
import { WhereAmI } from '@storefront/ui/testing';

// What the catalogue remote's page tests share: the store's API stood in for (fetch), a cart slot like
// the one the shell provides (the cart remote's module stood in for by one that records what is added),
// and a page drawn inside a router.

export { callLine, serveApi as serve, type ApiAnswer as Answer, type ApiCall as Call } from '@storefront/ui/testing';

beforeAll(() => {
  // jsdom has no scrolling; the home page scrolls to the top when it changes page.
  window.scrollTo = () => {};
});

/** Signs a shopper in or out the way another tab would: the session store follows localStorage. */
export function signedIn(yes: boolean) {
  if (yes) localStorage.setItem('userId', 'u-1');
  else localStorage.removeItem('userId');
  window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
}

/** A cart held in memory, like the cart remote's, that records what was added ('p1 × 2'). */
export function memoryCart(): CartSlot & { added: Array<{ product: unknown; quantity: number }> } {
  let snapshot: CartSnapshot = { items: [], total: 0, totalQuantity: 0, status: 'ready' };
  const listeners = new Set<() => void>();
  const added: Array<{ product: unknown; quantity: number }> = [];
  const done = () => Promise.resolve();
  const store: CartStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    addToCart: (product, quantity = 1) => {
      added.push({ product, quantity });
      snapshot = { ...snapshot, totalQuantity: snapshot.totalQuantity + quantity };
      listeners.forEach((l) => l());
      return Promise.resolve(true);
    },
    removeFromCart: done,
    setQuantity: done,
    deleteLine: done,
    clearCart: done,
    refresh: done,
  };
  // The cart remote's button: it adds what the page gives it through useCart.
  function AddToCartButton(props: AddToCartProps) {
    const cart = useCart();
    return (
      <Button onClick={() => void cart.addToCart(props.product, props.quantity ?? 1)} aria-label={addToCartLabel(props)}>
        {props.label ?? 'Add to Cart'}
      </Button>
    );
  }
  const cart: CartModule = { cartStore: () => store, AddToCartButton };
  return Object.assign(cartSlotFor(cart), { added });
}

/** Draws `page` at `path` (its route pattern `route`) in the cart slot; the address the page is at is
 * shown in a `location` output, and any other route shows only that. */
/** `route`: the route (or routes) the page is drawn at; the path itself when not said. */
export function show(page: ReactNode, path: string, options: { route?: string | string[]; cart?: CartSlot } = {}) {
  const routes = [options.route ?? path.split('?')[0]!].flat();
  function Here() {
    return (
      <>
        {page}
        <WhereAmI />
      </>
    );
  }
  return render(
    <CartSlotContext.Provider value={options.cart ?? { status: 'unavailable' }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route) => (
            <Route key={route} path={route} element={<Here />} />
          ))}
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </CartSlotContext.Provider>,
  );
}

export const PRODUCT_ID = '0b6f9a52-3c1e-4f7a-9d2b-5e8c1a7f4d10';

/** A product with a uuid id (as the catalogue's are); `n` varies the id's end and the name. */
export function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    _id: `0b6f9a52-3c1e-4f7a-9d2b-${String(n).padStart(12, '0')}`,
    name: `Product ${n}`,
    price: n,
    stock: 10,
    imageUrl: `/images/p${n}.webp`,
    description: `About product ${n}.`,
    category: 'Outdoor',
    tags: [],
    createdAt: '2026-01-15T12:00:00.000Z',
    options: [],
    ...overrides,
  };
}

/** A variant of the Arctic Parka by its Size and Colour, $300 unless `more` says, its picture by colour. */
export const parkaVariant = (size: string, colour: string, stock: number, more: Partial<Variant> = {}): Variant => ({
  _id: `v-${size}-${colour}`.toLowerCase(),
  sku: `PARKA-${size}-${colour}`.toUpperCase(),
  options: { Size: size, Colour: colour },
  price: 300,
  stock,
  imageUrl: `/images/parka-${colour.toLowerCase()}.webp`,
  forSale: true,
  ...more,
});

/** The Arctic Parka in `sizes` × Red/Black, sold as `variants` from $300 to $320; its stock is theirs
 * together, as the catalogue counts it. */
export const parkaProduct = (sizes: string[], variants: Variant[], more: Partial<Product> = {}): Product =>
  product(1, {
    _id: PRODUCT_ID,
    name: 'Arctic Parka',
    price: 300,
    priceMax: 320,
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    imageUrl: '/images/parka.webp',
    options: [
      { name: 'Size', values: sizes },
      { name: 'Colour', values: ['Red', 'Black'] },
    ],
    variants,
    ...more,
  });

/** A page of products as GET /api/products answers it. */
export function productPage(products: Product[], more: Partial<ProductListResponse> = {}): ProductListResponse {
  return { products, page: 1, totalPages: 1, total: products.length, ...more };
}

/** The path and decoded query of a request URL, for comparing queries whatever their order. */
export function query(url: string): { path: string; params: Record<string, string> } {
  const u = new URL(url, 'http://store.test');
  return { path: u.pathname, params: Object.fromEntries(u.searchParams) };
}
