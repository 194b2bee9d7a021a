import { type ReactNode, createContext, useContext, useSyncExternalStore } from 'react';
import { stockLabel } from '@storefront/contracts/shop';
import { Button, type CartApi, type CartModule } from '@storefront/ui';
import { cartStore } from './cart-state';

const CartContext = createContext<ReturnType<typeof cartStore> | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  return <CartContext.Provider value={cartStore()}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
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
  // The shell may still be starting without the cart's state (its remote was slow): wait for it.
  const store = useContext(CartContext);
  const soldOut = stockLabel(product.stock) === 'Out of Stock';
  return (
    <Button
      onClick={() => void store?.addToCart(product, quantity)}
      disabled={soldOut || !store}
      title={soldOut ? 'This product is sold out' : !store ? 'The cart is still loading.' : undefined}
      aria-label={product.name ? `${label}: ${product.name}` : label}
    >
      {label}
    </Button>
  );
}

const cartModule: CartModule = { CartProvider, useCart, AddToCartButton };
export default cartModule;
