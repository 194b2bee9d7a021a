import type { Request } from 'express';
import { type BuyGiftCardRequest, GIFT_CARD_DELIVERY_DAYS, type Identity, type OrderItem, languageOfRequest } from '@storefront/contracts';
import { pickVariant } from '@storefront/contracts/variants';
import type { CatalogClient } from '@storefront/clients';
import { badRequest } from '@storefront/service-kit';
import type { StoredOrder } from '../data/orders';
import { storeDate } from '../domain/delivery';
import { giftCardAmountOf, giftCardMailingDay, lastMailingDay } from '../domain/gift-cards';
import { dollars } from '../domain/totals';
import type { OrderFlow } from './order-steps';
import { visitOf } from '../data/visits';
import { placeOrder } from './place-order';

/** Places an order for one gift card, awaiting payment by card: priced from the catalogue (a set amount
 * is its variant's price; a chosen one must be within the product's limits), with no tax and nothing
 * to ship. The card is issued, and mailed on its day, once the order is paid (see settle-payment). */
export async function buyGiftCard(
  flow: OrderFlow & { catalog: CatalogClient },
  req: Request,
  buyer: Identity,
  request: BuyGiftCardRequest,
  placedAsGuest: boolean,
): Promise<StoredOrder> {
  const now = flow.now?.() ?? new Date();
  const product = (await flow.catalog.products([request.productId], { requestId: req.requestId })).get(request.productId);
  if (!product?.giftCard) throw badRequest('giftCard.notForSale');
  let variant: { _id: string; sku: string; options: Record<string, string>; priceCents?: number } = {
    _id: product._id,
    sku: 'GIFT-CARD',
    options: {},
  };
  if (request.variantId) {
    const picked = pickVariant(product, request.variantId);
    if ('code' in picked) throw badRequest(picked.code, picked.values);
    variant = { ...picked.variant, priceCents: Math.round(picked.variant.price * 100) };
  }
  const limits = { minCents: Math.round(product.giftCard.minAmount * 100), maxCents: Math.round(product.giftCard.maxAmount * 100) };
  const amount = giftCardAmountOf(limits, { variantPriceCents: variant.priceCents, amountCents: request.amount });
  if ('refused' in amount) {
    throw badRequest(amount.refused, { min: product.giftCard.minAmount.toFixed(2), max: product.giftCard.maxAmount.toFixed(2) });
  }
  const today = storeDate(now);
  const deliverOn = giftCardMailingDay(request.deliverOn, today, GIFT_CARD_DELIVERY_DAYS);
  if (!deliverOn) throw badRequest('giftCard.deliverOn.range', { last: lastMailingDay(today, GIFT_CARD_DELIVERY_DAYS) });
  const line: OrderItem = {
    productId: product._id,
    variantId: variant._id,
    name: product.name,
    // A chosen amount is named by its amount, as a set one is by its variant's.
    options: request.variantId ? variant.options : { Amount: `$${dollars(amount.cents).toFixed(2)}` },
    sku: variant.sku,
    price: dollars(amount.cents),
    quantity: 1,
    imageUrl: product.imageUrl,
    giftCard: {
      recipientName: request.recipientName || buyer.name,
      recipientEmail: request.recipientEmail ?? buyer.email,
      message: request.message,
      deliverOn,
    },
  };
  return placeOrder(flow, buyer, {
    items: [line],
    // A gift card is a payment to come, not goods: no tax now (it is taxed when spent), no shipping.
    totals: { subtotal: amount.cents, discount: 0, taxes: [], tax: 0, shipping: 0, total: amount.cents, region: '' },
    shippingAddress: null,
    deliveryDate: deliverOn,
    language: languageOfRequest(req.headers),
    placedAsGuest,
    visitId: visitOf(req),
  });
}
