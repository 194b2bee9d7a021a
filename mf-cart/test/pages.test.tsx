import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order, Product } from '@storefront/contracts';

// The cart remote's pages with the store's answers stood in for (each test says what the server
// answers); the same pages against the real services in Chromium are e2e/test/cart-checkout.test.ts.

// A signed-in shopper, before the session store is first loaded.
vi.hoisted(() => localStorage.setItem('userId', 'u-1'));

const { address, callLine, cartLine, parkaLine, serve, show } = await import('./store-stand-in');

const { AddToCart, notices } = await import('@storefront/ui');
const { cartStore } = await import('../src/cart-state');
const { default: BuyAgain } = await import('../src/pages/BuyAgain');
const { default: OrderDetail } = await import('../src/pages/OrderDetail');
const { default: Orders } = await import('../src/pages/Orders');
const { default: Checkout } = await import('../src/pages/Checkout');
const { default: Cart } = await import('../src/pages/Cart');

const product = (n: number): Product =>
  ({
    _id: `p${n}`,
    name: `Product ${n}`,
    price: n,
    stock: 5,
    imageUrl: `/images/p${n}.webp`,
    description: '',
    category: 'Outdoor',
  }) as Product;

function order(n: number, status: Order['status'], productIds: string[]): Order {
  return {
    _id: `o-${n}`,
    userId: 'u-1',
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
    status,
    paymentStatus: status === 'Paid' ? 'Paid' : 'Unpaid',
    items: productIds.map((id) => ({
      productId: id,
      variantId: id,
      name: `Product ${id}`,
      options: {},
      sku: `SKU-${id}`,
      price: 2,
      quantity: 1,
      imageUrl: '',
    })),
    shippingAddress: address,
    deliveryDate: '2026-01-20',
    paidAt: null,
    backordered: [],
    subtotal: 2 * productIds.length,
    taxes: [{ name: 'HST', rate: 0.13, amount: 0.26 * productIds.length }],
    tax: 0.26 * productIds.length,
    shipping: 0,
    totalAmount: 2.26 * productIds.length,
    taxRegion: 'ON',
  } as unknown as Order;
}

describe('Buy Again', () => {
  it("shows 12 products a page, with Previous/Next and 'Page X of Y'", async () => {
    // 10 recent orders of 3 products each: 30 products, 3 pages (12, 12, 6).
    const orders = Array.from({ length: 10 }, (_, i) => order(i + 1, 'Paid', [`${3 * i + 1}`, `${3 * i + 2}`, `${3 * i + 3}`]));
    serve((method, path) => {
      if (path === '/api/orders/u-1') return { status: 200, body: orders };
      if (path.startsWith('/api/products?ids=')) {
        const ids = decodeURIComponent(new URL(path, 'http://x').searchParams.get('ids')!).split(',');
        return { status: 200, body: { products: ids.map((id) => product(Number(id))), totalPages: 1, page: 1, total: ids.length } };
      }
    });
    show(<BuyAgain />, '/buy-again');
    await screen.findByText('Page 1 of 3');
    const names = () => screen.getAllByTestId('product-card').map((card) => card.querySelector('img')!.getAttribute('alt'));
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(12);
    // The newest order first: order 10 held products 28-30.
    expect(names().slice(0, 3)).toEqual(['Product 28', 'Product 29', 'Product 30']);
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(12);
    expect(previous.disabled).toBe(false);
    fireEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Add to Cart/ })).toHaveLength(6);
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it("says 'No recent orders found.' without orders", async () => {
    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: [] } : undefined));
    show(<BuyAgain />, '/buy-again');
    await screen.findByText('No recent orders found.');
  });
});

