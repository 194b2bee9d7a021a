import type { CartResponse, CheckoutSessionResponse, Order, Quote, ShippingAddress } from '@storefront/contracts';
import { api, arrayOf } from '@storefront/ui';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
export const isCart = (x: unknown): x is CartResponse => isObject(x) && Array.isArray(x.items) && typeof x.total === 'number';
export const isOrder = (x: unknown): x is Order =>
  isObject(x) && typeof x._id === 'string' && typeof x.status === 'string' && Array.isArray(x.items) && typeof x.totalAmount === 'number';
const isQuote = (x: unknown): x is Quote => isObject(x) && Array.isArray(x.items) && typeof x.totalAmount === 'number' && Array.isArray(x.taxes);
const isSession = (x: unknown): x is CheckoutSessionResponse => isObject(x) && typeof x.sessionId === 'string' && typeof x.url === 'string';
const isDates = (x: unknown): x is { dates: string[] } => isObject(x) && Array.isArray(x.dates);

const cartPath = (userId: string) => `/api/cart/${encodeURIComponent(userId)}`;

export const cartApi = {
  get: (userId: string) => api(cartPath(userId), { check: isCart }),
  add: (userId: string, productId: string, quantity: number) => api(cartPath(userId), { method: 'PUT', body: { productId, quantity }, check: isCart }),
  set: (userId: string, productId: string, quantity: number) =>
    api(`${cartPath(userId)}/${encodeURIComponent(productId)}`, { method: 'PATCH', body: { quantity }, check: isCart }),
  remove: (userId: string, productId: string) => api(`${cartPath(userId)}/${encodeURIComponent(productId)}`, { method: 'DELETE', check: isCart }),
  clear: (userId: string) => api(cartPath(userId), { method: 'DELETE', check: isCart }),
};

type Line = { productId: string; quantity: number };

export const ordersApi = {
  list: (userId: string, signal?: AbortSignal) => api(`/api/orders/${encodeURIComponent(userId)}`, { check: arrayOf(isOrder), signal }),
  detail: (orderId: string, signal?: AbortSignal) => api(`/api/orders/detail/${encodeURIComponent(orderId)}`, { check: isOrder, signal }),
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
