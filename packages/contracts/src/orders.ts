import { z } from 'zod';
import { ERROR_MESSAGES, codedIssue } from './errors';
import { findCountry } from './canada';
import { checkProvinceAndPostalCode } from './province-and-postal-code';
import { MAX_LINE_QUANTITY, Quantity } from './cart';
import { AddressInput } from './accounts';
import { Id, lineText, linkToken, requiredText } from './common';
import { ORDER_STATUSES } from './shop';
import { Email } from './users';
import { Discount, EnteredCodes } from './promotions';

/** The order's life (DESIGN: one explicit state machine, services/orders/src/domain/status.ts):
 * Pending Payment → Paid → (Backordered) → Shipped → Delivered; Pending Payment / Payment Failed →
 * Cancelled; Paid / Backordered → Cancelled (with a full refund); Shipped / Delivered → Return Requested
 * → Return Received → Refunded or Partially Refunded. 'Payment Review': the provider says paid, but not
 * the order's total (or no amount at all): nothing ships until staff look at it. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A product line: a product with options names its variant, one without may (its variant's id is its own). */
export const OrderItemInput = z.object({ productId: Id, variantId: Id.optional(), quantity: Quantity });

/** The variant a line names: its own, or the product's default variant (the product's id). */
export const lineVariant = (line: { productId: string; variantId?: string }) => line.variantId ?? line.productId;

/** An order's lines: the same variant on two lines counts as one line, which holds at most
 * MAX_LINE_QUANTITY like a cart line. */
const OrderItemsInput = z
  .array(OrderItemInput, { error: 'order.items.required' })
  .min(1, { error: 'order.cart.empty' })
  .max(100, { error: 'order.lines.max' })
  .superRefine((items, ctx) => {
    const total = new Map<string, number>();
    for (const i of items) total.set(lineVariant(i), (total.get(lineVariant(i)) ?? 0) + i.quantity);
    if ([...total.values()].some((q) => q > MAX_LINE_QUANTITY)) {
      ctx.addIssue(codedIssue('order.quantity.max', { maximum: String(MAX_LINE_QUANTITY) }));
    }
  });

const countryOfDelivery = lineText("The delivery address's country", 100)
  .default('Canada')
  .transform((c, ctx) => {
    const country = c ? findCountry(c) : 'Canada';
    if (!country) {
      ctx.addIssue(codedIssue('address.country.refused'));
      return z.NEVER;
    }
    return country as string;
  });

/** The province decides the tax, so a province, a postal code or a country that is given must be real,
 * one we deliver to, and agree with one another (a Montréal postal code is not in Ontario). */
function agreesWithItself(a: { province: string; postalCode: string }, ctx: z.RefinementCtx): void {
  for (const p of checkProvinceAndPostalCode(a).problems) ctx.addIssue(codedIssue(p.code, p.values, [p.field]));
}

/** Where a quote is taxed: the parts of the delivery address that decide the tax, given as soon as the
 * shopper chose them. Without a province there is no tax yet (never another province's). */
export const TaxedAddress = z
  .object({
    province: lineText("The delivery address's province", 100).default(''),
    country: countryOfDelivery,
    postalCode: lineText("The delivery address's postal code", 20).default(''),
  })
  .superRefine(agreesWithItself);

/** The delivery address of an order, checked as a quote's is (`TaxedAddress`); placing the order needs
 * its province and postal code too (`DeliveryAddress`). */
export const ShippingAddress = z
  .object({
    fullName: lineText("The delivery address's name", 100).min(1, { error: 'delivery.address.name' }),
    street: lineText("The delivery address's street", 200).min(1, { error: 'delivery.address.street' }),
    apartment: lineText("The delivery address's apartment or suite", 100).optional(),
    city: lineText("The delivery address's city", 100).min(1, { error: 'delivery.address.city' }),
    province: lineText("The delivery address's province", 100).default(''),
    country: countryOfDelivery,
    postalCode: lineText("The delivery address's postal code", 20).default(''),
    phoneNumber: lineText("The delivery address's phone number", 20).default(''),
  })
  .superRefine(agreesWithItself);
export type ShippingAddress = z.infer<typeof ShippingAddress>;
export type TaxedAddress = z.input<typeof TaxedAddress>;

