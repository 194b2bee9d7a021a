import { PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';

/** What was sold leaves the stock, once per order however often the event is delivered. Stock never
 * goes below zero; selling more than there was is logged for someone to look at. */
export async function consumePaymentCompleted(deps: { db: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('catalog', ['payment.completed'], async (event) => {
    const payment = PaymentCompleted.parse(event.payload);
    await handleOnce(deps.db, 'catalog', 'catalog', event, async (tx) => {
      for (const item of payment.items) {
        const { rows } = await tx.query<{ before: number }>(
          `UPDATE catalog.products p SET stock = greatest(p.stock - $2, 0), updated_at = now()
             FROM (SELECT id, stock AS before FROM catalog.products WHERE id = $1 FOR UPDATE) old
            WHERE p.id = old.id RETURNING old.before`,
          [item.productId, item.quantity],
        );
        const before = rows[0]?.before;
        if (before === undefined) deps.log.warn({ orderId: payment.orderId, productId: item.productId }, 'sold a product that no longer exists');
        else if (before < item.quantity) {
          deps.log.warn({ orderId: payment.orderId, productId: item.productId, stock: before, sold: item.quantity }, 'sold more than was in stock');
        }
      }
    });
  });
}
