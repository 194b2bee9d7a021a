import { type ComponentProps, useCallback, useContext, useSyncExternalStore } from 'react';
import { stockLabel } from '@storefront/contracts/shop';
import { Button, CART_UNAVAILABLE, type CartModule, type CartSlot, CartSlotContext, ErrorBoundary } from '@storefront/ui';
import { loadRemoteModule } from './remotes';
import { CartLink } from './layout/TopBar';

// How the cart remote joins the page. The shell provides the cart slot from its first render (see
// App.tsx) and fills it when the cart remote's store is there; anything the cart remote draws is
// fenced, so a cart that throws leaves the store working without a cart.

type AddToCartProps = ComponentProps<CartModule['AddToCartButton']>;

/** The Add to Cart button while the cart is not available: disabled, and its title says why. */
export function AddToCartUnavailable({ product, label = 'Add to Cart' }: AddToCartProps) {
  const soldOut = stockLabel(product.stock) === 'Out of Stock';
  return (
    <Button disabled title={soldOut ? 'This product is sold out' : CART_UNAVAILABLE} aria-label={product.name ? `${label}: ${product.name}` : label}>
      {label}
    </Button>
  );
}

/** The cart module as the pages get it: its Add to Cart button fenced, and standing down when the
 * shell found the cart not working. */
export function guardCartModule(cart: CartModule): CartModule {
  const Real = cart.AddToCartButton;
  function AddToCartButton(props: AddToCartProps) {
    const slot = useContext(CartSlotContext);
    if (slot?.status === 'unavailable' || !Real) return <AddToCartUnavailable {...props} />;
    return (
      <ErrorBoundary name="cart's Add to Cart button" fallback={<AddToCartUnavailable {...props} />}>
        <Real {...props} />
      </ErrorBoundary>
    );
  }
  return { ...cart, AddToCartButton };
}

let guarded: Promise<{ default: CartModule }> | null = null;

/** The cart remote's './cart' module, fenced; every page and the shell get this one. */
export function loadCartModule(): Promise<{ default: CartModule }> {
  guarded ??= loadRemoteModule<{ default: CartModule }>('cart', './cart').then(
    (m) => ({ default: guardCartModule(m.default) }),
    (err: unknown) => {
      guarded = null; // a later attempt may find it
      throw err;
    },
  );
  return guarded;
}

/** The slot's value for a cart module (or none): its store, or 'unavailable' when starting it fails. */
export function cartSlotFor(cart: CartModule | null): CartSlot {
  if (!cart) return { status: 'unavailable' };
  try {
    return { status: 'ready', store: cart.cartStore() };
  } catch (err) {
    console.error('The cart failed to start; the store goes on without it', err);
    return { status: 'unavailable' };
  }
}

const noSubscription = () => () => {};
const noQuantity = () => null;

/** The top bar's cart link with the live badge. */
function LiveCartLink({ slot }: { slot: CartSlot | null }) {
  const store = slot?.status === 'ready' ? slot.store : null;
  const subscribe = useCallback((listener: () => void) => store!.subscribe(listener), [store]);
  const quantity = useCallback(() => store!.get().totalQuantity, [store]);
  const n = useSyncExternalStore(store ? subscribe : noSubscription, store ? quantity : noQuantity, store ? quantity : noQuantity);
  return <CartLink quantity={n} />;
}

/** The cart link and badge, fenced: a cart that throws leaves the badge in its unavailable state. */
export function CartBadge() {
  const slot = useContext(CartSlotContext);
  return (
    // A new slot value (the cart arrived) gets a fresh try.
    <ErrorBoundary key={slot?.status ?? 'none'} name="cart badge" fallback={<CartLink quantity={null} />}>
      <LiveCartLink slot={slot} />
    </ErrorBoundary>
  );
}
