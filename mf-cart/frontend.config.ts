import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModule } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_cart',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3003,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
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
  } satisfies Record<ExposedModule<'cart'>, string>,
};
export default app;