/** The delivery address an order is placed with: a quote's, with its province and postal code. */
export const DeliveryAddress = ShippingAddress.superRefine((a, ctx) => {
  if (!a.province) ctx.addIssue(codedIssue('address.province.required', undefined, ['province']));
  if (!a.postalCode) ctx.addIssue(codedIssue('address.postalCode.required', undefined, ['postalCode']));
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/orders/{userId}. The spec's client also sends prices, totals and a status: they are
 * ignored (prices come from the catalogue; a new order always awaits payment). */
export const PlaceOrderRequest = z.object({
  items: OrderItemsInput,
  shippingAddress: DeliveryAddress.nullable().optional(),
  deliveryDate: z.string({ error: 'delivery.date.required' }).regex(DATE, { error: 'delivery.date.format' }),
  /** Promotion codes the shopper entered (any case, each once). */
  codes: EnteredCodes,
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

/** POST /api/orders/{userId}/quote: the checkout summary, priced by the server. */
export const QuoteRequest = z.object({
  items: OrderItemsInput,
  shippingAddress: TaxedAddress.nullable().optional(),
  codes: EnteredCodes,
  /** A guest's email, when the checkout knows it: a code for first orders or once per shopper is checked with it. */
  email: Email.optional(),
});

/** Where a shopper's refunds of an order go: back to the card (and gift cards) that paid, or to store
 * credit (a gift card tied to their account, at once). */
export const RefundDestination = z.enum(['card', 'storeCredit'], { error: 'refund.destination' });
export type RefundDestination = z.infer<typeof RefundDestination>;

export const TaxLine = z.object({ name: z.string(), rate: z.number(), amount: z.number() });
export type TaxLine = z.infer<typeof TaxLine>;

export const OrderItem = z.object({
  productId: z.string(),
  /** The variant bought (the product's id for a product without options). */
  variantId: z.string(),
  name: z.string(),
  /** The variant's option values at the time of the order ({} without options), and its SKU. */
  options: z.record(z.string(), z.string()),
  sku: z.string(),
  /** Unit price in dollars at the time of the order. */
  price: z.number(),
  quantity: z.number().int(),
  imageUrl: z.string(),
  /** What the order's promotions took off this line, all its items together (dollars): the line cost
   * price × quantity − discount, and its tax was on that. Absent: none. */
  discount: z.number().optional(),
  /** A gift card bought: who it is mailed to (the buyer, when they named nobody), with what message and on
   * which day (YYYY-MM-DD, Toronto time). It carries no tax and ships nothing. */
  giftCard: z.object({ recipientName: z.string(), recipientEmail: z.string(), message: z.string(), deliverOn: z.string() }).optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Totals = z.object({
  /** The lines at their prices, before discounts. */
  subtotal: z.number(),
  /** Each promotion the order got, and the saving in all (absent: none). */
  discounts: z.array(Discount).optional(),
  discount: z.number().optional(),
  taxes: z.array(TaxLine),
  tax: z.number(),
  shipping: z.number(),
  /** The order's total: subtotal − discount + tax + shipping (tax is on the discounted lines). */
  totalAmount: z.number(),
  /** The gift cards that pay part or all of the total, each by its last 4 characters (absent: none);
   * `storeCredit`: the shopper's own store credit, which pays by itself (no code to enter). */
  giftCards: z.array(z.object({ lastFour: z.string(), amount: z.number(), storeCredit: z.boolean().optional() })).optional(),
  /** What is left for the card to pay: the total less the gift cards (absent: the total). */
  amountDue: z.number().optional(),
  /** Where the tax comes from, e.g. 'ON'; '' when there is none: a quote before the province is known,
   * or gift cards alone. */
  taxRegion: z.string(),
});
export type Totals = z.infer<typeof Totals>;

export const Quote = Totals.extend({ items: z.array(OrderItem.extend({ stock: z.number().int() })) });
export type Quote = z.infer<typeof Quote>;

/** A quantity of one of the order's lines (to return or refund), named by its variant or, for a
 * product without options, by the product. */
export const OrderLineQuantity = z.object({ productId: Id, variantId: Id.optional(), quantity: Quantity });
export type OrderLineQuantity = z.infer<typeof OrderLineQuantity>;

/** A quantity of one line of an order, as refunds, returns and backorders list them. */
export const OrderLineRef = z.object({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  quantity: z.number().int(),
});
export type OrderLineRef = z.infer<typeof OrderLineRef>;

export const Shipment = z.object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string() });
export type Shipment = z.infer<typeof Shipment>;

export const REFUND_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;
export const Refund = z.object({
  _id: z.string(),
  /** Dollars. */
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  /** The lines refunded (empty: an amount for the whole order, e.g. a cancellation). */
  items: z.array(OrderLineRef),
  createdAt: z.string(),
  /** When the provider confirmed it (or said it failed). */
  settledAt: z.string().nullable(),
  /** Given back to the order's gift cards, not to the card (absent: to the card). */
  toGiftCards: z.boolean().optional(),
  /** Given as store credit (a gift card of the shopper's account, ending in these 4), not to the card. */
  storeCredit: z.object({ lastFour: z.string() }).optional(),
  /** The return it refunds. */
  returnId: z.string().optional(),
  /** Pending, and the provider has taken it: it confirms by itself (nothing to ask again). Absent on a
   * pending refund: the provider has not been reached yet. */
  sentToProvider: z.literal(true).optional(),
});
export type Refund = z.infer<typeof Refund>;

export const RETURN_STATUSES = ['Requested', 'Received'] as const;
export const OrderReturn = z.object({
  _id: z.string(),
  /** What the shopper quotes and writes on the parcel, e.g. 'R-4F7A2C'. */
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  items: z.array(OrderLineRef),
  requestedAt: z.string(),
  receivedAt: z.string().nullable(),
  /** Back office only. Received and not refunded yet: what refunding it gives back, its lines' share of
   * what the order paid (after discounts, with their tax), as the orders service works it out. */
  refundQuote: z.object({ amount: z.number() }).optional(),
  /** Back office only: the refund that gave it back (absent while none has, or the last one failed). */
  refundId: z.string().optional(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

export const TimelineEntry = z.object({
  at: z.string(),
  /** The status the order moved to, or what happened ('Refund issued', 'Return received'). */
  event: z.string(),
  /** e.g. 'Canada Post, tracking 1Z999', '$12.34 back to the card': in English, or data as given. */
  detail: z.string(),
  /** What `detail` says, by code and values, for a page to say in its own language (timeline-words). */
  said: z.array(z.object({ says: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() })).optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const Order = Totals.extend({
  _id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(['Unpaid', 'Paid', 'Failed']),
  items: z.array(OrderItem),
  /** Null for an order that ships nothing (a gift card, mailed). */
  shippingAddress: ShippingAddress.nullable(),
  deliveryDate: z.string(),
  paidAt: z.string().nullable(),
  /** Paid for but not in stock when the payment came (status 'Backordered'): how many of each. */
  backordered: z.array(OrderLineRef),
  /** Set when the order is shipped. */
  shipment: Shipment.nullable(),
  deliveredAt: z.string().nullable(),
  /** Refunds asked of the payment provider; an amount counts as refunded once it is 'Succeeded'. */
  refunds: z.array(Refund),
  /** Dollars the provider confirmed refunded. */
  refundedAmount: z.number(),
  returns: z.array(OrderReturn),
  /** Where the shopper asked its refunds to go (absent: to the card). */
  refundTo: RefundDestination.optional(),
  /** What happened to the order, oldest first: placed, paid, shipped (with tracking), delivered, refunded... */
  timeline: z.array(TimelineEntry),
});
export type Order = z.infer<typeof Order>;

export const OrderParams = z.object({ orderId: z.string() });

/** POST /api/create-checkout-session. The spec's client also sends items and an amount: ignored, the
 * session is built from the stored order. */
export const CheckoutSessionRequest = z.object({
  orderId: z.string({ error: 'order.id.required' }).min(1, { error: 'order.id.required' }),
});
export const CheckoutSessionResponse = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

/** PUT /api/orders/update-payment/{orderId}: asks the server to check with the payment provider. */
export const UpdatePaymentRequest = z.object({ paymentStatus: z.string().optional(), sessionId: z.string().max(200).optional() });

/** POST /api/orders/{orderId}/cancel (the shopper, before it ships). A paid order's money goes back to the
 * card, or to store credit when the shopper chooses it. */
export const CancelOrderRequest = z.object({
  reason: lineText('The reason', 200).optional().default(''),
  refundTo: RefundDestination.default('card'),
});

/** POST /api/orders/{orderId}/returns (the shopper, within RETURN_WINDOW_DAYS of delivery). */
export const ReturnRequest = z.object({
  items: z.array(OrderLineQuantity, { error: 'return.items.required' }).min(1, { error: 'return.items.required' }).max(100),
  reason: requiredText('The reason for the return', 500, 'return.reason.required'),
  /** Where its refund goes once the items are back. */
  refundTo: RefundDestination.default('card'),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

// Shopping without an account (DESIGN: guest checkout). A visitor's cart lives in the cart service under
// the httpOnly cookie GUEST_CART_COOKIE; an order placed from it is the guest's while that cookie is sent,
// and afterwards through the order link mailed with the receipt (or asked for on 'Find my order').

/** How long an order link mailed to a guest opens the order. */
export const ORDER_LINK_DAYS = 30;

/** POST /api/orders/guest: a visitor's order. The delivery address is checked as the address book checks
 * one (a real province, a postal code of its country). */
export const PlaceGuestOrderRequest = z.object({
  email: Email,
  items: OrderItemsInput,
  shippingAddress: AddressInput,
  deliveryDate: z.string({ error: 'delivery.date.required' }).regex(DATE, { error: 'delivery.date.format' }),
  codes: EnteredCodes,
});
export type PlaceGuestOrderRequest = z.infer<typeof PlaceGuestOrderRequest>;

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/orders/find ('Find my order'): the order number ('#4F7A2C1B', any case) or the whole order
 * id a shopper may have copied from a page or a link, and the email it was placed with. */
export const FindOrderRequest = z.object({
  orderNumber: z
    .string({ error: 'order.number.required' })
    .transform((s) => {
      const text = s.replace(/[\s#]/g, '').toLowerCase();
      return ORDER_ID.test(text) ? text.slice(0, 8) : text.replace(/-/g, '');
    })
    .pipe(z.string().regex(/^[0-9a-f]{8}$/, { error: 'order.number.format' })),
  email: Email,
});
export type FindOrderRequest = z.infer<typeof FindOrderRequest>;

/** What 'Find my order' says, whether or not an order matched: the link goes only to the order's mailbox. */
export const FIND_ORDER_SENT = ERROR_MESSAGES['findOrder.sent'];

/** GET /api/orders/detail/{orderId}?access=...: the order link's token. */
export const OrderAccessQuery = z.object({
  access: linkToken('order.link.invalid').optional(),
});
