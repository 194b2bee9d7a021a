import { FRENCH_ORDER_STATUSES, type Language, type OrderStatus } from '@storefront/contracts';
import { SIGNATURE, hello } from './formats';
import type { Intent } from './intents';

/** The assistant's static answer to each intent, in English and in Canadian French (as a Quebec shop
 * writes it: the storefront's French page and button names, courriel, jours ouvrables). Every fact is
 * the shop's own: the earlier assistant's answers, the storefront's pages and buttons, and
 * what the services really allow (a shopper cancels an order that has not shipped; nothing else about a
 * placed order can be changed; no newsletter, no product reviews, no account deletion on the site).
 * For the intents the code acts on (order-status, cancel-order, refund-status, invoice) this is the
 * answer for a visitor who is not signed in; for human and complaint it is the fallback when no support
 * ticket could be opened; agree and decline are the answers when nothing had been proposed. */
export const ANSWERS: Record<Intent, Record<Language, string>> = {
  'order-status': {
    en: 'You can follow every order under Returns & Orders (/orders): it shows each order, its status and its delivery date. Log in and ask me again, and I will look up your latest order for you; ordered as a guest? Find my order (/find-order) emails you a link to it.',
    fr: 'Vous pouvez suivre toutes vos commandes sous Retours et commandes (/orders) : on y voit chaque commande, son statut et sa date de livraison. Connectez-vous et reposez-moi la question : je vérifierai votre dernière commande pour vous; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers celle-ci par courriel.',
  },
  'cancel-order': {
    en: 'An order can be cancelled until it ships: open it under Your Orders (/orders) and choose Cancel order, and anything you paid goes back to your card in full. Log in and ask me again, and I can cancel an order that is still waiting for payment for you; ordered as a guest? Sign in or create an account with the email you ordered with and confirm it (the order joins your account), or write to us through the contact form (/customer-service).',
    fr: 'Une commande peut être annulée tant qu’elle n’est pas expédiée : ouvrez-la sous Vos commandes (/orders) et choisissez Annuler la commande; tout montant payé est remboursé en entier sur votre carte. Connectez-vous et reposez-moi la question : je pourrai annuler pour vous une commande qui attend encore son paiement; vous avez commandé en tant qu’invité? Connectez-vous ou créez un compte avec le courriel utilisé pour la commande, puis confirmez-le (la commande s’ajoutera à votre compte), ou écrivez-nous au moyen du formulaire de contact (/customer-service).',
  },
  'cancellation-fee': {
    en: 'Cancelling costs nothing: an order that has not shipped yet can be cancelled from Your Orders (/orders) with Cancel order, and anything you paid goes back to your card in full. Once it has shipped it can no longer be cancelled, but returns are free within 30 days of delivery.',
    fr: 'L’annulation est sans frais : une commande qui n’est pas encore expédiée peut être annulée sous Vos commandes (/orders) avec Annuler la commande, et tout montant payé est remboursé en entier sur votre carte. Une fois expédiée, elle ne peut plus être annulée, mais les retours sont gratuits dans les 30 jours suivant la livraison.',
  },
  'change-order': {
    en: 'Sorry, once an order is placed its items, quantities, address and delivery date can no longer be changed. As long as it has not shipped, you can cancel it under Your Orders (/orders) with Cancel order (anything you paid goes back to your card in full) and order again; once it is delivered, returns are free within 30 days.',
    fr: 'Désolé, une fois la commande passée, on ne peut plus en modifier les articles, les quantités, l’adresse ni la date de livraison. Tant qu’elle n’est pas expédiée, vous pouvez l’annuler sous Vos commandes (/orders) avec Annuler la commande (tout montant payé est remboursé en entier sur votre carte), puis commander de nouveau; après la livraison, les retours sont gratuits pendant 30 jours.',
  },
  'shipping-address': {
    en: 'Your delivery addresses are under Your Addresses (/account/addresses): + Add Address, Edit, Remove, or Set as Default for the one checkout uses, and at checkout Change lets you pick another. We deliver to Canada, the USA, the UK and Australia. The address of an order already placed cannot be changed: if it has not shipped, cancel it under Your Orders (/orders) and order again with the right address.',
    fr: 'Vos adresses de livraison se trouvent sous Vos adresses (/account/addresses) : + Ajouter une adresse, Modifier, Supprimer, ou Définir par défaut pour celle qu’utilise la caisse; à la caisse, Modifier vous permet d’en choisir une autre. Nous livrons au Canada, aux États-Unis, au Royaume-Uni et en Australie. L’adresse d’une commande déjà passée ne peut pas être modifiée : si elle n’est pas expédiée, annulez-la sous Vos commandes (/orders) et commandez de nouveau avec la bonne adresse.',
  },
  'delivery-options': {
    en: 'Shipping is always free, with one delivery service: at checkout you pick one of the next five days, starting tomorrow (there is no express delivery or in-store pick-up). We deliver to Canada, the USA, the UK and Australia, and once your order ships, the carrier and tracking number show on it under Your Orders (/orders).',
    fr: 'La livraison est toujours gratuite, avec un seul service : à la caisse, vous choisissez l’un des cinq prochains jours, à partir de demain (nous n’offrons ni livraison express ni cueillette en magasin). Nous livrons au Canada, aux États-Unis, au Royaume-Uni et en Australie, et dès que votre commande est expédiée, le transporteur et le numéro de suivi s’affichent sous Vos commandes (/orders).',
  },
  'delivery-time': {
    en: 'An order usually takes 2-3 business days at most. At checkout you choose your delivery day among the next five days, starting tomorrow, and shipping is always free.',
    fr: 'Une commande prend habituellement 2 à 3 jours ouvrables au plus. À la caisse, vous choisissez votre jour de livraison parmi les cinq prochains jours, à partir de demain, et la livraison est toujours gratuite.',
  },
  returns: {
    en: 'Returns are free within 30 days of delivery: open the order under Returns & Orders (/orders), choose Return items and the items to send back, and we email you a return number and a free return label to drop off at any Canada Post outlet. Refunds go back to your card within 5-10 business days of the return reaching us; to swap an item, return it and order the one you want.',
    fr: 'Les retours sont gratuits dans les 30 jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders), choisissez Retourner des articles puis les articles à renvoyer, et nous vous envoyons par courriel un numéro de retour et une étiquette de retour gratuite; déposez le colis dans n’importe quel comptoir de Postes Canada. Le remboursement est versé sur votre carte dans un délai de 5 à 10 jours ouvrables après la réception du retour; pour échanger un article, retournez-le et commandez celui que vous voulez.',
  },
  refund: {
    en: 'Refunds always go back to the card you paid with: for a return, once the parcel reaches us; for a paid order you cancel before it ships, in full. They usually show on your statement within 5-10 business days; to send items back, open the order under Returns & Orders (/orders) within 30 days of delivery and choose Return items.',
    fr: 'Les remboursements sont toujours versés sur la carte utilisée pour le paiement : pour un retour, dès que le colis nous parvient; pour une commande payée que vous annulez avant son expédition, en entier. Ils paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables; pour renvoyer des articles, ouvrez la commande sous Retours et commandes (/orders) dans les 30 jours suivant la livraison et choisissez Retourner des articles.',
  },
  'refund-status': {
    en: 'Log in and ask me "where is my refund?" and I will look it up; each order also shows its returns and refunds when you open it under Returns & Orders (/orders). Refunds go back to your card within 5-10 business days of the return reaching us; ordered as a guest? Find my order (/find-order) emails you a link to your order.',
    fr: 'Connectez-vous et demandez-moi « où en est mon remboursement? » : je vérifierai pour vous; chaque commande affiche aussi ses retours et remboursements quand vous l’ouvrez sous Retours et commandes (/orders). Le remboursement est versé sur votre carte dans un délai de 5 à 10 jours ouvrables après la réception du retour; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers votre commande par courriel.',
  },
  invoice: {
    en: 'We email your receipt as soon as an order is paid, and every order is under Returns & Orders (/orders) with View Details. Log in and ask me again, and I will send you the receipt of your latest paid order once more; ordered as a guest? Find my order (/find-order) emails you a link to your order.',
    fr: 'Nous vous envoyons votre reçu par courriel dès qu’une commande est payée, et chaque commande se trouve sous Retours et commandes (/orders) avec Voir les détails. Connectez-vous et reposez-moi la question : je vous renverrai le reçu de votre dernière commande payée; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers votre commande par courriel.',
  },
  'payment-methods': {
    en: "We take Visa, Mastercard and American Express, in Canadian dollars, on our payment provider's secure page (Stripe); we never see or store your card. Payment is by card only: we don't take PayPal, gift cards or payment in instalments.",
    fr: 'Nous acceptons Visa, Mastercard et American Express, en dollars canadiens, sur la page sécurisée de notre fournisseur de paiement (Stripe); nous ne voyons ni ne conservons jamais votre carte. Le paiement se fait par carte seulement : nous n’acceptons ni PayPal, ni cartes-cadeaux, ni paiements échelonnés.',
  },
  'payment-problem': {
    en: 'If a payment did not go through, nothing was charged and your order waits for you: open Your Orders (/orders) and choose Proceed to Checkout to try again (for an order whose payment failed, Buy Again puts the same items in a new order). Two charges for one order? An attempt that did not go through can show as a pending charge for a few days and then drop off; if both stay, send us the order number through the contact form (/customer-service).',
    fr: 'Si un paiement n’est pas passé, rien ne vous a été facturé et votre commande vous attend : ouvrez Vos commandes (/orders) et choisissez Passer à la caisse pour réessayer (pour une commande dont le paiement a été refusé, Acheter de nouveau remet les mêmes articles dans une nouvelle commande). Facturé deux fois pour une même commande? Une tentative refusée peut paraître comme une transaction en attente pendant quelques jours, puis disparaître; si les deux restent, envoyez-nous le numéro de commande au moyen du formulaire de contact (/customer-service).',
  },
  'place-order': {
    en: "Add what you want to your cart, open your cart (/cart) and choose Proceed to Checkout; pick a delivery day, choose Place your order, and pay by card on our payment provider's secure page. No account needed: choose Continue as guest and give your email, and we email your receipt with a link to follow your order.",
    fr: 'Ajoutez ce que vous voulez à votre panier, ouvrez votre panier (/cart) et choisissez Passer à la caisse; choisissez un jour de livraison et Passer la commande, puis payez par carte sur la page sécurisée de notre fournisseur de paiement. Pas besoin de compte : choisissez Continuer en tant qu’invité et indiquez votre courriel, et nous vous enverrons votre reçu avec un lien pour suivre votre commande.',
  },
  'create-account': {
    en: 'Choose Register at the top of the page (/register) and fill in Username, Email and a Password of at least 8 characters; we then email you a link to confirm your address. If it says an account with this email already exists, log in instead, or use Forgot your password? on the Login page (/login).',
    fr: 'Choisissez Créer un compte en haut de la page (/register) et remplissez Nom d’utilisateur, Courriel et un Mot de passe d’au moins 8 caractères; nous vous envoyons ensuite par courriel un lien pour confirmer votre adresse. Si on vous indique qu’un compte existe déjà avec ce courriel, connectez-vous plutôt, ou utilisez Mot de passe oublié? sur la page Connexion (/login).',
  },
  'edit-account': {
    en: 'Your Account (/account) has it all: Edit Profile for your name and shipping details, Change Password (you need your current password), and Your Addresses for delivery addresses and their phone numbers. Your email is your login and cannot be changed on the site; the language you pick in the footer is kept on your account for the store and our emails.',
    fr: 'Tout se trouve dans Votre compte (/account) : Modifier le profil pour votre nom et vos coordonnées de livraison, Changer le mot de passe (il vous faut votre mot de passe actuel) et Vos adresses pour vos adresses de livraison et leurs numéros de téléphone. Votre courriel sert à vous connecter et ne peut pas être modifié sur le site; la langue choisie au bas de la page est gardée dans votre compte, pour la boutique comme pour nos courriels.',
  },
  'switch-account': {
    en: "To use another account, choose Logout in the account menu, then Login with the other account's email and password. There is just one kind of shopper account, so there is no account type to switch to.",
    fr: 'Pour utiliser un autre compte, choisissez Se déconnecter dans le menu du compte, puis Se connecter avec le courriel et le mot de passe de l’autre compte. Il n’existe qu’un seul type de compte client : il n’y a donc pas de type de compte à changer.',
  },
  'sign-in': {
    en: 'To reset your password, choose Forgot your password? on the Login page (/login): we email you a link to choose a new one. Locked out after too many tries? Wait 15 minutes, or send us a message from the contact form (/customer-service) and we will help you get back in.',
    fr: 'Pour réinitialiser votre mot de passe, choisissez Mot de passe oublié? sur la page Connexion (/login) : nous vous enverrons par courriel un lien pour en choisir un nouveau. Compte bloqué après trop de tentatives? Attendez 15 minutes, ou écrivez-nous au moyen du formulaire de contact (/customer-service) et nous vous aiderons à y accéder de nouveau.',
  },
  'delete-account': {
    en: "Sorry, an account can't be closed from the site. To ask us to close it or remove your personal data, send us a message through the contact form (/customer-service) with your account's email, and our team will reply by email within one business day.",
    fr: 'Désolé, il n’est pas possible de fermer un compte à partir du site. Pour nous demander de le fermer ou de supprimer vos renseignements personnels, écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le courriel de votre compte : notre équipe vous répondra par courriel en un jour ouvrable.',
  },
  review: {
    en: "Our product pages don't take reviews or ratings, but we'd love to hear what you think: send us your feedback through the contact form (/customer-service).",
    fr: 'Nos pages de produits n’accueillent pas d’avis ni de notes, mais nous aimerions beaucoup connaître votre opinion : faites-nous part de vos commentaires au moyen du formulaire de contact (/customer-service).',
  },
  complaint: {
    en: "I'm sorry to hear that, and I couldn't pass it to our team from here just now. Please tell us what happened through the contact form (/customer-service), with your order number if it is about an order, and we will reply by email within one business day; or call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern).",
    fr: 'Je suis désolé de l’apprendre, et je n’ai pas pu transmettre votre plainte à notre équipe pour le moment. Racontez-nous ce qui s’est passé au moyen du formulaire de contact (/customer-service), avec votre numéro de commande s’il s’agit d’une commande, et nous vous répondrons par courriel en un jour ouvrable; vous pouvez aussi nous appeler au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est).',
  },
  human: {
    en: "I couldn't reach our team from here just now. Send us a message through the contact form (/customer-service) and a person will reply by email within one business day, or call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern).",
    fr: 'Je n’ai pas pu joindre notre équipe pour le moment. Écrivez-nous au moyen du formulaire de contact (/customer-service) et une personne vous répondra par courriel en un jour ouvrable, ou appelez-nous au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est).',
  },
  contact: {
    en: 'You can send us a message through the contact form (/customer-service): we answer by email within one business day. You can also call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern) or write to us at 100 Queen Street West, Toronto, ON M5H 2N2.',
    fr: 'Vous pouvez nous écrire au moyen du formulaire de contact (/customer-service) : nous répondons par courriel en un jour ouvrable. Vous pouvez aussi nous appeler au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est) ou nous écrire au 100, rue Queen Ouest, Toronto (Ontario)  M5H 2N2.',
  },
  newsletter: {
    en: "We don't have a newsletter and don't send promotional emails: we only email you about your account and your orders (receipts, shipping, returns and refunds). To keep an eye on products you like, add them to your WishList.",
    fr: 'Nous n’avons pas d’infolettre et n’envoyons pas de courriels promotionnels : nous vous écrivons seulement au sujet de votre compte et de vos commandes (reçus, expédition, retours et remboursements). Pour garder l’œil sur les produits qui vous plaisent, ajoutez-les à votre liste de souhaits.',
  },
  tax: {
    en: 'Prices are shown before tax. At checkout we add the sales tax of the province you ship to: HST of 13% in Ontario, 14% in Nova Scotia and 15% in New Brunswick, Newfoundland and Labrador and PEI; 5% GST elsewhere, plus PST in British Columbia (7%), Saskatchewan (6%) and Manitoba (7% RST) and QST in Quebec (9.975%). Orders shipped outside Canada pay no Canadian tax.',
    fr: 'Les prix sont affichés avant taxes. À la caisse, nous ajoutons la taxe de vente de la province de livraison : TVH de 13 % en Ontario, de 14 % en Nouvelle-Écosse et de 15 % au Nouveau-Brunswick, à Terre-Neuve-et-Labrador et à l’Île-du-Prince-Édouard; TPS de 5 % ailleurs, plus la TVP en Colombie-Britannique (7 %), en Saskatchewan (6 %) et au Manitoba (TVD de 7 %), et la TVQ au Québec (9,975 %). Aucune taxe canadienne ne s’applique aux commandes livrées hors du Canada.',
  },
  'product-question': {
    en: "Each product's page shows its description, its price and whether it is in stock (In Stock, Only 3 left, or Out of Stock), and the search box finds products by name or kind. I can't see more than the page says (sizes, materials, restock dates): for that, send us a message through the contact form (/customer-service) and a person will answer within one business day.",
    fr: 'La page de chaque produit en donne la description, le prix et la disponibilité (En stock, Plus que 3 en stock ou En rupture de stock), et la zone de recherche trouve les produits par nom ou par genre. Je ne vois rien de plus que ce que dit la page (tailles, matières, dates de retour en stock) : pour cela, écrivez-nous au moyen du formulaire de contact (/customer-service), une personne vous répondra en un jour ouvrable.',
  },
  promotions: {
    en: "The price on each product's page is what you pay before tax, and shipping is always free. We don't have promo codes, coupons, gift cards, gift wrapping or price matching at the moment; for a bulk or business order, write to us through the contact form (/customer-service).",
    fr: 'Le prix affiché sur la page de chaque produit est celui que vous payez avant taxes, et la livraison est toujours gratuite. Nous n’offrons pour le moment ni codes promo, ni coupons, ni cartes-cadeaux, ni emballage-cadeau, ni appariement de prix; pour une commande en grande quantité ou d’entreprise, écrivez-nous au moyen du formulaire de contact (/customer-service).',
  },
  greeting: {
    en: "Hello! I'm the Maple Market assistant. Ask me about your order, delivery, returns and refunds, payment, your account or GST/HST.",
    fr: 'Bonjour! Je suis l’assistant de Maple Market. Posez-moi vos questions sur votre commande, la livraison, les retours et remboursements, le paiement, votre compte ou la TPS/TVH.',
  },
  thanks: {
    en: "You're welcome! Anything else, just ask. Have a great day.",
    fr: 'Avec plaisir! Pour toute autre question, je suis là. Bonne journée!',
  },
  agree: {
    en: 'Sure! What would you like me to help with: your order, delivery, returns and refunds, payment or your account?',
    fr: 'Bien sûr! Avec quoi puis-je vous aider : votre commande, la livraison, les retours et remboursements, le paiement ou votre compte?',
  },
  decline: {
    en: 'No problem. If there is anything else I can help with, just ask.',
    fr: 'Pas de problème. Si je peux vous aider avec autre chose, n’hésitez pas à me le demander.',
  },
  'out-of-scope': {
    en: "Sorry, that's not something I can help with here. I can help with your orders, delivery, returns and refunds, payment, your account and GST/HST.",
    fr: 'Désolé, je ne peux pas vous aider avec cela ici. Je peux vous aider avec vos commandes, la livraison, les retours et remboursements, le paiement, votre compte et la TPS/TVH.',
  },
};

