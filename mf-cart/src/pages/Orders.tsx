import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Order } from '@storefront/contracts';
import {
  ApiError,
  Button,
  Notice,
  Page,
  PageTitle,
  api,
  errorMessage,
  formatMoney,
  theme,
  useAsync,
  useSession,
  useCart,
} from '@storefront/ui';
import { ordersApi } from '../api';
import { awaitsPayment, refillCartWith } from '../buy-again';
import { CancelOrder } from '../order-actions';
import { canCancel, canReturn } from '../order-life';
import { ItemLine, ItemList, StatusBadge, formatDate } from '../parts';

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
  const [state, setState] = useState<{ busy: boolean; tone?: 'success' | 'error'; text?: string }>({ busy: false });
  const send = async () => {
    setState({ busy: true });
    try {
      const res = await api<{ message: string }>('/api/users/verify-email/send', { method: 'POST' });
      setState({ busy: false, tone: 'success', text: res.message });
    } catch (err) {
      setState({ busy: false, tone: 'error', text: errorMessage(err) });
    }
  };
  return (
    <section aria-label="Orders placed as a guest" style={{ marginTop: 24 }}>
      <p>
        Ordered as a guest with this account&apos;s email? Confirm the address and those orders appear here.{' '}
        <Button $variant="plain" disabled={state.busy} onClick={() => void send()}>
          Email me a confirmation link
        </Button>
      </p>
      {state.text && (
        <Notice $tone={state.tone} role={state.tone === 'error' ? 'alert' : 'status'}>
          {state.text}
        </Notice>
      )}
    </section>
  );
}

export default function Orders() {
  const me = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const orders = useAsync((signal) => (me ? ordersApi.list(me.userId, signal) : Promise.resolve(null)), [me?.userId]);

  const [busy, setBusy] = useState<string | null>(null);
  // Orders as a cancel answered them, and what each card has to say (cancelled, or why not).
  const [updated, setUpdated] = useState<Record<string, Order>>({});
  const [messages, setMessages] = useState<Record<string, { tone: 'success' | 'error'; text: string }>>({});
  const replace = (order: Order) => setUpdated((all) => ({ ...all, [order._id]: order }));
  const cancelFailed = (order: Order, err: unknown) => {
    setMessages((all) => ({ ...all, [order._id]: { tone: 'error', text: errorMessage(err) } }));
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
      <PageTitle>Your Orders</PageTitle>
      {!me && (
        <Notice $tone="error">
          User ID not found. <Link to="/login?next=%2Forders">Log in</Link> to see your orders.
        </Notice>
      )}
      {!me && (
        <p>
          Placed an order as a guest? <Link to="/find-order">Find my order</Link>
        </p>
      )}
      {me && orders.status === 'loading' && <Notice>Loading orders...</Notice>}
      {me && orders.status === 'error' && <Notice $tone="error">Failed to load orders.</Notice>}
      {me && orders.status === 'done' && orders.data?.length === 0 && <Notice>No orders found.</Notice>}
      {orders.status === 'done' &&
        [...(orders.data ?? [])]
          .map((order) => updated[order._id] ?? order)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((order) => (
            <OrderCard key={order._id} data-testid="order-card">
              <header>
                <div>
                  Order placed<strong>{formatDate(order.createdAt)}</strong>
                </div>
                <div>
                  Total<strong>{formatMoney(order.totalAmount)}</strong>
                </div>
                <div>
                  Status
                  <strong>
                    <StatusBadge $status={order.status}>{order.status}</StatusBadge>
                  </strong>
                </div>
                <div>
                  Order ID<strong>{order._id}</strong>
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
                    Shipped with {order.shipment.carrier}, tracking number {order.shipment.trackingNumber}
                  </p>
                )}
                {messages[order._id] && (
                  <Notice $tone={messages[order._id]!.tone} role={messages[order._id]!.tone === 'error' ? 'alert' : 'status'}>
                    {messages[order._id]!.text}
                  </Notice>
                )}
                <div className="actions">
                  <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}`)}>
                    View Details
                  </Button>
                  {awaitsPayment(order) && (
                    <Button
                      $variant="secondary"
                      disabled={busy !== null}
                      onClick={() => void refill(order, `/checkout?orderId=${order._id}`)}
                    >
                      Proceed to Checkout
                    </Button>
                  )}
                  <Button disabled={busy !== null} onClick={() => void refill(order, '/cart')}>
                    Buy Again
                  </Button>
                  {canReturn(order) && (
                    <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}?return=1`)}>
                      Return items
                    </Button>
                  )}
                  {canCancel(order) && (
                    <CancelOrder
                      order={order}
                      onCancelled={(cancelled, text) => {
                        replace(cancelled);
                        setMessages((all) => ({ ...all, [cancelled._id]: { tone: 'success', text } }));
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
