import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductDetail from '../src/pages/ProductDetail';
import { notices } from '@storefront/ui';
import { type Answer, PRODUCT_ID, callLine, memoryCart, product, serve, show, signedIn } from './store-stand-in';

// The product page (/product/:productId) with the store's answers stood in for (each test says what the
// catalogue answers) and a cart that records what is added; the page against the real store in
// Chromium is e2e.

const toque = product(1, {
  _id: PRODUCT_ID,
  name: 'Merino Wool Toque',
  price: 1299.5,
  stock: 12,
  category: 'Home & Kitchen',
  description: 'Warm, soft and made in Canada.',
  imageUrl: '/images/toque.webp',
});
const PATH = `/product/${PRODUCT_ID}`;
const ROUTE = '/product/:productId';

/** The catalogue answering `item` for its id (and the history being recorded). */
function catalogueWith(item: typeof toque) {
  return serve((method, url) => {
    if (method === 'GET' && url === `/api/products/${item._id}`) return { status: 200, body: item };
    if (method === 'POST' && url === `/api/users/u-1/history/${item._id}`) return { status: 204 };
  });
}

const showProduct = (cart = memoryCart()) => ({ cart, ...show(<ProductDetail />, PATH, { route: ROUTE, cart }) });

beforeEach(() => signedIn(false));
afterEach(() => vi.restoreAllMocks());

