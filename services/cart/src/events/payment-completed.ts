import { PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { takeOrderedFromCart } from '../data/lines';

/** When an order is paid, what it held leaves the shopper's cart (once, however often the event comes;
 * however late: a cart filled again since keeps its new lines). */
export async function consumePaymentCompleted(deps: { db: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('cart', ['payment.completed'], async (event) => {
    const payment = PaymentCompleted.parse(event.payload);
    const applied = await handleOnce(deps.db, 'cart', 'cart', event, (tx) => takeOrderedFromCart(tx, payment.userId, payment.items));
    deps.log.info({ orderId: payment.orderId, eventId: event.id, applied }, 'ordered items taken from the cart after payment');
  });
}
