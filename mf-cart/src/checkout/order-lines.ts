import type { Line } from '../api';

/** What an order (or its quote) is sent for a cart line or an order line: its product, its variant and how many. */
export const orderLine = (line: { productId: string; variantId: string; quantity: number }): Line => ({
  productId: line.productId,
  variantId: line.variantId,
  quantity: line.quantity,
});
