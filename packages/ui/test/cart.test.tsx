import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AddToCart,
  type AddToCartProps,
  Button,
  CART_UNAVAILABLE,
  type CartModule,
  type CartSlot,
  CartSlotContext,
  type CartSnapshot,
  type CartStore,
  ErrorBoundary,
  type SettledCartSlot,
  addToCartLabel,
  cartSlotFor,
  useCart,
  useCartSnapshot,
} from '../src';

// The one way a page reaches the cart: the slot the shell provides, read by <AddToCart>, useCart and
// useCartSnapshot. The cart remote's real module in the page is mf-cart/test/pages.test.tsx; the whole
// store in Chromium (cart down, slow, throwing) is e2e/test/resilience.test.ts.

/** A cart store held in memory that counts what was added. */
function memoryStore(): CartStore & { added: string[] } {
  let snapshot: CartSnapshot = { items: [], total: 0, totalQuantity: 0, status: 'ready' };
  const listeners = new Set<() => void>();
  const done = () => Promise.resolve();
  const added: string[] = [];
  return {
    added,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    // The page takes the actions off the store, so they use no `this`.
    addToCart: async (product, quantity = 1) => {
      added.push(`${product._id} × ${quantity}`);
      snapshot = { ...snapshot, totalQuantity: snapshot.totalQuantity + quantity };
      listeners.forEach((l) => l());
      return true;
    },
    removeFromCart: done,
    setQuantity: done,
    deleteLine: done,
    clearCart: done,
    refresh: done,
  };
}

/** A cart module like the cart remote's: its button adds through useCart. */
function cartModule(store: CartStore, overrides: Partial<CartModule> = {}): CartModule {
  function AddToCartButton(props: AddToCartProps) {
    const cart = useCart();
    return (
      <Button onClick={() => void cart.addToCart(props.product, props.quantity)} aria-label={addToCartLabel(props)}>
        {props.label ?? 'Add to Cart'}
      </Button>
    );
  }
  return { cartStore: () => store, AddToCartButton, ...overrides };
}

const toque = { _id: 'p1', name: 'Wool Toque', stock: 8 };
const soldOut = { _id: 'p2', name: 'Mitts', stock: 0 };

function withSlot(slot: CartSlot | undefined, children: ReactNode) {
  return slot ? <CartSlotContext.Provider value={slot}>{children}</CartSlotContext.Provider> : children;
}