describe('the product page', () => {
  it('asks for the product of the address and shows its name, price in dollars, category, stock, delivery and description', async () => {
    const calls = catalogueWith(toque);
    showProduct();
    expect(screen.getByText('Loading product details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' })).toBeTruthy();
    expect(calls.map(callLine)).toContain(`GET /api/products/${PRODUCT_ID}`);
    // Canadian dollars, thousands separated, always two decimals.
    expect(screen.getByText('$1,299.50')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Free Returns | Free Shipping')).toBeTruthy();
    expect(screen.getByText('Free delivery as soon as tomorrow: choose your day at checkout')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Details' })).toBeTruthy();
    expect(screen.getByText('Warm, soft and made in Canada.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Merino Wool Toque' }).getAttribute('src')).toBe('/images/toque.webp');
    const category = screen.getAllByRole('link', { name: 'Home & Kitchen' });
    expect(category.map((a) => a.getAttribute('href'))).toEqual(['/category/home-and-kitchen', '/category/home-and-kitchen']);
  });

  it('shows where the product sits in the shop: Home › its category › the product', async () => {
    catalogueWith(toque);
    showProduct();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Home', 'Home & Kitchen', 'Merino Wool Toque']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Home & Kitchen' }).getAttribute('href')).toBe('/category/home-and-kitchen');
    // The last step is this page: not a link.
    const here = within(trail).getByText('Merino Wool Toque');
    expect(here.tagName).toBe('SPAN');
    expect(here.getAttribute('aria-current')).toBe('page');
  });

  it.each([
    [0, 'Out of Stock'],
    [-3, 'Out of Stock'],
    [1, 'Only 1 left'],
    [5, 'Only 5 left'],
    [6, 'In Stock'],
  ])('with %i in stock says "%s"', async (stock, label) => {
    catalogueWith({ ...toque, stock });
    showProduct();
    await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' });
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('cannot be added to the cart when it is out of stock, and says it is sold out', async () => {
    catalogueWith({ ...toque, stock: 0 });
    const { cart } = showProduct();
    const add = await screen.findByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Merino Wool Toque' });
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('This product is sold out');
    fireEvent.click(add);
    expect(cart.added).toEqual([]);
  });

  it('adds one of this product to the cart', async () => {
    catalogueWith(toque);
    const { cart } = showProduct();
    const add = await screen.findByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Merino Wool Toque' });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(cart.added).toHaveLength(1);
    expect(cart.added[0]!.quantity).toBe(1);
    expect(cart.added[0]!.product).toMatchObject({ _id: PRODUCT_ID, name: 'Merino Wool Toque', price: 1299.5, stock: 12 });
  });

  it('offers Add to Cart disabled while the cart remote is not there, saying why', async () => {
    catalogueWith(toque);
    show(<ProductDetail />, PATH, { route: ROUTE, cart: { status: 'unavailable' } });
    const add = await screen.findByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Merino Wool Toque' });
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('The cart is not available right now. Please try again shortly.');
  });

  it('says a product that does not exist (404) does not exist, with nothing to retry', async () => {
    const calls = serve(() => ({ status: 404, body: { error: 'Product not found.', message: 'Product not found.' } }));
    showProduct();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Sorry, this product does not exist. It may have been removed, or the link may be wrong.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // Nothing is recorded for a product that is not there.
    expect(calls.map(callLine)).toEqual([`GET /api/products/${PRODUCT_ID}`]);
    expect(localStorage.getItem('history')).toBeNull();
  });

  it('says why another failure happened, and Try again asks once more', async () => {
    let down = true;
    const calls = serve((method, url) => {
      if (url !== `/api/products/${PRODUCT_ID}`) return undefined;
      return down
        ? { status: 502, body: { error: 'The catalogue is not answering.', message: 'The catalogue is not answering.' } }
        : { status: 200, body: toque };
    });
    showProduct();
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load this product: The catalogue is not answering.");
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' })).toBeTruthy();
    expect(calls.filter((c) => c.url === `/api/products/${PRODUCT_ID}`)).toHaveLength(2);
  });

  it('asks for an id as written in the address, encoded', async () => {
    const calls = serve(() => undefined);
    show(<ProductDetail />, '/product/a%20b%2Fc', { route: ROUTE });
    await screen.findByRole('alert');
    expect(calls.map(callLine)).toEqual(['GET /api/products/a%20b%2Fc']);
  });

  it("puts a viewed product at the front of a visitor's history in this browser", async () => {
    const older = product(2)._id;
    localStorage.setItem('history', JSON.stringify([older]));
    const calls = catalogueWith(toque);
    showProduct();
    await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('history')!)).toEqual([PRODUCT_ID, older]));
    // The product and its reviews; nothing to the users service.
    expect(calls.map(callLine)).toEqual([`GET /api/products/${PRODUCT_ID}`, `GET /api/products/${PRODUCT_ID}/reviews?page=1&sort=newest`]);
  });

  it("records a signed-in shopper's view with the users service", async () => {
    signedIn(true);
    const calls = catalogueWith(toque);
    showProduct();
    await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' });
    await waitFor(() => expect(calls.map(callLine)).toContain(`POST /api/users/u-1/history/${PRODUCT_ID}`));
  });

  describe('Add to Wishlist', () => {
    /** The catalogue, and the signed-in shopper's wishlist holding `listed`; a PUT answers `put`. */
    const shopWithWishlist = (listed: string[], put: Answer) =>
      serve((method, url) => {
        if (url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: toque };
        if (method === 'POST' && url.includes('/history/')) return { status: 204 };
        if (method === 'GET' && url === '/api/users/u-1/wishlist') return { status: 200, body: { productIds: listed } };
        if (method === 'PUT' && url === `/api/users/u-1/wishlist/${PRODUCT_ID}`) return put;
      });
    beforeEach(() => notices.close());

    it("adds to a signed-in shopper's wishlist, says so over the page, and then shows it is in the wishlist", async () => {
      signedIn(true);
      const calls = shopWithWishlist([], { status: 200, body: { added: true } });
      showProduct();
      fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      const inList = await screen.findByRole('link', { name: '✓ In your wishlist' });
      expect(inList.getAttribute('href')).toBe('/wishlist');
      expect(notices.get()).toMatchObject({
        message: 'Added to your wishlist: Merino Wool Toque',
        tone: 'success',
        links: [{ label: 'View wishlist', to: '/wishlist' }],
      });
      expect(calls.filter((c) => c.url.includes('/wishlist/')).map(callLine)).toEqual([`PUT /api/users/u-1/wishlist/${PRODUCT_ID}`]);
      expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).toBeNull();
    });

    it('shows a product already in the wishlist as being there, with no button to add it', async () => {
      signedIn(true);
      shopWithWishlist([PRODUCT_ID], { status: 200, body: { added: false } });
      showProduct();
      expect((await screen.findByRole('link', { name: '✓ In your wishlist' })).getAttribute('href')).toBe('/wishlist');
      expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).toBeNull();
    });

    it('says when it was added elsewhere meanwhile', async () => {
      signedIn(true);
      shopWithWishlist([], { status: 200, body: { added: false } });
      showProduct();
      fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await screen.findByRole('link', { name: '✓ In your wishlist' });
      expect(notices.get()?.message).toBe('This item is already in your wishlist.');
    });

    it('says why it could not be added, as a refusal, and keeps the button', async () => {
      signedIn(true);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      shopWithWishlist([], { status: 409, body: { error: 'Your wishlist is full.', message: 'Your wishlist is full.' } });
      showProduct();
      fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await waitFor(() =>
        expect(notices.get()).toMatchObject({ message: 'Could not add to your wishlist: Your wishlist is full.', tone: 'error' }),
      );
      expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeTruthy();
    });

    it("keeps a visitor's wishlist in this browser", async () => {
      catalogueWith(toque);
      showProduct();
      fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await screen.findByRole('link', { name: '✓ In your wishlist' });
      expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([PRODUCT_ID]);
      expect(notices.get()?.message).toBe('Added to your wishlist: Merino Wool Toque');
    });
  });

  describe('the quantity', () => {
    it('adds as many as chosen, up to what is in stock (at most ten)', async () => {
      catalogueWith({ ...toque, stock: 3 });
      const { cart } = showProduct();
      const quantity = await screen.findByLabelText<HTMLSelectElement>('Quantity');
      expect([...quantity.options].map((o) => o.value)).toEqual(['1', '2', '3']);
      fireEvent.change(quantity, { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Merino Wool Toque' }));
      await waitFor(() => expect(cart.added.map((a) => a.quantity)).toEqual([3]));
      expect(cart.added[0]!.product).toMatchObject({ _id: PRODUCT_ID });
    });

    it('offers ten at most, and nothing to choose when none is left', async () => {
      catalogueWith({ ...toque, stock: 40 });
      showProduct();
      expect((await screen.findByLabelText<HTMLSelectElement>('Quantity')).options).toHaveLength(10);
    });
  });
});
