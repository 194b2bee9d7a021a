import { shopWords } from '@storefront/contracts/shop';
import type { Translation } from '@storefront/contracts/i18n';
import type { en } from './en';

// What the support service says to shoppers, in Canadian French, as a Quebec shop writes it: the
// storefront's French page and button names, courriel, jours ouvrables.

export const fr: Translation<typeof en> = {
  'answer.order-status':
    'Vous pouvez suivre toutes vos commandes sous Retours et commandes (/orders) : on y voit chaque commande, son statut et sa date de livraison. Connectez-vous et reposez-moi la question : je vérifierai votre dernière commande pour vous; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers celle-ci par courriel.',
  'answer.cancel-order':
    'Une commande peut être annulée tant qu’elle n’est pas expédiée : ouvrez-la sous Vos commandes (/orders) et choisissez Annuler la commande; tout montant payé est remboursé en entier sur votre carte. Connectez-vous et reposez-moi la question : je pourrai annuler pour vous une commande qui attend encore son paiement; vous avez commandé en tant qu’invité? Connectez-vous ou créez un compte avec le courriel utilisé pour la commande, puis confirmez-le (la commande s’ajoutera à votre compte), ou écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'answer.cancellation-fee':
    'L’annulation est sans frais : une commande qui n’est pas encore expédiée peut être annulée sous Vos commandes (/orders) avec Annuler la commande, et tout montant payé est remboursé en entier sur votre carte. Une fois expédiée, elle ne peut plus être annulée, mais les retours sont gratuits dans les 30 jours suivant la livraison.',
  'answer.change-order':
    'Désolé, une fois la commande passée, on ne peut plus en modifier les articles, les quantités, l’adresse ni la date de livraison. Tant qu’elle n’est pas expédiée, vous pouvez l’annuler sous Vos commandes (/orders) avec Annuler la commande (tout montant payé est remboursé en entier sur votre carte), puis commander de nouveau; après la livraison, les retours sont gratuits pendant 30 jours.',
  'answer.shipping-address':
    'Vos adresses de livraison se trouvent sous Vos adresses (/account/addresses) : + Ajouter une adresse, Modifier, Supprimer, ou Définir par défaut pour celle qu’utilise la caisse; à la caisse, Modifier vous permet d’en choisir une autre. Nous livrons partout au Canada, et seulement au Canada. L’adresse d’une commande déjà passée ne peut pas être modifiée : si elle n’est pas expédiée, annulez-la sous Vos commandes (/orders) et commandez de nouveau avec la bonne adresse.',
  'answer.delivery-options':
    'La livraison est toujours gratuite, avec un seul service : à la caisse, vous choisissez l’un des cinq prochains jours, à partir de demain (nous n’offrons ni livraison express ni cueillette en magasin). Nous livrons partout au Canada, et seulement au Canada; dès que votre commande est expédiée, le transporteur et le numéro de suivi s’affichent sous Vos commandes (/orders).',
  'answer.delivery-time':
    'Vous choisissez le jour vous-même : à la caisse, vous choisissez votre jour de livraison parmi les cinq prochains jours, à partir de demain, et la commande arrive ce jour-là. La livraison est toujours gratuite.',
  'answer.returns':
    'Les retours sont gratuits dans les 30 jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders), choisissez Retourner des articles puis les articles à renvoyer, et nous vous envoyons par courriel un numéro de retour et une étiquette de retour gratuite; déposez le colis dans n’importe quel comptoir de Postes Canada. Le remboursement est versé sur votre carte dans un délai de 5 à 10 jours ouvrables après la réception du retour; pour échanger un article, retournez-le et commandez celui que vous voulez.',
  'answer.refund':
    'Les remboursements sont toujours versés sur la carte utilisée pour le paiement : pour un retour, dès que le colis nous parvient; pour une commande payée que vous annulez avant son expédition, en entier. Ils paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables; pour renvoyer des articles, ouvrez la commande sous Retours et commandes (/orders) dans les 30 jours suivant la livraison et choisissez Retourner des articles.',
  'answer.refund-status':
    'Connectez-vous et demandez-moi « où en est mon remboursement? » : je vérifierai pour vous; chaque commande affiche aussi ses retours et remboursements quand vous l’ouvrez sous Retours et commandes (/orders). Le remboursement est versé sur votre carte dans un délai de 5 à 10 jours ouvrables après la réception du retour; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers votre commande par courriel.',
  'answer.invoice':
    'Nous vous envoyons votre reçu par courriel dès qu’une commande est payée, et chaque commande se trouve sous Retours et commandes (/orders) avec Voir les détails. Connectez-vous et reposez-moi la question : je vous renverrai le reçu de votre dernière commande payée; vous avez commandé en tant qu’invité? Retrouver ma commande (/find-order) vous envoie un lien vers votre commande par courriel.',
  'answer.payment-methods':
    'Nous acceptons Visa, Mastercard et American Express, en dollars canadiens, sur la page sécurisée de notre fournisseur de paiement (Stripe); nous ne voyons ni ne conservons jamais votre carte. Nos cartes-cadeaux et votre crédit en magasin paient aussi, tout ou partie d’une commande (le reste par carte); nous n’acceptons ni PayPal ni paiements échelonnés.',
  'answer.payment-problem':
    'Si un paiement n’est pas passé, rien ne vous a été facturé et votre commande vous attend : ouvrez Vos commandes (/orders) et choisissez Passer à la caisse pour réessayer (pour une commande dont le paiement a été refusé, Acheter de nouveau remet les mêmes articles dans une nouvelle commande). Facturé deux fois pour une même commande? Une tentative refusée peut paraître comme une transaction en attente pendant quelques jours, puis disparaître; si les deux restent, envoyez-nous le numéro de commande au moyen du formulaire de contact (/customer-service).',
  'answer.place-order':
    'Ajoutez ce que vous voulez à votre panier, ouvrez votre panier (/cart) et choisissez Passer à la caisse; choisissez un jour de livraison et Passer la commande, puis payez par carte sur la page sécurisée de notre fournisseur de paiement. Pas besoin de compte : choisissez Continuer en tant qu’invité et indiquez votre courriel, et nous vous enverrons votre reçu avec un lien pour suivre votre commande.',
  'answer.create-account':
    'Choisissez Créer un compte en haut de la page (/register) et remplissez Nom d’utilisateur, Courriel et un Mot de passe d’au moins 8 caractères; nous vous envoyons ensuite par courriel un lien pour confirmer votre adresse. Si on vous indique qu’un compte existe déjà avec ce courriel, connectez-vous plutôt, ou utilisez Mot de passe oublié? sur la page Connexion (/login).',
  'answer.edit-account':
    'Tout se trouve dans Votre compte (/account) : Modifier le profil pour votre nom et vos coordonnées de livraison, Changer le mot de passe (il vous faut votre mot de passe actuel) et Vos adresses pour vos adresses de livraison et leurs numéros de téléphone. Votre courriel sert à vous connecter et ne peut pas être modifié sur le site; la langue choisie au bas de la page est gardée dans votre compte, pour la boutique comme pour nos courriels.',
  'answer.switch-account':
    'Pour utiliser un autre compte, choisissez Se déconnecter dans le menu du compte, puis Se connecter avec le courriel et le mot de passe de l’autre compte. Il n’existe qu’un seul type de compte client : il n’y a donc pas de type de compte à changer.',
  'answer.sign-in':
    'Pour réinitialiser votre mot de passe, choisissez Mot de passe oublié? sur la page Connexion (/login) : nous vous enverrons par courriel un lien pour en choisir un nouveau. Compte bloqué après trop de tentatives? Attendez 15 minutes, ou écrivez-nous au moyen du formulaire de contact (/customer-service) et nous vous aiderons à y accéder de nouveau.',
  'answer.delete-account':
    'Désolé, il n’est pas possible de fermer un compte à partir du site. Pour nous demander de le fermer ou de supprimer vos renseignements personnels, écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le courriel de votre compte : notre équipe vous répondra par courriel en un jour ouvrable.',
  'answer.review':
    'Une fois une commande livrée, vous pouvez donner votre avis sur ce qu’elle contenait : ouvrez la page du produit, allez à Avis des clients et choisissez Rédiger un avis (nous vous envoyons aussi un lien par courriel après la livraison). Donnez-lui de 1 à 5 étoiles, et un titre et quelques mots si vous le souhaitez, en français ou en anglais. Notre équipe lit chaque avis avant sa parution; vous pouvez modifier ou supprimer le vôtre sur la même page. Seuls les clients qui ont acheté et reçu un produit peuvent donner leur avis.',
  'answer.complaint':
    'Je suis désolé de l’apprendre, et je n’ai pas pu transmettre votre plainte à notre équipe pour le moment. Racontez-nous ce qui s’est passé au moyen du formulaire de contact (/customer-service), avec votre numéro de commande s’il s’agit d’une commande, et nous vous répondrons par courriel en un jour ouvrable; vous pouvez aussi nous appeler au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est).',
  'answer.human':
    'Je n’ai pas pu joindre notre équipe pour le moment. Écrivez-nous au moyen du formulaire de contact (/customer-service) et une personne vous répondra par courriel en un jour ouvrable, ou appelez-nous au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est).',
  'answer.contact':
    'Vous pouvez nous écrire au moyen du formulaire de contact (/customer-service) : nous répondons par courriel en un jour ouvrable. Vous pouvez aussi nous appeler au 1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est) ou nous écrire au 100, rue Queen Ouest, Toronto (Ontario)  M5H 2N2.',
  'answer.newsletter':
    'Nous n’avons pas d’infolettre et n’envoyons pas de courriels promotionnels : nous vous écrivons seulement au sujet de votre compte et de vos commandes (reçus, expédition, retours et remboursements). Pour garder l’œil sur les produits qui vous plaisent, ajoutez-les à votre liste de souhaits.',
  'answer.tax':
    'Les prix sont affichés avant taxes. À la caisse, nous ajoutons la taxe de vente de la province de livraison : TVH de 13 % en Ontario, de 14 % en Nouvelle-Écosse et de 15 % au Nouveau-Brunswick, à Terre-Neuve-et-Labrador et à l’Île-du-Prince-Édouard; TPS de 5 % ailleurs, plus la TVP en Colombie-Britannique (7 %), en Saskatchewan (6 %) et au Manitoba (TVD de 7 %), et la TVQ au Québec (9,975 %). Aucune taxe canadienne ne s’applique aux commandes livrées hors du Canada.',
  'answer.product-question':
    'La page de chaque produit en donne la description, le prix et la disponibilité (En stock, Plus que 3 en stock ou En rupture de stock), et la zone de recherche trouve les produits par nom ou par genre. Je ne vois rien de plus que ce que dit la page (tailles, matières, dates de retour en stock) : pour cela, écrivez-nous au moyen du formulaire de contact (/customer-service), une personne vous répondra en un jour ouvrable.',
  'answer.promotions':
    'Les soldes s’appliquent d’eux-mêmes : votre panier montre chacun et ce qu’il vous fait économiser avant que vous payiez. Vous avez un code promo? Entrez-le sous Code promo dans votre panier ou à la caisse, puis choisissez Appliquer. La livraison est toujours gratuite. Les cartes-cadeaux sont en vente dans la boutique (Gift Cards, de 10 $ à 500 $, envoyées par courriel le jour choisi) et n’expirent jamais. Nous n’offrons pour le moment ni emballage-cadeau ni appariement de prix; pour une commande en grande quantité ou d’entreprise, écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'answer.greeting':
    'Bonjour! Je suis l’assistant de Maple Market. Posez-moi vos questions sur votre commande, la livraison, les retours et remboursements, le paiement, votre compte ou la TPS/TVH.',
  'answer.thanks': 'Avec plaisir! Pour toute autre question, je suis là. Bonne journée!',
  'answer.agree':
    'Bien sûr! Avec quoi puis-je vous aider : votre commande, la livraison, les retours et remboursements, le paiement ou votre compte?',
  'answer.decline': 'Pas de problème. Si je peux vous aider avec autre chose, n’hésitez pas à me le demander.',
  'answer.out-of-scope':
    'Désolé, je ne peux pas vous aider avec cela ici. Je peux vous aider avec vos commandes, la livraison, les retours et remboursements, le paiement, votre compte et la TPS/TVH.',
  ...shopWords.catalogue.fr,
  'chat.unknown':
    'Désolé, je n’ai pas la réponse à cette question. Écrivez-nous au moyen de notre formulaire de contact (/customer-service) : notre équipe vous répondra par courriel.',
  'chat.noOrderToCancel':
    'Je ne trouve dans votre compte aucune commande en attente de paiement à annuler. Une commande payée mais pas encore expédiée peut être annulée sous Vos commandes (/orders) avec Annuler la commande (le montant payé est remboursé en entier sur votre carte); une fois livrée, les retours sont gratuits pendant 30 jours.',
  'chat.noPaidOrder':
    'Je ne trouve aucune commande payée dans votre compte : il n’y a donc pas encore de reçu à envoyer, puisque nous l’envoyons par courriel dès qu’une commande est payée. Une commande en attente de paiement affiche Passer à la caisse sous Vos commandes (/orders).',
  'chat.promotionsNow': 'En solde en ce moment : {{promotions}}.',
  'chat.giftCardUse':
    'Entrez le code de votre carte-cadeau dans le champ des codes de votre panier ou à la caisse, puis choisissez Appliquer : elle paie la commande à hauteur de ce qu’elle contient, taxes comprises, et la carte de crédit paie le reste (ou il ne reste rien à payer). Ce qui n’est pas dépensé reste sur la carte; elle n’expire jamais et n’a aucuns frais. Le crédit en magasin de votre compte paie de lui-même quand vous êtes connecté.',
  'chat.giftCardBalanceSignedOut':
    'Entrez le code de la carte-cadeau dans le champ des codes de votre panier : il affiche ce qu’elle contient. Pour le crédit en magasin, connectez-vous et redemandez-moi : je vous dirai ce qu’il y a dans votre compte.',
  'chat.storeCredit': 'Crédit en magasin dans votre compte : {{cards}}. Il paie vos prochaines commandes de lui-même à la caisse.',
  'chat.storeCreditCard': '{{balance}} sur …{{lastFour}}',
  'chat.noStoreCredit':
    'Votre compte n’a aucun crédit en magasin. Pour une carte-cadeau, entrez son code dans le champ des codes de votre panier : il affiche ce qu’elle contient.',
  'chat.promotion.until': 'jusqu’au {{date}}',
  'chat.promotion.minimum': 'sur les commandes de {{amount}} ou plus',
  'chat.promotion.signedIn': 'avec un compte',
  'chat.promotion.firstOrder': 'sur une première commande',
  'chat.ordersUnreachable':
    'Je n’arrive pas à joindre le système des commandes pour le moment. Vous pouvez voir toutes vos commandes sous Retours et commandes (/orders), ou me reposer la question dans un instant.',

  'chat.confirmCancel':
    'Voulez-vous que j’annule la commande {{order}}? Elle n’a pas été payée : rien ne vous sera facturé. Répondez oui pour l’annuler, ou non pour la garder.',
  'chat.cancelled':
    'C’est fait : la commande {{order}} est annulée. Elle ne vous a pas été facturée, il n’y a donc rien à rembourser; nous vous avons envoyé une confirmation par courriel.',
  'chat.keptOrder': 'Très bien, je n’ai pas touché à la commande {{order}}. Puis-je vous aider avec autre chose?',
  'chat.cannotCancel.cancelled':
    'La commande {{order}} est déjà annulée. Si vous l’aviez payée, le remboursement sur votre carte s’affiche dans la commande, sous Vos commandes (/orders).',
  'chat.cannotCancel.paid':
    'La commande {{order}} est déjà payée : je ne peux pas l’annuler ici, mais vous le pouvez tant qu’elle n’est pas expédiée. Ouvrez-la sous Vos commandes (/orders) et choisissez Annuler la commande : le montant payé sera remboursé en entier sur votre carte.',
  'chat.cannotCancel.review':
    'Notre équipe vérifie le paiement de la commande {{order}} auprès du fournisseur de paiement : je ne peux donc pas l’annuler ici. Écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro de commande, et nous nous en occuperons.',
  'chat.cannotCancel.shipped':
    'La commande {{order}} a été expédiée et ne peut plus être annulée. Une fois livrée, les retours sont gratuits pendant 30 jours : ouvrez-la sous Vos commandes (/orders) et choisissez Retourner des articles.',
  'chat.cannotCancel.delivered':
    'La commande {{order}} a été livrée : elle ne peut donc plus être annulée. Les retours sont gratuits dans les 30 jours suivant la livraison : ouvrez-la sous Vos commandes (/orders) et choisissez Retourner des articles.',
  'chat.cannotCancel.returned':
    'La commande {{order}} a été expédiée et ne peut plus être annulée; elle fait déjà l’objet d’un retour ou d’un remboursement, que vous pouvez suivre sous Vos commandes (/orders).',
  'chat.cannotCancel.other':
    'La commande {{order}} a le statut « {{status}} » : je ne peux donc pas l’annuler ici. Ouvrez-la sous Vos commandes (/orders), ou écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'chat.orderNotFound':
    'Je ne trouve pas la commande {{order}} dans votre compte. Vérifiez le numéro dans le courriel de votre reçu, ou consultez toutes vos commandes sous Vos commandes (/orders); pour une commande passée en tant qu’invité, Retrouver ma commande (/find-order) envoie un lien à l’adresse courriel utilisée pour la commande.',
  'chat.receiptResent':
    'Je vous ai renvoyé le reçu de la commande {{order}} à {{email}}. Toujours rien dans quelques minutes? Vérifiez vos courriels indésirables; la commande se trouve aussi sous Vos commandes (/orders).',
  'chat.receiptSentOften':
    'J’ai déjà envoyé plusieurs fois le reçu de la commande {{order}} à {{email}} au cours de la dernière heure : je ne le renverrai donc pas tout de suite. Vérifiez vos courriels indésirables; la commande se trouve aussi sous Vos commandes (/orders).',
  'chat.ticketOpened':
    'J’ai transmis votre demande à notre équipe sous le numéro {{ticket}} : une personne vous répondra par courriel, à l’adresse de votre compte, en un jour ouvrable.',
  'chat.ticketOpenedComplaint':
    'Je suis désolé de la situation. J’ai transmis votre plainte à notre équipe sous le numéro {{ticket}} : une personne l’examinera et vous répondra par courriel, à l’adresse de votre compte, en un jour ouvrable.',
  'chat.ticketNeedsEmail':
    'J’ai ouvert la demande {{ticket}} pour notre équipe, mais comme vous n’êtes pas connecté, je n’ai pas de courriel où vous répondre. Écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro {{ticket}}, ou appelez-nous au {{phone}}.',
  phone: '1 800 555-0199 (du lundi au vendredi, de 9 h à 17 h, heure de l’Est)',

  'order.none':
    'Je ne trouve encore aucune commande dans votre compte. Dès que vous en passerez une, vous pourrez la suivre sous Retours et commandes (/orders).',
  'order.introLatest': 'Votre dernière commande, {{order}} ({{items}}, {{total}}), passée le {{placed}}, a le statut « {{status}} ».',
  'order.introNamed': 'Votre commande {{order}} ({{items}}, {{total}}), passée le {{placed}}, a le statut « {{status}} ».',
  'order.itemCount': '{{count}} articles',
  'order.paid': 'Sa livraison est prévue le {{day}}.',
  'order.shippedWith': 'Elle a été confiée à {{carrier}} (numéro de suivi {{tracking}}) et devrait vous parvenir d’ici le {{day}}.',
  'order.shipped': 'Elle devrait vous parvenir d’ici le {{day}}.',
  'order.deliveredOn': 'Elle a été livrée le {{date}}.',
  'order.delivered':
    'Un problème avec votre commande? Les retours sont gratuits dans les {{days}} jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders) pour faire une demande de retour.',
  'order.review':
    'Votre paiement nous est parvenu, mais notre équipe le vérifie auprès du fournisseur de paiement avant d’expédier la commande. Vous n’avez rien à faire pour l’instant; nous vous écrirons si nous avons besoin de quoi que ce soit. Des questions? Écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'order.pendingPayment': 'Elle attend votre paiement : ouvrez Vos commandes (/orders) et choisissez Passer à la caisse pour la payer.',
  'order.paymentFailed':
    'Le paiement n’est pas passé, donc rien ne vous a été facturé : ouvrez Vos commandes (/orders) et choisissez Acheter de nouveau pour recommander les mêmes articles.',
  'order.backordered':
    'Elle est payée, mais une partie des articles s’est écoulée avant l’arrivée de votre paiement : nous vous les enverrons dès leur retour en stock, ou nous vous les rembourserons si vous nous le demandez par le Service à la clientèle (/customer-service).',
  'order.seeDetails': 'Consultez Vos commandes (/orders) pour tous les détails.',
  'order.cancelledRefund': 'Elle a été annulée, et {{refund}}',
  'order.cancelledPaid':
    'Elle a été annulée, et le montant de {{amount}} que vous avez payé sera remboursé sur votre carte; les remboursements paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',
  'order.cancelledUnpaid': 'Elle a été annulée avant d’être payée : rien ne vous a donc été facturé.',
  'refund.succeeded':
    'un remboursement de {{amount}} a été versé sur votre carte pour la commande {{order}}{{items}} le {{date}}. Les banques l’affichent habituellement dans un délai de 5 à 10 jours ouvrables; toujours rien après ce délai? Écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'refund.failed':
    'le remboursement de {{amount}} pour la commande {{order}}{{items}} a été refusé par notre fournisseur de paiement. Veuillez nous écrire au moyen du formulaire de contact (/customer-service) en indiquant le numéro de commande : nous allons régler la situation.',
  'refund.pending':
    'un remboursement de {{amount}} pour la commande {{order}}{{items}} a été émis le {{date}} et sera versé sur votre carte : les remboursements paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',
  'return.requested':
    'Votre retour {{returnNumber}} pour la commande {{order}} ({{items}}) attend votre colis : emballez les articles, collez-y l’étiquette de retour que nous vous avons envoyée par courriel (elle porte le numéro de retour) et déposez le colis dans n’importe quel comptoir de Postes Canada. Nous remboursons les articles dès que le colis nous parvient.',
  'return.received':
    'Nous avons reçu votre retour {{returnNumber}} pour la commande {{order}} ({{items}}) le {{date}}. Votre remboursement est en cours : nous le versons sur votre carte, et les remboursements paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',
  'return.notFound':
    'Je ne trouve aucun retour {{returnNumber}} dans votre compte. Vérifiez le numéro dans le courriel que nous vous avons envoyé lors de votre demande de retour, ou consultez vos commandes sous Retours et commandes (/orders).',
  'return.none': 'Vous n’avez aucun retour ni remboursement en cours.',
  'return.window':
    'Votre commande {{order}} a été livrée le {{delivered}} : vous pouvez donc en retourner des articles jusqu’au {{until}}.',
  'return.how':
    'Pour retourner un article, faites-en la demande dans les {{days}} jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders) et choisissez les articles à renvoyer; nous vous enverrons par courriel une étiquette de retour gratuite. Votre remboursement est versé sur votre carte dès que le colis nous parvient, et les remboursements paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',

  'line.withOptions': '{{name}} ({{options}})',
  'list.and': '{{first}} et {{last}}',
  'list.or': '{{first}} ou {{last}}',
  'list.more': '{{list}} et {{count}} autres',

  'stock.variantIn': 'Oui, l’article « {{product}} » en {{variant}} est en stock (il en reste {{count}}).',
  'stock.variantOut': 'L’article « {{product}} » en {{variant}} est épuisé; il est en stock en {{others}}.',
  'stock.namedIn': 'Oui, l’article « {{product}} » en {{named}} est en stock : {{inStock}}.',
  'stock.namedOut': 'L’article « {{product}} » en {{named}} est épuisé; il est en stock en {{others}}.',
  'stock.notMade': 'L’article « {{product}} » n’existe pas en {{named}}; il est en stock en {{others}}.',
  'stock.outEverywhere': 'L’article « {{product}} » en {{named}} est épuisé, comme le reste de ses options pour le moment.',
  'stock.notOffered': 'L’article « {{product}} » n’existe pas en {{named}}.',
  'stock.list': 'L’article « {{product}} » existe en {{values}}; en stock : {{inStock}}.',
  'stock.listNone': 'L’article « {{product}} » existe en {{values}}, mais tout est épuisé pour le moment.',
  'stock.left': '{{variant}} (il en reste {{count}})',
  'stock.oneWayIn': 'Oui, l’article « {{product}} » est en stock (il en reste {{count}}).',
  'stock.oneWayOut': 'L’article « {{product}} » est épuisé pour le moment.',
  'stock.which': 'Nous en avons plusieurs : {{products}}. Duquel parlez-vous?',
  'search.found': 'Voici ce que nous avons en stock pour « {{query}} » : {{list}}. Cherchez dans la boutique pour en voir plus.',
  'search.item': '{{name}} ({{price}})',
  'search.some':
    'Rien en stock n’a tous les mots de « {{query}} »; ceux-ci en ont quelques-uns : {{list}}. Cherchez dans la boutique pour en voir plus.',
  'search.none': 'Je n’ai rien trouvé en stock pour « {{query}} ». Essayez d’autres mots dans la recherche, ou parcourez les catégories.',

  'mail.hello': 'Bonjour {{name}},',
  'mail.helloAnonymous': 'Bonjour,',
  'mail.signature': 'Maple Market · 100, rue Queen Ouest, Toronto (Ontario)  M5H 2N2 · 1 800 555-0199',

  'receipt.subject': 'Votre reçu Maple Market pour la commande {{order}}',
  'receipt.thanks': 'Merci de votre commande! Voici votre reçu pour la commande {{order}}, payée le {{date}}.',
  'receipt.line': '  {{quantity}} x {{name}} à {{price}} = {{total}}',
  'receipt.sku': '      UGS : {{sku}}',
  'receipt.subtotal': '  Sous-total : {{amount}}',
  'receipt.discount': '  {{name}} : -{{amount}}',
  'receipt.shipping': '  Livraison : {{amount}}',
  'receipt.tax': '  TPS/TVH et taxe provinciale : {{amount}}',
  'receipt.taxLine': '  {{name}} ({{rate}} %) : {{amount}}',
  'receipt.deliveryTo': 'Livraison à :',
  'receipt.deliveryDate': 'Date de livraison : {{date}}',
  'receipt.registration': 'N° d’inscription à la {{tax}} : {{number}}',
  'receipt.pdf': 'La page de votre commande offre ce reçu en PDF.',
  'receipt.total': '  Total facturé : {{amount}} CA',
  'receipt.orderTotal': '  Total : {{amount}} CA',
  'receipt.giftCard': '  Carte-cadeau …{{lastFour}} : -{{amount}}',
  'receipt.card': '  Facturé à votre carte : {{amount}} CA',
  'receipt.viewOrder': 'Consultez votre commande en tout temps : {{url}}',
  'receipt.linkWorks':
    'Le lien fonctionne pendant {{days}} jours; ensuite, la page Retrouver ma commande (/find-order) vous en donnera un nouveau. Les retours sont gratuits pendant 30 jours.',
  'receipt.followOrder': 'Suivez votre commande sous Retours et commandes. Les retours sont gratuits pendant 30 jours.',

  'ticket.subject': 'Votre demande Maple Market {{ticket}}',
  'ticket.received':
    'Nous avons bien reçu la demande que vous avez faite dans le clavardage, sous le numéro {{ticket}}. Une personne de notre équipe vous répondra à cette adresse en un jour ouvrable.',
  'ticket.addAnything':
    'Pour ajouter quelque chose, écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro {{ticket}}, ou appelez-nous au {{phone}}.',

  'contact.sent': 'Votre message a été envoyé. Surveillez vos courriels!',
  'contact.subject': 'Nous avons reçu votre message ({{ref}})',
  'contact.hello': 'Bonjour,',
  'contact.received':
    'Merci d’avoir écrit à Maple Market. Nous avons bien reçu votre message et nous vous répondrons en un jour ouvrable. Votre numéro de référence est {{ref}}.',
  'contact.notYou': 'Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel.',
  'contact.signature': 'Service à la clientèle Maple Market · 1 800 555-0199',

  'cancelled.subject': 'Votre commande Maple Market {{order}} est annulée',
  'cancelled.byShopper': 'à votre demande',
  'cancelled.byTeam': 'par notre équipe',
  'cancelled.what': 'Votre commande {{order}} a été annulée {{who}} le {{date}}.',
  'cancelled.reason': 'Raison : {{reason}}',
  'cancelled.refund':
    'Comme vous l’aviez payée, le montant total de {{amount}} sera remboursé sur la carte utilisée pour le paiement. Nous vous écrirons de nouveau dès que notre fournisseur de paiement aura confirmé le remboursement; il paraît habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',
  'cancelled.nothingCharged': 'Cette commande ne vous a pas été facturée : il n’y a donc rien à rembourser.',
  'cancelled.where':
    'Vous trouverez vos commandes sous Retours et commandes. Des questions? Écrivez-nous au moyen du formulaire de contact (/customer-service).',
  'shipped.subject': 'Votre commande Maple Market {{order}} a été expédiée',
  'shipped.left': 'Bonne nouvelle : votre commande {{order}} a quitté notre entrepôt le {{date}}.',
  'shipped.carrier': '  Transporteur : {{carrier}}',
  'shipped.tracking': '  Numéro de suivi : {{tracking}}',
  'shipped.follow': 'Suivez le colis sur le site Web de {{carrier}} avec le numéro de suivi, ou sous Retours et commandes.',
  // Bilingual, French first, as Canada Post's own labels are: the returns desk reads it too.
  'label.titles': 'RETOUR MAPLE MARKET - PORT PAYÉ\nMAPLE MARKET RETURN - POSTAGE PAID',
  'label.returnNumber': 'Nº de retour / Return no.:',
  'label.orderNumber': 'Nº de commande / Order no.:',
  'label.from': 'De / From:',
  'label.to': 'À / To:',
  'label.anonymous': 'Client Maple Market',
  'return.subject': 'Votre retour {{returnNumber}} pour la commande {{order}} : les articles à renvoyer',
  'return.asked': 'Nous avons bien reçu votre demande de retour pour la commande {{order}}. Votre numéro de retour est {{returnNumber}}.',
  'return.what': 'Articles à nous renvoyer :',
  'return.reason': 'Raison indiquée : {{reason}}',
  'return.howTo': 'Comment nous les renvoyer :',
  'return.step1': '  1. Emballez les articles ci-dessus et glissez dans le colis une note indiquant le numéro de retour {{returnNumber}}.',
  'return.step2': '  2. Imprimez l’étiquette ci-dessous (ou recopiez-la lisiblement) et collez-la sur le colis.',
  'return.step3': '  3. Déposez le colis dans n’importe quel comptoir de Postes Canada. Les retours sont gratuits : le port est payé.',
  'return.then':
    'Dès que le colis nous parvient, nous remboursons les articles sur la carte utilisée pour le paiement et vous en avisons par courriel; le montant paraît habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables.',
  'refunded.subject': 'Votre remboursement de {{amount}} pour la commande {{order}}',
  'refunded.what': 'Nous avons remboursé {{amount}} CA sur la carte utilisée pour payer la commande {{order}}, le {{date}}.',
  'refunded.whatGiftCards':
    'Nous avons rendu {{amount}} CA aux cartes-cadeaux qui ont payé la commande {{order}}, le {{date}} : le montant y est déjà.',
  'refunded.whatStoreCredit':
    'Nous avons remboursé {{amount}} CA en crédit en magasin pour la commande {{order}}, le {{date}}, comme vous l’avez demandé : il est déjà dans votre compte et paie à la caisse.',
  'refunded.items': 'Ce remboursement couvre :',
  'refunded.order': 'Il s’agit du remboursement de la commande {{order}}.',
  'refunded.orderInFull': 'Il s’agit du remboursement complet de la commande {{order}}.',
  'refunded.everything': 'C’est la totalité de ce que vous avez payé pour cette commande.',
  'refunded.banks':
    'Les banques affichent habituellement un remboursement sur le relevé dans un délai de 5 à 10 jours ouvrables. Toujours rien après 10 jours ouvrables? Écrivez-nous au moyen du formulaire de contact (/customer-service) en indiquant le numéro de commande.',
  'link.subject': 'Votre commande Maple Market {{order}}',
  'link.here': 'Voici le lien vers votre commande {{order}}, comme demandé à la page Retrouver ma commande :',
  'link.works':
    'Il ouvre la commande sans compte et fonctionne pendant {{days}} jours (jusqu’au {{date}}). Passé ce délai, la page Retrouver ma commande (/find-order) vous en donnera un nouveau : entrez le numéro de commande et cette adresse courriel.',
  'link.notYou': 'Si vous n’avez rien demandé, ignorez ce courriel : le lien n’a été envoyé qu’à cette adresse.',

  'giftCard.subject': 'Une carte-cadeau Maple Market pour vous : {{amount}}',
  'giftCard.from': '{{sender}} vous offre une carte-cadeau Maple Market de {{amount}}.',
  'giftCard.fromShop': 'Voici une carte-cadeau Maple Market de {{amount}}.',
  'giftCard.message': 'Son message :',
  'giftCard.code': 'Le code de votre carte-cadeau (gardez-le comme de l’argent comptant : qui l’a peut le dépenser) :',
  'giftCard.use':
    'Entrez le code dans le champ des codes de votre panier ou à la caisse : il paie tout ou partie d’une commande, et le reste demeure sur la carte. Elle n’expire jamais et ne comporte aucuns frais. Vérifiez son solde en tout temps dans votre panier, avec le code.',

  'reviewInvite.subject': 'Que pensez-vous de votre commande Maple Market {{order}}?',
  'reviewInvite.ask':
    'Votre commande {{order}} a été livrée. Voulez-vous dire aux autres clients ce que vous en pensez? Chaque lien ouvre le produit, à son formulaire d’avis :',
  'reviewInvite.how':
    'Donnez-lui de 1 à 5 étoiles, et quelques mots si vous le souhaitez, en français ou en anglais. Votre prénom et la variante achetée sont affichés avec votre avis.',
  'reviewInvite.stop': 'Vous préférez ne plus recevoir ces invitations? Ouvrez ce lien et nous ne vous en enverrons plus :',

  'reset.subject': 'Choisissez un nouveau mot de passe Maple Market',
  'reset.asked':
    'Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre compte Maple Market. Pour le choisir, ouvrez ce lien :',
  'reset.works':
    'Le lien ne fonctionne qu’une fois, pendant une heure (jusqu’à {{time}}, heure de Toronto). Choisir un nouveau mot de passe vous déconnecte partout ailleurs.',
  'reset.notYou': 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
  'verify.subject': 'Confirmez votre adresse courriel Maple Market',
  'verify.confirm': 'Veuillez confirmer que {{email}} est bien l’adresse de votre compte Maple Market en ouvrant ce lien :',
  'verify.joins':
    'Ce lien confirme votre adresse et ajoute à votre compte, sous Vos commandes, les commandes que vous avez passées en tant qu’invité avec ce courriel.',
  'verify.works':
    'Le lien fonctionne pendant {{hours}} heures (jusqu’au {{date}}, heure de Toronto). Passé ce délai, connectez-vous et ouvrez-le de nouveau pour en obtenir un nouveau.',
  'verify.notYou':
    'Si vous n’avez pas créé de compte Maple Market, ignorez ce courriel : rien ne se passe tant que le lien n’est pas suivi.',
};
