import { type Translate, defineMessages } from '@storefront/ui';

// The shell's words: the frame around every page (top bar, menus, footer), its fallbacks, and each
// page's title in the browser's tab (keyed by the English title the route list gives).
export const en = {
  'skip.toContent': 'Skip to main content',
  'brand.domain': '.ca',
  'top.backOffice': 'Back office',
  'top.admin': 'Admin',
  'top.newProduct': 'New product',
  'top.uploadProduct': 'Upload Product',
  'top.search': 'Search Maple Market',
  'top.searchButton': 'Search',
  'top.returns': 'Returns',
  'top.orders': '& Orders',
  'top.register': 'Register',
  'top.login': 'Login',
  'top.hello': 'Hello, {{name}}',
  'top.helloThere': 'Hello, there',
  'top.accountAndLists': 'Account & Lists',
  'menu.yourAccount': 'Your Account',
  'menu.yourProfile': 'Your Profile',
  'menu.yourOrders': 'Your Orders',
  'menu.yourAddresses': 'Your Addresses',
  'menu.logout': 'Logout',
  'cart.label': 'Cart',
  'cart.items_one': 'item',
  'cart.items_other': 'items',
  'cart.unavailable': 'not available right now',
  'bar.shortcuts': 'Shortcuts',
  'bar.buyAgain': 'Buy Again',
  'bar.customerService': 'Customer Service',
  'bar.wishList': 'WishList',
  'bar.history': 'Browsing History',
  'categories.label': 'Categories',
  'categories.shopBy': 'Shop by category',
  'footer.backToTop': 'Back to top',
  'footer.knowUs': 'Get to Know Us',
  'footer.about': 'About Maple Market',
  'footer.allProducts': 'All Products',
  'footer.yourAccount': 'Your Account',
  'footer.yourOrders': 'Your Orders',
  'footer.yourWishlist': 'Your Wishlist',
  'footer.helpYou': 'Let Us Help You',
  'footer.customerService': 'Customer Service',
  'footer.returns': 'Returns & Replacements',
  'footer.findOrder': 'Find my order',
  'footer.buyAgain': 'Buy Again',
  'footer.shipping': 'Shipping',
  'footer.freeDelivery': 'Free delivery across Canada',
  'footer.taxes': 'Prices before tax: GST/HST added at checkout',
  'footer.language': 'Language',
  'footer.countryCurrency': 'Canada · CAD $',
  'footer.rights': '© {{year}} Maple Market Inc. All rights reserved.',
  'footer.address': '100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199',
  'remote.unavailable': 'This part of the store is not available right now.',
  'remote.restWorks': 'The rest of the store still works. Please try again in a moment.',
  'remote.tryAgain': 'Try again',
  'remote.loading': 'Loading...',
  comingSoon: 'This page is coming soon.',
  'notFound.title': 'Page not found',
  'notFound.text': "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  'notFound.home': 'Go to the Maple Market home page',
  'notFound.orSearch': ' or search for what you need above.',
  'routeError.title': 'Unexpected Application Error!',
  'refusal.Please log in': 'Please log in',
  'refusal.Only administrators can upload products. You are signed in as a shopper.':
    'Only administrators can upload products. You are signed in as a shopper.',
  'refusal.Please log in to use the back office': 'Please log in to use the back office',
  'refusal.Only administrators can use the back office.': 'Only administrators can use the back office.',
} as const;

export const shellMessages = defineMessages('shell', {
  en,
  fr: () => import('./messages.fr'),
});

type Key = Exclude<keyof typeof en, `${string}_${'one' | 'other'}`>;
/** A refusal from the route list, in the page's language; one it does not know stays as written. (The
 * pages' titles are in @storefront/contracts/pages, which the gateway writes into each page's <head>.) */
export function translated(t: Translate<typeof en>, prefix: 'refusal.', english: string): string {
  const key = `${prefix}${english}`;
  return key in en ? t(key as Key) : english;
}
