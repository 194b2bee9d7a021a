import { FRENCH_ORDER_STATUSES, STOCK_WORDS } from '@storefront/contracts/shop';
import type { French } from './i18n';
import type { en } from './messages';

// The shared words in French: a chunk of their own, fetched only when a page is in French.
const fr: French<typeof en> = {
  'status.Pending Payment': FRENCH_ORDER_STATUSES['Pending Payment'],
  'status.Paid': FRENCH_ORDER_STATUSES.Paid,
  'status.Payment Failed': FRENCH_ORDER_STATUSES['Payment Failed'],
  'status.Payment Review': FRENCH_ORDER_STATUSES['Payment Review'],
  'status.Backordered': FRENCH_ORDER_STATUSES.Backordered,
  'status.Cancelled': FRENCH_ORDER_STATUSES.Cancelled,
  'status.Shipped': FRENCH_ORDER_STATUSES.Shipped,
  'status.Delivered': FRENCH_ORDER_STATUSES.Delivered,
  'status.Return Requested': FRENCH_ORDER_STATUSES['Return Requested'],
  'status.Return Received': FRENCH_ORDER_STATUSES['Return Received'],
  'status.Refunded': FRENCH_ORDER_STATUSES.Refunded,
  'status.Partially Refunded': FRENCH_ORDER_STATUSES['Partially Refunded'],
  'stock.in': STOCK_WORDS.fr.in,
  'stock.low': STOCK_WORDS.fr.low,
  'stock.out': STOCK_WORDS.fr.out,
  'address.fullName': 'Nom complet',
  'address.street': 'Adresse',
  'address.city': 'Ville',
  'address.province': 'Province ou État',
  'address.country': 'Pays',
  'address.postalCode': 'Code postal',
  'address.phoneNumber': 'Numéro de téléphone',
  'pager.label': 'Pages',
  'pager.previous': 'Précédente',
  'pager.next': 'Suivante',
  'pager.position': 'Page {{page}} sur {{total}}',
  'signIn.pleaseLogIn': 'Veuillez vous connecter',
  'signIn.logIn': 'Connectez-vous',
  'signIn.or': 'ou',
  'signIn.register': 'créez un compte',
  'snackbar.ok': 'OK',
  'cart.add': 'Ajouter au panier',
  'cart.soldOut': 'Ce produit est épuisé',
  'cart.loading': 'Le panier est en cours de chargement.',
  'cart.unavailable': 'Le panier n’est pas disponible pour le moment. Veuillez réessayer sous peu.',
};
export default fr;
