import { lineVariant } from '@storefront/contracts';
import { defineConsumer } from '@storefront/events';
import { putBackReturned } from '../data/stock';

/** A returned parcel arrived: its items are back in stock, once however often the event comes. */
export const returnReceived = defineConsumer({
  service: 'catalog',
  event: 'return.received',
  handle: (received, { tx }) =>
    putBackReturned(
      tx,
      received.orderId,
      received.items.map((i) => ({ variantId: lineVariant(i), quantity: i.quantity })),
    ),
  afterCommit(back, { log, event }) {
    log.info({ orderId: event.payload.orderId, returnId: event.payload.returnId, back }, 'returned items are back in stock');
  },
});
