import type { CartItem, CartResponse } from '@storefront/contracts';
import {
  ApiError,
  type CartApi,
  type CartSnapshot,
  type CartStore as SharedCartStore,
  errorMessage,
  isCartItem,
  notify,
  session,
  storage,
} from '@storefront/ui';
import { cartApi } from './api';

type Listener = () => void;

const STORAGE_KEY = 'cart';
/** The longest one cart change holds the next ones back: a shopper waits no longer than this for a click to count. */
const TURN_LIMIT_MS = 12_000;
const EMPTY: CartSnapshot = { items: [], total: 0, totalQuantity: 0, status: 'ready' };

function summarise(items: CartItem[], status: CartApi['status']): CartSnapshot {
  return {
    items,
    // Sum of price × quantity (0 when empty), in cents to keep the pennies right.
    total: items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0) / 100,
    totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
    status,
  };
}

/** Only well-formed lines: browser storage and answers may hold anything (another version's copy, a
 * hand edit, 'null'), and one bad line must not break every page. A line from before variants (a stored
 * copy, a cart service not yet updated) is its product's default variant. */
export function wellFormedItems(value: unknown): CartItem[] {
  return Array.isArray(value) ? value.filter(isCartItem).map(withVariant) : [];
}

function withVariant(item: CartItem): CartItem {
  const sent: Partial<CartItem> = item;
  return { ...item, variantId: sent.variantId ?? item.productId, options: sent.options ?? {}, sku: sent.sku ?? '' };
}

/** The variant a line or a product names: its own, or a product without options' (its own id). */
const variantOf = (x: { _id: string; variantId?: string }) => x.variantId ?? x._id;

/** The one cart of the page: kept in step with the server, for the signed-in shopper or for the visitor
 * (whose cart the server keeps under an httpOnly cookie), copied to browser storage so the badge is right
 * at once on the next visit. Signing in brings the visitor's cart into the account's (the server does it). */
class CartStore implements SharedCartStore {
  private snapshot: CartSnapshot = summarise(wellFormedItems(storage.getJson<unknown>(STORAGE_KEY, [])), 'loading');
  private readonly listeners = new Set<Listener>();
  /** Whose cart is shown: a user id, null for the visitor's, undefined before the first look. */
  private lastUser: string | null | undefined = undefined;
  /** The shopper's changes, one after another: 'One fewer' clicked twice must count from the first
   * click's answer (two at once both asked for 2 - 1 and left one in the cart), and an earlier answer
   * arriving last must not show an older cart. */
  private changes: Promise<unknown> = Promise.resolve();

  constructor() {
    session.subscribe(() => this.follow());
    this.follow();
  }

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };

  get = () => this.snapshot;

  /** Signing in loads the shopper's cart (with the visitor's added in); signing out leaves the account's
   * cart on the server and shows the visitor's (empty after a sign-in took it). */
  private follow() {
    const userId = session.get()?.userId ?? null;
    if (userId === this.lastUser) return;
    const signedOut = this.lastUser !== undefined && userId === null;
    this.lastUser = userId;
    if (signedOut) this.apply({ items: [], total: 0, totalQuantity: 0 });
    void this.refresh();
  }

  private set(next: CartSnapshot) {
    this.snapshot = next;
    if (next.items.length === 0) storage.remove(STORAGE_KEY);
    else storage.setJson(STORAGE_KEY, next.items);
    this.listeners.forEach((l) => l());
  }

  private apply(cart: CartResponse | undefined) {
    // No items array from the server means an empty cart.
    this.set(summarise(wellFormedItems(cart?.items), 'ready'));
  }

  /** Whose cart the next call changes: the signed-in shopper's, or the visitor's (null). */
  private owner(): string | null {
    return session.get()?.userId ?? null;
  }

  /** Calls the cart service for the current owner and shows its answer, unless the shopper signed in or
   * out meanwhile: then the answer is another cart's, and showing it (or storing it) would leak it. */
  private async ask(call: (owner: string | null) => Promise<CartResponse>): Promise<void> {
    const owner = this.owner();
    const cart = await call(owner);
    if (owner === this.owner()) this.apply(cart);
  }

  /** Runs a change of the cart after those asked for before it. A change that hangs holds the next ones
   * back for at most TURN_LIMIT_MS: then they go on (its answer, if it ever comes, is still shown). */
  private inTurn<T>(change: () => Promise<T>): Promise<T> {
    const turn = this.changes.then(change, change);
    let limit: ReturnType<typeof setTimeout> | undefined;
    this.changes = Promise.race([
      turn.catch(() => undefined).finally(() => clearTimeout(limit)),
      new Promise((resolve) => (limit = setTimeout(resolve, TURN_LIMIT_MS))),
    ]);
    return turn;
  }

  /** Shows the cart as the server has it, in turn with the shopper's changes (an answer to a look taken
   * before a change must not replace the change's). */
  refresh = () => this.inTurn(() => this.load());

  /** The look itself, for use within a turn. */
  private load = async () => {
    try {
      await this.ask((owner) => cartApi.get(owner));
    } catch (err) {
      console.error('Could not load the cart', err);
      if (this.snapshot.status === 'loading') this.set({ ...this.snapshot, status: 'error' });
    }
  };

  addToCart = async (product: { _id: string; variantId?: string }, quantity = 1): Promise<boolean> => {
    if (!product?._id) {
      console.error('Not added to the cart: the item has no _id', product);
      return false;
    }
    return this.inTurn(async () => {
      try {
        const line = { productId: product._id, ...(product.variantId ? { variantId: product.variantId } : {}) };
        await this.ask((owner) => cartApi.add(owner, line, quantity));
        return true;
      } catch (err) {
        console.error('Could not add to the cart', err);
        // Stock limits are worth telling; other failures are logged (the spec's cart stays quiet).
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) notify(errorMessage(err), { tone: 'error' });
        await this.load();
        return false;
      }
    });
  };

  removeFromCart = (item: { _id: string; variantId?: string }) =>
    this.inTurn(async () => {
      // The line as the changes before this one left it.
      const line = item?._id ? this.snapshot.items.find((i) => i.variantId === variantOf(item)) : undefined;
      if (!line) {
        console.warn('Not removed: that item is not in the cart', item);
        return;
      }
      try {
        await this.ask((owner) =>
          line.quantity - 1 <= 0 ? cartApi.remove(owner, line.variantId) : cartApi.set(owner, line.variantId, line.quantity - 1),
        );
      } catch (err) {
        console.error('Could not update the cart', err);
        await this.load();
      }
    });

  setQuantity = (variantId: string, quantity: number) =>
    this.inTurn(async () => {
      try {
        await this.ask((owner) => (quantity <= 0 ? cartApi.remove(owner, variantId) : cartApi.set(owner, variantId, quantity)));
      } catch (err) {
        console.error('Could not update the cart', err);
        if (err instanceof ApiError && err.status === 409) notify(errorMessage(err), { tone: 'error' });
        await this.load();
      }
    });

  deleteLine = (variantId: string) =>
    this.inTurn(async () => {
      try {
        await this.ask((owner) => cartApi.remove(owner, variantId));
      } catch (err) {
        console.error('Could not remove from the cart', err);
        await this.load();
      }
    });

  clearCart = () =>
    this.inTurn(async () => {
      this.set({ ...EMPTY });
      try {
        await this.ask((owner) => cartApi.clear(owner));
      } catch (err) {
        console.error('Could not empty the cart', err);
        await this.load();
      }
    });
}

let store: CartStore | null = null;
/** Created on first use, so merely loading the module has no effects. */
export function cartStore(): SharedCartStore {
  store ??= new CartStore();
  return store;
}
