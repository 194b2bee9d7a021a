import { type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { stockLabel } from '@storefront/contracts/shop';
import { Button, CART_UNAVAILABLE, type CartApi, type CartModule, type CartSlot, CartSlotContext, type CartStore } from '@storefront/ui';
import { cartStore } from './cart-state';

/** The cart for pages shown without the shell (this remote's own dev page); in the store the shell
 * provides the slot and this remote hands it the store (cartStore). */
export function CartProvider({ children }: { children: ReactNode }) {
  const store = cartStore();
  const slot = useMemo<CartSlot>(() => ({ status: 'ready', store }), [store]);
  return <CartSlotContext.Provider value={slot}>{children}</CartSlotContext.Provider>;
}

/** The store the page works with: the one the shell was handed, or (a cart page that arrived a moment
 * before the shell took the cart) the same one-per-page store directly. */
function storeOf(slot: CartSlot): CartStore {
  return slot.status === 'ready' ? slot.store : cartStore();
}

export function useCart(): CartApi {
  const slot = useContext(CartSlotContext);
  if (!slot) throw new Error('useCart must be used within a CartProvider');
  const store = storeOf(slot);
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
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

/** 'Add to Cart' for any page: disabled when sold out, adds the given quantity (1 by default). */
export function AddToCartButton({ product, quantity = 1, label = 'Add to Cart' }: { product: { _id: string; stock: number; name?: string }; quantity?: number; label?: string }) {
  // The shell may still be waiting for this remote (it was slow), or have found the cart not working.
  const slot = useContext(CartSlotContext);
  const store = slot?.status === 'ready' ? slot.store : null;
  const soldOut = stockLabel(product.stock) === 'Out of Stock';
  return (
    <Button
      onClick={() => void store?.addToCart(product, quantity)}
      disabled={soldOut || !store}
      title={soldOut ? 'This product is sold out' : slot?.status === 'unavailable' ? CART_UNAVAILABLE : !store ? 'The cart is still loading.' : undefined}
      aria-label={product.name ? `${label}: ${product.name}` : label}
    >
      {label}
    </Button>
  );
}

const cartModule: CartModule = { cartStore, CartProvider, useCart, AddToCartButton };
export default cartModule;
