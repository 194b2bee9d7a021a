import type { Order } from '@storefront/contracts';
import type { CartApi } from '@storefront/ui';

/** Adds what an order held to the cart (on top of what is there: buying again never empties the cart). */
export async function addOrderToCart(cart: CartApi, order: Order): Promise<number> {
  let added = 0;
  for (const item of order.items) {
    if (await cart.addToCart({ _id: item.productId }, item.quantity || 1)) added++;
  }
  await cart.refresh();
  return added;
}

/** Products of the 10 most recent orders, each once, most recent first. */
export function recentProductIds(orders: Order[], orderCount = 10): string[] {
  const ids: string[] = [];
  const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, orderCount);
  for (const o of newestFirst) for (const i of o.items) if (!ids.includes(i.productId)) ids.push(i.productId);
  return ids;
}