const PHONE: Record<Language, string> = {
  en: '1-800-555-0199 (Monday to Friday, 9 to 5 Eastern)',
  fr: '1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est)',
};

/** Asks the signed-in shopper to confirm, yes or no, that their unpaid order should be cancelled. */
export const confirmCancel = (orderNumber: string): Record<Language, string> => ({
  en: `Do you want me to cancel order ${orderNumber}? It has not been paid, so nothing will be charged. Answer yes to cancel it, or no to keep it.`,
  fr: `Voulez-vous que j’annule la commande ${orderNumber}? Elle n’a pas été payée : rien ne vous sera facturé. Répondez oui pour l’annuler, ou non pour la garder.`,
});

/** After "yes": the unpaid order is cancelled (the orders service mails the cancellation). */
export const cancelled = (orderNumber: string): Record<Language, string> => ({
  en: `Done: order ${orderNumber} is cancelled. You were not charged for it, so there is nothing to refund, and we have emailed you a confirmation.`,
  fr: `C’est fait : la commande ${orderNumber} est annulée. Elle ne vous a pas été facturée, il n’y a donc rien à rembourser; nous vous avons envoyé une confirmation par courriel.`,
});

/** After "no": the order stays as it is. */
export const keptOrder = (orderNumber: string): Record<Language, string> => ({
  en: `All right, I have left order ${orderNumber} as it is. Anything else I can help with?`,
  fr: `Très bien, je n’ai pas touché à la commande ${orderNumber}. Puis-je vous aider avec autre chose?`,
});

