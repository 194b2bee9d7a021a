import { z } from 'zod';
import { issueMessage } from './errors';
import { Id } from './common';

/** Most of one product a cart line can hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;

/** How many of one product: a cart line or an order line. */
export const Quantity = z
  .number({ error: 'quantity.notWhole' })
  .int({ error: 'quantity.notWhole' })
  .min(1, { error: 'quantity.min' })
  .max(MAX_LINE_QUANTITY, { error: issueMessage('quantity.max', { maximum: String(MAX_LINE_QUANTITY) }) });

export const CartParams = z.object({ userId: Id });
/** A cart line is named by its variant; a product without options by its own id, which is its variant's. */
export const CartLineParams = z.object({ userId: Id, variantId: Id });

/** PUT /api/cart/{userId}: adds to the line (or starts it). A product with options needs `variantId`. */
export const AddToCartRequest = z.object({
  productId: Id,
  variantId: Id.optional(),
  quantity: Quantity.default(1),
});
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;

/** PATCH /api/cart/{userId}/{variantId}: sets the line's quantity. */
export const SetQuantityRequest = z.object({ quantity: Quantity });

export const CartItem = z.object({
  productId: z.string(),
  /** The line's variant (the product's id for a product without options): what PATCH and DELETE name. */
  variantId: z.string(),
  /** The product id again: the spec's browser code looks lines up by either. */
  _id: z.string(),
  name: z.string(),
  /** The variant's option values ({} for a product without options), and its SKU. */
  options: z.record(z.string(), z.string()),
  sku: z.string(),
  /** Unit price in dollars, from the catalogue. */
  price: z.number(),
  quantity: z.number().int(),
  imageUrl: z.string(),
  /** What is in stock now; a line never asks for more. */
  stock: z.number().int(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartResponse = z.object({
  items: z.array(CartItem),
  /** Sum of price × quantity, in dollars. */
  total: z.number(),
  totalQuantity: z.number().int(),
});
export type CartResponse = z.infer<typeof CartResponse>;

/** The httpOnly, SameSite=Lax cookie that holds a visitor's cart: an unguessable token whose hash names the
 * cart in the cart service. A cart not used for GUEST_CART_DAYS is forgotten. */
export const GUEST_CART_COOKIE = 'guest_cart';
export const GUEST_CART_DAYS = 30;
