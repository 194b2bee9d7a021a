import { type Order, STORE_TIME_ZONE, orderNumberOf } from '@storefront/contracts';
import type { Understanding } from './understanding';
import { productMeant } from './variant-stock';

/** Orders the shopper may cancel from the chat: nothing was paid, so nothing needs refunding. */
export const isUnpaid = (order: Order) => order.status === 'Pending Payment' || order.status === 'Payment Failed';

/** Orders whose receipt was mailed: they were paid. */
export const wasPaid = (order: Order) => order.paidAt !== null;

/** The shop's day an order was placed on (YYYY-MM-DD, Toronto time): "the order I placed yesterday
 * evening" is the shopper's yesterday, not UTC's. */
export const dayPlaced = (order: Order) => SHOP_DAY.format(new Date(order.createdAt));
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Which of the shopper's orders (newest first) a message means: the one whose number it quotes; else the
 * one placed on the day it names (whatever it is: the caller says what can be done with it); else the
 * newest that fits what is asked. `missing` is set when the message quotes a number that is none of
 * theirs: nothing is revealed about whose it is. */
export function orderMeant(
  orders: Order[],
  said: Pick<Understanding, 'orderNumber' | 'day'>,
  fits: (order: Order) => boolean = () => true,
): { order?: Order; missing?: string } {
  if (said.orderNumber) {
    const quoted = orders.find((o) => orderNumberOf(o._id) === said.orderNumber);
    return quoted ? { order: quoted } : { missing: said.orderNumber };
  }
  const onDay = said.day ? orders.filter((o) => dayPlaced(o) === said.day) : [];
  return { order: onDay.find(fits) ?? onDay[0] ?? orders.find(fits) };
}

/** The orders a message names by what they hold ("my headphones order", "la tuque que j'ai commandée"):
 * those with the line it names best, found as the assistant finds a product (productMeant, on the names
 * the order recorded, in its language); all of them when it names none of their lines. */
export function ordersHolding(orders: Order[], message: string): Order[] {
  const lines = orders.flatMap((order) => order.items.map((i) => ({ name: i.name, order })));
  const meant = productMeant(lines, message);
  if (!meant) return orders;
  const named = new Set(('several' in meant ? meant.several : [meant.product]).map((l) => l.order._id));
  return orders.filter((o) => named.has(o._id));
}
