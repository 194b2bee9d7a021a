import type { RemoteName } from '@storefront/contracts/shop';

/** Every page of the store and which remote draws it. Plain data: the router, the size report and the
 * tests all read it. `comingSoon` marks a page whose remote does not offer it yet. */
export interface RemoteRoute {
  path: string;
  title: string;
  remote: RemoteName;
  module: string;
  comingSoon?: boolean;
  /** Admins only: anyone else gets these words from the shell, and the remote is not even loaded (the
   * services refuse its calls anyway: this is not where the rule is enforced). */
  adminOnly?: AdminRefusal;
}

export interface AdminRefusal {
  /** To a visitor, with a way to log in. */
  signIn: string;
  /** To a signed-in shopper. */
  refusal: string;
}

const UPLOAD_REFUSAL: AdminRefusal = {
  signIn: 'Please log in',
  refusal: 'Only administrators can upload products. You are signed in as a shopper.',
};
const BACK_OFFICE_REFUSAL: AdminRefusal = {
  signIn: 'Please log in to use the back office',
  refusal: 'Only administrators can use the back office.',
};

/** Links the spec names without a page of their own lead to the page they meant. */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type StoreRoute = RemoteRoute | RedirectRoute;
export const isRedirect = (r: StoreRoute): r is RedirectRoute => 'redirect' in r;

export const STORE_ROUTES: StoreRoute[] = [
  { path: '/', title: 'Home', remote: 'catalog', module: './Home' },
  { path: '/search', title: 'Search results', remote: 'catalog', module: './SearchResults' },
  { path: '/products', title: 'Products', remote: 'catalog', module: './ProductList' },
  { path: '/product/:productId', title: 'Product', remote: 'catalog', module: './ProductDetail' },
  { path: '/upload-product', title: 'Upload New Product', remote: 'admin', module: './UploadProduct', adminOnly: UPLOAD_REFUSAL },
  // The spec leaves /upload unguarded; here it is guarded like /upload-product (and the server checks anyway).
  { path: '/upload', title: 'Upload New Product', remote: 'admin', module: './UploadProduct', adminOnly: UPLOAD_REFUSAL },
  // The back office: its own pages below /admin (dashboard, products, orders, audit log).
  { path: '/admin/*', title: 'Back office', remote: 'admin', module: './Admin', adminOnly: BACK_OFFICE_REFUSAL },
  { path: '/register', title: 'Create an Account', remote: 'account', module: './Register' },
  { path: '/login', title: 'Sign in', remote: 'account', module: './Login' },
  { path: '/forgot-password', title: 'Forgot your password?', remote: 'account', module: './ForgotPassword' },
  { path: '/reset-password', title: 'Choose a new password', remote: 'account', module: './ResetPassword' },
  { path: '/account', title: 'Your Account', remote: 'account', module: './Account' },
  { path: '/profile', title: 'Your Profile', remote: 'account', module: './Profile' },
  { path: '/account/profile', title: 'Your Profile', remote: 'account', module: './Profile' },
  { path: '/account/password', title: 'Change Password', remote: 'account', module: './ChangePassword' },
  { path: '/account/addresses', title: 'Your Addresses', remote: 'account', module: './Addresses' },
  { path: '/account/address', redirect: '/account/addresses' },
  { path: '/account/payments', title: 'Payment Methods', remote: 'account', module: './PaymentMethods' },
  { path: '/addresses/new', title: 'Add New Address', remote: 'account', module: './AddressForm' },
  { path: '/addresses/edit/:addressId', title: 'Edit Address', remote: 'account', module: './AddressForm' },
  { path: '/wishlist', title: 'Wishlist', remote: 'account', module: './Wishlist' },
  { path: '/history', title: 'Browsing History', remote: 'account', module: './History' },
  { path: '/support', redirect: '/customer-service' },
  { path: '/cart', title: 'Cart', remote: 'cart', module: './Cart' },
  { path: '/checkout', title: 'Secure Checkout', remote: 'cart', module: './Checkout' },
  { path: '/success', title: 'Payment Successful', remote: 'cart', module: './PaymentSuccess' },
  { path: '/cancel', title: 'Payment Cancelled', remote: 'cart', module: './PaymentCancelled' },
  { path: '/orders', title: 'Your Orders', remote: 'cart', module: './Orders' },
  { path: '/orders/:orderId', title: 'Order Details', remote: 'cart', module: './OrderDetail' },
  { path: '/buy-again', title: 'Buy Again', remote: 'cart', module: './BuyAgain' },
  { path: '/customer-service', title: 'Customer Service', remote: 'support', module: './CustomerService' },
];
