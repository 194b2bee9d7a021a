import { z } from 'zod';

/** The envelope every domain event travels in, on RabbitMQ and in process alike. */
export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof EventEnvelope>, 'payload'> & { payload: P };

/** Payload schemas of the events services publish, by event type. */
export const PaymentCompleted = z.object({
  orderId: z.string(),
  userId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), price: z.number(), quantity: z.number().int() })),
  subtotal: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
  currency: z.literal('cad'),
  paidAt: z.string(),
});
export type PaymentCompleted = z.infer<typeof PaymentCompleted>;

/** Paid for, but the stock could not cover it all: what each line ordered and what stock there was to
 * take (the rest is on backorder). */
export const StockShort = z.object({
  orderId: z.string(),
  userId: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), ordered: z.number().int(), taken: z.number().int() })),
});
export type StockShort = z.infer<typeof StockShort>;

export const EventPayloads = {
  'user.registered': z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  'payment.completed': PaymentCompleted,
  'product.viewed': z.object({ userId: z.string(), productId: z.string(), viewedAt: z.string() }),
  'product.created': z.object({ productId: z.string(), name: z.string(), category: z.string(), tags: z.array(z.string()) }),
  'stock.short': StockShort,
  /** Sessions a shopper signed in to before `endedBefore` (e.g. before changing their password) are over. */
  'user.sessions-ended': z.object({ userId: z.string(), endedBefore: z.iso.datetime({ offset: true }) }),
} as const;
export type EventType = keyof typeof EventPayloads;
export type EventPayload<T extends EventType> = z.infer<(typeof EventPayloads)[T]>;

/** The services that check session tokens (all of them): each keeps its own record of ended sessions. */
export const SESSION_CHECKING_SERVICES = ['users', 'catalog', 'cart', 'orders', 'recommendations', 'support'] as const;
export const sessionEndsConsumer = (service: string) => `${service}-sessions`;

/** Which consumer (one durable queue each; replicas compete on it) takes which event types. Every
 * process declares this whole table when it connects, so an event published before its consumer
 * first started waits in that consumer's queue instead of being dropped. */
export const EventSubscriptions: Readonly<Record<string, readonly EventType[]>> = {
  /** Takes what an order held out of the shopper's cart once it is paid. */
  cart: ['payment.completed'],
  /** Takes what was sold out of stock, once per order. */
  catalog: ['payment.completed'],
  /** Learns what shoppers buy and view, and hears of new products. */
  recommendations: ['payment.completed', 'product.viewed', 'product.created'],
  /** Mails the shopper a receipt. */
  support: ['payment.completed'],
  /** Marks a paid order whose stock ran out as backordered. */
  orders: ['stock.short'],
  /** Every service checks sessions itself, so each hears when a shopper's sessions end. */
  ...Object.fromEntries(SESSION_CHECKING_SERVICES.map((service) => [sessionEndsConsumer(service), ['user.sessions-ended'] as const])),
};
