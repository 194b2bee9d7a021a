import { useEffect } from 'react';
import { ApiError, Link, Notice, PageTitle, useAsync, useOrderStatus, useParams } from '@storefront/ui';
import { ordersApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { orderNumber, useDateTime } from '../formats';
import { orderActions } from '../order-actions';
import { CustomerPanel } from './order-detail/CustomerPanel';
import { OrderActions } from './order-detail/OrderActions';
import { OrderLines } from './order-detail/OrderLines';
import { OrderTimeline } from './order-detail/OrderTimeline';
import { RefundsTable } from './order-detail/RefundsTable';
import { ReturnsTable } from './order-detail/ReturnsTable';
import { useOrderAction } from './order-detail/useOrderAction';

/** How often the page looks again while the card provider has a refund to confirm. */
export const REFUND_WATCH_MS = 3000;

/** One order in the back office: its lines, customer, the actions its status allows, refunds, returns, timeline. */
export default function OrderDetail() {
  const t = useText();
  const dateTime = useDateTime();
  const statusLabel = useOrderStatus();
  const { orderId = '' } = useParams();
  // Looked at again, the order stays shown until the new answer replaces it.
  const order = useAsync((signal) => ordersApi.detail(orderId, signal), [orderId], { sameThing: (a, b) => a[0] === b[0] });
  const { run, busy, message } = useOrderAction(order.reload);
  // Each answer that still awaits the provider sets the next look.
  const answered = order.status === 'done' ? order.data : undefined;
  const { reload } = order;
  useEffect(() => {
    if (!answered || orderActions(answered).refundsAwaited.length === 0) return;
    const timer = setTimeout(reload, REFUND_WATCH_MS);
    return () => clearTimeout(timer);
  }, [answered, reload]);

  if (order.status === 'loading') return <Notice>{t('order.loading')}</Notice>;
  if (order.status === 'error') {
    if (order.error instanceof ApiError && order.error.status === 404) return <Notice $tone="error">{t('order.notFound')}</Notice>;
    return <LoadError error={order.error} what={t('order.what')} />;
  }
  const o = order.data;

  return (
    <>
      <PageTitle>{t('order.title', { number: orderNumber(o._id) })}</PageTitle>
      <p>
        <Link to="/admin/orders">{t('order.all')}</Link> · {t('order.placed', { date: dateTime(o.createdAt) })} · {t('order.status')}{' '}
        <strong>{statusLabel(o.status)}</strong>
        {o.reviewReason && <> ({o.reviewReason})</>}
      </p>
      {message && (
        <Notice $tone={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Notice>
      )}
      <OrderLines order={o} />
      <CustomerPanel order={o} />
      <OrderActions order={o} run={run} busy={busy} />
      <RefundsTable order={o} run={run} busy={busy} />
      <ReturnsTable order={o} />
      <OrderTimeline order={o} />
    </>
  );
}
