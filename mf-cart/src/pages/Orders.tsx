import { useState } from 'react';
import {
  answerMessage,
  api,
  ApiError,
  Button,
  errorMessage,
  Link,
  Notice,
  Page,
  PageTitle,
  type ServiceAnswer,
  theme,
  useAsync,
  useCart,
  useLanguage,
  useNavigate,
  useOrderStatus,
  useSession,
} from '@storefront/ui';
import styled from 'styled-components';
import type { Order } from '@storefront/contracts';
import { ordersApi } from '../api';
import { awaitsPayment, refillCartWith } from '../buy-again';
import { CancelOrder } from '../order-actions';
import { canCancel, canReturn } from '../order-life';
import { type Say, useText } from '../messages';
import { ItemLine, ItemList } from '../items';
import { StatusBadge } from '../StatusBadge';

const OrderCard = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin-bottom: ${theme.space(2)};
  overflow: hidden;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    padding: ${theme.space(1.5)} ${theme.space(2)};
    background: #f0f2f2;
    font-size: 13px;
    color: ${theme.color.muted};
    div strong {
      display: block;
      color: ${theme.color.text};
      font-size: 14px;
    }
  }
  .body {
    padding: ${theme.space(1)} ${theme.space(2)} ${theme.space(2)};
  }
  .shipment {
    font-size: 13px;
    color: ${theme.color.muted};
    margin: ${theme.space(1)} 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    margin-top: ${theme.space(1)};
  }
`;

/** Orders placed as a guest join the account once its email is proven: a link to prove it, on request. */
function GuestOrdersJoin() {
  const t = useText();
  const [state, setState] = useState<{ busy: boolean; tone?: 'success' | 'error'; say?: Say }>({ busy: false });
  const send = async () => {
    setState({ busy: true });
    try {
      const res = await api<ServiceAnswer>('/api/users/verify-email/send', { method: 'POST' });
      setState({ busy: false, tone: 'success', say: () => answerMessage(res) });
    } catch (err) {
      setState({ busy: false, tone: 'error', say: () => errorMessage(err) });
    }
  };
  return (
    <section aria-label={t('orders.guestOrders')} style={{ marginTop: 24 }}>
      <p>
        {t('orders.guestOrdersJoin')}{' '}
        <Button $variant="plain" disabled={state.busy} onClick={() => void send()}>
          {t('orders.sendConfirmation')}
        </Button>
      </p>
      {state.say && (
        <Notice $tone={state.tone} role={state.tone === 'error' ? 'alert' : 'status'}>
          {state.say()}
        </Notice>
      )}
    </section>
  );
}

export default function Orders() {
  const t = useText();
  const { formats } = useLanguage();
  const statusLabel = useOrderStatus();
  const me = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const orders = useAsync((signal) => (me ? ordersApi.list(me.userId, signal) : Promise.resolve(null)), [me?.userId]);

  const [busy, setBusy] = useState<string | null>(null);
  // Orders as a cancel answered them, and what each card has to say (cancelled, or why not).
  const [updated, setUpdated] = useState<Record<string, Order>>({});
  const [messages, setMessages] = useState<Record<string, { tone: 'success' | 'error'; say: Say }>>({});
  const replace = (order: Order) => setUpdated((all) => ({ ...all, [order._id]: order }));
  const cancelFailed = (order: Order, err: unknown) => {
    setMessages((all) => ({ ...all, [order._id]: { tone: 'error', say: () => errorMessage(err) } }));
    // Refused because it moved on (shipped meanwhile): show where it is now.
    if (err instanceof ApiError && err.status === 409) ordersApi.detail(order._id).then(replace, () => undefined);
  };
  /** Buy Again fills the cart and shows it; Proceed to Checkout fills it and pays for this order. */
  const refill = async (order: Order, next: string) => {
    setBusy(order._id);
    try {
      await refillCartWith(cart, order); // never rejects: the cart's actions do not
      void navigate(next);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page>
      <PageTitle>{t('orders.title')}</PageTitle>
      {!me && (
        <Notice $tone="error">
          {t('orders.noUser')} <Link to="/login?next=%2Forders">{t('orders.logIn')}</Link> {t('orders.toSeeOrders')}
        </Notice>
      )}
      {!me && (
        <p>
          {t('orders.placedAsGuest')} <Link to="/find-order">{t('common.findMyOrder')}</Link>
        </p>
      )}
      {me && orders.status === 'loading' && <Notice>{t('orders.loading')}</Notice>}
      {me && orders.status === 'error' && <Notice $tone="error">{t('orders.failed')}</Notice>}
      {me && orders.status === 'done' && orders.data?.length === 0 && <Notice>{t('orders.none')}</Notice>}
      {orders.status === 'done' &&
        [...(orders.data ?? [])]
          .map((order) => updated[order._id] ?? order)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((order) => (
            <OrderCard key={order._id} data-testid="order-card">
              <header>
                <div>
                  {t('orders.placed')}
                  <strong>{formats.date(order.createdAt)}</strong>
                </div>
                <div>
                  {t('orders.total')}
                  <strong>{formats.money(order.totalAmount)}</strong>
                </div>
                <div>
                  {t('orders.status')}
                  <strong>
                    <StatusBadge $status={order.status}>{statusLabel(order.status)}</StatusBadge>
                  </strong>
                </div>
                <div>
                  {t('orders.orderId')}
                  <strong>{order._id}</strong>
                </div>
              </header>
              <div className="body">
                <ItemList>
                  {order.items.map((i) => (
                    <ItemLine key={i.productId} item={i} />
                  ))}
                </ItemList>
                {order.shipment && (
                  <p className="shipment">
                    {t('orders.shippedWith', { carrier: order.shipment.carrier, tracking: order.shipment.trackingNumber })}
                  </p>
                )}
                {messages[order._id] && (
                  <Notice $tone={messages[order._id]!.tone} role={messages[order._id]!.tone === 'error' ? 'alert' : 'status'}>
                    {messages[order._id]!.say()}
                  </Notice>
                )}
                <div className="actions">
                  <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}`)}>
                    {t('orders.viewDetails')}
                  </Button>
                  {awaitsPayment(order) && (
                    <Button
                      $variant="secondary"
                      disabled={busy !== null}
                      onClick={() => void refill(order, `/checkout?orderId=${order._id}`)}
                    >
                      {t('common.proceedToCheckout')}
                    </Button>
                  )}
                  <Button disabled={busy !== null} onClick={() => void refill(order, '/cart')}>
                    {t('common.buyAgain')}
                  </Button>
                  {canReturn(order) && (
                    <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}?return=1`)}>
                      {t('common.returnItems')}
                    </Button>
                  )}
                  {canCancel(order) && (
                    <CancelOrder
                      order={order}
                      onCancelled={(cancelled, say) => {
                        replace(cancelled);
                        setMessages((all) => ({ ...all, [cancelled._id]: { tone: 'success', say } }));
                      }}
                      onFailed={(err) => cancelFailed(order, err)}
                    />
                  )}
                </div>
              </div>
            </OrderCard>
          ))}
      {me && orders.status === 'done' && <GuestOrdersJoin />}
    </Page>
  );
}
