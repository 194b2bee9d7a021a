import { PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { clearCart } from '../data/lines';

/** When an order is paid, the shopper's cart is emptied (once, however often the event comes). */
export async function consumePaymentCompleted(deps: { db: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('cart', ['payment.completed'], async (event) => {
    const payment = PaymentCompleted.parse(event.payload);
    const applied = await handleOnce(deps.db, 'cart', 'cart', event, (tx) => clearCart(tx, payment.userId));
    deps.log.info({ orderId: payment.orderId, eventId: event.id, applied }, 'cart emptied after payment');
  });
}