describe('Order detail', () => {
  it("shows 'Loading order...' until the order comes, then the order", async () => {
    let answer!: (a: { status: number; body: unknown }) => void;
    serve((_m, path) => (path === '/api/orders/detail/o-1' ? new Promise((resolve) => (answer = resolve)) : undefined));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    expect(screen.getByText('Loading order...')).toBeTruthy();
    await act(async () => answer({ status: 200, body: order(1, 'Pending Payment', ['a']) }));
    expect(screen.queryByText('Loading order...')).toBeNull();
    // The short number the mails and Find my order use, not the whole id.
    expect(screen.getByText('Order #O-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeTruthy();
  });

  it("shows 'Failed to load order.' when the store fails, and 'Order not found.' for an unknown order", async () => {
    serve((_m, path) =>
      path === '/api/orders/detail/o-1' ? { status: 502, body: { message: 'The orders service is not available right now.' } } : undefined,
    );
    const first = show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Failed to load order.');
    first.unmount();
    serve(() => undefined);
    show(<OrderDetail />, '/orders/o-2', '/orders/:orderId');
    await screen.findByText('Order not found.');
  });

  it.each(['Payment Failed', 'Paid', 'Cancelled'] as const)("offers no 'Proceed to Checkout' for an order that is '%s'", async (status) => {
    serve((_m, path) => (path === '/api/orders/detail/o-1' ? { status: 200, body: order(1, status, ['a']) } : undefined));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText(status);
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });
});

describe('A backordered order', () => {
  it('says what sold out and that it follows when back in stock', async () => {
    const backordered = {
      ...order(1, 'Backordered', ['a', 'b']),
      backordered: [{ productId: 'b', variantId: 'b', name: 'Product b', options: {}, quantity: 1 }],
    };
    serve((_m, path) => (path === '/api/orders/detail/o-1' ? { status: 200, body: backordered } : undefined));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Backordered');
    expect(screen.getByText('Sold out before your payment came, and sent as soon as it is back in stock: 1 × Product b.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });
});

describe('Your Orders', () => {
  it("offers 'Proceed to Checkout' only for 'Pending Payment', and Buy Again for every order", async () => {
    const orders = [order(1, 'Pending Payment', ['a']), order(2, 'Payment Failed', ['b']), order(3, 'Paid', ['c'])];
    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: orders } : undefined));
    show(<Orders />, '/orders');
    const cards = await screen.findAllByTestId('order-card');
    const buttons = (card: HTMLElement) => [...card.querySelectorAll('button')].map((b) => b.textContent);
    // Newest first: Paid, Payment Failed, Pending Payment (none has shipped, so each can be cancelled).
    expect(cards.map(buttons)).toEqual([
      ['View Details', 'Buy Again', 'Cancel order'],
      ['View Details', 'Buy Again', 'Cancel order'],
      ['View Details', 'Proceed to Checkout', 'Buy Again', 'Cancel order'],
    ]);
  });
});

describe('Checkout', () => {
  it("turns 'Place your order' into 'Processing...' while the order is placed", async () => {
    const line = cartLine();
    let placed!: (a: { status: number; body: unknown }) => void;
    const calls = serve((method, path) => {
      if (path === '/api/cart/u-1') return { status: 200, body: { items: [line], total: 20, totalQuantity: 1 } };
      if (path === '/api/users/u-1/addresses') return { status: 200, body: [{ _id: 'ad-1', isDefault: true, ...address }] };
      if (path === '/api/orders/delivery-dates')
        return { status: 200, body: { dates: ['2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06'] } };
      if (path === '/api/orders/u-1/quote')
        return {
          status: 200,
          body: {
            items: [line],
            subtotal: 20,
            taxes: [{ name: 'HST', rate: 0.13, amount: 2.6 }],
            tax: 2.6,
            shipping: 0,
            totalAmount: 22.6,
            taxRegion: 'ON',
          },
        };
      if (method === 'POST' && path === '/api/orders/u-1') return new Promise((resolve) => (placed = resolve));
    });
    await cartStore().refresh(); // the page's cart now holds the toque
    show(<Checkout />, '/checkout');
    await screen.findByText('$22.60');
    const button = await waitFor(() => {
      const b = screen.getByRole('button', { name: 'Place your order' }) as HTMLButtonElement;
      expect(b.disabled).toBe(false);
      return b;
    });
    fireEvent.click(button);
    expect(button.textContent).toBe('Processing...');
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(calls.map(callLine)).toContain('POST /api/orders/u-1'));
    await act(async () => placed({ status: 409, body: { message: 'Only 0 of Wool toque left in stock.' } }));
    expect(screen.getByRole('alert').textContent).toBe('Checkout failed: Only 0 of Wool toque left in stock.');
    expect(button.textContent).toBe('Place your order');
  });
});

describe('Checkout of two variants of one product', () => {
  it('sends each line with its variant in the quote, and shows a row per variant with its options and its shortage', async () => {
    const cart = [parkaLine('v-m', 'M'), parkaLine('v-l', 'L')];
    // The L sold out meanwhile: the quote says so.
    const quoted = [parkaLine('v-m', 'M'), parkaLine('v-l', 'L', { stock: 0 })];
    const calls = serve((method, path) => {
      if (path === '/api/cart/u-1') return { status: 200, body: { items: cart, total: 600, totalQuantity: 2 } };
      if (path === '/api/users/u-1/addresses') return { status: 200, body: [{ _id: 'ad-1', isDefault: true, ...address }] };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/u-1/quote') {
        const body = { subtotal: 600, taxes: [{ name: 'HST', rate: 0.13, amount: 78 }], tax: 78, shipping: 0, totalAmount: 678 };
        return { status: 200, body: { ...body, items: quoted, taxRegion: 'ON' } };
      }
    });
    await cartStore().refresh();
    show(<Checkout />, '/checkout');
    await screen.findByText('$678.00');
    const items = screen.getByRole('region', { name: 'Items' });
    expect([...items.querySelectorAll('li .options')].map((o) => o.textContent)).toEqual(['Size M · Red', 'Size L · Red']);
    expect(within(items).getByText('Parka in Size L · Red is out of stock.')).toBeTruthy();
    const sent = [
      { productId: 'parka', variantId: 'v-m', quantity: 1 },
      { productId: 'parka', variantId: 'v-l', quantity: 1 },
    ];
    expect(calls.find((c) => c.url === '/api/orders/u-1/quote')!.body).toMatchObject({ items: sent });
    await act(() => cartStore().clearCart());
  });

  it('places the order with each variant', async () => {
    const cart = [parkaLine('v-s', 'S', { price: 10, quantity: 2 }), parkaLine('v-m', 'M', { price: 10, quantity: 2 })];
    const calls = serve((method, path) => {
      if (path === '/api/cart/u-1') return { status: 200, body: { items: cart, total: 40, totalQuantity: 4 } };
      if (path === '/api/users/u-1/addresses') return { status: 200, body: [{ _id: 'ad-1', isDefault: true, ...address }] };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/u-1/quote')
        return { status: 200, body: { items: cart, subtotal: 40, taxes: [], tax: 0, shipping: 0, totalAmount: 40, taxRegion: 'ON' } };
      if (method === 'POST' && path === '/api/orders/u-1') return { status: 409, body: { message: 'Only 1 of Parka left in stock.' } };
    });
    await cartStore().refresh();
    show(<Checkout />, '/checkout');
    // The quote waits on the addresses: on a busy machine, past waitFor's usual second.
    const button = await waitFor(
      () => {
        const b = screen.getByRole<HTMLButtonElement>('button', { name: 'Place your order' });
        expect(b.disabled).toBe(false);
        return b;
      },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    await screen.findByRole('alert');
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/orders/u-1')!.body).toMatchObject({
      items: [
        { productId: 'parka', variantId: 'v-s', quantity: 2 },
        { productId: 'parka', variantId: 'v-m', quantity: 2 },
      ],
    });
    await act(() => cartStore().clearCart());
  });
});

