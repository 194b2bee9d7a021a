import { lineVariant } from '@storefront/contracts';
import { lineName } from '@storefront/contracts/variants';
import { defineConsumer } from '@storefront/events';
import { addHistory, markBackordered } from '../data/orders';

/** The catalogue could not cover a paid order from stock: the order becomes 'Backordered' with what is
 * missing, so the shopper sees it on Your Orders and the store knows what it owes (once per event). */
export const stockShort = defineConsumer({
  service: 'orders',
  event: 'stock.short',
  async handle(short, { tx }) {
    const missing = short.items
      .filter((i) => i.taken < i.ordered)
      .map((i) => ({
        productId: i.productId,
        variantId: lineVariant(i),
        name: i.name,
        options: i.options ?? {},
        quantity: i.ordered - i.taken,
      }));
    const moved = await markBackordered(tx, short.orderId, missing);
    if (moved)
      await addHistory(
        tx,
        short.orderId,
        'Backordered',
        missing.map((m) => ({ says: 'backordered.line', values: { quantity: m.quantity, line: lineName({ name: m.name }, m.options) } })),
      );
    return { missing, moved };
  },
  afterCommit: ({ missing, moved }, { log, event }) =>
    log.warn({ orderId: event.payload.orderId, missing, moved }, 'a paid order is backordered: stock ran out before its payment came'),
});
