import { type ComponentType, type ReactNode, createContext, useEffect, useState } from 'react';
import type { CartItem } from '@storefront/contracts';

// How a page in one remote uses a module another remote offers (the cart's state and its add-to-cart
// button, used by the shell and the catalogue). The shell registers the loader; every remote gets the
// same module instance through it.

type Loader = (remote: string, module: string) => Promise<unknown>;
let loader: Loader | null = null;
const pending = new Map<string, Promise<unknown>>();
const ready = new Map<string, unknown>();

export function setRemoteModuleLoader(load: Loader): void {
  loader = load;
}

export function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const key = `${remote}/${module}`;
  if (ready.has(key)) return Promise.resolve(ready.get(key) as T);
  let p = pending.get(key);
  if (!p) {
    if (!loader) return Promise.reject(new Error('No remote loader: this page runs outside the shell.'));
    p = loader(remote, module).then(
      (m) => {
        ready.set(key, m);
        return m;
      },
      (err: unknown) => {
        pending.delete(key); // a later attempt may succeed
        throw err;
      },
    );
    pending.set(key, p);
  }
  return p as Promise<T>;
}

/** A module from another remote, or why it is not there. Already-loaded modules are there at once. */
export function useRemoteModule<T>(remote: string, module: string): { module?: T; error?: unknown } {
  const key = `${remote}/${module}`;
  const [state, setState] = useState<{ module?: T; error?: unknown }>(() => (ready.has(key) ? { module: ready.get(key) as T } : {}));
  useEffect(() => {
    if (state.module) return;
    let live = true;
    loadRemoteModule<T>(remote, module).then(
      (m) => live && setState({ module: m }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

/** What the cart remote's './cart' module offers (its team owns the implementation). */
export interface CartApi {
  items: CartItem[];
  total: number;
  totalQuantity: number;
  /** 'loading' until the first answer from the server for a signed-in shopper. */
  status: 'loading' | 'ready' | 'error';
  /** Adds to the cart; without a session alerts 'Please log in first.' Resolves false when nothing was added. */
  addToCart(product: { _id: string }, quantity?: number): Promise<boolean>;
  /** One fewer; the line goes when it would reach zero. */
  removeFromCart(item: { _id: string }): Promise<void>;
  setQuantity(productId: string, quantity: number): Promise<void>;
  deleteLine(productId: string): Promise<void>;
  clearCart(): Promise<void>;
  refresh(): Promise<void>;
}

export type CartSnapshot = Pick<CartApi, 'items' | 'total' | 'totalQuantity' | 'status'>;

/** The page's one cart as the cart remote hands it over: what it holds now, a way to follow it, and
 * the actions. */
export type CartStore = Omit<CartApi, keyof CartSnapshot> & {
  subscribe(listener: () => void): () => void;
  get(): CartSnapshot;
};

/** Where the page's cart stands: its remote still on its way, there, or not available (down, or it
 * failed when started). */
export type CartSlot = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; store: CartStore };

/** The cart for every page. The shell provides it from its first render and only changes its value
 * when the cart arrives (or fails), so a late cart never remounts the pages (and loses nothing typed).
 * null: no provider at all. */
export const CartSlotContext = createContext<CartSlot | null>(null);

export interface CartModule {
  /** The page's one cart, made on first call. It may throw: the shell then runs without a cart. */
  cartStore(): CartStore;
  /** Puts this cart in the CartSlotContext, for a remote's pages shown without the shell. */
  CartProvider: ComponentType<{ children: ReactNode }>;
  useCart(): CartApi;
  AddToCartButton: ComponentType<{ product: { _id: string; stock: number; name?: string }; quantity?: number; label?: string }>;
}

/** The title of an Add to Cart button while the cart is not available. */
export const CART_UNAVAILABLE = 'The cart is not available right now. Please try again shortly.';
