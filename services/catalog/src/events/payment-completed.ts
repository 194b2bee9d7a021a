import { PaymentCompleted, type StockShort } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, addToOutbox, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';

/** What was sold leaves the stock, once per order however often the event is delivered. Stock never
 * goes below zero: when an order was paid for more than was left (two shoppers paying for the last one
 * at once), what could not be taken is announced as `stock.short`, in the same transaction, so the
 * order is marked backordered instead of the shortfall going unnoticed. */
export async function consumePaymentCompleted(deps: { db: Database; bus: EventBus; log: Logger; onEventsWritten: () => void }): Promise<void> {
  await deps.bus.subscribe('catalog', ['payment.completed'], async (event) => {
    const payment = PaymentCompleted.parse(event.payload);
    const short: StockShort['items'] = [];
    await handleOnce(deps.db, 'catalog', 'catalog', event, async (tx) => {
      short.length = 0;
      for (const item of payment.items) {
        const { rows } = await tx.query<{ before: number }>(
          `UPDATE catalog.products p SET stock = greatest(p.stock - $2, 0), updated_at = now()
             FROM (SELECT id, stock AS before FROM catalog.products WHERE id = $1 FOR UPDATE) old
            WHERE p.id = old.id RETURNING old.before`,
          [item.productId, item.quantity],
        );
        const before = rows[0]?.before ?? 0;
        if (before < item.quantity) {
          short.push({ productId: item.productId, name: item.name, ordered: item.quantity, taken: Math.max(0, before) });
        }
      }
      if (short.length > 0) await addToOutbox(tx, 'catalog', 'stock.short', { orderId: payment.orderId, userId: payment.userId, items: short });
    });
    if (short.length > 0) {
      deps.log.warn({ orderId: payment.orderId, short }, 'sold more than was in stock: the order is announced as backordered');
      deps.onEventsWritten();
    }
  });
}
