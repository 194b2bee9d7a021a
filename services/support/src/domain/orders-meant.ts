import { type Order, orderNumberOf } from '@storefront/contracts';
import type { Understanding } from './understanding';

/** Orders the shopper may cancel from the chat: nothing was paid, so nothing needs refunding. */
export const isUnpaid = (order: Order) => order.status === 'Pending Payment' || order.status === 'Payment Failed';

/** Orders whose receipt was mailed: they were paid. */
export const wasPaid = (order: Order) => order.paidAt !== null;

/** Which of the shopper's orders (newest first) a message means: the one whose number it quotes; else one
 * placed on the day it names that fits what is asked; else the newest that fits. `quoted` is set when the
 * message quotes a number that is none of theirs: nothing is revealed about whose it is. */
export function orderMeant(
  orders: Order[],
  said: Pick<Understanding, 'orderNumber' | 'day'>,
  fits: (order: Order) => boolean = () => true,
): { order?: Order; missing?: string } {
  if (said.orderNumber) {
    const quoted = orders.find((o) => orderNumberOf(o._id) === said.orderNumber);
    return quoted ? { order: quoted } : { missing: said.orderNumber };
  }
  const candidates = orders.filter(fits);
  const onDay = said.day ? candidates.find((o) => o.createdAt.slice(0, 10) === said.day) : undefined;
  return { order: onDay ?? candidates[0] };
}
