import { defineConsumer } from '@storefront/events';
import { recordView } from '../data/signals';
import type { ModelHolder } from '../domain/model-holder';

/** The model learns what shoppers look at (each shopper's latest view of a product counts). */
export const productViewed = (deps: { models: ModelHolder }) =>
  defineConsumer({
    service: 'recommendations',
    event: 'product.viewed',
    handle: (v, { tx }) => recordView(tx, v.userId, v.productId, v.viewedAt),
    afterCommit: () => deps.models.signalsChanged(),
  });
