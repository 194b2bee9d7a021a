import type { AdminOrder } from '@storefront/contracts';
import { useText } from '../../messages';
import { useDateTime } from '../../formats';
import { Panel } from '../../layout';

/** Who ordered, where it goes, and when it ships and arrives. */
export function CustomerPanel({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const dateTime = useDateTime();
  const a = o.shippingAddress;
  return (
    <Panel aria-labelledby="order-customer">
      <h2 id="order-customer">{t('order.customer')}</h2>
      <p>
        {o.customerName} · <a href={`mailto:${o.customerEmail}`}>{o.customerEmail}</a>
      </p>
      {a && (
        <address>
          {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
          {a.phoneNumber && <> · {a.phoneNumber}</>}
        </address>
      )}
      <p>
        {t('order.deliveryDate', { date: o.deliveryDate })}
        {o.shipment && (
          <>
            {' '}
            ·{' '}
            {t('order.shipped', {
              date: dateTime(o.shipment.shippedAt),
              carrier: o.shipment.carrier,
              tracking: o.shipment.trackingNumber,
            })}
          </>
        )}
        {o.deliveredAt && <> · {t('order.delivered', { date: dateTime(o.deliveredAt) })}</>}
      </p>
    </Panel>
  );
}
