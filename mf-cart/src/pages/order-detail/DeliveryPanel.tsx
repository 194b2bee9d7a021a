import { PostalAddress, useLanguage } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { useText } from '../../messages';
import { Panel } from '../../layout';
import { dayLabel } from '../../checkout/delivery-day';

/** Where and when the order goes: the address, the day, the shipment, and until when it can be returned. */
export function DeliveryPanel({ order: o, returnableUntil }: { order: Order; returnableUntil: Date | null }) {
  const t = useText();
  const { formats } = useLanguage();
  const a = o.shippingAddress;
  const giftCards = o.items.flatMap((i) => (i.giftCard ? [i.giftCard] : []));
  return (
    <Panel>
      <h2>{t('detail.delivery')}</h2>
      {giftCards.map((g, i) => (
        <p key={i}>
          {t('detail.giftCardMailed', { name: g.recipientName, email: g.recipientEmail, date: dayLabel(g.deliverOn, formats) })}
        </p>
      ))}
      {a && <PostalAddress a={a} />}
      {/* The day planned, until the parcel has arrived: then the day it did. */}
      {a && !o.deliveredAt && (
        <p>
          {dayLabel(o.deliveryDate, formats)} {t('common.freeDelivery')}
        </p>
      )}
      {o.shipment && (
        <p>
          {t('detail.shippedOn', { date: formats.date(o.shipment.shippedAt), carrier: o.shipment.carrier })}{' '}
          <strong>{o.shipment.trackingNumber}</strong>
        </p>
      )}
      {o.deliveredAt && <p>{t('detail.deliveredOn', { date: formats.date(o.deliveredAt) })}</p>}
      {returnableUntil && <p>{t('detail.returnableUntil', { date: formats.date(returnableUntil) })}</p>}
    </Panel>
  );
}
