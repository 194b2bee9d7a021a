import { defineConsumer } from '@storefront/events';
import { keepPromotion } from '../data/shelf-promotions';

/** Keeps what the shelves need of a promotion (sale prices and deals are worked out as products are
 * read); the shop's kept answers let go once it is delivered, so a sale shows at once. */
export const promotionChanged = defineConsumer({
  service: 'catalog',
  event: 'promotion.changed',
  handle: (promotion, { tx }) => keepPromotion(tx, promotion),
});
