import { z } from 'zod';
import { Address } from './accounts';
import { LANGUAGES } from './languages';
import { PromotionChanged, PromotionUsed } from './promotions';
import { ProductRatingChanged, ReviewInvited } from './reviews';
import type { ShopService } from './shop';

/** The envelope every domain event travels in, on RabbitMQ and in process alike. */
export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
  /** The request id of the HTTP request that caused the event (and, through the consumers, the events
   * it caused in turn), so one shopper's action can be followed across services' logs. Absent on events
   * written outside a request, and on those from before it was recorded. */
  correlationId: z.string().min(1).optional(),
  /** The W3C trace context (https://www.w3.org/TR/trace-context/) of the span that published the event,
   * so a consumer's span continues the trace of the request that caused it. Read leniently: a malformed
   * one starts a new trace and never turns the event away. */
  traceparent: z.string().optional(),
  tracestate: z.string().optional(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof EventEnvelope>, 'payload'> & { payload: P };

/** The language the shopper reads the store in, for what is mailed to them: an order's is the one it was
 * placed in, an account's the one saved on it. Absent (events from before it was recorded, or from a
 * producer that does not know it): English. */
const MailLanguage = z.enum(LANGUAGES).optional();

/** The variant of an event's line. Absent (an event from before variants): the product's default variant,
 * whose id is the product's. */
const EventVariant = z.string().optional();
/** A line's option values ({ Size: 'M', Colour: 'Red' }), for what is mailed; absent: sold one way. */
const EventOptions = z.record(z.string(), z.string()).optional();
/** What names a line's product and variant in an event. */
const eventLine = { productId: z.string(), variantId: EventVariant, name: z.string(), options: EventOptions };

/** Where an order goes, as its receipt prints it: read leniently (an address stored before today's
 * checks still reads). */
const EventAddress = Address.omit({ _id: true, phoneNumber: true, isDefault: true });

/** Payload schemas of the events services publish, by event type. */
export const PaymentCompleted = z.object({
  orderId: z.string(),
  userId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  language: MailLanguage,
  items: z.array(
    z.object({
      ...eventLine,
      sku: z.string().optional(),
      price: z.number(),
      quantity: z.number().int(),
      /** A gift card bought: nothing to take from stock; it is mailed (see `gift-card.issued`). */
      giftCard: z.boolean().optional(),
    }),
  ),
  subtotal: z.number(),
  /** The promotions the order got, each with what it took off (dollars); absent: none. */
  discounts: z.array(z.object({ code: z.string().optional(), description: z.string(), amount: z.number() })).optional(),
  tax: z.number(),
  /** Each tax charged, by its short name and rate (dollars); absent on events from before receipts listed
   * them (then only `tax`). */
  taxes: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number() })).optional(),
  /** Where and when it is delivered; null: nothing to ship (a gift card); absent: not said (older events). */
  shippingAddress: EventAddress.nullable().optional(),
  deliveryDate: z.string().optional(),
  totalAmount: z.number(),
  /** The gift cards that paid part or all of it, and what the card paid (dollars); absent: the card paid it all. */
  giftCards: z.array(z.object({ lastFour: z.string(), amount: z.number() })).optional(),
  amountDue: z.number().optional(),
  currency: z.literal('cad'),
  paidAt: z.string(),
  /** Placed without an account: `userId` is the guest's cart, and `orderUrl` the link that opens the order,
   * for the receipt. The orders service keeps only the token's hash; the event carries the link itself (as
   * the password reset event does) until the outbox is pruned. */
  guest: z.boolean().optional(),
  orderUrl: z.url().optional(),
});
export type PaymentCompleted = z.infer<typeof PaymentCompleted>;

/** Paid for, but the stock could not cover it all: what each line ordered and what stock there was to
 * take (the rest is on backorder). */
export const StockShort = z.object({
  orderId: z.string(),
  userId: z.string(),
  items: z.array(
    z.object({
      ...eventLine,
      ordered: z.number().int(),
      taken: z.number().int(),
    }),
  ),
});
export type StockShort = z.infer<typeof StockShort>;

