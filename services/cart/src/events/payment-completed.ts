import { PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { takeOut } from '../data/lines';

/** When an order is paid, what was bought leaves the shopper's cart (once, however often the event comes). */
export async function consumePaymentCompleted(deps: { db: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('cart', ['payment.completed'], async (event) => {
    const payment = PaymentCompleted.parse(event.payload);
    const applied = await handleOnce(deps.db, 'cart', 'cart', event, (tx) => takeOut(tx, payment.userId, payment.items));
    deps.log.info({ orderId: payment.orderId, eventId: event.id, applied }, 'paid items taken out of the cart');
  });
}
