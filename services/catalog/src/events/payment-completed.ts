import { type StockShort, lineVariant } from '@storefront/contracts';
import { addToOutbox, defineConsumer } from '@storefront/events';
import { lockProductsOf, recordTaken, takeFromStock } from '../data/stock';

/** What was sold leaves the stock, once per order however often the event is delivered. Stock never
 * goes below zero: when an order was paid for more than was left (two shoppers paying for the last one
 * at once), what could not be taken is announced as `stock.short`, in the same transaction, so the
 * order is marked backordered instead of the shortfall going unnoticed. */
export const paymentCompleted = (deps: { onEventsWritten: () => void }) =>
  defineConsumer({
    service: 'catalog',
    event: 'payment.completed',
    async handle(payment, { tx }) {
      const short: StockShort['items'] = [];
      // The order's products are locked first, in one order (by id), so two orders for [A, B] and [B, A]
      // paid at once cannot each hold one row while waiting for the other.
      // A gift card is mailed, not taken from a shelf.
      const goods = payment.items.filter((i) => !i.giftCard);
      await lockProductsOf(tx, goods.map(lineVariant));
      for (const item of goods) {
        const variantId = lineVariant(item);
        const before = await takeFromStock(tx, variantId, item.quantity);
        // What a cancellation of this order will put back: what was really taken, not what was ordered.
        await recordTaken(tx, payment.orderId, variantId, Math.min(before, item.quantity));
        if (before < item.quantity) {
          short.push({
            productId: item.productId,
            variantId,
            name: item.name,
            ...(item.options ? { options: item.options } : {}),
            ordered: item.quantity,
            taken: Math.max(0, before),
          });
        }
      }
      if (short.length > 0)
        await addToOutbox(tx, 'catalog', 'stock.short', { orderId: payment.orderId, userId: payment.userId, items: short });
      return short;
    },
    afterCommit(short, { log, event }) {
      if (short.length === 0) return;
      log.warn({ orderId: event.payload.orderId, short }, 'sold more than was in stock: the order is announced as backordered');
      deps.onEventsWritten();
    },
  });
