import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The cart's copy in browser storage may hold anything (an older version's shape, a hand edit): the
// cart keeps the well-formed lines and never breaks the page. The whole store in Chromium with such a
// copy is e2e/test/resilience.test.ts.

const line = (productId: string, quantity: number, price = 4.5) => ({
  productId,
  _id: productId,
  name: `Product ${productId}`,
  price,
  quantity,
  imageUrl: `/images/${productId}.webp`,
  stock: 10,
});

/** A fresh page: the cart module loaded anew over what storage holds now. */
async function freshCart() {
  vi.resetModules();
  const { cartStore } = await import('../src/cart-state');
  return cartStore();
}

afterEach(() => vi.unstubAllGlobals());

describe("the cart's stored copy", () => {
  // What the page shows before the server answers (a visitor's cart is asked for at once, too).
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));

  it.each(['null', '{}', '"x"', '[null]', '42', 'not json', '[{"productId":1}]', '{"items":[]}'])(
    'starts empty from %s',
    async (stored) => {
      localStorage.setItem('cart', stored);
      const cart = await freshCart();
      expect(cart.get()).toMatchObject({ items: [], total: 0, totalQuantity: 0 });
    },
  );

  it('keeps the well-formed lines of a partly broken copy', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        null,
        line('a', 2),
        { ...line('b', 1), price: 'free' },
        { ...line('c', 0) },
        { ...line('d', 1.5) },
        line('e', 1, 10),
      ]),
    );
    const cart = await freshCart();
    expect(cart.get().items.map((i) => i.productId)).toEqual(['a', 'e']);
    expect(cart.get().totalQuantity).toBe(3);
    expect(cart.get().total).toBe(19);
  });

  it("keeps only the well-formed lines of the server's answer, and stores them", async () => {
    localStorage.setItem('userId', 'u-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [null, line('a', 3), { productId: 'b' }], total: 13.5, totalQuantity: 3 }), { status: 200 }),
      ),
    );
    const cart = await freshCart();
    await cart.refresh();
    expect(cart.get()).toMatchObject({ totalQuantity: 3, total: 13.5, status: 'ready' });
    expect(cart.get().items.map((i) => i.productId)).toEqual(['a']);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([line('a', 3)]);
  });
});

describe("a visitor's cart", () => {
  it('is kept by the server under its cookie: no user id in the path, no sign-in asked for', async () => {
    localStorage.removeItem('userId');
    localStorage.removeItem('cart');
    const calls: Array<[string, string]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push([init?.method ?? 'GET', String(input)]);
        const items = init?.method === 'PUT' ? [line('a', 1)] : [];
        return new Response(JSON.stringify({ items, total: items.length * 4.5, totalQuantity: items.length }), { status: 200 });
      }),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const cart = await freshCart();
    expect(await cart.addToCart({ _id: 'a' })).toBe(true);
    expect(cart.get()).toMatchObject({ totalQuantity: 1, status: 'ready' });
    expect(calls.map(([m, u]) => `${m} ${new URL(u, 'http://x').pathname}`)).toEqual(['GET /api/cart/guest', 'PUT /api/cart/guest']);
    expect(alert).not.toHaveBeenCalled();
  });
});
