import { FRENCH_ORDER_STATUSES, ORDER_LINK_DAYS, type Order, RETURN_WINDOW_DAYS, type Refund, orderNumberOf } from '@storefront/contracts';
import { type ReceiptFacts, SIGNATURE, dateIn, hello, moneyIn } from './formats';
import { type Step, latestMove, latestRefund, latestStep, quotedReturn, returnableDelivery } from './order-steps';

// The assistant's answers from the shopper's own orders, and the receipt, in French: the same facts as
// replies.ts, said as a Quebec shop says them (replies.ts calls these for a French page or order).

const money = moneyIn('fr');
const day = (date: string) => dateIn('fr', `${date}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const placed = (iso: string) => dateIn('fr', iso, { month: 'long', day: 'numeric', year: 'numeric' });
const lines = (items: Array<{ name: string; quantity: number }>) => items.map((i) => `${i.quantity} x ${i.name}`).join(', ');
const refOf = (order: Order) => orderNumberOf(order._id);
const FIVE_TO_TEN = 'les remboursements paraissent habituellement sur votre relevé dans un délai de 5 à 10 jours ouvrables';
const CONTACT = 'formulaire de contact (/customer-service)';

export function latestOrderAnswer(order: Order | undefined, latest = true): string {
  if (!order)
    return 'Je ne trouve encore aucune commande dans votre compte. Dès que vous en passerez une, vous pourrez la suivre sous Retours et commandes (/orders).';
  const items = order.items.length === 1 ? order.items[0]!.name : `${order.items.length} articles`;
  const intro = `${latest ? 'Votre dernière commande, ' : 'Votre commande '}${refOf(order)} (${items}, ${money(order.totalAmount)}), passée le ${placed(order.createdAt)}, a le statut « ${FRENCH_ORDER_STATUSES[order.status] ?? order.status} ».`;
  switch (order.status) {
    case 'Paid':
      return `${intro} Sa livraison est prévue le ${day(order.deliveryDate)}.`;
    case 'Shipped':
      return order.shipment
        ? `${intro} Elle a été confiée à ${order.shipment.carrier} (numéro de suivi ${order.shipment.trackingNumber}) et devrait vous parvenir d’ici le ${day(order.deliveryDate)}.`
        : `${intro} Elle devrait vous parvenir d’ici le ${day(order.deliveryDate)}.`;
    case 'Delivered':
      return `${intro}${order.deliveredAt ? ` Elle a été livrée le ${placed(order.deliveredAt)}.` : ''} Un problème avec votre commande? Les retours sont gratuits dans les ${RETURN_WINDOW_DAYS} jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders) pour faire une demande de retour.`;
    case 'Cancelled':
      return `${intro} ${cancelledMoney(order)}`;
    case 'Payment Review':
      return `${intro} Votre paiement nous est parvenu, mais notre équipe le vérifie auprès du fournisseur de paiement avant d’expédier la commande. Vous n’avez rien à faire pour l’instant; nous vous écrirons si nous avons besoin de quoi que ce soit. Des questions? Écrivez-nous au moyen du ${CONTACT}.`;
    case 'Return Requested':
    case 'Return Received':
    case 'Refunded':
    case 'Partially Refunded': {
      const step = latestStep(order);
      return step ? `${intro} ${whereItStands(order, step)}` : `${intro} Consultez Vos commandes (/orders) pour tous les détails.`;
    }
    case 'Pending Payment':
      return `${intro} Elle attend votre paiement : ouvrez Vos commandes (/orders) et choisissez Passer à la caisse pour la payer.`;
    case 'Payment Failed':
      return `${intro} Le paiement n’est pas passé, donc rien ne vous a été facturé : ouvrez Vos commandes (/orders) et choisissez Acheter de nouveau pour recommander les mêmes articles.`;
    case 'Backordered':
      return `${intro} Elle est payée, mais une partie des articles s’est écoulée avant l’arrivée de votre paiement : nous vous les enverrons dès leur retour en stock, ou nous vous les rembourserons si vous nous le demandez par le Service à la clientèle (/customer-service).`;
    default:
      return `${intro} Consultez Vos commandes (/orders) pour tous les détails.`;
  }
}

/** What a cancelled order means for the shopper's money. */
function cancelledMoney(order: Order): string {
  const refund = latestRefund(order);
  if (refund) return `Elle a été annulée, et ${refundStanding(order, refund)}`;
  if (order.paymentStatus === 'Paid')
    return `Elle a été annulée, et le montant de ${money(order.totalAmount)} que vous avez payé sera remboursé sur votre carte; ${FIVE_TO_TEN}.`;
  return 'Elle a été annulée avant d’être payée : rien ne vous a donc été facturé.';
}

function refundStanding(order: Order, refund: Refund): string {
  const what = refund.items.length > 0 ? ` (${lines(refund.items)})` : '';
  switch (refund.status) {
    case 'Succeeded':
      return `un remboursement de ${money(refund.amount)} a été versé sur votre carte pour la commande ${refOf(order)}${what} le ${placed(refund.settledAt ?? refund.createdAt)}. Les banques l’affichent habituellement dans un délai de 5 à 10 jours ouvrables; toujours rien après ce délai? Écrivez-nous au moyen du ${CONTACT}.`;
    case 'Failed':
      return `le remboursement de ${money(refund.amount)} pour la commande ${refOf(order)}${what} a été refusé par notre fournisseur de paiement. Veuillez nous écrire au moyen du ${CONTACT} en indiquant le numéro de commande : nous allons régler la situation.`;
    default:
      return `un remboursement de ${money(refund.amount)} pour la commande ${refOf(order)}${what} a été émis le ${placed(refund.createdAt)} et sera versé sur votre carte : ${FIVE_TO_TEN}.`;
  }
}

function whereItStands(order: Order, step: Step): string {
  if (step.kind === 'refund') {
    const text = refundStanding(order, step.refund);
    return text[0]!.toUpperCase() + text.slice(1);
  }
  const { ret } = step;
  if (ret.status === 'Requested') {
    return `Votre retour ${ret.returnNumber} pour la commande ${refOf(order)} (${lines(ret.items)}) attend votre colis : emballez les articles, collez-y l’étiquette de retour que nous vous avons envoyée par courriel (elle porte le numéro de retour) et déposez le colis dans n’importe quel comptoir de Postes Canada. Nous remboursons les articles dès que le colis nous parvient.`;
  }
  return `Nous avons reçu votre retour ${ret.returnNumber} pour la commande ${refOf(order)} (${lines(ret.items)}) le ${placed(ret.receivedAt ?? ret.requestedAt)}. Votre remboursement est en cours : nous le versons sur votre carte, et ${FIVE_TO_TEN}.`;
}

export function returnStatusAnswer(orders: Order[], returnNumber?: string): string {
  if (returnNumber) {
    const quoted = quotedReturn(orders, returnNumber);
    if (quoted) return whereItStands(quoted.order, quoted.step);
    return `Je ne trouve aucun retour ${returnNumber} dans votre compte. Vérifiez le numéro dans le courriel que nous vous avons envoyé lors de votre demande de retour, ou consultez vos commandes sous Retours et commandes (/orders).`;
  }
  const latest = latestMove(orders);
  if (latest) return whereItStands(latest.order, latest.step);
  const returnable = returnableDelivery(orders, RETURN_WINDOW_DAYS);
  const window = returnable
    ? ` Votre commande ${refOf(returnable.order)} a été livrée le ${placed(returnable.order.deliveredAt!)} : vous pouvez donc en retourner des articles jusqu’au ${placed(returnable.until.toISOString())}.`
    : '';
  return `Vous n’avez aucun retour ni remboursement en cours.${window} Pour retourner un article, faites-en la demande dans les ${RETURN_WINDOW_DAYS} jours suivant la livraison : ouvrez la commande sous Retours et commandes (/orders) et choisissez les articles à renvoyer; nous vous enverrons par courriel une étiquette de retour gratuite. Votre remboursement est versé sur votre carte dès que le colis nous parvient, et ${FIVE_TO_TEN}.`;
}

export function receiptText(p: ReceiptFacts): string {
  const itemLines = p.items.map(
    (i) => `  ${i.quantity} x ${i.name} à ${money(i.price)} = ${money(Math.round(i.price * 100 * i.quantity) / 100)}`,
  );
  return [
    hello('fr', p.customerName),
    '',
    `Merci de votre commande! Voici votre reçu pour la commande ${p.orderId}, payée le ${placed(p.paidAt)}.`,
    '',
    ...itemLines,
    '',
    `  Sous-total : ${money(p.subtotal)}`,
    `  Livraison : ${money(0)}`,
    `  TPS/TVH et taxe provinciale : ${money(p.tax)}`,
    `  Total facturé : ${money(p.totalAmount)} CA`,
    '',
    ...(p.orderUrl
      ? [
          `Consultez votre commande en tout temps : ${p.orderUrl}`,
          `Le lien fonctionne pendant ${ORDER_LINK_DAYS} jours; ensuite, la page Retrouver ma commande (/find-order) vous en donnera un nouveau. Les retours sont gratuits pendant 30 jours.`,
        ]
      : ['Suivez votre commande sous Retours et commandes. Les retours sont gratuits pendant 30 jours.']),
    '',
    SIGNATURE.fr,
  ].join('\n');
}