const OrderParty = {
  orderId: z.string(),
  userId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  language: MailLanguage,
};
const OrderLines = z.array(z.object({ ...eventLine, quantity: z.number().int() }));

/** Cancelled before it shipped, by the shopper or by staff. A paid order is refunded in full: `refundAmount`
 * (dollars) is on its way back to the card (confirmed later by `order.refunded`). */
export const OrderCancelled = z.object({
  ...OrderParty,
  reason: z.string(),
  cancelledBy: z.enum(['shopper', 'staff']),
  wasPaid: z.boolean(),
  refundAmount: z.number(),
  cancelledAt: z.string(),
});
export type OrderCancelled = z.infer<typeof OrderCancelled>;

export const OrderShipped = z.object({
  ...OrderParty,
  carrier: z.string(),
  trackingNumber: z.string(),
  items: OrderLines,
  shippedAt: z.string(),
});
export type OrderShipped = z.infer<typeof OrderShipped>;

export const OrderDelivered = z.object({ ...OrderParty, deliveredAt: z.string() });
export type OrderDelivered = z.infer<typeof OrderDelivered>;

export const ReturnRequested = z.object({
  ...OrderParty,
  returnId: z.string(),
  returnNumber: z.string(),
  items: OrderLines,
  reason: z.string(),
  requestedAt: z.string(),
});
export type ReturnRequested = z.infer<typeof ReturnRequested>;

/** The parcel came back: its items can be sold again. */
export const ReturnReceived = z.object({
  ...OrderParty,
  returnId: z.string(),
  returnNumber: z.string(),
  items: OrderLines,
  receivedAt: z.string(),
});
export type ReturnReceived = z.infer<typeof ReturnReceived>;

/** The payment provider confirmed a refund. `items`: the lines it refunds (empty for an amount on the
 * whole order, e.g. a cancellation); `orderFullyRefunded`: nothing of the order's payment is left. */
export const OrderRefunded = z.object({
  ...OrderParty,
  refundId: z.string(),
  amount: z.number(),
  currency: z.literal('cad'),
  items: OrderLines,
  orderFullyRefunded: z.boolean(),
  refundedAt: z.string(),
  /** Where it went: the card (absent), the gift cards that paid, or store credit on the shopper's account. */
  to: z.enum(['card', 'giftCards', 'storeCredit']).optional(),
});
export type OrderRefunded = z.infer<typeof OrderRefunded>;

