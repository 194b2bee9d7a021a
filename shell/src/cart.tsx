import { useContext } from 'react';
import { type SettledCartSlot, CartSlotContext, ErrorBoundary, cartSlotFor, useCartSnapshot } from '@storefront/ui';
import { CartLink } from './layout/TopBar';
import { loadRemoteModule, tryLoad } from './remotes';

// The shell is the one place that loads the cart remote: its './cart' module fills the cart slot that
// every page reads through @storefront/ui (see App.tsx and bootstrap.tsx).

/** The cart slot's settled value: the cart remote's store, or 'unavailable' when the remote is down,
 * does not answer in time, or fails as its cart starts. Never rejects. */
export async function loadCartSlot(): Promise<SettledCartSlot> {
  const cart = await tryLoad('cart', () => loadRemoteModule('cart', './cart'));
  return cartSlotFor(cart?.default ?? null);
}

function LiveCartLink() {
  const cart = useCartSnapshot();
  return <CartLink quantity={cart ? cart.totalQuantity : null} />;
}

/** The top bar's cart link with the live badge, fenced: a cart that throws leaves it in its
 * not-available state. */
export function CartBadge() {
  const slot = useContext(CartSlotContext);
  return (
    // A new slot value (the cart arrived) gets a fresh try.
    <ErrorBoundary key={slot.status} name="cart badge" fallback={<CartLink quantity={null} />}>
      <LiveCartLink />
    </ErrorBoundary>
  );
}
