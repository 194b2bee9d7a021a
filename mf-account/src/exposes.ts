import type { RemoteExposes } from '@storefront/ui';

// This remote's side of its contract with the shell, checked when the repository is type-checked (never
// bundled: webpack builds from frontend.config.ts, which names the same files): each module it exposes
// has the type the shell loads it as. A page that stops exporting a component, or a module renamed or
// missing, fails to compile here; test/remote-contracts.test.ts checks these are the files exposed.
export const exposes = {
  './Register': () => import('./pages/Register'),
  './Login': () => import('./pages/Login'),
  './ForgotPassword': () => import('./pages/ForgotPassword'),
  './ResetPassword': () => import('./pages/ResetPassword'),
  './VerifyEmail': () => import('./pages/VerifyEmail'),
  './ReviewInvitations': () => import('./pages/ReviewInvitations'),
  './Account': () => import('./pages/Account'),
  './Profile': () => import('./pages/Profile'),
  './ChangePassword': () => import('./pages/ChangePassword'),
  './Addresses': () => import('./pages/Addresses'),
  './AddressForm': () => import('./pages/AddressForm'),
  './Wishlist': () => import('./pages/Wishlist'),
  './History': () => import('./pages/History'),
  './PaymentMethods': () => import('./pages/PaymentMethods'),
} satisfies RemoteExposes<'account'>;
