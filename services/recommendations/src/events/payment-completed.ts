import { defineConsumer } from '@storefront/events';
import { recordPurchase } from '../data/signals';
import type { ModelHolder } from '../domain/model-holder';

/** The model learns what shoppers buy, as they buy it. */
export const paymentCompleted = (deps: { models: ModelHolder }) =>
  defineConsumer({
    service: 'recommendations',
    event: 'payment.completed',
    handle: (p, { tx }) => recordPurchase(tx, { orderId: p.orderId, userId: p.userId, at: p.paidAt, items: p.items }),
    afterCommit: () => deps.models.signalsChanged(),
  });