/** The order cannot be cancelled from the chat in its status: what the shopper can do instead. */
export function cannotCancel(orderNumber: string, status: OrderStatus): Record<Language, string> {
  const fr = `« ${FRENCH_ORDER_STATUSES[status] ?? status} »`;
  switch (status) {
    case 'Cancelled':
      return {
        en: `Order ${orderNumber} is already cancelled. If you had paid for it, the refund to your card shows on the order under Your Orders (/orders).`,
        fr: `La commande ${orderNumber} est déjà annulée. Si vous l’aviez payée, le remboursement sur votre carte s’affiche dans la commande, sous Vos commandes (/orders).`,
      };
    case 'Paid':
    case 'Backordered':
      return {
        en: `Order ${orderNumber} is already paid, so I can't cancel it from the chat, but you can while it has not shipped: open it under Your Orders (/orders) and choose Cancel order, and what you paid goes back to your card in full.`,
        fr: `La commande ${orderNumber} est déjà payée : je ne peux pas l’annuler ici, mais vous le pouvez tant qu’elle n’est pas expédiée. Ouvrez-la sous Vos commandes (/orders) et choisissez Annuler la commande : le montant payé sera remboursé en entier sur votre carte.`,
      };
    case 'Payment Review':
      return {
        en: `Our team is checking the payment of order ${orderNumber} with the payment provider, so I can't cancel it from here. Write to us through the contact form (/customer-service) with the order number and we will take care of it.`,
        fr: `Notre équipe vérifie le paiement de la commande ${orderNumber} auprès du fournisseur de paiement : je ne peux donc pas l’annuler ici. Écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro de commande, et nous nous en occuperons.`,
      };
    case 'Shipped':
      return {
        en: `Order ${orderNumber} has shipped and can no longer be cancelled. Once it is delivered, returns are free within 30 days: open it under Your Orders (/orders) and choose Return items.`,
        fr: `La commande ${orderNumber} a été expédiée et ne peut plus être annulée. Une fois livrée, les retours sont gratuits pendant 30 jours : ouvrez-la sous Vos commandes (/orders) et choisissez Retourner des articles.`,
      };
    case 'Delivered':
    case 'Partially Refunded':
      return {
        en: `Order ${orderNumber} has been delivered, so it can no longer be cancelled. Returns are free within 30 days of delivery: open it under Your Orders (/orders) and choose Return items.`,
        fr: `La commande ${orderNumber} a été livrée : elle ne peut donc plus être annulée. Les retours sont gratuits dans les 30 jours suivant la livraison : ouvrez-la sous Vos commandes (/orders) et choisissez Retourner des articles.`,
      };
    case 'Return Requested':
    case 'Return Received':
    case 'Refunded':
      return {
        en: `Order ${orderNumber} has shipped and can no longer be cancelled; it already has a return or refund, which you can follow under Your Orders (/orders).`,
        fr: `La commande ${orderNumber} a été expédiée et ne peut plus être annulée; elle fait déjà l’objet d’un retour ou d’un remboursement, que vous pouvez suivre sous Vos commandes (/orders).`,
      };
    default:
      return {
        en: `Order ${orderNumber} has the status "${status}", so I can't cancel it from here. Open it under Your Orders (/orders), or write to us through the contact form (/customer-service).`,
        fr: `La commande ${orderNumber} a le statut ${fr} : je ne peux donc pas l’annuler ici. Ouvrez-la sous Vos commandes (/orders), ou écrivez-nous au moyen du formulaire de contact (/customer-service).`,
      };
  }
}

