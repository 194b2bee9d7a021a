import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, exposedFiles } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: REMOTES.cart.container,
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3003,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: exposedFiles('cart', {
    // The page's one cart and its Add to Cart button (a CartModule of @storefront/ui): the shell loads it
    // into the cart slot, which every page reads.
    './cart': './src/cart-module.tsx',
  }),
};
export default app;
