import type { Order } from '@storefront/contracts';
import type { CartApi } from '@storefront/ui';

/** Whether an order gets 'Proceed to Checkout': only 'Pending Payment', as the spec says. An order
 * whose payment failed is not offered again; Buy Again puts its items in a new one. */
export function awaitsPayment(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Pending Payment';
}

/** Fills the cart with what an order held, as the spec's Buy Again and Proceed to Checkout do: the
 * cart is cleared, each item (the same variant, when the order line names one) is added with its
 * quantity, then the cart is fetched again. */
export async function refillCartWith(cart: CartApi, order: Order): Promise<number> {
  await cart.clearCart();
  let added = 0;
  for (const item of order.items) {
    if (await cart.addToCart(orderedVariant(item), item.quantity || 1)) added++;
  }
  await cart.refresh();
  return added;
}

/** What an order line bought, as the cart adds it: an order from before variants names only the product. */
function orderedVariant(item: Order['items'][number]): { _id: string; variantId?: string } {
  const sent: Partial<Order['items'][number]> = item;
  return sent.variantId ? { _id: item.productId, variantId: sent.variantId } : { _id: item.productId };
}

/** Products of the 10 most recent orders, each once, most recent first. */
export function recentProductIds(orders: Order[], orderCount = 10): string[] {
  const ids: string[] = [];
  const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, orderCount);
  for (const o of newestFirst) for (const i of o.items) if (!ids.includes(i.productId)) ids.push(i.productId);
  return ids;
}
