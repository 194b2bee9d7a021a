import {
  type EventPayload,
  ORDER_LINK_DAYS,
  type OrderCancelled,
  type OrderRefunded,
  type OrderShipped,
  type ReturnRequested,
  orderNumberOf,
} from '@storefront/contracts';
import { type SupportText, textIn } from '../messages';
import { type ShopperLanguage, dateIn, hello, lineNameIn, moneyIn } from './formats';

/** The mails of an order's life after its receipt (see receiptText in replies.ts): what happened, what
 * it means for the shopper's money, and what to do next. Plain text, as the mail layer sends. Each is
 * written in the shopper's language (the event's `language`; none is English), from the support
 * catalogue (src/messages). */
export interface OrderMailText {
  subject: string;
  text: string;
}

/** Where returned parcels go: the store's own address, the one the contact page gives. */
export const RETURNS_ADDRESS = ['Maple Market Returns', '100 Queen Street West', 'Toronto, ON M5H 2N2', 'Canada'];

export const money = moneyIn('en');
export const dateOf = (iso: string, language?: ShopperLanguage) =>
  dateIn(language, iso, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Toronto' });

type MailLine = { name: string; options?: Record<string, string>; quantity: number };
const lineList = (t: SupportText, items: MailLine[]) => items.map((i) => `  ${i.quantity} x ${lineNameIn(t, i)}`);
const sentences = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(' ');

/** A mail to a shopper: the greeting, the paragraphs (each a line or a block of lines), the signature. */
function mail(t: SupportText, name: string, subject: string, paragraphs: Array<string | string[]>): OrderMailText {
  const body = paragraphs.flatMap((p, i) => [...(i > 0 ? [''] : []), ...(Array.isArray(p) ? p : [p])]);
  return { subject, text: [hello(t, name), '', ...body, '', t('mail.signature')].join('\n') };
}

export function cancellationMail(p: OrderCancelled, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  const who = t(p.cancelledBy === 'shopper' ? 'cancelled.byShopper' : 'cancelled.byTeam');
  return mail(t, p.customerName, t('cancelled.subject', { order }), [
    sentences(
      t('cancelled.what', { order, who, date: dateOf(p.cancelledAt, language) }),
      p.reason && t('cancelled.reason', { reason: p.reason }),
    ),
    p.wasPaid && p.refundAmount > 0 ? t('cancelled.refund', { amount: moneyIn(language)(p.refundAmount) }) : t('cancelled.nothingCharged'),
    t('cancelled.where'),
  ]);
}

export function shipmentMail(p: OrderShipped, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  return mail(t, p.customerName, t('shipped.subject', { order }), [
    t('shipped.left', { order, date: dateOf(p.shippedAt, language) }),
    lineList(t, p.items),
    [t('shipped.carrier', { carrier: p.carrier }), t('shipped.tracking', { tracking: p.trackingNumber })],
    t('shipped.follow', { carrier: p.carrier }),
  ]);
}

/** The label as a block of text the shopper prints (or copies onto the parcel): the mail layer sends
 * plain text only, and this carries everything the returns desk needs to match the parcel to its
 * return: the return number, the order number and who sent it. */
export function returnLabel(p: Pick<ReturnRequested, 'returnNumber' | 'orderId' | 'customerName'>, language?: ShopperLanguage): string[] {
  const t = textIn(language);
  const width = 52;
  const row = (s: string) => `| ${s.slice(0, width).padEnd(width)} |`;
  const rule = `+${'-'.repeat(width + 2)}+`;
  const names = { returnNumber: t('label.returnNumber'), orderNumber: t('label.orderNumber'), from: t('label.from'), to: t('label.to') };
  const column = Math.max(...Object.values(names).map((n) => n.length)) + 1;
  const field = (name: string, value: string) => row(`${name.padEnd(column)}${value}`);
  return [
    rule,
    ...t('label.titles').split('\n').map(row),
    row(''),
    field(names.returnNumber, p.returnNumber),
    field(names.orderNumber, orderNumberOf(p.orderId)),
    field(names.from, p.customerName || t('label.anonymous')),
    row(''),
    field(names.to, RETURNS_ADDRESS[0]!),
    ...RETURNS_ADDRESS.slice(1).map((l) => field('', l)),
    rule,
  ];
}

export function returnMail(p: ReturnRequested, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  const { returnNumber } = p;
  return mail(t, p.customerName, t('return.subject', { returnNumber, order }), [
    t('return.asked', { order, returnNumber }),
    [t('return.what'), ...lineList(t, p.items)],
    ...(p.reason ? [t('return.reason', { reason: p.reason })] : []),
    [t('return.howTo'), t('return.step1', { returnNumber }), t('return.step2'), t('return.step3')],
    returnLabel(p, language),
    t('return.then'),
  ]);
}

export function refundMail(p: OrderRefunded, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  const amount = moneyIn(language)(p.amount);
  return mail(t, p.customerName, t('refunded.subject', { amount, order }), [
    t(p.to === 'storeCredit' ? 'refunded.whatStoreCredit' : p.to === 'giftCards' ? 'refunded.whatGiftCards' : 'refunded.what', {
      amount,
      order,
      date: dateOf(p.refundedAt, language),
    }),
    p.items.length > 0
      ? [t('refunded.items'), ...lineList(t, p.items)]
      : t(p.orderFullyRefunded ? 'refunded.orderInFull' : 'refunded.order', { order }),
    ...(p.orderFullyRefunded ? [t('refunded.everything')] : []),
    // Only a card's refund waits on a bank.
    ...(p.to === undefined || p.to === 'card' ? [t('refunded.banks')] : []),
  ]);
}

/** After delivery: an invitation to review each product the order held, with the link that stops them. */
export function reviewInvitationMail(p: EventPayload<'review.invited'>, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  return mail(t, p.name, t('reviewInvite.subject', { order }), [
    t('reviewInvite.ask', { order }),
    p.items.flatMap((i) => [`  ${lineNameIn(t, i)}`, `  ${i.reviewUrl}`]),
    t('reviewInvite.how'),
    [t('reviewInvite.stop'), p.stopUrl],
  ]);
}

/** The link to a guest's order, asked for on 'Find my order': it opens the order without an account for
 * ORDER_LINK_DAYS days, and 'Find my order' gives a new one after that. */
export function orderLinkMail(p: EventPayload<'order.link-requested'>, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const order = orderNumberOf(p.orderId);
  return mail(t, p.customerName, t('link.subject', { order }), [
    t('link.here', { order }),
    p.orderUrl,
    t('link.works', { days: ORDER_LINK_DAYS, date: dateOf(p.expiresAt, language) }),
    t('link.notYou'),
  ]);
}

/** The gift card's mail: who sends it, their message, the code (this mail is its only copy), how to use it. */
export function giftCardMail(p: EventPayload<'gift-card.issued'>, language: ShopperLanguage): OrderMailText {
  const t = textIn(language);
  const amount = moneyIn(language ?? 'en')(p.amount);
  return mail(t, p.recipientName, t('giftCard.subject', { amount }), [
    p.senderName ? t('giftCard.from', { sender: p.senderName, amount }) : t('giftCard.fromShop', { amount }),
    ...(p.message ? [[t('giftCard.message'), p.message]] : []),
    [t('giftCard.code'), `  ${p.code}`],
    t('giftCard.use'),
  ]);
}
