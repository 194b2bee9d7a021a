import {
  type EventPayload,
  ORDER_LINK_DAYS,
  type OrderCancelled,
  type OrderRefunded,
  type OrderShipped,
  type ReturnRequested,
  orderNumberOf,
} from '@storefront/contracts';
import { SIGNATURE, type ShopperLanguage, dateIn, hello, isFrench, moneyIn } from './formats';

/** The mails of an order's life after its receipt (see receiptText in replies.ts): what happened, what
 * it means for the shopper's money, and what to do next. Plain text, as the mail layer sends. Each is
 * written whole in the shopper's language (the event's `language`; none is English), the French beside
 * the English so the two are changed together. */
export interface OrderMailText {
  subject: string;
  text: string;
}

/** Where returned parcels go: the store's own address, the one the contact page gives. */
export const RETURNS_ADDRESS = ['Maple Market Returns', '100 Queen Street West', 'Toronto, ON M5H 2N2', 'Canada'];

export const money = moneyIn('en');
export const dateOf = (iso: string, language?: ShopperLanguage) =>
  dateIn(language, iso, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Toronto' });

const lineList = (items: Array<{ name: string; quantity: number }>) => items.map((i) => `  ${i.quantity} x ${i.name}`);

/** Where a French mail sends the shopper with a question ("au moyen du …"), as the English "contact form". */
const FR_CONTACT = 'formulaire de contact (/customer-service)';
const FR_FIVE_TO_TEN = 'dans un délai de 5 à 10 jours ouvrables';

export function cancellationMail(p: OrderCancelled, language: ShopperLanguage): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  const money = moneyIn(language);
  if (isFrench(language)) {
    const who = p.cancelledBy === 'shopper' ? 'à votre demande' : 'par notre équipe';
    return {
      subject: `Votre commande Maple Market ${ref} est annulée`,
      text: [
        hello(language, p.customerName),
        '',
        `Votre commande ${ref} a été annulée ${who} le ${dateOf(p.cancelledAt, language)}.${p.reason ? ` Raison : ${p.reason}` : ''}`,
        '',
        p.wasPaid && p.refundAmount > 0
          ? `Comme vous l’aviez payée, le montant total de ${money(p.refundAmount)} sera remboursé sur la carte utilisée pour le paiement. Nous vous écrirons de nouveau dès que notre fournisseur de paiement aura confirmé le remboursement; il paraît habituellement sur votre relevé ${FR_FIVE_TO_TEN}.`
          : 'Cette commande ne vous a pas été facturée : il n’y a donc rien à rembourser.',
        '',
        `Vous trouverez vos commandes sous Retours et commandes. Des questions? Écrivez-nous au moyen du ${FR_CONTACT}.`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  const who = p.cancelledBy === 'shopper' ? 'as you asked' : 'by our team';
  const refundNote =
    p.wasPaid && p.refundAmount > 0
      ? [
          `You had paid for it, so the full ${money(p.refundAmount)} goes back to the card you paid with. We will email you again when the payment provider confirms the refund; it usually shows on your statement within 5-10 business days.`,
        ]
      : ['Nothing was charged for it, so there is nothing to refund.'];
  return {
    subject: `Your Maple Market order ${ref} is cancelled`,
    text: [
      hello(language, p.customerName),
      '',
      `Your order ${ref} was cancelled ${who} on ${dateOf(p.cancelledAt)}.${p.reason ? ` Reason: ${p.reason}` : ''}`,
      '',
      ...refundNote,
      '',
      'Your orders are under Returns & Orders. Questions? Write to us through the contact form (/customer-service).',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}

export function shipmentMail(p: OrderShipped, language: ShopperLanguage): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  if (isFrench(language)) {
    return {
      subject: `Votre commande Maple Market ${ref} a été expédiée`,
      text: [
        hello(language, p.customerName),
        '',
        `Bonne nouvelle : votre commande ${ref} a quitté notre entrepôt le ${dateOf(p.shippedAt, language)}.`,
        '',
        ...lineList(p.items),
        '',
        `  Transporteur : ${p.carrier}`,
        `  Numéro de suivi : ${p.trackingNumber}`,
        '',
        `Suivez le colis sur le site Web de ${p.carrier} avec le numéro de suivi, ou sous Retours et commandes.`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: `Your Maple Market order ${ref} has shipped`,
    text: [
      hello(language, p.customerName),
      '',
      `Good news: your order ${ref} left our warehouse on ${dateOf(p.shippedAt)}.`,
      '',
      ...lineList(p.items),
      '',
      `  Carrier: ${p.carrier}`,
      `  Tracking number: ${p.trackingNumber}`,
      '',
      `Follow the parcel on ${p.carrier}'s website with the tracking number, or under Returns & Orders.`,
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}

/** The label as a block of text the shopper prints (or copies onto the parcel): the mail layer sends
 * plain text only, and this carries everything the returns desk needs to match the parcel to its
 * return: the return number, the order number and who sent it. A French shopper's is bilingual, French
 * first, as Canada Post's own labels are: the returns desk reads it too, and the address is the same. */
export function returnLabel(p: Pick<ReturnRequested, 'returnNumber' | 'orderId' | 'customerName'>, language?: ShopperLanguage): string[] {
  const width = 52;
  const row = (s: string) => `| ${s.slice(0, width).padEnd(width)} |`;
  const rule = `+${'-'.repeat(width + 2)}+`;
  if (isFrench(language)) {
    const field = (name: string, value: string) => row(`${name.padEnd(29)}${value}`);
    return [
      rule,
      row('RETOUR MAPLE MARKET - PORT PAYÉ'),
      row('MAPLE MARKET RETURN - POSTAGE PAID'),
      row(''),
      field('Nº de retour / Return no.:', p.returnNumber),
      field('Nº de commande / Order no.:', orderNumberOf(p.orderId)),
      field('De / From:', p.customerName || 'Client Maple Market'),
      row(''),
      field('À / To:', RETURNS_ADDRESS[0]!),
      ...RETURNS_ADDRESS.slice(1).map((l) => field('', l)),
      rule,
    ];
  }
  return [
    rule,
    row('MAPLE MARKET RETURN - POSTAGE PAID'),
    row(''),
    row(`Return number: ${p.returnNumber}`),
    row(`Order number:  ${orderNumberOf(p.orderId)}`),
    row(`From:          ${p.customerName || 'Maple Market shopper'}`),
    row(''),
    row(`To:            ${RETURNS_ADDRESS[0]}`),
    ...RETURNS_ADDRESS.slice(1).map((l) => row(`               ${l}`)),
    rule,
  ];
}

export function returnMail(p: ReturnRequested, language: ShopperLanguage): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  if (isFrench(language)) {
    return {
      subject: `Votre retour ${p.returnNumber} pour la commande ${ref} : les articles à renvoyer`,
      text: [
        hello(language, p.customerName),
        '',
        `Nous avons bien reçu votre demande de retour pour la commande ${ref}. Votre numéro de retour est ${p.returnNumber}.`,
        '',
        'Articles à nous renvoyer :',
        ...lineList(p.items),
        ...(p.reason ? ['', `Raison indiquée : ${p.reason}`] : []),
        '',
        'Comment nous les renvoyer :',
        `  1. Emballez les articles ci-dessus et glissez dans le colis une note indiquant le numéro de retour ${p.returnNumber}.`,
        '  2. Imprimez l’étiquette ci-dessous (ou recopiez-la lisiblement) et collez-la sur le colis.',
        '  3. Déposez le colis dans n’importe quel comptoir de Postes Canada. Les retours sont gratuits : le port est payé.',
        '',
        ...returnLabel(p, language),
        '',
        `Dès que le colis nous parvient, nous remboursons les articles sur la carte utilisée pour le paiement et vous en avisons par courriel; le montant paraît habituellement sur votre relevé ${FR_FIVE_TO_TEN}.`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: `Your return ${p.returnNumber} for order ${ref}: what to send back`,
    text: [
      hello(language, p.customerName),
      '',
      `We have your return request for order ${ref}. Your return number is ${p.returnNumber}.`,
      '',
      'What to send back:',
      ...lineList(p.items),
      ...(p.reason ? ['', `Your reason: ${p.reason}`] : []),
      '',
      'How to send it:',
      `  1. Pack the items above, and put a note with the return number ${p.returnNumber} inside the parcel.`,
      '  2. Print the label below (or copy it clearly) and stick it on the parcel.',
      '  3. Drop the parcel at any Canada Post outlet. Returns are free: postage is paid.',
      '',
      ...returnLabel(p),
      '',
      'Once the parcel reaches us we refund the items to the card you paid with, and email you when we do; the money usually shows on your statement within 5-10 business days.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}

export function refundMail(p: OrderRefunded, language: ShopperLanguage): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  const money = moneyIn(language);
  if (isFrench(language)) {
    const what =
      p.items.length > 0
        ? ['Ce remboursement couvre :', ...lineList(p.items)]
        : [`Il s’agit du remboursement${p.orderFullyRefunded ? ' complet' : ''} de la commande ${ref}.`];
    return {
      subject: `Votre remboursement de ${money(p.amount)} pour la commande ${ref}`,
      text: [
        hello(language, p.customerName),
        '',
        `Nous avons remboursé ${money(p.amount)} CA sur la carte utilisée pour payer la commande ${ref}, le ${dateOf(p.refundedAt, language)}.`,
        '',
        ...what,
        ...(p.orderFullyRefunded ? ['', 'C’est la totalité de ce que vous avez payé pour cette commande.'] : []),
        '',
        `Les banques affichent habituellement un remboursement sur le relevé ${FR_FIVE_TO_TEN}. Toujours rien après 10 jours ouvrables? Écrivez-nous au moyen du ${FR_CONTACT} en indiquant le numéro de commande.`,
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  const what =
    p.items.length > 0 ? ['It refunds:', ...lineList(p.items)] : [`It refunds order ${ref}${p.orderFullyRefunded ? ' in full' : ''}.`];
  return {
    subject: `Your refund of ${money(p.amount)} for order ${ref}`,
    text: [
      hello(language, p.customerName),
      '',
      `We refunded ${money(p.amount)} CAD to the card you paid with for order ${ref}, on ${dateOf(p.refundedAt)}.`,
      '',
      ...what,
      ...(p.orderFullyRefunded ? ['', 'That is everything you paid for this order.'] : []),
      '',
      'Banks usually show a refund on your statement within 5-10 business days. Not there after 10 business days? Write to us through the contact form (/customer-service) with the order number.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}

/** The link to a guest's order, asked for on 'Find my order': it opens the order without an account for
 * ORDER_LINK_DAYS days, and 'Find my order' gives a new one after that. */
export function orderLinkMail(p: EventPayload<'order.link-requested'>, language: ShopperLanguage): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  if (isFrench(language)) {
    // The page's French name as its own heading gives it (mf-cart 'common.findMyOrder').
    return {
      subject: `Votre commande Maple Market ${ref}`,
      text: [
        hello(language, p.customerName),
        '',
        `Voici le lien vers votre commande ${ref}, comme demandé à la page Retrouver ma commande :`,
        '',
        p.orderUrl,
        '',
        `Il ouvre la commande sans compte et fonctionne pendant ${ORDER_LINK_DAYS} jours (jusqu’au ${dateOf(p.expiresAt, language)}). Passé ce délai, la page Retrouver ma commande (/find-order) vous en donnera un nouveau : entrez le numéro de commande et cette adresse courriel.`,
        '',
        'Si vous n’avez rien demandé, ignorez ce courriel : le lien n’a été envoyé qu’à cette adresse.',
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: `Your Maple Market order ${ref}`,
    text: [
      hello(language, p.customerName),
      '',
      `Here is the link to your order ${ref}, as asked for on Find my order:`,
      '',
      p.orderUrl,
      '',
      `It opens the order without an account, and works for ${ORDER_LINK_DAYS} days (until ${dateOf(p.expiresAt)}). After that, Find my order (/find-order) gives you a new link: enter the order number and this email address.`,
      '',
      'If you did not ask for it, ignore this mail: the link reaches only this mailbox.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}
