import { StockShort } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { markBackordered } from '../data/orders';

/** The catalogue could not cover a paid order from stock: the order becomes 'Backordered' with what is
 * missing, so the shopper sees it on Your Orders and the store knows what it owes (once per event). */
export async function consumeStockShort(deps: { db: Database; bus: EventBus; log: Logger }): Promise<void> {
  await deps.bus.subscribe('orders', ['stock.short'], async (event) => {
    const short = StockShort.parse(event.payload);
    const missing = short.items
      .filter((i) => i.taken < i.ordered)
      .map((i) => ({ productId: i.productId, name: i.name, quantity: i.ordered - i.taken }));
    let moved = false;
    await handleOnce(deps.db, 'orders', 'orders', event, async (tx) => {
      moved = await markBackordered(tx, short.orderId, missing);
    });
    deps.log.warn({ orderId: short.orderId, missing, moved }, 'a paid order is backordered: stock ran out before its payment came');
  });
}
