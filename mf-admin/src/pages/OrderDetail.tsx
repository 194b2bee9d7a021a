import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminOrder, OrderLineQuantity } from '@storefront/contracts';
import { ApiError, Button, Field, Notice, PageTitle, errorMessage, formatMoney, useAsync } from '@storefront/ui';
import { ordersApi } from '../api';
import { moneyLeft, orderActions, refundableQuantities } from '../order-actions';
import { Actions, LoadError, Panel, Table, Toolbar, formatDateTime, orderNumber } from '../parts';

/** `done` is what to say when the action went through: a text, or one made from the service's answer. */
type Run = <T>(done: string | ((answer: T) => string), action: () => Promise<T>) => Promise<boolean>;

/** What a retried refund's answer says of it: settled, or still waiting on the provider. */
function retryOutcome(refundId: string) {
  return (answer: AdminOrder): string => {
    const refund = answer.refunds.find((r) => r._id === refundId);
    const amount = refund ? formatMoney(refund.amount) : 'The refund';
    if (refund?.status === 'Succeeded') return `${amount} refunded to the card.`;
    if (refund?.status === 'Failed') return `The payment provider could not refund ${amount} to the card.`;
    return `${amount} asked of the payment provider again: it stays pending until the provider confirms it.`;
  };
}

export default function OrderDetail() {
  const { orderId = '' } = useParams();
  const order = useAsync((signal) => ordersApi.detail(orderId, signal), [orderId]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one action; the service's own message when it refuses (409, 400), and the order anew after. */
  const run: Run = async (done, action) => {
    setMessage(null);
    setBusy(true);
    try {
      const answer = await action();
      setMessage({ ok: true, text: typeof done === 'string' ? done : done(answer) });
      order.reload();
      return true;
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (order.status === 'loading') return <Notice>Loading order...</Notice>;
  if (order.status === 'error') {
    if (order.error instanceof ApiError && order.error.status === 404) return <Notice $tone="error">Order not found.</Notice>;
    return <LoadError error={order.error} what="the order" />;
  }
  const o = order.data;
  const actions = orderActions(o);
  const a = o.shippingAddress;

  return (
    <>
      <PageTitle>Order {orderNumber(o._id)}</PageTitle>
      <p>
        <Link to="/admin/orders">All orders</Link> · Placed {formatDateTime(o.createdAt)} · Status: <strong>{o.status}</strong>
        {o.reviewReason && <> ({o.reviewReason})</>}
      </p>
      {message && (
        <Notice $tone={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Notice>
      )}

      <Panel aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <Table aria-label="Items">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col" className="number">
                Quantity
              </th>
              <th scope="col" className="number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.productId}>
                <td>{i.name}</td>
                <td className="number">{formatMoney(i.price)}</td>
                <td className="number">{i.quantity}</td>
                <td className="number">{formatMoney(i.price * i.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Table aria-label="Totals">
          <tbody>
            <tr>
              <th scope="row">Items</th>
              <td className="number">{formatMoney(o.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row">Shipping</th>
              <td className="number">{formatMoney(o.shipping)}</td>
            </tr>
            {o.taxes.map((t) => (
              <tr key={t.name}>
                <th scope="row">
                  {t.name} ({(t.rate * 100).toFixed(3).replace(/\.?0+$/, '')}%)
                </th>
                <td className="number">{formatMoney(t.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td className="number">{formatMoney(o.totalAmount)}</td>
            </tr>
            <tr>
              <th scope="row">Refunded</th>
              <td className="number">{formatMoney(o.refundedAmount)}</td>
            </tr>
          </tbody>
        </Table>
      </Panel>

      <Panel aria-labelledby="order-customer">
        <h2 id="order-customer">Customer and delivery</h2>
        <p>
          {o.customerName} · <a href={`mailto:${o.customerEmail}`}>{o.customerEmail}</a>
        </p>
        <address>
          {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
          {a.phoneNumber && <> · {a.phoneNumber}</>}
        </address>
        <p>
          Delivery date: {o.deliveryDate}
          {o.shipment && (
            <>
              {' '}
              · Shipped {formatDateTime(o.shipment.shippedAt)} with {o.shipment.carrier}, tracking {o.shipment.trackingNumber}
            </>
          )}
          {o.deliveredAt && <> · Delivered {formatDateTime(o.deliveredAt)}</>}
        </p>
      </Panel>

      <Panel aria-labelledby="order-actions">
        <h2 id="order-actions">Actions</h2>
        {!actions.ship && !actions.deliver && !actions.cancel && !actions.refund && actions.returnsToReceive.length === 0 && (
          <p>Nothing to do for a {o.status.toLowerCase()} order.</p>
        )}
        {actions.resolveBackorder && <Backorder order={o} run={run} busy={busy} />}
        {actions.ship && <ShipForm order={o} run={run} busy={busy} />}
        {actions.deliver && (
          <Button type="button" disabled={busy} onClick={() => void run('Marked delivered.', () => ordersApi.deliver(o._id))}>
            Mark delivered
          </Button>
        )}
        {actions.returnsToReceive.map((r) => (
          <p key={r._id}>
            <Button
              type="button"
              disabled={busy}
              onClick={() => void run(`Return ${r.returnNumber} received.`, () => ordersApi.receiveReturn(o._id, r._id))}
            >
              Receive return {r.returnNumber}
            </Button>
          </p>
        ))}
        {actions.refund && <RefundForm key={o.refunds.length} order={o} run={run} busy={busy} />}
        {actions.cancel && <CancelForm order={o} run={run} busy={busy} />}
      </Panel>

      <Panel aria-labelledby="order-refunds">
        <h2 id="order-refunds">Refunds</h2>
        {o.refunds.length === 0 ? (
          <p>No refunds.</p>
        ) : (
          <Table aria-label="Refunds">
            <thead>
              <tr>
                <th scope="col">Asked</th>
                <th scope="col" className="number">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Lines</th>
                <th scope="col">Reason</th>
                {actions.refundsToRetry.length > 0 && <th scope="col">Action</th>}
              </tr>
            </thead>
            <tbody>
              {o.refunds.map((r) => (
                <tr key={r._id}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td className="number">{formatMoney(r.amount)}</td>
                  <td>
                    {r.status}
                    {r.settledAt && <> ({formatDateTime(r.settledAt)})</>}
                  </td>
                  <td>{r.items.length === 0 ? 'The whole order' : r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</td>
                  <td>{r.reason}</td>
                  {actions.refundsToRetry.length > 0 && (
                    <td>
                      {r.status === 'Pending' && (
                        <Button
                          type="button"
                          $variant="plain"
                          disabled={busy}
                          onClick={() => void run(retryOutcome(r._id), () => ordersApi.retryRefund(o._id, r._id))}
                        >
                          Retry refund
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel aria-labelledby="order-returns">
        <h2 id="order-returns">Returns</h2>
        {o.returns.length === 0 ? (
          <p>No returns.</p>
        ) : (
          <Table aria-label="Returns">
            <thead>
              <tr>
                <th scope="col">Return</th>
                <th scope="col">Status</th>
                <th scope="col">Items</th>
                <th scope="col">Reason</th>
                <th scope="col">Requested</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {o.returns.map((r) => (
                <tr key={r._id}>
                  <td>{r.returnNumber}</td>
                  <td>{r.status}</td>
                  <td>{r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</td>
                  <td>{r.reason}</td>
                  <td>{formatDateTime(r.requestedAt)}</td>
                  <td>{formatDateTime(r.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel aria-labelledby="order-timeline">
        <h2 id="order-timeline">Timeline</h2>
        <ol>
          {o.timeline.map((t, n) => (
            <li key={n}>
              <time dateTime={t.at}>{formatDateTime(t.at)}</time>: <strong>{t.event}</strong>
              {t.detail && <> ({t.detail})</>}
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}

interface ActionProps {
  order: AdminOrder;
  run: Run;
  busy: boolean;
}

function ShipForm({ order, run, busy }: ActionProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('Marked shipped.', () => ordersApi.ship(order._id, carrier.trim(), trackingNumber.trim()));
  };
  return (
    <>
      <h3>Ship</h3>
      <Toolbar onSubmit={submit} aria-label="Mark shipped">
        <Field>
          Carrier
          <input required maxLength={100} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
        </Field>
        <Field>
          Tracking number
          <input required maxLength={100} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          Mark shipped
        </Button>
      </Toolbar>
    </>
  );
}

function CancelForm({ order, run, busy }: ActionProps) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const paid = order.paymentStatus === 'Paid';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  return (
    <>
      <h3>Cancel</h3>
      <Toolbar onSubmit={submit} aria-label="Cancel order">
        <Field>
          Reason for cancelling
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {!confirming && (
          <Button type="submit" $variant="plain" disabled={busy}>
            Cancel order
          </Button>
        )}
      </Toolbar>
      {confirming && (
        <Notice role="alertdialog" aria-label="Confirm the cancellation">
          Cancel order {orderNumber(order._id)}?{' '}
          {paid ? `${formatMoney(moneyLeft(order))} goes back to the customer's card.` : 'It has not been paid.'}{' '}
          <Button
            type="button"
            $variant="danger"
            disabled={busy}
            onClick={() => void run('Order cancelled.', () => ordersApi.cancel(order._id, reason.trim())).then(() => setConfirming(false))}
          >
            Yes, cancel the order
          </Button>{' '}
          <Button type="button" $variant="plain" onClick={() => setConfirming(false)}>
            Keep the order
          </Button>
        </Notice>
      )}
    </>
  );
}

function RefundForm({ order, run, busy }: ActionProps) {
  const refundable = refundableQuantities(order);
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    let items: OrderLineQuantity[] | undefined;
    if (!whole) {
      items = Object.entries(quantities)
        .map(([productId, q]) => ({ productId, quantity: Number(q) }))
        .filter((i) => i.quantity > 0);
      if (items.length === 0) {
        setProblem('Choose at least one line to refund.');
        return;
      }
    }
    void run('Refund asked of the payment provider.', () => ordersApi.refund(order._id, reason.trim(), items));
  };
  return (
    <>
      <h3>Refund</h3>
      <form onSubmit={submit} aria-label="Refund">
        <fieldset>
          <legend>What to refund</legend>
          <label>
            <input type="radio" name="refund-what" checked={whole} onChange={() => setWhole(true)} /> All that is left (
            {formatMoney(moneyLeft(order))})
          </label>{' '}
          <label>
            <input type="radio" name="refund-what" checked={!whole} onChange={() => setWhole(false)} /> Some lines
          </label>
        </fieldset>
        {!whole && (
          <Table aria-label="Lines to refund">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="number">
                  Refundable
                </th>
                <th scope="col">Quantity to refund</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((i) => {
                const max = refundable.get(i.productId) ?? 0;
                return (
                  <tr key={i.productId}>
                    <td>{i.name}</td>
                    <td className="number">{max}</td>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={max}
                        step={1}
                        disabled={max === 0}
                        aria-label={`Quantity of ${i.name} to refund`}
                        value={quantities[i.productId] ?? '0'}
                        onChange={(e) => setQuantities((q) => ({ ...q, [i.productId]: e.target.value }))}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <Actions>
          <Field>
            Reason for the refund
            <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button type="submit" disabled={busy}>
            Refund
          </Button>
        </Actions>
        {problem && (
          <Notice $tone="error" role="alert">
            {problem}
          </Notice>
        )}
      </form>
    </>
  );
}

/** Paid for but not in stock: ship it once restocked (the ship form) or refund the missing lines. */
function Backorder({ order, run, busy }: ActionProps) {
  const [reason, setReason] = useState('Out of stock');
  const missing = order.backordered.map((b) => ({ productId: b.productId, quantity: b.quantity }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('Refund of the missing lines asked of the payment provider.', () => ordersApi.refund(order._id, reason.trim(), missing));
  };
  return (
    <>
      <h3>Backorder</h3>
      <p>
        Not in stock when paid: {order.backordered.map((b) => `${b.quantity} × ${b.name}`).join(', ')}. Ship the order below once they are
        restocked, or refund them.
      </p>
      <Toolbar onSubmit={submit} aria-label="Refund the missing lines">
        <Field>
          Reason for refunding the missing lines
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          Refund the missing lines
        </Button>
      </Toolbar>
    </>
  );
}
