import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart, type CartModule, type CartSlot, CartSlotContext, type CartSnapshot, type CartStore } from '@storefront/ui';
import type * as Remotes from '../src/remotes';

// The shell's side of the cart: it alone loads the cart remote (mocked here) and fills the slot, the top
// bar's badge follows the cart, and the store's pages gain a late cart without being remounted and
// survive a cart that throws (as e2e/test/resilience.test.ts checks in Chromium). Add to Cart itself:
// packages/ui/test/cart.test.tsx.

/** A page of another remote with an Add to Cart, and something the shopper types. */
function RegisterPage() {
  const [name, setName] = useState('');
  return (
    <>
      <input aria-label="Username" value={name} onChange={(e) => setName(e.target.value)} />
      <AddToCart product={{ _id: 'p1', name: 'Wool Toque', stock: 4 }} />
    </>
  );
}

vi.mock('../src/remotes', async (original) => ({
  ...(await original<typeof Remotes>()),
  loadRemoteModule: vi.fn(),
  loadRemotePage: vi.fn(() => Promise.resolve({ default: RegisterPage })),
}));
const { loadRemoteModule } = await import('../src/remotes');
const { CartBadge, loadCartSlot } = await import('../src/cart');
const { createApp } = await import('../src/App');

afterEach(() => vi.restoreAllMocks());

/** A cart held in memory: adding counts, nothing else does anything. */
function memoryCart(): CartStore {
  let snapshot: CartSnapshot = { items: [], total: 0, totalQuantity: 0, status: 'ready' };
  const listeners = new Set<() => void>();
  const idle = () => Promise.resolve();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => snapshot,
    addToCart: (_product, quantity = 1) => {
      snapshot = { ...snapshot, totalQuantity: snapshot.totalQuantity + quantity };
      listeners.forEach((l) => l());
      return Promise.resolve(true);
    },
    removeFromCart: idle,
    setQuantity: idle,
    deleteLine: idle,
    clearCart: idle,
    refresh: idle,
  };
}

/** The cart remote's slot: its store and its button (which adds to that store). */
const ready = (store: CartStore): CartSlot => ({
  status: 'ready',
  store,
  AddToCartButton: ({ product, quantity }) => (
    <button type="button" aria-label="Add to Cart: Wool Toque" onClick={() => void store.addToCart(product, quantity)}>
      Add to Cart
    </button>
  ),
});
const stillLoading: CartSlot = { status: 'loading', arrival: new Promise(() => {}) };
const boom = () => {
  throw new Error('The cart broke');
};
const badge = () => screen.getByTestId('cart-badge').textContent;
const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Wool Toque' });

describe('the cart badge', () => {
  const withSlot = (slot: CartSlot) => (
    <MemoryRouter>
      <CartSlotContext.Provider value={slot}>
        <CartBadge />
      </CartSlotContext.Provider>
    </MemoryRouter>
  );

  it("shows '–' while the cart is loading, then the cart's count, live", () => {
    const store = memoryCart();
    const { rerender } = render(withSlot(stillLoading));
    expect(badge()).toBe('–');
    expect(screen.getByRole('link', { name: 'Cart – (not available right now)' })).toBeTruthy();
    rerender(withSlot(ready(store)));
    expect(badge()).toBe('0');
    act(() => void store.addToCart({ _id: 'p1' }, 5));
    expect(badge()).toBe('5');
    expect(screen.getByRole('link', { name: 'Cart 5 items' })).toBeTruthy();
  });

  it("shows '–' when the cart is not available, or throws as the badge reads it", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(withSlot({ status: 'unavailable' }));
    expect(badge()).toBe('–');
    rerender(withSlot(ready({ ...memoryCart(), get: boom })));
    expect(badge()).toBe('–');
  });
});

describe('loading the cart remote', () => {
  const cartRemote = (cartStore: CartModule['cartStore']): { default: CartModule } => ({
    default: { cartStore, AddToCartButton: () => null },
  });

  it("fills the slot with the cart remote's store", async () => {
    const store = memoryCart();
    vi.mocked(loadRemoteModule).mockResolvedValue(cartRemote(() => store));
    expect(await loadCartSlot()).toMatchObject({ status: 'ready', store });
    expect(loadRemoteModule).toHaveBeenCalledWith('cart', './cart');
  });

  it('says the cart is not available when its remote is down or its cart fails as it starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemoteModule).mockRejectedValue(new Error('connection refused'));
    expect(await loadCartSlot()).toEqual({ status: 'unavailable' });
    vi.mocked(loadRemoteModule).mockResolvedValue(cartRemote(boom));
    expect(await loadCartSlot()).toEqual({ status: 'unavailable' });
  });
});

describe('the store and its cart', () => {
  async function openStore(cart: CartSlot) {
    window.history.replaceState(null, '', '/register');
    const App = createApp();
    const view = await act(async () => render(<App cart={cart} />));
    await screen.findByLabelText('Username');
    return (next: CartSlot) => view.rerender(<App cart={next} />);
  }

  it('opens without the cart, then gains it without remounting the page; the badge is live', async () => {
    const cartArrives = await openStore(stillLoading);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'Half typed' } });
    expect(badge()).toBe('–');
    expect(addButton().disabled).toBe(true);
    expect(addButton().title).toBe('The cart is still loading.');

    cartArrives(ready(memoryCart()));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('Half typed');
    expect(badge()).toBe('0');
    fireEvent.click(addButton());
    expect(badge()).toBe('1');
  });

  it('keeps the page when the cart throws while drawing its badge and its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openStore({ status: 'ready', store: { ...memoryCart(), get: boom }, AddToCartButton: boom });
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(badge()).toBe('–');
    expect(addButton().disabled).toBe(true);
    expect(addButton().title).toBe('The cart is not available right now. Please try again shortly.');
  });
});
