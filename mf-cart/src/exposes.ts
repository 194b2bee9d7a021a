import type { RemoteExposes } from '@storefront/ui';

// This remote's side of its contract with the shell, checked when the repository is type-checked (never
// bundled: webpack builds from frontend.config.ts, which names the same files): each module it exposes
// has the type the shell loads it as. A page that stops exporting a component, or a module renamed or
// missing, fails to compile here; test/remote-contracts.test.ts checks these are the files exposed.
export const exposes = {
  './cart': () => import('./cart-module'),
  './Cart': () => import('./pages/Cart'),
  './Checkout': () => import('./pages/Checkout'),
  './PaymentSuccess': () => import('./pages/PaymentSuccess'),
  './FindOrder': () => import('./pages/FindOrder'),
  './PaymentCancelled': () => import('./pages/PaymentCancelled'),
  './Orders': () => import('./pages/Orders'),
  './OrderDetail': () => import('./pages/OrderDetail'),
  './BuyAgain': () => import('./pages/BuyAgain'),
} satisfies RemoteExposes<'cart'>;
