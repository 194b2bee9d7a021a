import { defineConsumer } from '@storefront/events';
import { recordPromotionUse } from '../data/shelf-promotions';

/** Counts a paid order's use of a promotion: one whose uses have run out leaves the shelves. */
export const promotionUsed = defineConsumer({
  service: 'catalog',
  event: 'promotion.used',
  handle: (used, { tx }) => recordPromotionUse(tx, used),
});