/** The signed-in shopper has no unpaid order to cancel. */
export const noOrderToCancel: Record<Language, string> = {
  en: "I can't find an order waiting for payment on your account to cancel. A paid order that has not shipped can be cancelled under Your Orders (/orders) with Cancel order (what you paid goes back to your card in full); once delivered, returns are free within 30 days.",
  fr: 'Je ne trouve dans votre compte aucune commande en attente de paiement à annuler. Une commande payée mais pas encore expédiée peut être annulée sous Vos commandes (/orders) avec Annuler la commande (le montant payé est remboursé en entier sur votre carte); une fois livrée, les retours sont gratuits pendant 30 jours.',
};

/** The quoted order is not on the shopper's account (says nothing of whether it exists). */
export const orderNotFound = (orderNumber: string): Record<Language, string> => ({
  en: `I can't find order ${orderNumber} on your account. Check the number in your receipt email, or see all your orders under Your Orders (/orders); for an order placed as a guest, Find my order (/find-order) emails a link to the address it was placed with.`,
  fr: `Je ne trouve pas la commande ${orderNumber} dans votre compte. Vérifiez le numéro dans le courriel de votre reçu, ou consultez toutes vos commandes sous Vos commandes (/orders); pour une commande passée en tant qu’invité, Retrouver ma commande (/find-order) envoie un lien à l’adresse courriel utilisée pour la commande.`,
});

