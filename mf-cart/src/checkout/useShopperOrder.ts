import { useMemo, useState } from 'react';
import { listAddresses, type Session, useAsync, useCart, useSearchParams } from '@storefront/ui';
import type { Address, ShippingAddress } from '@storefront/contracts';
import { ordersApi } from '../api';
import { useDroppedCode, useEnteredCodes } from '../entered-codes';
import { orderLine } from './order-lines';
import type { CheckoutSummary } from './OrderSummaryPanel';

const toShipping = (a: Address): ShippingAddress => ({
  fullName: a.fullName,
  street: a.street,
  ...(a.apartment ? { apartment: a.apartment } : {}),
  city: a.city,
  province: a.province,
  country: a.country,
  postalCode: a.postalCode,
  phoneNumber: a.phoneNumber,
});

/** What a signed-in shopper's checkout orders: the cart's lines (or those of an order being paid for,
 * ?orderId=), the address, the delivery date, and the server's quote for them. */
export function useShopperOrder(me: Session) {
  const cart = useCart();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const addresses = useAsync((signal) => listAddresses(me.userId, signal), [me.userId]);
  const existing = useAsync((signal) => (orderId ? ordersApi.detail(orderId, signal) : Promise.resolve(null)), [orderId, me.userId]);
  const dates = useAsync((signal) => ordersApi.deliveryDates(signal), []);
  const [pickedDate, pickDate] = useState<string | null>(null);

  // The address chosen in the address book (it sends the shopper back here with it), else the default,
  // else the first.
  const book = addresses.status === 'done' ? addresses.data : [];
  const picked = params.get('address');
  const chosen = book.find((a) => a._id === picked) ?? book.find((a) => a.isDefault) ?? book[0] ?? null;
  // Where the address book sends the shopper back to: this checkout, as it is.
  const here = `/checkout${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`;
  const order = existing.status === 'done' ? existing.data : null;
  const shipping: ShippingAddress | null = order ? order.shippingAddress : chosen ? toShipping(chosen) : null;
  const lines = useMemo(() => (orderId ? (order?.items ?? []) : cart.items).map(orderLine), [orderId, order, cart.items]);
  // An order being paid for keeps the promotions it was placed with.
  const entered = useEnteredCodes();
  const codes = orderId ? [] : entered.codes;
  const quoteKey = JSON.stringify([lines, shipping?.province, shipping?.country, shipping?.postalCode, codes]);
  const quote = useAsync(
    (signal) => (!orderId && lines.length > 0 ? ordersApi.quote(me.userId, lines, shipping, codes, signal) : Promise.resolve(null)),
    [quoteKey, me.userId],
  );
  const dropped = useDroppedCode(entered, quote);
  const codeField = orderId
    ? null
    : {
        codes,
        dropped,
        onTry: (next: string[]) => ordersApi.quote(me.userId, lines, shipping, next),
        onAdd: entered.add,
        onRemove: entered.remove,
      };

  // The first delivery date until the shopper picks one.
  const date = pickedDate ?? (dates.status === 'done' ? (dates.data.dates[0] ?? null) : null);

  const summary: CheckoutSummary | null = order
    ? {
        items: order.items,
        subtotal: order.subtotal,
        discounts: order.discounts,
        discount: order.discount,
        taxes: order.taxes,
        tax: order.tax,
        shipping: order.shipping,
        totalAmount: order.totalAmount,
        giftCards: order.giftCards,
        amountDue: order.amountDue,
        taxRegion: order.taxRegion,
      }
    : quote.status === 'done' && quote.data
      ? quote.data
      : null;
  const shortages = !order && quote.status === 'done' && quote.data ? quote.data.items.filter((i) => i.quantity > i.stock) : [];

  return {
    orderId,
    addresses,
    existing,
    order,
    dates,
    date,
    pickDate,
    here,
    shipping,
    lines,
    codes,
    codeField,
    entered,
    quote,
    summary,
    shortages,
  };
}
