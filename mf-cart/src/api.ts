import type {
  CartResponse,
  Order,
  OrderItem,
  OrderLineRef,
  Quote,
  ReturnRequest,
  ShippingAddress,
  TaxedAddress,
  RefundDestination,
} from '@storefront/contracts';
import { api, arrayOf, type ServiceAnswer } from '@storefront/ui';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
export const isCart = (x: unknown): x is CartResponse => isObject(x) && Array.isArray(x.items) && typeof x.total === 'number';
export const isOrder = (x: unknown): x is Order =>
  isObject(x) && typeof x._id === 'string' && typeof x.status === 'string' && Array.isArray(x.items) && typeof x.totalAmount === 'number';
/** A line from an orders service older than variants names only its product: its variant is then the
 * product's default one (the product's id), without options or SKU. */
const lineOfVariant = <T extends Pick<OrderLineRef, 'productId' | 'variantId' | 'options'>>(line: T): T => {
  const sent: Partial<T> = line;
  return { ...line, variantId: sent.variantId ?? line.productId, options: sent.options ?? {} };
};
const itemOfVariant = <T extends OrderItem>(item: T): T => {
  const sent: Partial<T> = item;
  return { ...lineOfVariant(item), sku: sent.sku ?? '' };
};
/** An orders service older than this remote sends orders without their history (or lines without their
 * variants): read those as an order with none yet, so the pages still show it (a remote may be deployed
 * before the service it calls). */
const withHistory = (order: Order): Order => {
  const sent: Partial<Order> = order;
  return {
    ...order,
    items: order.items.map(itemOfVariant),
    backordered: (sent.backordered ?? []).map(lineOfVariant),
    shipment: sent.shipment ?? null,
    deliveredAt: sent.deliveredAt ?? null,
    refunds: (sent.refunds ?? []).map((r) => ({ ...r, items: r.items.map(lineOfVariant) })),
    refundedAmount: sent.refundedAmount ?? 0,
    returns: (sent.returns ?? []).map((r) => ({ ...r, items: r.items.map(lineOfVariant) })),
    timeline: sent.timeline ?? [],
  };
};
const isQuote = (x: unknown): x is Quote =>
  isObject(x) && Array.isArray(x.items) && typeof x.totalAmount === 'number' && Array.isArray(x.taxes);
const withVariants = (quote: Quote): Quote => ({ ...quote, items: quote.items.map(itemOfVariant) });
const isDates = (x: unknown): x is { dates: string[] } => isObject(x) && Array.isArray(x.dates);

/** Whose cart: a signed-in shopper's (their user id), or the visitor's (null: the cart service finds it by
 * the browser's httpOnly cookie). */
type CartOwner = string | null;
const cartPath = (owner: CartOwner) => (owner ? `/api/cart/${encodeURIComponent(owner)}` : '/api/cart/guest');

export const cartApi = {
  get: (owner: CartOwner) => api(cartPath(owner), { check: isCart }),
  /** `variantId` is the chosen variant of a product with options (left out for one without). */
  add: (owner: CartOwner, line: { productId: string; variantId?: string }, quantity: number) =>
    api(cartPath(owner), { method: 'PUT', body: { ...line, quantity }, check: isCart }),
  /** A line is named by its variant id (a product without options: the product's id). */
  set: (owner: CartOwner, variantId: string, quantity: number) =>
    api(`${cartPath(owner)}/${encodeURIComponent(variantId)}`, { method: 'PATCH', body: { quantity }, check: isCart }),
  remove: (owner: CartOwner, variantId: string) =>
    api(`${cartPath(owner)}/${encodeURIComponent(variantId)}`, { method: 'DELETE', check: isCart }),
  clear: (owner: CartOwner) => api(cartPath(owner), { method: 'DELETE', check: isCart }),
};

/** An order line as checkout sends it: the cart line's variant and how many. */
export type Line = { productId: string; variantId?: string; quantity: number };

export const ordersApi = {
  list: async (userId: string, signal?: AbortSignal) =>
    (await api(`/api/orders/${encodeURIComponent(userId)}`, { check: arrayOf(isOrder), signal })).map(withHistory),
  /** One order; `access` is the token of a link mailed for it (a guest's way in). */
  /** The paid order's receipt as a PDF (the session's cookie, or a guest's link, opens it). */
  receiptUrl: (orderId: string, access?: string | null) =>
    `/api/orders/detail/${encodeURIComponent(orderId)}/receipt.pdf${access ? `?access=${encodeURIComponent(access)}` : ''}`,
  detail: async (orderId: string, signal?: AbortSignal, access?: string | null) =>
    withHistory(
      await api(`/api/orders/detail/${encodeURIComponent(orderId)}${access ? `?access=${encodeURIComponent(access)}` : ''}`, {
        check: isOrder,
        signal,
      }),
    ),
  /** The shopper cancels before it ships; a paid order's money goes back to the card. Answers the order. */
  cancel: async (orderId: string, body: { reason?: string; refundTo?: RefundDestination }) =>
    withHistory(await api(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body, check: isOrder })),
  /** Asks to return some of a delivered order's items. Answers the order, with the new return in `returns`. */
  requestReturn: async (orderId: string, body: ReturnRequest) =>
    withHistory(await api(`/api/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body, check: isOrder })),
  deliveryDates: (signal?: AbortSignal) => api('/api/orders/delivery-dates', { check: isDates, signal }),
  quote: async (userId: string, items: Line[], shippingAddress: TaxedAddress | null, codes: string[], signal?: AbortSignal) =>
    withVariants(
      await api(`/api/orders/${encodeURIComponent(userId)}/quote`, {
        method: 'POST',
        body: { items, shippingAddress, codes },
        check: isQuote,
        signal,
      }),
    ),
  place: (userId: string, items: Line[], shippingAddress: ShippingAddress, deliveryDate: string, codes: string[]) =>
    api(`/api/orders/${encodeURIComponent(userId)}`, {
      method: 'POST',
      body: { userId, items, shippingAddress, deliveryDate, codes, status: 'pending' },
      check: isOrder,
    }),
  /** A visitor's checkout: the summary and the order, for the cart their cookie names. */
  guestQuote: async (items: Line[], shippingAddress: TaxedAddress | null, codes: string[], signal?: AbortSignal) =>
    withVariants(await api('/api/orders/guest/quote', { method: 'POST', body: { items, shippingAddress, codes }, check: isQuote, signal })),
  placeAsGuest: (email: string, items: Line[], shippingAddress: ShippingAddress, deliveryDate: string, codes: string[]) =>
    api('/api/orders/guest', { method: 'POST', body: { email, items, shippingAddress, deliveryDate, codes }, check: isOrder }),
  /** 'Find my order': the service mails the order's link to the order's address; answers what to tell the shopper. */
  find: (orderNumber: string, email: string) =>
    api('/api/orders/find', {
      method: 'POST',
      body: { orderNumber, email },
      check: (x): x is ServiceAnswer => isObject(x) && typeof x.message === 'string',
    }),
  confirmPayment: (orderId: string, sessionId: string | null) =>
    api(`/api/orders/update-payment/${encodeURIComponent(orderId)}`, {
      method: 'PUT',
      body: { paymentStatus: 'Paid', ...(sessionId ? { sessionId } : {}) },
      check: isOrder,
    }),
};
