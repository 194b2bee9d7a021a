import { errorMessage, Link, Notice, Page, PageTitle, type Session, useLanguage, useOrderStatus } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { ordersApi } from '../api';
import { awaitsPayment } from '../buy-again';
import { text, useText } from '../messages';
import { Columns, Panel } from '../layout';
import { DeliveryDateChoice } from './DeliveryDateChoice';
import { ItemsPanel } from './ItemsPanel';
import { OrderSummaryPanel } from './OrderSummaryPanel';
import { dayLabel } from './delivery-day';
import { usePlaceAndPay } from './place-and-pay';
import { ShopperAddressPanel } from './ShopperAddressPanel';
import { useShopperOrder } from './useShopperOrder';

/** A signed-in shopper's checkout, from their address book; or the payment of one of their orders (?orderId=). */
export function ShopperCheckout({ me }: { me: Session }) {
  const t = useText();
  const { formats } = useLanguage();
  const { orderId, addresses, existing, order, dates, date, pickDate, here, shipping, lines, codes, codeField, quote, summary, shortages } =
    useShopperOrder(me);
  const payment = usePlaceAndPay();

  // An order placed by an earlier attempt is paid for on a retry, unless what would be ordered differs from it.
  const orderKey = JSON.stringify([lines, shipping, date, codes]);

  if (orderId && existing.status === 'error')
    return (
      <Page>
        <Notice $tone="error">{errorMessage(existing.error)}</Notice>
      </Page>
    );
  if (order && !awaitsPayment(order)) return <NothingToPay order={order} />;

  const placeOrder = () => {
    if (!me.userId) return payment.setError(() => text('checkout.userIdMissing'));
    if (!shipping) return payment.setError(() => text('checkout.selectAddress'));
    void payment.go(
      orderKey,
      order,
      () => ordersApi.place(me.userId, lines, shipping, date ?? '', codes),
      (err) => () => text('common.checkoutFailed', { reason: errorMessage(err) }),
    );
  };

  return (
    <Page>
      <PageTitle>{t('common.secureCheckout')}</PageTitle>
      <Columns>
        <div>
          <ShopperAddressPanel addresses={addresses} shipping={shipping} placed={Boolean(order)} here={here} />
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
          codeField={codeField}
        />
      </Columns>
    </Page>
  );
}

/** The order asked to be paid for is past its payment: why, and the way to it. */
function NothingToPay({ order }: { order: Order }) {
  const t = useText();
  const statusLabel = useOrderStatus();
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
