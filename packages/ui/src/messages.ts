import { LOW_STOCK_THRESHOLD, shopWords } from '@storefront/contracts/shop';
import { defineMessages } from './i18n';

// Words every remote shows alike: the order statuses, stock, the delivery address's fields, the pager.
export const en = {
  ...shopWords.catalogue.en,
  'address.fullName': 'Full Name',
  'address.street': 'Street',
  'address.apartment': 'Apartment, suite or unit (optional)',
  'address.city': 'City',
  'address.province': 'Province',
  'address.province.choose': 'Choose a province or territory',
  'address.country': 'Country',
  'address.postalCode': 'Postal Code',
  'address.phoneNumber': 'Phone Number',
  'pager.label': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.position': 'Page {{page}} of {{total}}',
  'signIn.pleaseLogIn': 'Please log in',
  'signIn.logIn': 'Log in',
  'signIn.or': 'or',
  'signIn.register': 'create an account',
  'notice.close': 'Close this message',
  'cart.added': 'Added to your cart: {{name}}',
  'cart.addedSome': 'Added to your cart: {{quantity}} × {{name}}',
  'cart.addedItem': 'Added to your cart.',
  'cart.addedButton': 'Added',
  'cart.view': 'View cart',
  'cart.checkout': 'Checkout',
  'cart.quantity': 'Quantity',
  'cart.add': 'Add to Cart',
  'cart.soldOut': 'This product is sold out',
  'cart.loading': 'The cart is still loading.',
  'cart.unavailable': 'The cart is not available right now. Please try again shortly.',
  'cart.chooseOptions': 'Choose options',
  'rating.label_one': 'Rated {{average}} out of 5 stars, {{count}} review',
  'rating.label_other': 'Rated {{average}} out of 5 stars, {{count}} reviews',
  'price.from': 'From {{price}}',
  'price.sale': 'Sale price',
  'price.regular': 'Regular price',
  'swatches.label': 'Colours',
  'swatches.more': 'More colours: {{count}}',
} as const;

export const uiMessages = defineMessages('ui', {
  en,
  fr: () => import('./messages.fr'),
});

/** An order's status as the shopper reads it, in the page's language (outside React: `orderStatusText`). */
export function useOrderStatus(): (status: string) => string {
  uiMessages.useText(); // re-render on a switch of language
  return orderStatusText;
}

export const orderStatusText = (status: string): string =>
  `status.${status}` in en ? uiMessages.text(`status.${status}` as Parameters<typeof uiMessages.text>[0]) : status;

/** 'In Stock', 'Only 3 left', 'Out of Stock', in the page's language. */
export function useStockLabel(): (stock: number) => string {
  const t = uiMessages.useText();
  return (stock) => (stock <= 0 ? t('stock.out') : stock <= LOW_STOCK_THRESHOLD ? t('stock.low', { count: stock }) : t('stock.in'));
}
