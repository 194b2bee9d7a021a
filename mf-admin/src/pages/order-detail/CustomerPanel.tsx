import type { AdminOrder } from '@storefront/contracts';
import { PostalAddress } from '@storefront/ui';
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
        <PostalAddress a={a}>
          {a.phoneNumber && (
            <>
              <br />
              {a.phoneNumber}
            </>
          )}
        </PostalAddress>
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
