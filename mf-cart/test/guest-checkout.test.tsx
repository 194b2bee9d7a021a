import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// A visitor's checkout (no one signed in: the cart is the one the browser's cookie names), with the
// store's answers stood in for.

const { callLine, parkaLine, serve, show } = await import('./store-stand-in');
const { cartStore } = await import('../src/cart-state');
const { GuestCheckout } = await import('../src/checkout/GuestCheckout');

describe("A guest's checkout of two variants of one product", () => {
  it('asks the quote for each line by its variant, and shows a row per variant with its options', async () => {
    const lines = [parkaLine('v-m', 'M'), parkaLine('v-l', 'L')];
    const calls = serve((_m, path) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 600, totalQuantity: 2 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote')
        return { status: 200, body: { items: lines, subtotal: 600, taxes: [], tax: 0, shipping: 0, totalAmount: 600, taxRegion: 'ON' } };
    });
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    await waitFor(() => expect(calls.map(callLine)).toContain('POST /api/orders/guest/quote'));
    expect(calls.find((c) => c.url === '/api/orders/guest/quote')!.body).toEqual({
      items: [
        { productId: 'parka', variantId: 'v-m', quantity: 1 },
        { productId: 'parka', variantId: 'v-l', quantity: 1 },
      ],
      shippingAddress: null,
    });
    const items = await screen.findByRole('region', { name: 'Items' });
    await waitFor(() =>
      expect([...items.querySelectorAll('li .options')].map((o) => o.textContent)).toEqual(['Size M · Red', 'Size L · Red']),
    );
    await act(() => cartStore().clearCart());
  });
});
