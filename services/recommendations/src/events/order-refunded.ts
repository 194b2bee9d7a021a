import { defineConsumer } from '@storefront/events';
import { forgetRefundedPurchase } from '../data/signals';
import type { ModelHolder } from '../domain/model-holder';

/** A refunded purchase is no purchase to learn from: the model forgets it (the refunded lines, or the
 * whole order once nothing of its payment is left). Once per refund: the event is handled once, and a
 * line already forgotten has nothing left to take. */
export const orderRefunded = (deps: { models: ModelHolder }) =>
  defineConsumer({
    service: 'recommendations',
    event: 'order.refunded',
    handle: (r, { tx }) => forgetRefundedPurchase(tx, r),
    afterCommit: (changed) => {
      if (changed > 0) deps.models.signalsChanged();
    },
  });
