import { defineConsumer } from '@storefront/events';
import { markDelivered } from '../data/purchases';
import { type InvitationLinks, inviteToReview } from '../use-cases/invite';

/** The order reached its buyer: they may review what it held, and are invited to once. */
export const orderDelivered = (links: InvitationLinks & { onEventsWritten: () => void }) =>
  defineConsumer({
    service: 'reviews',
    event: 'order.delivered',
    handle: async (delivered, { tx }) => {
      await markDelivered(tx, delivered.orderId, delivered.deliveredAt);
      return inviteToReview(tx, links, delivered.orderId);
    },
    afterCommit: (invited, { log, event }) => {
      if (invited) links.onEventsWritten();
      log.info({ orderId: event.payload.orderId, invited }, 'delivered purchases open to review');
    },
  });
