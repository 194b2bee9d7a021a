import { Link, Notice, PageTitle, useLanguage, useOrderStatus, useSession } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { orderNumberOf } from '@storefront/contracts/shop';
import { useText } from '../../messages';
import { StatusBadge } from '../../StatusBadge';
import type { OrderMessage } from './useOrderChanges';

/** The order's title, number, date and status, what the last action said of it, and a guest's way to an account. */
export function OrderHeading({ order: o, message }: { order: Order; message: OrderMessage | null }) {
  const t = useText();
  const { formats } = useLanguage();
  const statusLabel = useOrderStatus();
  const me = useSession();
  return (
    <>
      <PageTitle>{t('detail.title')}</PageTitle>
      <p>
        <strong>{t('detail.orderNumber', { number: orderNumberOf(o._id) })}</strong> ·{' '}
        {t('detail.orderedOn', { date: formats.date(o.createdAt) })} · <StatusBadge $status={o.status}>{statusLabel(o.status)}</StatusBadge>
      </p>
      {message?.orderId === o._id && (
        <Notice $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.say()}
        </Notice>
      )}
      {!me && (
        <Notice>
          {t('detail.guestCanJoin')} <Link to="/register">{t('detail.createAccount')}</Link> {t('detail.guestCanJoinAfter')}{' '}
          <Link to="/customer-service">{t('detail.customerService')}</Link>.
        </Notice>
      )}
    </>
  );
}
