import { useMemo, useState } from 'react';
import {
  Button,
  errorMessage,
  Link,
  listAddresses,
  Notice,
  Page,
  PageTitle,
  type Session,
  SignInRequired,
  useAsync,
  useCart,
  useLanguage,
  useOrderStatus,
  useSearchParams,
  useSession,
  withReturn,
} from '@storefront/ui';
import type { Address, ShippingAddress } from '@storefront/contracts';
import { ordersApi } from '../api';
import { AddressLines } from '../checkout/AddressLines';
import { DeliveryDateChoice } from '../checkout/DeliveryDateChoice';
import { ItemsPanel } from '../checkout/ItemsPanel';
import { OrderSummaryPanel } from '../checkout/OrderSummaryPanel';
import { dayLabel } from '../checkout/delivery-day';
import { usePlaceAndPay } from '../checkout/place-and-pay';
import { GuestCheckout } from '../guest-checkout';
import { awaitsPayment } from '../buy-again';
import { text, useText } from '../messages';
import { Columns, Panel } from '../layout';

const toShipping = (a: Address): ShippingAddress => ({
  fullName: a.fullName,
  street: a.street,
  city: a.city,
  province: a.province,
  country: a.country,
  postalCode: a.postalCode,
  phoneNumber: a.phoneNumber,
});

/** Checkout: from the shopper's address book when signed in; a visitor signs in or checks out as a guest. */
export default function Checkout() {
  const me = useSession();
  const paying = useSearchParams()[0].get('orderId');
  const t = useText();
  if (me) return <ShopperCheckout me={me} />;
  // Paying for an order of the account's (its session lapsed): sign in and come back to it.
  return paying ? <SignInRequired message={t('checkout.logInToCheckOut')} /> : <GuestCheckout />;
}

function ShopperCheckout({ me }: { me: Session }) {
  const t = useText();
  const { formats } = useLanguage();
  const statusLabel = useOrderStatus();
  const cart = useCart();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const addresses = useAsync((signal) => listAddresses(me.userId, signal), [me.userId]);
  const existing = useAsync((signal) => (orderId ? ordersApi.detail(orderId, signal) : Promise.resolve(null)), [orderId, me.userId]);
  const dates = useAsync((signal) => ordersApi.deliveryDates(signal), []);
  const [pickedDate, pickDate] = useState<string | null>(null);
  const payment = usePlaceAndPay();

  // The address chosen in the address book (it sends the shopper back here with it), else the default,
  // else the first.
  const book = addresses.status === 'done' ? addresses.data : [];
  const picked = params.get('address');
  const chosen = book.find((a) => a._id === picked) ?? book.find((a) => a.isDefault) ?? book[0] ?? null;
  // Where the address book sends the shopper back to: this checkout, as it is.
  const here = `/checkout${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`;
  const order = existing.status === 'done' ? existing.data : null;
  const shipping: ShippingAddress | null = order ? order.shippingAddress : chosen ? toShipping(chosen) : null;
  const lines = useMemo(
    () => (orderId ? (order?.items ?? []) : cart.items).map((i) => ({ productId: i.productId, quantity: i.quantity })),
    [orderId, order, cart.items],
  );
  const quoteKey = JSON.stringify([lines, shipping?.province, shipping?.country]);
  const quote = useAsync(
    (signal) => (!orderId && lines.length > 0 ? ordersApi.quote(me.userId, lines, shipping, signal) : Promise.resolve(null)),
    [quoteKey, me.userId],
  );

  // The first delivery date until the shopper picks one.
  const date = pickedDate ?? (dates.status === 'done' ? (dates.data.dates[0] ?? null) : null);

  // An order placed by an earlier attempt is paid for on a retry, unless what would be ordered differs from it.
  const orderKey = JSON.stringify([lines, shipping, date]);

  if (orderId && existing.status === 'error')
    return (
      <Page>
        <Notice $tone="error">{errorMessage(existing.error)}</Notice>
      </Page>
    );
  if (order && !awaitsPayment(order)) {
    return (
      <Page>
        <Notice>
          {order.status === 'Payment Failed'
            ? t('checkout.paymentFailedBefore')
            : t('checkout.nothingToPay', { status: statusLabel(order.status).toLowerCase() })}{' '}
          <Link to={`/orders/${order._id}`}>{t('checkout.seeOrder')}</Link>
        </Notice>
      </Page>
    );
  }

  const summary = order
    ? {
        items: order.items,
        subtotal: order.subtotal,
        taxes: order.taxes,
        tax: order.tax,
        shipping: order.shipping,
        totalAmount: order.totalAmount,
      }
    : quote.status === 'done' && quote.data
      ? quote.data
      : null;
  const shortages = !order && quote.status === 'done' && quote.data ? quote.data.items.filter((i) => i.quantity > i.stock) : [];

  const placeOrder = () => {
    if (!me.userId) return payment.setError(() => text('checkout.userIdMissing'));
    if (!shipping) return payment.setError(() => text('checkout.selectAddress'));
    void payment.go(
      orderKey,
      order,
      () => ordersApi.place(me.userId, lines, shipping, date ?? ''),
      (err) => () => text('common.checkoutFailed', { reason: errorMessage(err) }),
    );
  };

  return (
    <Page>
      <PageTitle>{t('common.secureCheckout')}</PageTitle>
      <Columns>
        <div>
          <Panel aria-label={t('checkout.deliveryAddress')}>
            <h2>{t('common.deliveringTo')}</h2>
            {addresses.status === 'loading' && !order && <Notice>{t('checkout.loadingAddresses')}</Notice>}
            {shipping ? (
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                <AddressLines a={shipping} />
                {!order && (
                  <Link to={withReturn('/account/addresses', here)}>
                    <Button $variant="plain" as="span">
                      {t('checkout.change')}
                    </Button>
                  </Link>
                )}
              </div>
            ) : addresses.status === 'error' ? (
              <Notice $tone="error">{t('checkout.addressesFailed', { reason: errorMessage(addresses.error) })}</Notice>
            ) : (
              addresses.status !== 'loading' && (
                <Notice>
                  {t('checkout.noDefaultAddress')} <Link to={withReturn('/addresses/new', here)}>{t('checkout.addAddress')}</Link>
                </Notice>
              )
            )}
          </Panel>
          {order ? (
            <Panel aria-label={t('common.deliveryDate')}>
              <h2>{t('common.deliveryDate')}</h2>
              <p>
                {dayLabel(order.deliveryDate, formats)} {t('common.freeDelivery')}
              </p>
            </Panel>
          ) : (
            <DeliveryDateChoice dates={dates} date={date} onPick={pickDate} />
          )}
          <ItemsPanel summary={summary} empty={lines.length === 0 && !orderId} quote={quote} shortages={shortages} />
        </div>
        <OrderSummaryPanel
          summary={summary}
          error={payment.error}
          busy={payment.busy}
          disabled={payment.busy || !summary || shortages.length > 0 || (!order && !date)}
          onPlace={placeOrder}
        />
      </Columns>
    </Page>
  );
}
