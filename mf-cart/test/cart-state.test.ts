import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The cart's copy in browser storage may hold anything (an older version's shape, a hand edit): the
// cart keeps the well-formed lines and never breaks the page. The whole store in Chromium with such a
// copy is e2e/test/resilience.test.ts.

const line = (productId: string, quantity: number, price = 4.5) => ({
  productId,
  variantId: productId,
  _id: productId,
  name: `Product ${productId}`,
  options: {},
  sku: `SKU-${productId}`,
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

  it("reads a line from before variants as its product's default variant", async () => {
    const { variantId: _v, options: _o, sku: _s, ...older } = line('a', 2);
    localStorage.setItem('cart', JSON.stringify([older]));
    const cart = await freshCart();
    expect(cart.get().items).toEqual([{ ...older, variantId: 'a', options: {}, sku: '' }]);
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
    const cart = await freshCart();
    expect(await cart.addToCart({ _id: 'a' })).toBe(true);
    expect(cart.get()).toMatchObject({ totalQuantity: 1, status: 'ready' });
    expect(calls.map(([m, u]) => `${m} ${new URL(u, 'http://x').pathname}`)).toEqual(['GET /api/cart/guest', 'PUT /api/cart/guest']);
    // Nothing to tell: the shopper's button says it was added.
    const { notices } = await import('@storefront/ui');
    expect(notices.get()).toBeNull();
  });
});

describe("the shopper's changes", () => {
  /** A cart service that changes the cart as each call arrives and answers it from the cart as it is
   * then, each answer slower than the next one's (later calls overtake earlier ones on the way back). */
  function slowCartService(start: Record<string, number>) {
    const quantities = { ...start };
    const calls: string[] = [];
    const answer = () => {
      const items = Object.entries(quantities).map(([id, q]) => line(id, q));
      return JSON.stringify({ items, total: 0, totalQuantity: items.reduce((n, i) => n + i.quantity, 0) });
    };
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const productId = decodeURIComponent(new URL(String(input), 'http://x').pathname.split('/')[4] ?? '');
      calls.push(`${method} ${productId}`.trim());
      if (method === 'PATCH') quantities[productId] = (JSON.parse(String(init!.body)) as { quantity: number }).quantity;
      if (method === 'DELETE' && productId) delete quantities[productId];
      if (method === 'PUT') {
        const { productId: id, quantity } = JSON.parse(String(init!.body)) as { productId: string; quantity: number };
        quantities[id] = (quantities[id] ?? 0) + quantity;
      }
      const body = answer();
      await new Promise((r) => setTimeout(r, Math.max(0, 80 - 20 * calls.length)));
      return new Response(body, { status: 200 });
    });
    return { fetch, calls, quantities };
  }

  beforeEach(() => {
    localStorage.setItem('userId', 'u-1');
    localStorage.removeItem('cart');
  });

  it("count 'One fewer' clicked twice before the first answer as two: the line goes", async () => {
    const service = slowCartService({ a: 2, b: 1 });
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.refresh();
    expect(cart.get().totalQuantity).toBe(3);
    await Promise.all([cart.removeFromCart({ _id: 'a' }), cart.removeFromCart({ _id: 'a' })]);
    expect(service.calls.filter((c) => c !== 'GET')).toEqual(['PATCH a', 'DELETE a']);
    expect(service.quantities).toEqual({ b: 1 });
    expect(cart.get().items.map((i) => i.productId)).toEqual(['b']);
  });

  it('show the answer to the last change, whatever order the answers would have come in', async () => {
    const service = slowCartService({ a: 1 });
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.refresh();
    await Promise.all([cart.addToCart({ _id: 'a' }), cart.setQuantity('a', 5), cart.addToCart({ _id: 'b' })]);
    expect(service.quantities).toEqual({ a: 5, b: 1 });
    expect(cart.get().totalQuantity).toBe(6);
  });

  it("count '+' clicked twice before the first answer as two", async () => {
    const service = slowCartService({ a: 1 });
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.refresh();
    await Promise.all([cart.addToCart({ _id: 'a' }, 1), cart.addToCart({ _id: 'a' }, 1)]);
    expect(service.quantities).toEqual({ a: 3 });
    expect(cart.get().totalQuantity).toBe(3);
  });

  it('never show a look at the cart taken before a change over the change', async () => {
    const service = slowCartService({ a: 1 });
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.refresh();
    // The look is asked for first and would answer last (each answer is slower than the next one's).
    await Promise.all([cart.refresh(), cart.setQuantity('a', 4)]);
    expect(cart.get().totalQuantity).toBe(4);
  });

  it('go on after one fails', async () => {
    const service = slowCartService({ a: 2 });
    let fail = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH' && fail) {
        fail = false;
        return new Response(JSON.stringify({ error: 'The cart service is not available right now.' }), { status: 502 });
      }
      return service.fetch(input, init);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = await freshCart();
    await cart.refresh();
    await Promise.all([cart.removeFromCart({ _id: 'a' }), cart.removeFromCart({ _id: 'a' })]);
    expect(service.quantities).toEqual({ a: 1 });
    expect(cart.get().totalQuantity).toBe(1);
  });
});

describe('a product with options', () => {
  /** Two lines of one parka, in M and in L: named by their variants, not by the product. */
  const parka = (variantId: string, size: string, quantity: number) => ({
    ...line('parka', quantity, 300),
    variantId,
    options: { Size: size, Colour: 'Red' },
    sku: `PARKA-${size}-RED`,
  });

  function cartService() {
    const calls: Array<{ call: string; body: unknown }> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      calls.push({ call: `${init?.method ?? 'GET'} ${path}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const items = [parka('v-m', 'M', 2), parka('v-l', 'L', 1)];
      return new Response(JSON.stringify({ items, total: 900, totalQuantity: 3 }), { status: 200 });
    });
    return { fetch, calls };
  }

  beforeEach(() => localStorage.removeItem('cart'));

  it.each([
    ['a visitor', null, '/api/cart/guest'],
    ['a shopper', 'u-1', '/api/cart/u-1'],
  ])('sends the chosen variant for %s, and names each line by its variant', async (_who, userId, path) => {
    if (userId) localStorage.setItem('userId', userId);
    else localStorage.removeItem('userId');
    const service = cartService();
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.addToCart({ _id: 'parka', variantId: 'v-m' }, 2);
    expect(service.calls.find((c) => c.call === `PUT ${path}`)?.body).toEqual({ productId: 'parka', variantId: 'v-m', quantity: 2 });
    await cart.removeFromCart({ _id: 'parka', variantId: 'v-l' });
    await cart.removeFromCart({ _id: 'parka', variantId: 'v-m' });
    await cart.setQuantity('v-m', 4);
    await cart.deleteLine('v-l');
    expect(service.calls.map((c) => c.call).filter((c) => !c.startsWith('GET') && !c.startsWith('PUT'))).toEqual([
      `DELETE ${path}/v-l`,
      `PATCH ${path}/v-m`,
      `PATCH ${path}/v-m`,
      `DELETE ${path}/v-l`,
    ]);
    expect(service.calls.filter((c) => c.call.startsWith('PATCH')).map((c) => c.body)).toEqual([{ quantity: 1 }, { quantity: 4 }]);
  });

  it('adds a product without options by its id alone, as before', async () => {
    localStorage.removeItem('userId');
    const service = cartService();
    vi.stubGlobal('fetch', service.fetch);
    const cart = await freshCart();
    await cart.addToCart({ _id: 'toque' });
    expect(service.calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual({ productId: 'toque', quantity: 1 });
  });
});
