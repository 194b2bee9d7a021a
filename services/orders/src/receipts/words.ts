import { bundledCatalogue } from '@storefront/contracts/i18n';

// What the receipt's PDF says, in each language an order is placed in.
const en = {
  'receipt.title': 'Maple Market receipt',
  'receipt.order': 'Order #{{number}}',
  'receipt.paid': 'Paid on {{date}}',
  'receipt.soldTo': 'Sold to',
  'receipt.deliveryTo': 'Delivery to',
  'receipt.deliveryDate': 'Delivery date: {{date}}',
  'receipt.item': 'Item',
  'receipt.quantity': 'Qty',
  'receipt.unitPrice': 'Unit price',
  'receipt.amount': 'Amount',
  'receipt.withOptions': '{{name}} ({{options}})',
  'receipt.sku': 'SKU {{sku}}',
  'receipt.subtotal': 'Subtotal',
  'receipt.shipping': 'Shipping',
  'receipt.taxLine': '{{name}} ({{rate}}%)',
  'receipt.tax': 'Sales tax',
  'receipt.total': 'Total (CAD)',
  'receipt.giftCard': 'Gift card …{{lastFour}}',
  'receipt.storeCredit': 'Store credit …{{lastFour}}',
  'receipt.card': 'Charged to the card',
  'receipt.registration': '{{tax}} registration no. {{number}}',
  'receipt.questions': 'Questions about this order? Write to us from the store’s Customer Service page, quoting order #{{number}}.',
};

const fr: typeof en = {
  'receipt.title': 'Reçu de Maple Market',
  'receipt.order': 'Commande n° {{number}}',
  'receipt.paid': 'Payée le {{date}}',
  'receipt.soldTo': 'Vendu à',
  'receipt.deliveryTo': 'Livraison à',
  'receipt.deliveryDate': 'Date de livraison : {{date}}',
  'receipt.item': 'Article',
  'receipt.quantity': 'Qté',
  'receipt.unitPrice': 'Prix unitaire',
  'receipt.amount': 'Montant',
  'receipt.withOptions': '{{name}} ({{options}})',
  'receipt.sku': 'UGS {{sku}}',
  'receipt.subtotal': 'Sous-total',
  'receipt.shipping': 'Livraison',
  'receipt.taxLine': '{{name}} ({{rate}} %)',
  'receipt.tax': 'Taxes de vente',
  'receipt.total': 'Total ($ CA)',
  'receipt.giftCard': 'Carte-cadeau …{{lastFour}}',
  'receipt.storeCredit': 'Crédit en magasin …{{lastFour}}',
  'receipt.card': 'Facturé à la carte',
  'receipt.registration': 'N° d’inscription à la {{tax}} : {{number}}',
  'receipt.questions':
    'Une question sur cette commande? Écrivez-nous de la page Service à la clientèle, en citant la commande n° {{number}}.',
};

export const receiptWords = bundledCatalogue('receipt', { en, fr });