export const EventPayloads = {
  'user.registered': z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  'payment.completed': PaymentCompleted,
  'product.viewed': z.object({ userId: z.string(), productId: z.string(), viewedAt: z.string() }),
  'product.created': z.object({ productId: z.string(), name: z.string(), category: z.string(), tags: z.array(z.string()) }),
  'stock.short': StockShort,
  'promotion.changed': PromotionChanged,
  'promotion.used': PromotionUsed,
  /** A gift card was issued (bought, or by staff): support mails its code on `deliverOn` (Toronto time)
   * to the recipient. The orders service keeps only the code's hash; the event carries the code itself
   * (as the password reset event carries its link) until the outbox is pruned. */
  'gift-card.issued': z.object({
    giftCardId: z.string(),
    code: z.string(),
    lastFour: z.string(),
    amount: z.number(),
    recipientEmail: z.string(),
    recipientName: z.string(),
    senderName: z.string(),
    message: z.string(),
    deliverOn: z.string(),
    language: MailLanguage,
    orderId: z.string().optional(),
  }),
  /** Gift cards paid part or all of an order (the order is paid): what each gave and has left (dollars). */
  'gift-card.redeemed': z.object({
    orderId: z.string(),
    userId: z.string(),
    cards: z.array(z.object({ giftCardId: z.string(), lastFour: z.string(), amount: z.number(), balance: z.number() })),
    redeemedAt: z.string(),
  }),
  /** Sessions a shopper signed in to before `endedBefore` (e.g. before changing their password) are over. */
  'user.sessions-ended': z.object({
    userId: z.string(),
    /** Every session signed in before this ends (a password changed); the epoch when only `signedOut` ends. */
    endedBefore: z.iso.datetime({ offset: true }),
    /** One session signed out (logout): the one signed in at this millisecond, until it would have expired. */
    signedOut: z.object({ signedInAtMs: z.number().int(), expiresAt: z.iso.datetime({ offset: true }) }).optional(),
  }),
  'order.cancelled': OrderCancelled,
  'order.shipped': OrderShipped,
  'order.delivered': OrderDelivered,
  'return.requested': ReturnRequested,
  'return.received': ReturnReceived,
  'order.refunded': OrderRefunded,
  /** A shopper asked to choose a new password: support mails them the link (which holds the only copy of
   * the token outside the mail; the users service keeps its hash). */
  'user.password-reset-requested': z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    language: MailLanguage,
    resetUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  /** An account's email needs proving (just registered, or the shopper asked): support mails the link. */
  'user.email-verification-requested': z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    language: MailLanguage,
    verifyUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  /** The shopper followed the link: the address is theirs, so orders placed as a guest with it join the account. */
  'user.email-verified': z.object({ userId: z.string(), email: z.string(), verifiedAt: z.iso.datetime({ offset: true }) }),
  /** 'Find my order' matched an order: support mails its link to the address the order was placed with. */
  'order.link-requested': z.object({
    orderId: z.string(),
    email: z.string(),
    customerName: z.string(),
    language: MailLanguage,
    orderUrl: z.url(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  /** What the shop shows of its catalogue changed (a product edited, imported or given a picture, stock
   * taken or put back), committed by the catalog process `by`, numbered `change` in the order the
   * replicas announced them. A notice, not work: no consumer queue keeps it. Each process that keeps catalogue answers (the gateway, the catalog's other replicas)
   * hears it with `EventBus.listen` and lets them go. */
  'catalogue.changed': z.object({ by: z.string(), change: z.number().int().positive() }),
  /** A review is shown (staff approved it, or the shop does not wait for approval): the product's new rating. */
  'review.approved': ProductRatingChanged,
  /** A shown review left the shop (its author deleted or changed it, or staff rejected it): the new rating. */
  'review.removed': ProductRatingChanged,
  /** An order was delivered: its buyer is mailed once, inviting a review of what they kept. */
  'review.invited': ReviewInvited,
} as const;
export type EventType = keyof typeof EventPayloads;

/** The fields of an event that hold a live secret (a link's token, a gift card's code), for a mailer to
 * use and for no person to read from the event itself. */
export const SECRET_FIELDS: Partial<Record<EventType, readonly string[]>> = {
  'user.password-reset-requested': ['resetUrl'],
  'user.email-verification-requested': ['verifyUrl'],
  'order.link-requested': ['orderUrl'],
  'payment.completed': ['orderUrl'],
  'gift-card.issued': ['code'],
  'review.invited': ['stopUrl'],
};
export const HIDDEN_SECRET = '[hidden]';

/** The secret fields of an event of type `type` (none for most). */
export const secretFieldsOf = (type: string): readonly string[] =>
  Object.hasOwn(SECRET_FIELDS, type) ? SECRET_FIELDS[type as EventType]! : [];

/** An event as a person may see it (the dead-letter desk): its secret fields hidden, the rest as it was. */
export function withoutSecrets(event: unknown): unknown {
  if (typeof event !== 'object' || event === null) return event;
  const { type, payload } = event as { type?: unknown; payload?: unknown };
  const secret = typeof type === 'string' ? secretFieldsOf(type) : [];
  if (secret.length === 0 || typeof payload !== 'object' || payload === null) return event;
  const hidden = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, secret.includes(k) ? HIDDEN_SECRET : v]));
  return { ...event, payload: hidden };
}

/** On a catalogue answer the gateway may keep: the newest announced change it includes (see
 * 'catalogue.changed'). */
export const CATALOGUE_CHANGE_HEADER = 'Catalogue-Change';
export type EventPayload<T extends EventType> = z.infer<(typeof EventPayloads)[T]>;

