import { LOW_STOCK_THRESHOLD } from '@storefront/contracts/shop';
import { defineMessages } from './i18n';

// Words every remote shows alike: the order statuses, stock, the delivery address's fields, the pager.
const en = {
  'status.Pending Payment': 'Pending Payment',
  'status.Paid': 'Paid',
  'status.Payment Failed': 'Payment Failed',
  'status.Payment Review': 'Payment Review',
  'status.Backordered': 'Backordered',
  'status.Cancelled': 'Cancelled',
  'status.Shipped': 'Shipped',
  'status.Delivered': 'Delivered',
  'status.Return Requested': 'Return Requested',
  'status.Return Received': 'Return Received',
  'status.Refunded': 'Refunded',
  'status.Partially Refunded': 'Partially Refunded',
  'stock.in': 'In Stock',
  'stock.low': 'Only {{count}} left',
  'stock.out': 'Out of Stock',
  'address.fullName': 'Full Name',
  'address.street': 'Street',
  'address.city': 'City',
  'address.province': 'Province/State',
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
  'snackbar.ok': 'OK',
  'error.network': 'Could not reach the store. Check your connection and try again.',
} as const;

export const uiMessages = defineMessages('ui', {
  en,
  fr: {
    'status.Pending Payment': 'En attente de paiement',
    'status.Paid': 'Payée',
    'status.Payment Failed': 'Paiement refusé',
    'status.Payment Review': 'Paiement en vérification',
    'status.Backordered': 'En rupture, commandée',
    'status.Cancelled': 'Annulée',
    'status.Shipped': 'Expédiée',
    'status.Delivered': 'Livrée',
    'status.Return Requested': 'Retour demandé',
    'status.Return Received': 'Retour reçu',
    'status.Refunded': 'Remboursée',
    'status.Partially Refunded': 'Remboursée en partie',
    'stock.in': 'En stock',
    'stock.low': 'Plus que {{count}} en stock',
    'stock.out': 'En rupture de stock',
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
    'error.network': 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.',
  },
});

/** An order's status as the shopper reads it, in the page's language. */
export function useOrderStatus(): (status: string) => string {
  const t = uiMessages.useText();
  return (status) => (`status.${status}` in en ? t(`status.${status}` as keyof typeof en) : status);
}

/** 'In Stock', 'Only 3 left', 'Out of Stock', in the page's language. */
export function useStockLabel(): (stock: number) => string {
  const t = uiMessages.useText();
  return (stock) => (stock <= 0 ? t('stock.out') : stock <= LOW_STOCK_THRESHOLD ? t('stock.low', { count: stock }) : t('stock.in'));
}
