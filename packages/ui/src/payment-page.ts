import type { CheckoutSessionResponse } from '@storefront/contracts';
import { api } from './api';

const isSession = (x: unknown): x is CheckoutSessionResponse =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { sessionId?: unknown }).sessionId === 'string' &&
  typeof (x as { url?: unknown }).url === 'string';

/** Opens the card payment page for an order awaiting payment (the cart's checkout, a gift card bought);
 * throws what refused it. Only an http(s) address is followed. */
export async function sendToPayment(orderId: string): Promise<void> {
  const session = await api('/api/create-checkout-session', { method: 'POST', body: { orderId }, check: isSession });
  const to = new URL(session.url, window.location.href);
  if (to.protocol !== 'https:' && to.protocol !== 'http:') throw new Error(`Unexpected payment address ${session.url}`);
  window.location.assign(to.toString());
}
