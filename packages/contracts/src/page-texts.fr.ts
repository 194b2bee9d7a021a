import type { Translation } from './i18n';
import type { en } from './page-texts';

// The store pages' titles and descriptions in Canadian French.

export const fr: Translation<typeof en> = {
  'home.title': 'Accueil',
  'search.title': 'Résultats de recherche',
  'products.title': 'Produits',
  'products.description':
    'Tous les produits de Maple Market : électronique, vêtements, articles d’hiver et plus encore, avec livraison gratuite partout au Canada.',
  'category.title': 'Catégorie',
  'product.title': 'Produit',
  'uploadProduct.title': 'Ajouter un produit',
  'uploadProduct.signIn': 'Veuillez vous connecter',
  'uploadProduct.refusal': 'Seuls les administrateurs peuvent ajouter des produits. Vous êtes connecté avec un compte client.',
  'backOffice.title': 'Administration',
  'backOffice.signIn': 'Veuillez vous connecter pour accéder à l’administration',
  'backOffice.refusal': 'Seuls les administrateurs ont accès à l’administration.',
  'register.title': 'Créer un compte',
  'login.title': 'Connexion',
  'forgotPassword.title': 'Mot de passe oublié?',
  'resetPassword.title': 'Choisir un nouveau mot de passe',
  'verifyEmail.title': 'Confirmer votre courriel',
  'reviewInvitations.title': 'Invitations à donner votre avis',
  'account.title': 'Votre compte',
  'profile.title': 'Votre profil',
  'changePassword.title': 'Changer le mot de passe',
  'addresses.title': 'Vos adresses',
  'paymentMethods.title': 'Modes de paiement',
  'addAddress.title': 'Ajouter une adresse',
  'editAddress.title': 'Modifier l’adresse',
  'wishlist.title': 'Liste de souhaits',
  'history.title': 'Historique de navigation',
  'cart.title': 'Panier',
  'checkout.title': 'Paiement sécurisé',
  'paymentSuccess.title': 'Paiement réussi',
  'paymentCancelled.title': 'Paiement annulé',
  'orders.title': 'Vos commandes',
  'orderDetail.title': 'Détails de la commande',
  'findOrder.title': 'Retrouver ma commande',
  'buyAgain.title': 'Acheter de nouveau',
  'customerService.title': 'Service à la clientèle',
  'customerService.description':
    'De l’aide pour vos commandes, la livraison, les retours et les remboursements chez Maple Market, et comment nous joindre.',
  'notFound.title': 'Page introuvable',
  'productNotFound.title': 'Produit introuvable',
  'orderNotFound.title': 'Commande introuvable',
  'store.description':
    'Maple Market : électronique, vêtements, articles d’hiver et plus encore, avec livraison gratuite partout au Canada.',
};
