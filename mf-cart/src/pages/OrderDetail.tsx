import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  Notice,
  Page,
  PageTitle,
  SignInRequired,
  errorMessage,
  formatMoney,
  theme,
  useAsync,
  useSession,
  useCart,
} from '@storefront/ui';
import type { Order, Refund } from '@storefront/contracts';
import { ordersApi } from '../api';
import { awaitsPayment, refillCartWith } from '../buy-again';
import { CancelOrder, ReturnForm } from '../order-actions';
import { canCancel, canReturn, returnDeadline } from '../order-life';
import { Badge, Columns, ItemLine, ItemList, Panel, StatusBadge, SummaryRow, TaxRows, Timeline, formatDate } from '../parts';
import { dayLabel, paymentProblem, sendToPayment } from '../checkout-parts';

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
type Message = { orderId: string; tone: 'success' | 'error'; text: string };

export default function OrderDetail() {
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
      setMessage({ orderId: o._id, tone: 'error', text: paymentProblem(err) });
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
        <Notice>Loading order...</Notice>
      </Page>
    );
  if (order.status === 'error') {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    if (status === 401 && !access) return <SignInRequired message="Please log in to see this order" />;
    return (
      <Page>
        <Notice $tone="error">
          {status === 404 ? 'Order not found.' : status === 403 && access ? errorMessage(order.error) : 'Failed to load order.'}
        </Notice>
        {!me && (
          <p>
            Placed it as a guest? <Link to="/find-order">Find my order</Link> emails you a link to it.
          </p>
        )}
      </Page>
    );
  }
  const o = updated?._id === orderId ? updated : order.data;
  if (!o)
    return (
      <Page>
        <Notice>Order not found.</Notice>
      </Page>
    );
  const a = o.shippingAddress;
  const cancelFailed = (err: unknown) => {
    setMessage({ orderId: o._id, tone: 'error', text: errorMessage(err) });
    // Refused because it moved on (shipped meanwhile): show where it is now.
    if (err instanceof ApiError && err.status === 409) ordersApi.detail(o._id).then(setUpdated, () => undefined);
  };
  const deadline = returnDeadline(o);
  // Cancelling, returning and paying again are for a signed-in owner; a guest reads the order.
  const returnable = Boolean(me) && canReturn(o);
  const cancellable = Boolean(me) && canCancel(o);

  return (
    <Page>
      <PageTitle>Order Details</PageTitle>
      <p>
        Order ID: <strong>{o._id}</strong> · Ordered on {formatDate(o.createdAt)} · <StatusBadge $status={o.status}>{o.status}</StatusBadge>
      </p>
      {message?.orderId === o._id && (
        <Notice $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
      {!me && (
        <Notice>
          To cancel or return items, <Link to="/register">create an account</Link> (or sign in) with the email you ordered with and confirm
          it: the order joins your account. Or write to us through <Link to="/customer-service">Customer Service</Link>.
        </Notice>
      )}
      {(cancellable || (returnable && !returning)) && (
        <Actions>
          {cancellable && (
            <CancelOrder
              order={o}
              onCancelled={(cancelled, text) => {
                setUpdated(cancelled);
                setMessage({ orderId: cancelled._id, tone: 'success', text });
              }}
              onFailed={cancelFailed}
            />
          )}
          {returnable && !returning && (
            <Button $variant="plain" onClick={() => setReturning(true)}>
              Return items
            </Button>
          )}
        </Actions>
      )}
      {o.backordered.length > 0 && (
        <Notice>
          Sold out before your payment came, and sent as soon as it is back in stock:{' '}
          {o.backordered.map((b) => `${b.quantity} × ${b.name}`).join(', ')}.
        </Notice>
      )}
      <Columns>
        <div>
          {returnable && returning && (
            <Panel aria-label="Return items">
              <h2>Return items</h2>
              {deadline && <p>You can return items until {formatDate(deadline.toISOString())}.</p>}
              <ReturnForm
                order={o}
                onClose={() => setReturning(false)}
                onReturned={(returned, returnNumber) => {
                  setUpdated(returned);
                  setReturning(false);
                  setMessage({
                    orderId: returned._id,
                    tone: 'success',
                    text: `Your return number is ${returnNumber}. The return label comes by email: print it and put it on the parcel.`,
                  });
                }}
              />
            </Panel>
          )}
          <Panel>
            <h2>Items</h2>
            <ItemList>
              {o.items.map((i) => (
                <ItemLine key={i.productId} item={i} />
              ))}
            </ItemList>
          </Panel>
          <Panel>
            <h2>Delivery</h2>
            <p>
              {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
            </p>
            <p>{dayLabel(o.deliveryDate)} - Free Delivery</p>
            {o.shipment && (
              <p>
                Shipped on {formatDate(o.shipment.shippedAt)} with {o.shipment.carrier}, tracking number{' '}
                <strong>{o.shipment.trackingNumber}</strong>
              </p>
            )}
            {o.deliveredAt && <p>Delivered on {formatDate(o.deliveredAt)}</p>}
            {returnable && deadline && !returning && <p>Returnable until {formatDate(deadline.toISOString())}</p>}
          </Panel>
          {o.timeline.length > 0 && (
            <Panel>
              <h2>Timeline</h2>
              <Timeline entries={o.timeline} />
            </Panel>
          )}
          {o.returns.length > 0 && (
            <Panel aria-label="Returns">
              <h2>Returns</h2>
              <History>
                {o.returns.map((r) => (
                  <li key={r._id}>
                    Return <strong>{r.returnNumber}</strong>{' '}
                    <Badge $tone={r.status === 'Received' ? 'success' : 'warning'}>{r.status}</Badge>
                    <div>{r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</div>
                    <div className="muted">
                      Requested on {formatDate(r.requestedAt)}
                      {r.receivedAt && ` · received on ${formatDate(r.receivedAt)}`} · {r.reason}
                    </div>
                  </li>
                ))}
              </History>
            </Panel>
          )}
          {o.refunds.length > 0 && (
            <Panel aria-label="Refunds">
              <h2>Refunds</h2>
              <History>
                {o.refunds.map((r) => (
                  <li key={r._id}>
                    <strong>{formatMoney(r.amount)}</strong> to your card <Badge $tone={REFUND_TONE[r.status]}>{r.status}</Badge>
                    <div className="muted">
                      {formatDate(r.createdAt)}
                      {r.reason && ` · ${r.reason}`}
                    </div>
                  </li>
                ))}
              </History>
            </Panel>
          )}
        </div>
        <Panel aria-label="Order summary">
          <h2>Summary</h2>
          <SummaryRow>
            <span>Items:</span>
            <span>{formatMoney(o.subtotal)}</span>
          </SummaryRow>
          <SummaryRow>
            <span>Shipping &amp; handling:</span>
            <span>{formatMoney(o.shipping)}</span>
          </SummaryRow>
          <TaxRows taxes={o.taxes} tax={o.tax} />
          <SummaryRow $strong>
            <span>Total:</span>
            <span>{formatMoney(o.totalAmount)}</span>
          </SummaryRow>
          {o.refundedAmount > 0 && (
            <SummaryRow>
              <span>Refunded:</span>
              <span>{formatMoney(o.refundedAmount)}</span>
            </SummaryRow>
          )}
          {!me && awaitsPayment(o) && !access && (
            // The browser the guest ordered from pays for it directly (it has no cart of this order to refill).
            <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void payAsGuest(o)}>
              Pay now
            </Button>
          )}
          {me && awaitsPayment(o) && (
            // As the spec says: the cart becomes this order's items, then checkout pays for the order.
            <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void proceedToCheckout(o)}>
              Proceed to Checkout
            </Button>
          )}
          {me && (
            <p>
              <Link to="/orders">Back to Your Orders</Link>
            </p>
          )}
        </Panel>
      </Columns>
    </Page>
  );
}
