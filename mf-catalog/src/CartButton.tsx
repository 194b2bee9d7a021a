import { stockLabel } from '@storefront/contracts/shop';
import { Button, type CartModule, useRemoteModule } from '@storefront/ui';

/** The cart team's Add to Cart button; while its remote loads, or if it is down, a disabled one that says why. */
export function CartButton({ product, quantity }: { product: { _id: string; stock: number; name?: string }; quantity?: number }) {
  const cart = useRemoteModule<{ default: CartModule }>('cart', './cart');
  const Real = cart.module?.default.AddToCartButton;
  if (Real) return <Real product={product} quantity={quantity} />;
  const soldOut = stockLabel(product.stock) === 'Out of Stock';
  return (
    <Button disabled title={cart.error ? 'The cart is not available right now. Please try again shortly.' : soldOut ? 'This product is sold out' : undefined}>
      Add to Cart
    </Button>
  );
}
