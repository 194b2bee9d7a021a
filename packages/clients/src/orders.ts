import { z } from 'zod';
import { CurrentPromotions, GiftCardView, type Order, Order as OrderSchema } from '@storefront/contracts';
import { type ServiceCallOptions, callService } from './http';

/** What support needs from orders: a shopper's orders (with their shipment, returns, refunds and
 * timeline), asked for with the shopper's own session (the orders service checks ownership itself).
 * Answers are read with the contracts' Order schema, so a shape support cannot read is a 503, not a guess. */
export class OrdersClient {
  constructor(private readonly baseUrl: string) {}

  /** The shopper's orders, newest first (as the orders service lists them). */
  async ordersOf(userId: string, options: ServiceCallOptions & { authorization: string }): Promise<Order[]> {
    const url = new URL(`/api/orders/${encodeURIComponent(userId)}`, this.baseUrl);
    return callService('orders', url.toString(), z.array(OrderSchema), options);
  }

  async latestOrder(userId: string, options: ServiceCallOptions & { authorization: string }): Promise<Order | undefined> {
    return (await this.ordersOf(userId, options))[0];
  }

  /** Cancels one of the shopper's orders (the orders service checks it is theirs and has not shipped; a
   * paid one is refunded). */
  async cancelOrder(orderId: string, reason: string, options: ServiceCallOptions & { authorization: string }): Promise<Order> {
    const url = new URL(`/api/orders/${encodeURIComponent(orderId)}/cancel`, this.baseUrl);
    return callService('orders', url.toString(), OrderSchema, { ...options, method: 'POST', body: { reason } });
  }

  /** The shopper's store credit (gift cards tied to their account), asked for with their session. */
  async storeCreditOf(options: ServiceCallOptions & { authorization: string }): Promise<GiftCardView[]> {
    const url = new URL('/api/gift-cards/mine', this.baseUrl);
    return (await callService('orders', url.toString(), z.object({ giftCards: z.array(GiftCardView) }), options)).giftCards;
  }

  /** The automatic promotions in force (public: no session needed). */
  async currentPromotions(options: ServiceCallOptions): Promise<CurrentPromotions['promotions']> {
    const url = new URL('/api/promotions', this.baseUrl);
    return (await callService('orders', url.toString(), CurrentPromotions, options)).promotions;
  }
}
