import { z } from 'zod';
import { type Order, Order as OrderSchema } from '@storefront/contracts';
import { type ServiceCallOptions, callService } from './http';

/** What support needs from orders: a shopper's latest order, asked for with the shopper's own session
 * (the orders service checks ownership itself). */
export class OrdersClient {
  constructor(private readonly baseUrl: string) {}

  async latestOrder(userId: string, options: ServiceCallOptions & { authorization: string }): Promise<Order | undefined> {
    const url = new URL(`/api/orders/${encodeURIComponent(userId)}`, this.baseUrl);
    const orders = await callService('orders', url.toString(), z.array(OrderSchema), options);
    return orders[0];
  }
}

export const ordersClientFromEnv = (env: NodeJS.ProcessEnv): OrdersClient => {
  if (!env.ORDERS_URL) throw new Error('ORDERS_URL is not set: the assistant needs the orders service (e.g. http://orders:3000).');
  return new OrdersClient(env.ORDERS_URL);
};
