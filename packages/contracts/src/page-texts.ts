// The store pages' titles and descriptions in English, keyed by each page's id (STORE_ROUTES' `page`):
// the gateway writes them into each page's <head> and the shell into the tab's title, and the two must
// agree. Each other language has a file beside this one with every key (a missing one does not compile).

export const en = {
  'home.title': 'Home',
  'search.title': 'Search results',
  'products.title': 'Products',
  'products.description': 'Every product at Maple Market: electronics, clothing, winter gear and more, with free delivery across Canada.',
  'category.title': 'Category',
  'product.title': 'Product',
  'uploadProduct.title': 'Upload New Product',
  // An admin page says why it is not shown: to a visitor, with a way to log in; to a signed-in shopper.
  'uploadProduct.signIn': 'Please log in',
  'uploadProduct.refusal': 'Only administrators can upload products. You are signed in as a shopper.',
  'backOffice.title': 'Back office',
  'backOffice.signIn': 'Please log in to use the back office',
  'backOffice.refusal': 'Only administrators can use the back office.',
  'register.title': 'Create an Account',
  'login.title': 'Sign in',
  'forgotPassword.title': 'Forgot your password?',
  'resetPassword.title': 'Choose a new password',
  'verifyEmail.title': 'Confirm your email',
  'reviewInvitations.title': 'Review invitations',
  'account.title': 'Your Account',
  'profile.title': 'Your Profile',
  'changePassword.title': 'Change Password',
  'addresses.title': 'Your Addresses',
  'paymentMethods.title': 'Payment Methods',
  'addAddress.title': 'Add New Address',
  'editAddress.title': 'Edit Address',
  'wishlist.title': 'Wishlist',
  'history.title': 'Browsing History',
  'cart.title': 'Cart',
  'checkout.title': 'Secure Checkout',
  'paymentSuccess.title': 'Payment Successful',
  'paymentCancelled.title': 'Payment Cancelled',
  'orders.title': 'Your Orders',
  'orderDetail.title': 'Order Details',
  'findOrder.title': 'Find my order',
  'buyAgain.title': 'Buy Again',
  'customerService.title': 'Customer Service',
  'customerService.description': 'Help with orders, delivery, returns and refunds at Maple Market, and how to reach us.',
  // A path that is no page, and a product or an order that does not exist.
  'notFound.title': 'Page not found',
  'productNotFound.title': 'Product not found',
  'orderNotFound.title': 'Order not found',
  /** What the store is, where a page has nothing more particular to say (the shell's index.html says it too). */
  'store.description': 'Maple Market: shop electronics, clothing, winter gear and more, with free delivery across Canada.',
};

/** A page's id: what its title and description are keyed by. */
export type PageId = (keyof typeof en extends infer K ? (K extends `${infer Id}.title` ? Id : never) : never) & string;
