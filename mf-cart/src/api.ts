import type { CartResponse, CheckoutSessionResponse, Order, Quote, ReturnRequest, ShippingAddress } from '@storefront/contracts';
import { api, arrayOf } from '@storefront/ui';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
export const isCart = (x: unknown): x is CartResponse => isObject(x) && Array.isArray(x.items) && typeof x.total === 'number';
export const isOrder = (x: unknown): x is Order =>
  isObject(x) && typeof x._id === 'string' && typeof x.status === 'string' && Array.isArray(x.items) && typeof x.totalAmount === 'number';
/** An orders service older than this remote sends orders without their history: read those as an order
 * with none yet, so the pages still show it (a remote may be deployed before the service it calls). */
const withHistory = (order: Order): Order => {
  const sent: Partial<Order> = order;
  return {
    ...order,
    shipment: sent.shipment ?? null,
    deliveredAt: sent.deliveredAt ?? null,
    refunds: sent.refunds ?? [],
    refundedAmount: sent.refundedAmount ?? 0,
    returns: sent.returns ?? [],
    timeline: sent.timeline ?? [],
  };
};
const isQuote = (x: unknown): x is Quote =>
  isObject(x) && Array.isArray(x.items) && typeof x.totalAmount === 'number' && Array.isArray(x.taxes);
const isSession = (x: unknown): x is CheckoutSessionResponse => isObject(x) && typeof x.sessionId === 'string' && typeof x.url === 'string';
const isDates = (x: unknown): x is { dates: string[] } => isObject(x) && Array.isArray(x.dates);

const cartPath = (userId: string) => `/api/cart/${encodeURIComponent(userId)}`;

export const cartApi = {
  get: (userId: string) => api(cartPath(userId), { check: isCart }),
  add: (userId: string, productId: string, quantity: number) =>
    api(cartPath(userId), { method: 'PUT', body: { productId, quantity }, check: isCart }),
  set: (userId: string, productId: string, quantity: number) =>
    api(`${cartPath(userId)}/${encodeURIComponent(productId)}`, { method: 'PATCH', body: { quantity }, check: isCart }),
  remove: (userId: string, productId: string) =>
    api(`${cartPath(userId)}/${encodeURIComponent(productId)}`, { method: 'DELETE', check: isCart }),
  clear: (userId: string) => api(cartPath(userId), { method: 'DELETE', check: isCart }),
};

type Line = { productId: string; quantity: number };

export const ordersApi = {
  list: async (userId: string, signal?: AbortSignal) =>
    (await api(`/api/orders/${encodeURIComponent(userId)}`, { check: arrayOf(isOrder), signal })).map(withHistory),
  detail: async (orderId: string, signal?: AbortSignal) =>
    withHistory(await api(`/api/orders/detail/${encodeURIComponent(orderId)}`, { check: isOrder, signal })),
  /** The shopper cancels before it ships; a paid order's money goes back to the card. Answers the order. */
  cancel: async (orderId: string, body: { reason?: string }) =>
    withHistory(await api(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body, check: isOrder })),
  /** Asks to return some of a delivered order's items. Answers the order, with the new return in `returns`. */
  requestReturn: async (orderId: string, body: ReturnRequest) =>
    withHistory(await api(`/api/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body, check: isOrder })),
  deliveryDates: (signal?: AbortSignal) => api('/api/orders/delivery-dates', { check: isDates, signal }),
  quote: (userId: string, items: Line[], shippingAddress: ShippingAddress | null, signal?: AbortSignal) =>
    api(`/api/orders/${encodeURIComponent(userId)}/quote`, { method: 'POST', body: { items, shippingAddress }, check: isQuote, signal }),
  place: (userId: string, items: Line[], shippingAddress: ShippingAddress, deliveryDate: string) =>
    api(`/api/orders/${encodeURIComponent(userId)}`, {
      method: 'POST',
      body: { userId, items, shippingAddress, deliveryDate, status: 'pending' },
      check: isOrder,
    }),
  checkoutSession: (orderId: string) => api('/api/create-checkout-session', { method: 'POST', body: { orderId }, check: isSession }),
  confirmPayment: (orderId: string, sessionId: string | null) =>
    api(`/api/orders/update-payment/${encodeURIComponent(orderId)}`, {
      method: 'PUT',
      body: { paymentStatus: 'Paid', ...(sessionId ? { sessionId } : {}) },
      check: isOrder,
    }),
};
