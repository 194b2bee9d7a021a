import { shopWords } from '@storefront/contracts/shop';
import type { French } from './i18n';
import type { en } from './messages';

// The shared words in French: a chunk of their own, fetched only when a page is in French.
const fr: French<typeof en> = {
  ...shopWords.catalogue.fr,
  'address.fullName': 'Nom complet',
  'address.street': 'Adresse',
  'address.apartment': 'Appartement, bureau ou unité (facultatif)',
  'address.city': 'Ville',
  'address.province': 'Province',
  'address.province.choose': 'Choisissez une province ou un territoire',
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
  'cart.chooseOptions': 'Choisir les options',
  'rating.label_one': 'Noté {{average}} sur 5 étoiles, {{count}} avis',
  'rating.label_other': 'Noté {{average}} sur 5 étoiles, {{count}} avis',
  'price.from': 'À partir de {{price}}',
  'price.sale': 'Prix soldé',
  'price.regular': 'Prix courant',
  'swatches.label': 'Couleurs',
  'swatches.more': 'Autres couleurs : {{count}}',
};
export default fr;
