import { type ComponentType, createContext, use, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CartItem, ProductOption } from '@storefront/contracts';
import { stockLevel } from '@storefront/contracts/shop';
import { Button } from './components/Button';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Link } from './router';
import { uiMessages } from './messages';

// The page's one cart, the one way every page reaches it. The cart remote owns the cart and exposes it
// as './cart' (a CartModule); the shell alone loads that module and provides the CartSlot (a remote
// shown alone provides it from its standalone page); pages use the cart only through useCart,
// useCartSnapshot and <AddToCart> below, which read the slot.

/** What a page can do with the cart. The actions never reject: a failure is logged (and told to the
 * shopper where it is worth telling), so `void cart.addToCart(p)` is safe. */
export interface CartApi {
  items: CartItem[];
  total: number;
  totalQuantity: number;
  /** 'loading' until the first answer from the server (for a shopper or a visitor). */
  status: 'loading' | 'ready' | 'error';
  /** Adds to the cart (a visitor's is kept by the server under a cookie). Resolves false when nothing was added.
   * A product with options needs the chosen `variantId`; one without may leave it out (its variant's id is its own). */
  addToCart(product: { _id: string; variantId?: string }, quantity?: number): Promise<boolean>;
  /** One fewer of the line named by `variantId` (else by `_id`, a product without options); the line goes
   * when it would reach zero. */
  removeFromCart(line: { _id: string; variantId?: string }): Promise<void>;
  /** The line is named by its variant id (a product without options: the product's id). */
  setQuantity(variantId: string, quantity: number): Promise<void>;
  deleteLine(variantId: string): Promise<void>;
  clearCart(): Promise<void>;
  refresh(): Promise<void>;
}

export type CartSnapshot = Pick<CartApi, 'items' | 'total' | 'totalQuantity' | 'status'>;

/** The page's one cart as the cart remote hands it over: what it holds now, a way to follow it, and the
 * actions (which work taken off the store). */
export type CartStore = Omit<CartApi, keyof CartSnapshot> & {
  subscribe(listener: () => void): () => void;
  get(): CartSnapshot;
};

export interface AddToCartProps {
  /** `stock` is the chosen variant's when `variantId` is given. A product with `options` and no `variantId`
   * is chosen on its own page: the button is then a link there ("Choose options"). */
  product: { _id: string; variantId?: string; stock: number; name?: string; options?: ProductOption[] };
  /** 1 by default. */
  quantity?: number;
  /** 'Add to Cart' by default. */
  label?: string;
}

/** What the cart remote exposes as './cart' (its default export); its team owns the implementation. */
export interface CartModule {
  /** The page's one cart, made on first call. It may throw: the page then goes without a cart. */
  cartStore(): CartStore;
  /** The working Add to Cart button, drawn by <AddToCart> once the cart is ready and the product is in stock. */
  AddToCartButton: ComponentType<AddToCartProps>;
}

/** Where the page's cart stands once its remote has answered: there, or not available (down, or it
 * failed when started). */
export type SettledCartSlot =
  { status: 'unavailable' } | { status: 'ready'; store: CartStore; AddToCartButton: CartModule['AddToCartButton'] };

/** Where the page's cart stands: still on its way (`arrival` says how it turned out), or settled. */
export type CartSlot = { status: 'loading'; arrival: Promise<SettledCartSlot> } | SettledCartSlot;

/** The cart for every page. Its provider stays put and only its value changes when the cart arrives (or
 * fails), so a late cart never remounts the pages (and loses nothing typed). Without a provider: no cart. */
export const CartSlotContext = createContext<CartSlot>({ status: 'unavailable' });

/** The slot for the cart module (or none, when its remote is not there): its store, or 'unavailable'
 * when starting it fails. */
export function cartSlotFor(cart: CartModule | null): SettledCartSlot {
  if (!cart) return { status: 'unavailable' };
  try {
    return { status: 'ready', store: cart.cartStore(), AddToCartButton: cart.AddToCartButton };
  } catch (err) {
    console.error('The cart failed to start; the store goes on without it', err);
    return { status: 'unavailable' };
  }
}

function useStoreSnapshot(store: CartStore | null): CartSnapshot | null {
  const subscribe = useCallback((listener: () => void) => (store ? store.subscribe(listener) : () => {}), [store]);
  const get = useCallback(() => (store ? store.get() : null), [store]);
  return useSyncExternalStore(subscribe, get, get);
}

/** What the cart holds now (it follows it), or null while the cart is loading or not available. */
export function useCartSnapshot(): CartSnapshot | null {
  const slot = useContext(CartSlotContext);
  return useStoreSnapshot(slot.status === 'ready' ? slot.store : null);
}

/** The cart, for a page that cannot work without it: while it is on its way the page waits (it
 * suspends); when it is not available this throws, for the page's error boundary. */
export function useCart(): CartApi {
  const here = useContext(CartSlotContext);
  const slot = here.status === 'loading' ? use(here.arrival) : here;
  const store = slot.status === 'ready' ? slot.store : null;
  const snapshot = useStoreSnapshot(store);
  if (!store || !snapshot) throw new Error('The cart is not available right now.');
  return {
    ...snapshot,
    addToCart: store.addToCart,
    removeFromCart: store.removeFromCart,
    setQuantity: store.setQuantity,
    deleteLine: store.deleteLine,
    clearCart: store.clearCart,
    refresh: store.refresh,
  };
}

/** The title of an Add to Cart button while the cart is not available. */
export const CART_UNAVAILABLE = 'The cart is not available right now. Please try again shortly.';

/** The accessible name of an Add to Cart button: its label and, where known, the product's name. */
export function addToCartLabel({ product, label = uiMessages.text('cart.add') }: AddToCartProps): string {
  return product.name ? `${label}: ${product.name}` : label;
}

/** Whether a product is added only once its options are chosen (a card cannot choose them). */
const needsChoice = ({ product }: AddToCartProps) => !product.variantId && (product.options?.length ?? 0) > 0;

/** The link to a product's page, where its options are chosen, in place of Add to Cart. */
export function ChooseOptions({ product }: { product: { _id: string; name?: string } }) {
  const t = uiMessages.useText();
  const label = t('cart.chooseOptions');
  return (
    <Button as={Link} to={`/product/${encodeURIComponent(product._id)}`} aria-label={product.name ? `${label}: ${product.name}` : label}>
      {label}
    </Button>
  );
}

/** Add to Cart for any page: the cart's own button once the cart is ready and the product in stock,
 * otherwise (and if that button throws) a disabled one whose title says why. A product with options
 * and none chosen gets the link to its page instead. */
export function AddToCart(props: AddToCartProps) {
  if (needsChoice(props)) return <ChooseOptions product={props.product} />;
  return <AddToCartNow {...props} />;
}

function AddToCartNow(props: AddToCartProps) {
  const slot = useContext(CartSlotContext);
  const t = uiMessages.useText();
  const soldOut = stockLevel(props.product.stock) === 'out';
  const label = props.label ?? t('cart.add');
  const disabled = (
    <Button
      disabled
      title={soldOut ? t('cart.soldOut') : slot.status === 'loading' ? t('cart.loading') : t('cart.unavailable')}
      aria-label={addToCartLabel({ ...props, label })}
    >
      {label}
    </Button>
  );
  if (soldOut || slot.status !== 'ready') return disabled;
  const Real = slot.AddToCartButton;
  return (
    <ErrorBoundary name="cart's Add to Cart button" fallback={disabled}>
      <Real {...props} />
    </ErrorBoundary>
  );
}
