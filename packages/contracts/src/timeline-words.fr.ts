import type { Translation } from './i18n';
import type { en } from './timeline-words';

export const fr: Translation<typeof en> = {
  'paid.card': '{{amount}} par carte',
  'paid.giftCard': '{{amount}} par carte-cadeau …{{lastFour}}',
  'placed.awaiting': 'En attente du paiement',
  'placed.guest': 'En tant qu’invité, en attente du paiement',
  'payment.failed': 'Le paiement par carte n’a pas abouti',
  'review.noAmount': 'Le fournisseur de paiement a indiqué que la commande était payée, sans en donner le montant.',
  'review.chargedOther': 'La carte a été débitée de {{amount}}, et non du total de la commande de {{due}}.',
  'review.chargedOtherAfterGiftCards': 'La carte a été débitée de {{amount}}, et non des {{due}} restants après les cartes-cadeaux.',
  'refund.toCard': '{{amount}} en route vers la carte',
  'refund.toGiftCard': '{{amount}} sur la carte-cadeau …{{lastFour}}',
  'refund.toStoreCredit': '{{amount}} en crédit en magasin …{{lastFour}}',
  'refund.strayPayment': '{{amount}} payés après la fermeture de la commande retournent sur la carte',
  'refund.failed': '{{amount}} n’ont pas pu être remboursés sur la carte',
  'refunded.card': '{{amount}} remboursés sur la carte',
  'refunded.giftCards': '{{amount}} remboursés sur les cartes-cadeaux',
  'refunded.storeCredit': '{{amount}} en crédit en magasin',
  shipped: '{{carrier}}, numéro de suivi {{tracking}}',
  'giftCard.issued': '…{{lastFour}}, envoyée à {{email}} le {{day}}',
  'backordered.line': '{{quantity}} × {{line}}',
  'account.emailConfirmed': 'L’adresse {{email}} a été confirmée',
};
