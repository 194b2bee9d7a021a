import { useEffect, useState } from 'react';
import { type AddToCartProps, Button, type CartModule, addToCartLabel, notify, uiMessages, useCart } from '@storefront/ui';
import { cartStore } from './cart-state';

// What this remote exposes as './cart': the page's one cart and its working Add to Cart button. The
// shell puts them in the cart slot; pages reach them through @storefront/ui (useCart, <AddToCart>),
// which also draws the button while the cart is loading, not available, or the product is sold out.

/** How long the button says the product was added. */
const ADDED_MS = 2500;

function AddToCartButton(props: AddToCartProps) {
  const { addToCart } = useCart();
  // The shared words: this module is on every page, and the cart's own catalogue need not be.
  const t = uiMessages.useText();
  const { product, quantity = 1, label = t('cart.add') } = props;
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const add = async () => {
    // addToCart never rejects: it logs a failure and tells the shopper what is worth telling.
    if (!(await addToCart(product, quantity))) return;
    setAdded(true);
    const name = product.name;
    const said = !name ? t('cart.addedItem') : quantity > 1 ? t('cart.addedSome', { quantity, name }) : t('cart.added', { name });
    notify(said, {
      links: [
        { label: t('cart.view'), to: '/cart' },
        { label: t('cart.checkout'), to: '/checkout' },
      ],
    });
  };
  const shown = added ? `✓ ${t('cart.addedButton')}` : label;
  return (
    <Button onClick={() => void add()} aria-label={addToCartLabel({ ...props, label: added ? t('cart.addedButton') : label })}>
      {shown}
    </Button>
  );
}

const cartModule: CartModule = { cartStore, AddToCartButton };
export default cartModule;