describe('The cart page', () => {
  it("shows each line's options under the product's name, and names its buttons and changes by its variant", async () => {
    const calls = serve((_m, path) =>
      path.startsWith('/api/cart/u-1')
        ? { status: 200, body: { items: [parkaLine('v-m', 'M'), parkaLine('v-l', 'L')], total: 600, totalQuantity: 2 } }
        : undefined,
    );
    await cartStore().refresh();
    show(<Cart />, '/cart');
    const lines = screen.getAllByTestId('cart-line');
    expect(lines.map((l) => l.querySelector('.options')?.textContent)).toEqual(['Size M · Red', 'Size L · Red']);
    expect(lines[0]!.querySelector('a')!.getAttribute('href')).toBe('/product/parka?variant=v-m');
    fireEvent.click(screen.getByRole('button', { name: 'One more Parka in Size L · Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'One fewer Parka in Size M · Red' }));
    await waitFor(() => expect(calls.map(callLine)).toContain('DELETE /api/cart/u-1/v-m'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ productId: 'parka', variantId: 'v-l', quantity: 1 });
    await act(() => cartStore().clearCart());
  });
});

describe('Add to Cart', () => {
  it("draws this remote's button through the slot, which adds to the page's one cart", async () => {
    const line = { productId: 'p7', _id: 'p7', name: 'Product 7', price: 7, quantity: 2, imageUrl: '', stock: 5 };
    const calls = serve((method, path) =>
      method === 'PUT' && path === '/api/cart/u-1' ? { status: 200, body: { items: [line], total: 14, totalQuantity: 2 } } : undefined,
    );
    await cartStore().refresh(); // the shopper's (empty) cart is in
    show(<AddToCart product={product(7)} quantity={2} />, '/');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Product 7' });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(cartStore().get().totalQuantity).toBe(2));
    expect(calls.map(callLine)).toContain('PUT /api/cart/u-1');
    // What was added is said over the page, with the ways on, and the button says it too for a moment.
    await screen.findByRole('button', { name: 'Added: Product 7' });
    expect(notices.get()).toMatchObject({
      message: 'Added to your cart: 2 × Product 7',
      tone: 'success',
      links: [
        { label: 'View cart', to: '/cart' },
        { label: 'Checkout', to: '/checkout' },
      ],
    });
    await act(() => cartStore().clearCart());
  });

  it('says over the page, as a refusal, when the stock will not allow it, and the button stays as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const over = 'Only 1 of Product 7 left in stock. Your cart already has 1.';
    serve((method, path) =>
      method === 'PUT' && path === '/api/cart/u-1'
        ? {
            status: 409,
            body: { error: over, message: over, code: 'product.lowStock.inCart', values: { stock: 1, product: 'Product 7', inCart: 1 } },
          }
        : path === '/api/cart/u-1'
          ? { status: 200, body: { items: [], total: 0, totalQuantity: 0 } }
          : undefined,
    );
    await cartStore().refresh();
    notices.close();
    show(<AddToCart product={product(7)} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Product 7' }));
    await waitFor(() => expect(notices.get()).toMatchObject({ message: over, tone: 'error', links: [] }));
    expect(screen.getByRole('button', { name: 'Add to Cart: Product 7' })).toBeTruthy();
  });
});

describe('Checkout of an empty cart', () => {
  it('says the cart is empty, with no address form and nothing to place', async () => {
    const calls = serve((_m, path) =>
      path === '/api/cart/u-1' ? { status: 200, body: { items: [], total: 0, totalQuantity: 0 } } : undefined,
    );
    await cartStore().refresh();
    show(<Checkout />, '/checkout');
    expect((await screen.findByRole('status')).textContent).toBe('Your cart is empty. Continue shopping');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Place your order' })).toBeNull();
    expect(screen.queryByLabelText('Street')).toBeNull();
    expect(calls.map(callLine).filter((c) => c.includes('/api/orders'))).toEqual([]);
  });
});