function button(name = 'Add to Cart: Wool Toque') {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

/** A slot still waiting for the cart, and how to settle it. */
function loadingSlot() {
  let settle!: (slot: SettledCartSlot) => void;
  const arrival = new Promise<SettledCartSlot>((resolve) => (settle = resolve));
  return { slot: { status: 'loading', arrival } as const, settle };
}

afterEach(() => vi.restoreAllMocks());

describe('Add to Cart on any page', () => {
  it('is disabled and says so while the cart is loading', () => {
    render(withSlot(loadingSlot().slot, <AddToCart product={toque} />));
    expect(button().disabled).toBe(true);
    expect(button().title).toBe('The cart is still loading.');
    expect(button().textContent).toBe('Add to Cart');
  });

  it('is disabled and says the cart is not available when it is not (or nobody provides it)', () => {
    render(
      <>
        {withSlot({ status: 'unavailable' }, <AddToCart product={toque} />)}
        {withSlot(undefined, <AddToCart product={{ _id: 'p3', stock: 3 }} label="Add" />)}
      </>,
    );
    expect(button().disabled).toBe(true);
    expect(button().title).toBe(CART_UNAVAILABLE);
    expect(button('Add').disabled).toBe(true);
    expect(button('Add').title).toBe(CART_UNAVAILABLE);
  });

  it('says a sold-out product is sold out, whatever the cart', () => {
    const store = memoryStore();
    render(
      <>
        {withSlot(cartSlotFor(cartModule(store)), <AddToCart product={soldOut} />)}
        {withSlot({ status: 'unavailable' }, <AddToCart product={soldOut} label="Buy" />)}
      </>,
    );
    for (const name of ['Add to Cart: Mitts', 'Buy: Mitts']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).title).toBe('This product is sold out');
    }
  });

  it("draws the cart's own button once the cart is ready, which adds to the one cart", () => {
    const store = memoryStore();
    render(withSlot(cartSlotFor(cartModule(store)), <AddToCart product={toque} quantity={2} />));
    expect(button().disabled).toBe(false);
    expect(button().title).toBe('');
    fireEvent.click(button());
    expect(store.added).toEqual(['p1 × 2']);
  });

  it('falls back to the disabled button when the cart throws while drawing it; the page goes on', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    const Broken = () => {
      throw new Error('The cart broke');
    };
    render(
      withSlot(
        cartSlotFor(cartModule(store, { AddToCartButton: Broken })),
        <>
          <h1>Wool Toque</h1>
          <AddToCart product={toque} />
        </>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Wool Toque' })).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(button().title).toBe(CART_UNAVAILABLE);
    expect(errors).toHaveBeenCalled();
  });

  it('gains the cart when it arrives late without remounting the page (nothing typed is lost)', () => {
    const store = memoryStore();
    const { slot } = loadingSlot();
    function Page() {
      const [name, setName] = useState('');
      return (
        <>
          <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <AddToCart product={toque} />
        </>
      );
    }
    const page = <Page />;
    const { rerender } = render(withSlot(slot, page));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    expect(button().disabled).toBe(true);
    rerender(withSlot(cartSlotFor(cartModule(store)), page));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Half typed');
    expect(button().disabled).toBe(false);
  });
});

describe('the cart slot', () => {
  it('is not available when the cart module is missing or its cart fails to start', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    expect(cartSlotFor(null)).toEqual({ status: 'unavailable' });
    const failing = cartModule(store, {
      cartStore: () => {
        throw new Error('The cart broke');
      },
    });
    expect(cartSlotFor(failing)).toEqual({ status: 'unavailable' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(cartSlotFor(cartModule(store))).toMatchObject({ status: 'ready', store });
  });
});

describe('useCart and useCartSnapshot', () => {
  function Count() {
    const cart = useCart();
    return (
      <button type="button" onClick={() => void cart.addToCart({ _id: 'p1' })}>
        {cart.totalQuantity} in the cart
      </button>
    );
  }
  function Badge() {
    const cart = useCartSnapshot();
    return <output>{cart ? cart.totalQuantity : 'no cart'}</output>;
  }

  it('makes a page that needs the cart wait for it, and follows it', async () => {
    const store = memoryStore();
    const { slot, settle } = loadingSlot();
    // Awaited: React retries a suspended page only within an awaited act.
    await act(async () => {
      render(
        withSlot(
          slot,
          <>
            <Badge />
            <Suspense fallback={<p>Loading...</p>}>
              <Count />
            </Suspense>
          </>,
        ),
      );
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('no cart');
    await act(async () => settle(cartSlotFor(cartModule(store))));
    fireEvent.click(screen.getByRole('button', { name: '0 in the cart' }));
    expect(screen.getByRole('button', { name: '1 in the cart' })).toBeTruthy();
    expect(store.added).toEqual(['p1 × 1']);
  });

  it("throws for the page's error boundary when the cart is not available", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      withSlot(
        { status: 'unavailable' },
        <ErrorBoundary name="cart page" fallback={<p>This part of the store is not available right now.</p>}>
          <Count />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByText('This part of the store is not available right now.')).toBeTruthy();
  });

  it('gives what the ready cart holds, live', () => {
    const store = memoryStore();
    render(withSlot(cartSlotFor(cartModule(store)), <Badge />));
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => void store.addToCart({ _id: 'p1' }, 3));
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});