/** Which events each service consumes. Each (service, event) pair is one consumer, with one durable
 * queue (named by `consumerName`) that the service's replicas compete on, declared in the service's
 * `src/events/<event>.ts` with `defineConsumer`; a service starts only if it declares exactly these.
 * Every process declares the whole table when it connects, so an event published before its consumer
 * first started waits in that consumer's queue instead of being dropped. Every service checks session
 * tokens itself, so each also hears when a shopper's sessions end ('user.sessions-ended'). */
export const EventSubscriptions = {
  /** Only hears of ended sessions: it publishes what the others consume. */
  users: ['user.sessions-ended'],
  /** Takes what an order held out of the shopper's cart once it is paid. */
  cart: ['payment.completed', 'user.sessions-ended'],
  /** Takes what was sold out of stock, once per order; on shipment makes what the order took match the
   * parcel (puts back lines refunded before shipping, takes what a restocked backorder still lacked);
   * puts back what a cancelled order took and what a return brought back; shows the automatic
   * promotions in force on its shelves, until their uses run out. */
  catalog: [
    'payment.completed',
    'order.cancelled',
    'order.shipped',
    'return.received',
    'promotion.changed',
    'promotion.used',
    'review.approved',
    'review.removed',
    'user.sessions-ended',
  ],
  /** Learns what shoppers buy and view, hears of new products, and forgets purchases that were refunded. */
  recommendations: ['payment.completed', 'product.viewed', 'product.created', 'order.refunded', 'user.sessions-ended'],
  /** Mails the shopper at each step: receipt, cancellation, shipment (carrier and tracking), return
   * number and label, refund issued (a guest's receipt with the link to their order); and the links to
   * choose a new password, to prove an email address, and to open an order found with 'Find my order';
   * and each gift card's code to its recipient, on its day. Learns which addresses their accounts
   * proved, to tell staff which sender's address can be trusted. */
  support: [
    'payment.completed',
    'order.cancelled',
    'order.shipped',
    'return.requested',
    'order.refunded',
    'user.password-reset-requested',
    'user.email-verification-requested',
    'order.link-requested',
    'gift-card.issued',
    'review.invited',
    'user.email-verified',
    'user.sessions-ended',
  ],
  /** Marks a paid order whose stock ran out as backordered; brings a shopper's guest orders into their
   * account once they prove the email they were placed with. */
  orders: ['stock.short', 'user.email-verified', 'user.sessions-ended'],
  /** Learns who bought what and when it was delivered (only buyers review), and which lines were refunded. */
  reviews: ['payment.completed', 'order.delivered', 'order.refunded', 'user.sessions-ended'],
} as const satisfies Record<ShopService, readonly EventType[]>;

/** A service that consumes events (every service: each hears of ended sessions). */
export type ConsumingService = keyof typeof EventSubscriptions;
/** The events `S` consumes, by the table above (for several services: those every one of them consumes). */
export type SubscribedEvent<S extends ConsumingService> = {
  [K in S]: (event: (typeof EventSubscriptions)[K][number]) => void;
}[S] extends (event: infer E extends EventType) => void
  ? E
  : never;

export const isConsumingService = (name: string): name is ConsumingService => Object.hasOwn(EventSubscriptions, name);

/** The events a service consumes, by the table above (none for a service it does not list). */
export const subscriptionsOf = (service: string): readonly EventType[] => (isConsumingService(service) ? EventSubscriptions[service] : []);

/** The one name of a consumer: its queue under the bus's namespace (`storefront.cart.payment.completed`), and its name in logs. */
export const consumerName = (service: ConsumingService, event: EventType) => `${service}.${event}`;

/** Every consumer's name and the event its queue takes: what every process declares on the broker. */
export const ConsumerTopology: Readonly<Record<string, readonly EventType[]>> = Object.fromEntries(
  Object.entries(EventSubscriptions).flatMap(([service, events]) =>
    events.map((event) => [consumerName(service as ConsumingService, event), [event]] as const),
  ),
);

/** The services that check session tokens (all of them): each keeps its own record of ended sessions. */
export const SESSION_CHECKING_SERVICES: readonly ConsumingService[] = (Object.keys(EventSubscriptions) as ConsumingService[]).filter(
  (service) => subscriptionsOf(service).includes('user.sessions-ended'),
);
