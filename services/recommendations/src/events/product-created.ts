import { defineConsumer } from '@storefront/events';
import type { ModelHolder } from '../domain/model-holder';

/** A new product: the model takes in the catalogue again, so it can be recommended. Nothing is kept
 * here but the record that the event was handled. */
export const productCreated = (deps: { models: ModelHolder }) =>
  defineConsumer({
    service: 'recommendations',
    event: 'product.created',
    handle: async () => {},
    afterCommit: () => deps.models.catalogueChanged(),
  });
