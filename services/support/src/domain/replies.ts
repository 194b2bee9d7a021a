import { type Language, ORDER_LINK_DAYS, type Order, RETURN_WINDOW_DAYS, type Refund, orderNumberOf } from '@storefront/contracts';
import { type ReceiptFacts, type ShopperLanguage, isFrench } from './formats';
import { type Step, latestMove, latestRefund, latestStep, quotedReturn, returnableDelivery } from './order-steps';
import * as fr from './replies.fr';

/** What the assistant says when it cannot ask the orders service. */
export const ORDERS_UNREACHABLE: Record<Language, string> = {
  en: "I can't reach the order system right now. You can see all your orders under Returns & Orders (/orders), or try me again in a moment.",
  fr: 'Je n’arrive pas à joindre le système des commandes pour le moment. Vous pouvez voir toutes vos commandes sous Retours et commandes (/orders), ou me reposer la question dans un instant.',
};

const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const placed = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { month: 'long', day: 'numeric', year: 'numeric' });

/** The answer to "where is my order" from the shopper's real order: their latest, or the one they named
 * (`latest` false: "Your order 5F3A9C21 ..."). */
export function latestOrderAnswer(order: Order | undefined, language: Language = 'en', latest = true): string {
  if (language === 'fr') return fr.latestOrderAnswer(order, latest);
  if (!order) return "I can't find any orders on your account yet. Once you place one, you can follow it under Returns & Orders (/orders).";
  const id = orderNumberOf(order._id);
  const items = order.items.length === 1 ? order.items[0]!.name : `${order.items.length} items`;
  const intro = `${latest ? 'Your latest order, ' : 'Your order '}${id} (${items}, $${order.totalAmount.toFixed(2)}), placed ${placed(order.createdAt)}, is ${order.status}.`;
  switch (order.status) {
    case 'Paid':
      return `${intro} It is on its way for delivery on ${day(order.deliveryDate)}.`;
    case 'Shipped':
      return order.shipment
        ? `${intro} It is with ${order.shipment.carrier} (tracking number ${order.shipment.trackingNumber}) and should reach you by ${day(order.deliveryDate)}.`
        : `${intro} It should reach you by ${day(order.deliveryDate)}.`;
    case 'Delivered':
      return `${intro}${order.deliveredAt ? ` It was delivered on ${placed(order.deliveredAt)}.` : ''} Something wrong with it? Returns are free within ${RETURN_WINDOW_DAYS} days of delivery: open the order under Returns & Orders (/orders) to start one.`;
    case 'Cancelled':
      return `${intro} ${cancelledMoney(order)}`;
    case 'Payment Review':
      return `${intro} Your payment reached us, but our team is checking it with the payment provider before the order ships; nothing is needed from you for now, and we will email you if anything is. Questions? Write to us through the contact form (/customer-service).`;
    case 'Return Requested':
    case 'Return Received':
    case 'Refunded':
    case 'Partially Refunded': {
      const step = latestStep(order);
      return step ? `${intro} ${whereItStands(order, step)}` : `${intro} See Your Orders (/orders) for the details.`;
    }
    case 'Pending Payment':
      return `${intro} It is waiting for payment: open Your Orders (/orders) and choose Proceed to Checkout to pay for it.`;
    case 'Payment Failed':
      return `${intro} The payment did not go through, so nothing was charged: open Your Orders (/orders) and choose Buy Again to order the same things.`;
    case 'Backordered':
      return `${intro} It is paid, but part of it sold out before your payment came: we will send it as soon as it is back in stock, or refund it if you ask us through Customer Service (/customer-service).`;
    default:
      return `${intro} See Your Orders (/orders) for the details.`;
  }
}

const money = (n: number) => `$${n.toFixed(2)}`;
const lines = (items: Array<{ name: string; quantity: number }>) => items.map((i) => `${i.quantity} x ${i.name}`).join(', ');
const refOf = (order: Order) => orderNumberOf(order._id);
const FIVE_TO_TEN = 'refunds usually show on your statement within 5-10 business days';

/** What a cancelled order means for the shopper's money. */
function cancelledMoney(order: Order): string {
  const refund = latestRefund(order);
  if (refund) return `It was cancelled, and ${refundStanding(order, refund)}`;
  if (order.paymentStatus === 'Paid')
    return `It was cancelled, and the ${money(order.totalAmount)} you paid goes back to your card; ${FIVE_TO_TEN}.`;
  return 'It was cancelled before it was paid, so nothing was charged.';
}

