import { useState } from 'react';
import {
  ApiError,
  Button,
  errorMessage,
  Link,
  Notice,
  Page,
  PageTitle,
  SignInRequired,
  theme,
  useAsync,
  useCart,
  useLanguage,
  useNavigate,
  useOrderStatus,
  useParams,
  useSearchParams,
  useSession,
} from '@storefront/ui';
import styled from 'styled-components';
import type { Order, Refund } from '@storefront/contracts';
import { ordersApi } from '../api';
import { awaitsPayment, refillCartWith } from '../buy-again';
import { CancelOrder, ReturnForm } from '../order-actions';
import { canCancel, canReturn, returnDeadline } from '../order-life';
import { type Say, text, useText } from '../messages';
import { Badge, StatusBadge } from '../StatusBadge';
import { Columns, Panel, SummaryRow } from '../layout';
import { ItemLine, ItemList } from '../items';
import { TaxRows } from '../TaxRows';
import { Timeline } from '../Timeline';
import { dayLabel } from '../checkout/delivery-day';
import { paymentProblem, sendToPayment } from '../checkout/place-and-pay';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(2)};
`;

const History = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space(1)} 0;
    border-bottom: 1px solid ${theme.color.border};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

const REFUND_TONE: Record<Refund['status'], 'warning' | 'success' | 'danger'> = {
  Pending: 'warning',
  Succeeded: 'success',
  Failed: 'danger',
};

/** What the last cancel or return said, for the order it was about. */
type Message = { orderId: string; tone: 'success' | 'error'; say: Say };

export default function OrderDetail() {
  const t = useText();
  const { formats } = useLanguage();
  const statusLabel = useOrderStatus();
  const { orderId = '' } = useParams();
  const me = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  // Your Orders' 'Return items' opens the form here (?return=1); a link mailed to a guest carries ?access=.
  const [search] = useSearchParams();
  const access = search.get('access');
  // Without a session the service may still know the browser: the guest who placed it (their cart's cookie).
  const order = useAsync((signal) => ordersApi.detail(orderId, signal, access), [orderId, me?.userId, access]);
  // The order as the last cancel or return answered it (it replaces the loaded one).
  const [updated, setUpdated] = useState<Order | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [returning, setReturning] = useState(search.get('return') === '1');
  const payAsGuest = async (o: Order) => {
    setBusy(true);
    try {
      await sendToPayment(o._id);
    } catch (err) {
      setMessage({ orderId: o._id, tone: 'error', say: paymentProblem(err) });
      setBusy(false);
    }
  };
  const proceedToCheckout = async (o: Order) => {
    setBusy(true);
    try {
      await refillCartWith(cart, o); // never rejects: the cart's actions do not
      void navigate(`/checkout?orderId=${o._id}`);
    } finally {
      setBusy(false);
    }
  };

  if (order.status === 'loading')
    return (
      <Page>
        <Notice>{t('detail.loading')}</Notice>
      </Page>
    );
  if (order.status === 'error') {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    if (status === 401 && !access) return <SignInRequired message={t('detail.logInToSee')} />;
    return (
      <Page>
        <Notice $tone="error">
          {status === 404 ? t('detail.notFound') : status === 403 && access ? errorMessage(order.error) : t('detail.failed')}
        </Notice>
        {!me && (
          <p>
            {t('detail.placedAsGuest')} <Link to="/find-order">{t('common.findMyOrder')}</Link> {t('detail.emailsLink')}
          </p>
        )}
      </Page>
    );
  }
  const o = updated?._id === orderId ? updated : order.data;
  if (!o)
    return (
      <Page>
        <Notice>{t('detail.notFound')}</Notice>
      </Page>
    );
  const a = o.shippingAddress;
  const cancelFailed = (err: unknown) => {
    setMessage({ orderId: o._id, tone: 'error', say: () => errorMessage(err) });
    // Refused because it moved on (shipped meanwhile): show where it is now.
    if (err instanceof ApiError && err.status === 409) ordersApi.detail(o._id).then(setUpdated, () => undefined);
  };
  const deadline = returnDeadline(o);
  // Cancelling, returning and paying again are for a signed-in owner; a guest reads the order.
  const returnable = Boolean(me) && canReturn(o);
  const cancellable = Boolean(me) && canCancel(o);

  return (
    <Page>
      <PageTitle>{t('detail.title')}</PageTitle>
      <p>
        {t('detail.orderId')} <strong>{o._id}</strong> · {t('detail.orderedOn', { date: formats.date(o.createdAt) })} ·{' '}
        <StatusBadge $status={o.status}>{statusLabel(o.status)}</StatusBadge>
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
      {(cancellable || (returnable && !returning)) && (
        <Actions>
          {cancellable && (
            <CancelOrder
              order={o}
              onCancelled={(cancelled, say) => {
                setUpdated(cancelled);
                setMessage({ orderId: cancelled._id, tone: 'success', say });
              }}
              onFailed={cancelFailed}
            />
          )}
          {returnable && !returning && (
            <Button $variant="plain" onClick={() => setReturning(true)}>
              {t('common.returnItems')}
            </Button>
          )}
        </Actions>
      )}
      {o.backordered.length > 0 && (
        <Notice>{t('detail.backordered', { items: o.backordered.map((b) => `${b.quantity} × ${b.name}`).join(', ') })}</Notice>
      )}
      <Columns>
        <div>
          {returnable && returning && (
            <Panel aria-label={t('common.returnItems')}>
              <h2>{t('common.returnItems')}</h2>
              {deadline && <p>{t('detail.returnUntil', { date: formats.date(deadline) })}</p>}
              <ReturnForm
                order={o}
                onClose={() => setReturning(false)}
                onReturned={(returned, returnNumber) => {
                  setUpdated(returned);
                  setReturning(false);
                  setMessage({
                    orderId: returned._id,
                    tone: 'success',
                    say: () => text('detail.returnNumber', { number: returnNumber }),
                  });
                }}
              />
            </Panel>
          )}
          <Panel>
            <h2>{t('common.items')}</h2>
            <ItemList>
              {o.items.map((i) => (
                <ItemLine key={i.productId} item={i} />
              ))}
            </ItemList>
          </Panel>
          <Panel>
            <h2>{t('detail.delivery')}</h2>
            <p>
              {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
            </p>
            <p>
              {dayLabel(o.deliveryDate, formats)} {t('common.freeDelivery')}
            </p>
            {o.shipment && (
              <p>
                {t('detail.shippedOn', { date: formats.date(o.shipment.shippedAt), carrier: o.shipment.carrier })}{' '}
                <strong>{o.shipment.trackingNumber}</strong>
              </p>
            )}
            {o.deliveredAt && <p>{t('detail.deliveredOn', { date: formats.date(o.deliveredAt) })}</p>}
            {returnable && deadline && !returning && <p>{t('detail.returnableUntil', { date: formats.date(deadline) })}</p>}
          </Panel>
          {o.timeline.length > 0 && (
            <Panel>
              <h2>{t('detail.timeline')}</h2>
              <Timeline entries={o.timeline} />
            </Panel>
          )}
          {o.returns.length > 0 && (
            <Panel aria-label={t('detail.returns')}>
              <h2>{t('detail.returns')}</h2>
              <History>
                {o.returns.map((r) => (
                  <li key={r._id}>
                    {t('detail.return')} <strong>{r.returnNumber}</strong>{' '}
                    <Badge $tone={r.status === 'Received' ? 'success' : 'warning'}>{t(`returnStatus.${r.status}`)}</Badge>
                    <div>{r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</div>
                    <div className="muted">
                      {t('detail.requestedOn', { date: formats.date(r.requestedAt) })}
                      {r.receivedAt && ` · ${t('detail.receivedOn', { date: formats.date(r.receivedAt) })}`} · {r.reason}
                    </div>
                  </li>
                ))}
              </History>
            </Panel>
          )}
          {o.refunds.length > 0 && (
            <Panel aria-label={t('detail.refunds')}>
              <h2>{t('detail.refunds')}</h2>
              <History>
                {o.refunds.map((r) => (
                  <li key={r._id}>
                    <strong>{formats.money(r.amount)}</strong> {t('detail.toYourCard')}{' '}
                    <Badge $tone={REFUND_TONE[r.status]}>{t(`refundStatus.${r.status}`)}</Badge>
                    <div className="muted">
                      {formats.date(r.createdAt)}
                      {r.reason && ` · ${r.reason}`}
                    </div>
                  </li>
                ))}
              </History>
            </Panel>
          )}
        </div>
        <Panel aria-label={t('common.orderSummary')}>
          <h2>{t('detail.summary')}</h2>
          <SummaryRow>
            <span>{t('detail.items')}</span>
            <span>{formats.money(o.subtotal)}</span>
          </SummaryRow>
          <SummaryRow>
            <span>{t('common.shippingHandling')}</span>
            <span>{formats.money(o.shipping)}</span>
          </SummaryRow>
          <TaxRows taxes={o.taxes} tax={o.tax} />
          <SummaryRow $strong>
            <span>{t('detail.total')}</span>
            <span>{formats.money(o.totalAmount)}</span>
          </SummaryRow>
          {o.refundedAmount > 0 && (
            <SummaryRow>
              <span>{t('detail.refunded')}</span>
              <span>{formats.money(o.refundedAmount)}</span>
            </SummaryRow>
          )}
          {!me && awaitsPayment(o) && !access && (
            // The browser the guest ordered from pays for it directly (it has no cart of this order to refill).
            <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void payAsGuest(o)}>
              {t('common.payNow')}
            </Button>
          )}
          {me && awaitsPayment(o) && (
            // As the spec says: the cart becomes this order's items, then checkout pays for the order.
            <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void proceedToCheckout(o)}>
              {t('common.proceedToCheckout')}
            </Button>
          )}
          {me && (
            <p>
              <Link to="/orders">{t('detail.backToOrders')}</Link>
            </p>
          )}
        </Panel>
      </Columns>
    </Page>
  );
}
