import type { Translation } from './i18n';
import type { en } from './shop-words';

// The shop's own words in Canadian French.
export const fr: Translation<typeof en> = {
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
};
