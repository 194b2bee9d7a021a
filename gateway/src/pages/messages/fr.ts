import type { Translation } from '@storefront/contracts/i18n';
import { shopWords } from '@storefront/contracts/shop';
import type { en } from './en';

// French counts 0 and 1 in the singular (Intl.PluralRules chooses the form).
export const fr: Translation<typeof en> = {
  ...shopWords.catalogue.fr,
  'price.from': 'À partir de {{price}}',
  'category.description_one':
    'Magasinez dans la catégorie {{name}} chez Maple Market : {{count}} produit, avec livraison gratuite partout au Canada.',
  'category.description_other':
    'Magasinez dans la catégorie {{name}} chez Maple Market : {{count}} produits, avec livraison gratuite partout au Canada.',
};
