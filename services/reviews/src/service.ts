import { OutboxRelay } from '@storefront/events';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildReviewsApp } from './app';
import { ReviewsSettings } from './config';
import { migrations } from './data/migrations';
import { orderDelivered } from './events/order-delivered';
import { orderRefunded } from './events/order-refunded';
import { paymentCompleted } from './events/payment-completed';

export const reviewsService: ServiceDefinition<ReviewsSettings> = {
  name: 'reviews',
  settings: ReviewsSettings,
  migrations,
  async start(ctx) {
    const relay = new OutboxRelay({ db: ctx.db, schema: 'reviews', bus: ctx.bus, log: ctx.log });
    relay.start();
    const onEventsWritten = () => relay.nudge();
    const publicUrl = ctx.settings.PUBLIC_URL;
    return {
      app: buildReviewsApp({
        ...ctx,
        needApproval: ctx.settings.REVIEWS_NEED_APPROVAL,
        publicUrl,
        onEventsWritten,
        trustProxy: ctx.settings.TRUST_PROXY,
      }),
      consumers: [paymentCompleted, orderDelivered({ publicUrl, onEventsWritten }), orderRefunded],
      stop: () => relay.stop(),
    };
  },
};