/** The receipt of the shopper's order was mailed again. */
export const receiptResent = (orderNumber: string, email: string): Record<Language, string> => ({
  en: `I have sent the receipt for order ${orderNumber} again to ${email}. Not there in a few minutes? Check your spam folder; the order is also under Your Orders (/orders).`,
  fr: `Je vous ai renvoyé le reçu de la commande ${orderNumber} à ${email}. Toujours rien dans quelques minutes? Vérifiez vos courriels indésirables; la commande se trouve aussi sous Vos commandes (/orders).`,
});

/** The receipt was sent again several times in the last hour: not once more (a mailbox is not flooded). */
export const receiptSentOften = (orderNumber: string, email: string): Record<Language, string> => ({
  en: `I have already sent the receipt for order ${orderNumber} to ${email} several times in the last hour, so I won't send it again just now. Please check your spam folder; the order is also under Your Orders (/orders).`,
  fr: `J’ai déjà envoyé plusieurs fois le reçu de la commande ${orderNumber} à ${email} au cours de la dernière heure : je ne le renverrai donc pas tout de suite. Vérifiez vos courriels indésirables; la commande se trouve aussi sous Vos commandes (/orders).`,
});

/** The shopper has no paid order, so there is no receipt to send. */
export const noPaidOrder: Record<Language, string> = {
  en: "I can't find a paid order on your account, so there is no receipt to send yet: we email the receipt as soon as an order is paid. An order waiting for payment shows Proceed to Checkout under Your Orders (/orders).",
  fr: 'Je ne trouve aucune commande payée dans votre compte : il n’y a donc pas encore de reçu à envoyer, puisque nous l’envoyons par courriel dès qu’une commande est payée. Une commande en attente de paiement affiche Passer à la caisse sous Vos commandes (/orders).',
};

