import {
  type EventPayload,
  ORDER_LINK_DAYS,
  type OrderCancelled,
  type OrderRefunded,
  type OrderShipped,
  type ReturnRequested,
  orderNumberOf,
} from '@storefront/contracts';

/** The mails of an order's life after its receipt (see receiptText in replies.ts): what happened, what
 * it means for the shopper's money, and what to do next. Plain text, as the mail layer sends. */
export interface OrderMailText {
  subject: string;
  text: string;
}

/** Where returned parcels go: the store's own address, the one the contact page gives. */
export const RETURNS_ADDRESS = ['Maple Market Returns', '100 Queen Street West', 'Toronto, ON M5H 2N2', 'Canada'];

const SIGNATURE = 'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199';

export const money = (n: number) => `$${n.toFixed(2)}`;
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Toronto' });

const hello = (name: string) => `Hello ${name || 'there'},`;
const lineList = (items: Array<{ name: string; quantity: number }>) => items.map((i) => `  ${i.quantity} x ${i.name}`);

export function cancellationMail(p: OrderCancelled): OrderMailText {
  const ref = orderNumberOf(p.orderId);
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
      hello(p.customerName),
      '',
      `Your order ${ref} was cancelled ${who} on ${dateOf(p.cancelledAt)}.${p.reason ? ` Reason: ${p.reason}` : ''}`,
      '',
      ...refundNote,
      '',
      'Your orders are under Returns & Orders. Questions? Write to us through the contact form (/customer-service).',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function shipmentMail(p: OrderShipped): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  return {
    subject: `Your Maple Market order ${ref} has shipped`,
    text: [
      hello(p.customerName),
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
      SIGNATURE,
    ].join('\n'),
  };
}

/** The label as a block of text the shopper prints (or copies onto the parcel): the mail layer sends
 * plain text only, and this carries everything the returns desk needs to match the parcel to its
 * return: the return number, the order number and who sent it. */
export function returnLabel(p: Pick<ReturnRequested, 'returnNumber' | 'orderId' | 'customerName'>): string[] {
  const width = 52;
  const row = (s: string) => `| ${s.slice(0, width).padEnd(width)} |`;
  const rule = `+${'-'.repeat(width + 2)}+`;
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

export function returnMail(p: ReturnRequested): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  return {
    subject: `Your return ${p.returnNumber} for order ${ref}: what to send back`,
    text: [
      hello(p.customerName),
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
      SIGNATURE,
    ].join('\n'),
  };
}

export function refundMail(p: OrderRefunded): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  const what =
    p.items.length > 0 ? ['It refunds:', ...lineList(p.items)] : [`It refunds order ${ref}${p.orderFullyRefunded ? ' in full' : ''}.`];
  return {
    subject: `Your refund of ${money(p.amount)} for order ${ref}`,
    text: [
      hello(p.customerName),
      '',
      `We refunded ${money(p.amount)} CAD to the card you paid with for order ${ref}, on ${dateOf(p.refundedAt)}.`,
      '',
      ...what,
      ...(p.orderFullyRefunded ? ['', 'That is everything you paid for this order.'] : []),
      '',
      'Banks usually show a refund on your statement within 5-10 business days. Not there after 10 business days? Write to us through the contact form (/customer-service) with the order number.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** The link to a guest's order, asked for on 'Find my order': it opens the order without an account for
 * ORDER_LINK_DAYS days, and 'Find my order' gives a new one after that. */
export function orderLinkMail(p: EventPayload<'order.link-requested'>): OrderMailText {
  const ref = orderNumberOf(p.orderId);
  return {
    subject: `Your Maple Market order ${ref}`,
    text: [
      hello(p.customerName),
      '',
      `Here is the link to your order ${ref}, as asked for on Find my order:`,
      '',
      p.orderUrl,
      '',
      `It opens the order without an account, and works for ${ORDER_LINK_DAYS} days (until ${dateOf(p.expiresAt)}). After that, Find my order (/find-order) gives you a new link: enter the order number and this email address.`,
      '',
      'If you did not ask for it, ignore this mail: the link reaches only this mailbox.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
