import { type AddToCartProps, Button, type CartModule, addToCartLabel, uiMessages, useCart } from '@storefront/ui';
import { cartStore } from './cart-state';

// What this remote exposes as './cart': the page's one cart and its working Add to Cart button. The
// shell puts them in the cart slot; pages reach them through @storefront/ui (useCart, <AddToCart>),
// which also draws the button while the cart is loading, not available, or the product is sold out.

function AddToCartButton(props: AddToCartProps) {
  const { addToCart } = useCart();
  // The shared words: this module is on every page, and the cart's own catalogue need not be.
  const t = uiMessages.useText();
  const { product, quantity = 1, label = t('cart.add') } = props;
  return (
    // addToCart never rejects: it logs a failure and tells the shopper what is worth telling.
    <Button onClick={() => void addToCart(product, quantity)} aria-label={addToCartLabel({ ...props, label })}>
      {label}
    </Button>
  );
}

const cartModule: CartModule = { cartStore, AddToCartButton };
export default cartModule;