/** "Talk to a person": a ticket was opened for the signed-in shopper. */
export const ticketOpened = (ticketNumber: string): Record<Language, string> => ({
  en: `I have passed your request to our team as ticket ${ticketNumber}: a person will reply by email, to your account's address, within one business day.`,
  fr: `J’ai transmis votre demande à notre équipe sous le numéro ${ticketNumber} : une personne vous répondra par courriel, à l’adresse de votre compte, en un jour ouvrable.`,
});

/** A complaint: a ticket was opened for the signed-in shopper. */
export const ticketOpenedComplaint = (ticketNumber: string): Record<Language, string> => ({
  en: `I'm sorry about this. I have passed your complaint to our team as ticket ${ticketNumber}: a person will look into it and reply by email, to your account's address, within one business day.`,
  fr: `Je suis désolé de la situation. J’ai transmis votre plainte à notre équipe sous le numéro ${ticketNumber} : une personne l’examinera et vous répondra par courriel, à l’adresse de votre compte, en un jour ouvrable.`,
});

/** A ticket was opened for a visitor who is not signed in: we have no email to reply to. */
export const ticketNeedsEmail = (ticketNumber: string): Record<Language, string> => ({
  en: `I have opened ticket ${ticketNumber} for our team, but as you are not signed in I have no email to reply to. Send us a message through the contact form (/customer-service) quoting ${ticketNumber}, or call ${PHONE.en}.`,
  fr: `J’ai ouvert la demande ${ticketNumber} pour notre équipe, mais comme vous n’êtes pas connecté, je n’ai pas de courriel où vous répondre. Écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro ${ticketNumber}, ou appelez-nous au ${PHONE.fr}.`,
});