function refundStanding(order: Order, refund: Refund): string {
  const what = refund.items.length > 0 ? ` (${lines(refund.items)})` : '';
  switch (refund.status) {
    case 'Succeeded':
      return `${money(refund.amount)} was refunded to your card for order ${refOf(order)}${what} on ${placed(refund.settledAt ?? refund.createdAt)}. Banks usually show it within 5-10 business days; not there after that? Write to us through the contact form (/customer-service).`;
    case 'Failed':
      return `the refund of ${money(refund.amount)} for order ${refOf(order)}${what} did not go through with our payment provider. Please write to us through the contact form (/customer-service) with the order number and we will put it right.`;
    default:
      return `a refund of ${money(refund.amount)} for order ${refOf(order)}${what} was issued on ${placed(refund.createdAt)} and is on its way to your card: ${FIVE_TO_TEN}.`;
  }
}

function whereItStands(order: Order, step: Step): string {
  if (step.kind === 'refund') {
    const text = refundStanding(order, step.refund);
    return text[0]!.toUpperCase() + text.slice(1);
  }
  const { ret } = step;
  if (ret.status === 'Requested') {
    return `Your return ${ret.returnNumber} for order ${refOf(order)} (${lines(ret.items)}) is waiting for your parcel: pack the items, stick on the return label we emailed you (it has the return number), and drop it at any Canada Post outlet. We refund the items once the parcel reaches us.`;
  }
  return `We received your return ${ret.returnNumber} for order ${refOf(order)} (${lines(ret.items)}) on ${placed(ret.receivedAt ?? ret.requestedAt)}. Your refund is on its way: we send it back to your card, and ${FIVE_TO_TEN}.`;
}

/** The answer to "where is my refund?", "did you get my return?" or "what's the status of my return
 * R-4F7A2C?" from the shopper's own orders (newest first): the quoted return, or else the order whose
 * return or refund moved last. */
export function returnStatusAnswer(orders: Order[], returnNumber?: string, language: Language = 'en'): string {
  if (language === 'fr') return fr.returnStatusAnswer(orders, returnNumber);
  if (returnNumber) {
    const quoted = quotedReturn(orders, returnNumber);
    if (quoted) return whereItStands(quoted.order, quoted.step);
    return `I can't find a return ${returnNumber} on your account. Check the number in the email we sent when you asked for the return, or see your orders under Returns & Orders (/orders).`;
  }
  const latest = latestMove(orders);
  if (latest) return whereItStands(latest.order, latest.step);
  const returnable = returnableDelivery(orders, RETURN_WINDOW_DAYS);
  const window = returnable
    ? ` Your order ${refOf(returnable.order)} was delivered on ${placed(returnable.order.deliveredAt!)}, so you can return items from it until ${placed(returnable.until.toISOString())}.`
    : '';
  return `You have no return or refund in progress.${window} To return something, ask within ${RETURN_WINDOW_DAYS} days of delivery: open the order under Returns & Orders (/orders) and choose the items to send back; we email you a free return label. Your refund goes back to your card once the parcel reaches us, and ${FIVE_TO_TEN}.`;
}

/** The subject of the receipt, in the order's language. */
export const receiptSubject = (orderId: string, language: ShopperLanguage) =>
  isFrench(language)
    ? `Votre reçu Maple Market pour la commande ${orderNumberOf(orderId)}`
    : `Your Maple Market receipt for order ${orderNumberOf(orderId)}`;

/** The receipt mailed when an order is paid, in the order's language. A guest's (`orderUrl`: the link
 * that opens their order, the only copy of its token outside this mail) says where to view the order,
 * since they have no Your Orders. */
export function receiptText(p: ReceiptFacts, language?: ShopperLanguage): string {
  if (isFrench(language)) return fr.receiptText(p);
  const lines = p.items.map(
    (i) => `  ${i.quantity} x ${i.name} @ ${money(i.price)} = ${money(Math.round(i.price * 100 * i.quantity) / 100)}`,
  );
  return [
    `Hello ${p.customerName || 'there'},`,
    '',
    `Thank you for your order! This is your receipt for order ${p.orderId}, paid on ${placed(p.paidAt)}.`,
    '',
    ...lines,
    '',
    `  Subtotal: ${money(p.subtotal)}`,
    `  Shipping: $0.00`,
    `  GST/HST and provincial tax: ${money(p.tax)}`,
    `  Total charged: ${money(p.totalAmount)} CAD`,
    '',
    ...(p.orderUrl
      ? [
          `View your order any time: ${p.orderUrl}`,
          `The link works for ${ORDER_LINK_DAYS} days; after that, Find my order (/find-order) gives you a new one. Returns are free within 30 days.`,
        ]
      : ['Follow your order under Returns & Orders. Returns are free within 30 days.']),
    '',
    'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199',
  ].join('\n');
}
