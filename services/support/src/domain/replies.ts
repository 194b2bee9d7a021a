import {
  type Language,
  ORDER_LINK_DAYS,
  type Order,
  RETURN_WINDOW_DAYS,
  type Refund,
  type TaxNumbers,
  orderNumberOf,
  postalLines,
  registrationsFor,
  taxNameIn,
  taxRateIn,
} from '@storefront/contracts';
import { type SupportText, textIn } from '../messages';
import { type ReceiptFacts, type ShopperLanguage, dateIn, hello, lineNameIn, moneyIn } from './formats';
import { type Step, latestMove, latestRefund, latestStep, quotedReturn, returnableDelivery } from './order-steps';

/** What the assistant says when it cannot ask the orders service. */
export const ordersUnreachable = (language: Language) => textIn(language)('chat.ordersUnreachable');

/** The words and formats of one language, for the answers below. */
function speaker(language: ShopperLanguage) {
  return {
    t: textIn(language),
    money: moneyIn(language),
    day: (date: string) => dateIn(language, `${date}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    placed: (iso: string) => dateIn(language, iso, { month: 'long', day: 'numeric', year: 'numeric' }),
  };
}
type Speaker = ReturnType<typeof speaker>;

const lines = (t: SupportText, items: Array<{ name: string; options?: Record<string, string>; quantity: number }>) =>
  items.map((i) => `${i.quantity} x ${lineNameIn(t, i)}`).join(', ');
const refOf = (order: Order) => orderNumberOf(order._id);
const sentences = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(' ');

/** The answer to "where is my order" from the shopper's real order: their latest, or the one they named
 * (`latest` false: "Your order 5F3A9C21 ..."). */
export function latestOrderAnswer(order: Order | undefined, language: Language = 'en', latest = true): string {
  const s = speaker(language);
  const { t } = s;
  if (!order) return t('order.none');
  const intro = t(latest ? 'order.introLatest' : 'order.introNamed', {
    order: refOf(order),
    items: order.items.length === 1 ? lineNameIn(t, order.items[0]!) : t('order.itemCount', { count: order.items.length }),
    total: s.money(order.totalAmount),
    placed: s.placed(order.createdAt),
    status: t(`status.${order.status}`),
  });
  return sentences(intro, stateOf(order, s));
}

/** What the order's state means for the shopper, after the answer's introduction. */
function stateOf(order: Order, s: Speaker): string {
  const { t } = s;
  switch (order.status) {
    case 'Paid':
      return t('order.paid', { day: s.day(order.deliveryDate) });
    case 'Shipped':
      return order.shipment
        ? t('order.shippedWith', {
            carrier: order.shipment.carrier,
            tracking: order.shipment.trackingNumber,
            day: s.day(order.deliveryDate),
          })
        : t('order.shipped', { day: s.day(order.deliveryDate) });
    case 'Delivered':
      return sentences(
        order.deliveredAt && t('order.deliveredOn', { date: s.placed(order.deliveredAt) }),
        t('order.delivered', { days: RETURN_WINDOW_DAYS }),
      );
    case 'Cancelled':
      return cancelledMoney(order, s);
    case 'Payment Review':
      return t('order.review');
    case 'Return Requested':
    case 'Return Received':
    case 'Refunded':
    case 'Partially Refunded': {
      const step = latestStep(order);
      return step ? whereItStands(order, step, s) : t('order.seeDetails');
    }
    case 'Pending Payment':
      return t('order.pendingPayment');
    case 'Payment Failed':
      return t('order.paymentFailed');
    case 'Backordered':
      return t('order.backordered');
    default:
      return t('order.seeDetails');
  }
}

/** What a cancelled order means for the shopper's money. */
function cancelledMoney(order: Order, s: Speaker): string {
  const refund = latestRefund(order);
  if (refund) return s.t('order.cancelledRefund', { refund: refundStanding(order, refund, s) });
  if (order.paymentStatus === 'Paid') return s.t('order.cancelledPaid', { amount: s.money(order.totalAmount) });
  return s.t('order.cancelledUnpaid');
}

function refundStanding(order: Order, refund: Refund, s: Speaker): string {
  const facts = {
    amount: s.money(refund.amount),
    order: refOf(order),
    items: refund.items.length > 0 ? ` (${lines(s.t, refund.items)})` : '',
  };
  switch (refund.status) {
    case 'Succeeded':
      return s.t('refund.succeeded', { ...facts, date: s.placed(refund.settledAt ?? refund.createdAt) });
    case 'Failed':
      return s.t('refund.failed', facts);
    default:
      return s.t('refund.pending', { ...facts, date: s.placed(refund.createdAt) });
  }
}

function whereItStands(order: Order, step: Step, s: Speaker): string {
  if (step.kind === 'refund') {
    const text = refundStanding(order, step.refund, s);
    return text[0]!.toUpperCase() + text.slice(1);
  }
  const { ret } = step;
  const facts = { returnNumber: ret.returnNumber, order: refOf(order), items: lines(s.t, ret.items) };
  if (ret.status === 'Requested') return s.t('return.requested', facts);
  return s.t('return.received', { ...facts, date: s.placed(ret.receivedAt ?? ret.requestedAt) });
}

/** The answer to "where is my refund?", "did you get my return?" or "what's the status of my return
 * R-4F7A2C?" from the shopper's own orders (newest first): the quoted return, or else the order whose
 * return or refund moved last. */
export function returnStatusAnswer(orders: Order[], returnNumber?: string, language: Language = 'en'): string {
  const s = speaker(language);
  if (returnNumber) {
    const quoted = quotedReturn(orders, returnNumber);
    if (quoted) return whereItStands(quoted.order, quoted.step, s);
    return s.t('return.notFound', { returnNumber });
  }
  const latest = latestMove(orders);
  if (latest) return whereItStands(latest.order, latest.step, s);
  const returnable = returnableDelivery(orders, RETURN_WINDOW_DAYS);
  return sentences(
    s.t('return.none'),
    returnable &&
      s.t('return.window', {
        order: refOf(returnable.order),
        delivered: s.placed(returnable.order.deliveredAt!),
        until: s.placed(returnable.until.toISOString()),
      }),
    s.t('return.how', { days: RETURN_WINDOW_DAYS }),
  );
}

/** The subject of the receipt, in the order's language. */
export const receiptSubject = (orderId: string, language: ShopperLanguage) =>
  textIn(language)('receipt.subject', { order: orderNumberOf(orderId) });

/** Each tax charged on its own line, by the language's name for it ('GST (5%)', 'TPS (5 %)'), or, from
 * an event that does not list them, all of them on one. */
function taxLines(s: Speaker, p: ReceiptFacts, language: ShopperLanguage): string[] {
  if (!p.taxes || p.taxes.length === 0) return [s.t('receipt.tax', { amount: s.money(p.tax) })];
  return p.taxes.map((x) =>
    s.t('receipt.taxLine', {
      name: taxNameIn(x.name, language ?? 'en'),
      rate: taxRateIn(x.rate, language ?? 'en'),
      amount: s.money(x.amount),
    }),
  );
}

/** Where and when the order goes, and the shop's registrations for the taxes it charged. */
function deliveryAndRegistrations(s: Speaker, p: ReceiptFacts, language: ShopperLanguage, numbers: TaxNumbers): string[] {
  const a = p.shippingAddress;
  const delivery = a
    ? [
        s.t('receipt.deliveryTo'),
        ...postalLines(a, language ?? 'en').map((l) => `  ${l}`),
        ...(p.deliveryDate ? [s.t('receipt.deliveryDate', { date: s.day(p.deliveryDate) })] : []),
        '',
      ]
    : [];
  const registrations = registrationsFor(p.taxes ?? [], a?.province ?? '', numbers).map((r) =>
    s.t('receipt.registration', { tax: taxNameIn(r.tax, language ?? 'en'), number: r.number }),
  );
  return [...delivery, ...(registrations.length > 0 ? [...registrations, ''] : [])];
}

/** The receipt mailed when an order is paid, in the order's language, with the shop's registrations
 * (`numbers`) for the taxes it charged. A guest's (`orderUrl`: the link that opens their order, the only
 * copy of its token outside this mail) says where to view the order, since they have no Your Orders. */
export function receiptText(p: ReceiptFacts, language?: ShopperLanguage, numbers: TaxNumbers = {}): string {
  const s = speaker(language);
  const t: SupportText = s.t;
  // A variant's line names its options, and its SKU beneath (what the shopper quotes to us).
  const itemLines = p.items.flatMap((i) => {
    const name = lineNameIn(t, i);
    const line = t('receipt.line', {
      quantity: i.quantity,
      name,
      price: s.money(i.price),
      total: s.money(Math.round(i.price * 100 * i.quantity) / 100),
    });
    return i.sku && name !== i.name ? [line, t('receipt.sku', { sku: i.sku })] : [line];
  });
  return [
    hello(t, p.customerName),
    '',
    t('receipt.thanks', { order: orderNumberOf(p.orderId), date: s.placed(p.paidAt) }),
    '',
    ...itemLines,
    '',
    t('receipt.subtotal', { amount: s.money(p.subtotal) }),
    ...(p.discounts ?? []).map((d) =>
      t('receipt.discount', { name: d.code ? `${d.code}: ${d.description}` : d.description, amount: s.money(d.amount) }),
    ),
    t('receipt.shipping', { amount: s.money(0) }),
    ...taxLines(s, p, language),
    ...(p.giftCards && p.giftCards.length > 0
      ? [
          t('receipt.orderTotal', { amount: s.money(p.totalAmount) }),
          ...p.giftCards.map((g) => t('receipt.giftCard', { lastFour: g.lastFour, amount: s.money(g.amount) })),
          t('receipt.card', { amount: s.money(p.amountDue ?? 0) }),
        ]
      : [t('receipt.total', { amount: s.money(p.totalAmount) })]),
    '',
    ...deliveryAndRegistrations(s, p, language, numbers),
    t('receipt.pdf'),
    ...(p.orderUrl
      ? [t('receipt.viewOrder', { url: p.orderUrl }), t('receipt.linkWorks', { days: ORDER_LINK_DAYS })]
      : [t('receipt.followOrder')]),
    '',
    t('mail.signature'),
  ].join('\n');
}
