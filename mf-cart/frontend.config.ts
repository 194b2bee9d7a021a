import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_cart',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3003,
  exposes: {
    // The page's one cart and its Add to Cart button (a CartModule of @storefront/ui): the shell loads it
    // into the cart slot, which every page reads.
    './cart': './src/cart-module.tsx',
    './Cart': './src/pages/Cart.tsx',
    './Checkout': './src/pages/Checkout.tsx',
    './PaymentSuccess': './src/pages/PaymentSuccess.tsx',
    './FindOrder': './src/pages/FindOrder.tsx',
    './PaymentCancelled': './src/pages/PaymentCancelled.tsx',
    './Orders': './src/pages/Orders.tsx',
    './OrderDetail': './src/pages/OrderDetail.tsx',
    './BuyAgain': './src/pages/BuyAgain.tsx',
  },
};
export default app;