/** When the message was not understood. */
export const UNKNOWN: Record<Language, string> = {
  en: "I'm sorry, I don't know the answer to that. Please send us a message through our contact form (/customer-service) and our team will reply by email.",
  fr: 'Désolé, je n’ai pas la réponse à cette question. Écrivez-nous au moyen de notre formulaire de contact (/customer-service) : notre équipe vous répondra par courriel.',
};

/** The mail that acknowledges a ticket to the signed-in shopper's email, in the page's language. */
export function ticketAcknowledgement(ticketNumber: string, language: Language): { subject: string; text: string } {
  if (language === 'fr') {
    return {
      subject: `Votre demande Maple Market ${ticketNumber}`,
      text: [
        hello('fr', ''),
        '',
        `Nous avons bien reçu la demande que vous avez faite dans le clavardage, sous le numéro ${ticketNumber}. Une personne de notre équipe vous répondra à cette adresse en un jour ouvrable.`,
        '',
        `Pour ajouter quelque chose, écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro ${ticketNumber}, ou appelez-nous au ${PHONE.fr}.`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: `Your Maple Market request ${ticketNumber}`,
    text: [
      hello('en', ''),
      '',
      `We have received the request you made in our chat, as ticket ${ticketNumber}. A person from our team will reply to this address within one business day.`,
      '',
      `To add anything, write to us through the contact form (/customer-service) quoting ${ticketNumber}, or call ${PHONE.en}.`,
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}
