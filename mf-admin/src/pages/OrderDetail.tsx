import { type FormEvent, useState } from 'react';
import {
  ApiError,
  Button,
  errorMessage,
  Field,
  Link,
  Notice,
  PageTitle,
  useAsync,
  useLanguage,
  useOrderStatus,
  useParams,
} from '@storefront/ui';
import type { AdminOrder, OrderLineQuantity } from '@storefront/contracts';
import { ordersApi } from '../api';
import { useText } from '../messages';
import { moneyLeft, orderActions, refundableQuantities } from '../order-actions';
import { LoadError } from '../access';
import { orderNumber, useDateTime, useTaxName } from '../formats';
import { Actions, Panel, Table, Toolbar } from '../layout';

/** `done` is what to say when the action went through: a text, or one made from the service's answer. */
type Run = <T>(done: string | ((answer: T) => string), action: () => Promise<T>) => Promise<boolean>;

type Text = ReturnType<typeof useText>;
type Money = (amount: number) => string;

/** What a retried refund's answer says of it: settled, or still waiting on the provider. */
function retryOutcome(t: Text, money: Money, refundId: string) {
  return (answer: AdminOrder): string => {
    const refund = answer.refunds.find((r) => r._id === refundId);
    const amount = refund ? money(refund.amount) : t('retry.theRefund');
    if (refund?.status === 'Succeeded') return t('retry.succeeded', { amount });
    if (refund?.status === 'Failed') return t('retry.failed', { amount });
    return t('retry.pending', { amount });
  };
}

/** A refund's or a return's status as the language writes it (the services send the English word). */
const refundStatus = (t: Text, status: AdminOrder['refunds'][number]['status']) => t(`refunds.status.${status}`);
const returnStatus = (t: Text, status: AdminOrder['returns'][number]['status']) => t(`returns.status.${status}`);

export default function OrderDetail() {
  const t = useText();
  const { formats } = useLanguage();
  const dateTime = useDateTime();
  const statusLabel = useOrderStatus();
  const taxName = useTaxName();
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

  if (order.status === 'loading') return <Notice>{t('order.loading')}</Notice>;
  if (order.status === 'error') {
    if (order.error instanceof ApiError && order.error.status === 404) return <Notice $tone="error">{t('order.notFound')}</Notice>;
    return <LoadError error={order.error} what={t('order.what')} />;
  }
  const o = order.data;
  const actions = orderActions(o);
  const a = o.shippingAddress;

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

      <Panel aria-labelledby="order-items">
        <h2 id="order-items">{t('common.items')}</h2>
        <Table aria-label={t('common.items')}>
          <thead>
            <tr>
              <th scope="col">{t('common.product')}</th>
              <th scope="col" className="number">
                {t('common.price')}
              </th>
              <th scope="col" className="number">
                {t('common.quantity')}
              </th>
              <th scope="col" className="number">
                {t('common.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.productId}>
                <td>{i.name}</td>
                <td className="number">{formats.money(i.price)}</td>
                <td className="number">{formats.number(i.quantity)}</td>
                <td className="number">{formats.money(i.price * i.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Table aria-label={t('order.totals')}>
          <tbody>
            <tr>
              <th scope="row">{t('common.items')}</th>
              <td className="number">{formats.money(o.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row">{t('order.shipping')}</th>
              <td className="number">{formats.money(o.shipping)}</td>
            </tr>
            {o.taxes.map((tax) => (
              <tr key={tax.name}>
                <th scope="row">
                  {t('order.tax', {
                    name: taxName(tax.name),
                    rate: formats.number(tax.rate, { style: 'percent', maximumFractionDigits: 3 }),
                  })}
                </th>
                <td className="number">{formats.money(tax.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('common.total')}</th>
              <td className="number">{formats.money(o.totalAmount)}</td>
            </tr>
            <tr>
              <th scope="row">{t('order.refunded')}</th>
              <td className="number">{formats.money(o.refundedAmount)}</td>
            </tr>
          </tbody>
        </Table>
      </Panel>

      <Panel aria-labelledby="order-customer">
        <h2 id="order-customer">{t('order.customer')}</h2>
        <p>
          {o.customerName} · <a href={`mailto:${o.customerEmail}`}>{o.customerEmail}</a>
        </p>
        <address>
          {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
          {a.phoneNumber && <> · {a.phoneNumber}</>}
        </address>
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

      <Panel aria-labelledby="order-actions">
        <h2 id="order-actions">{t('order.actions')}</h2>
        {!actions.ship && !actions.deliver && !actions.cancel && !actions.refund && actions.returnsToReceive.length === 0 && (
          <p>{t('order.nothingToDo', { status: statusLabel(o.status).toLowerCase() })}</p>
        )}
        {actions.resolveBackorder && <Backorder order={o} run={run} busy={busy} />}
        {actions.ship && <ShipForm order={o} run={run} busy={busy} />}
        {actions.deliver && (
          <Button type="button" disabled={busy} onClick={() => void run(t('order.markedDelivered'), () => ordersApi.deliver(o._id))}>
            {t('order.markDelivered')}
          </Button>
        )}
        {actions.returnsToReceive.map((r) => (
          <p key={r._id}>
            <Button
              type="button"
              disabled={busy}
              onClick={() => void run(t('order.returnReceived', { number: r.returnNumber }), () => ordersApi.receiveReturn(o._id, r._id))}
            >
              {t('order.receiveReturn', { number: r.returnNumber })}
            </Button>
          </p>
        ))}
        {actions.refund && <RefundForm key={o.refunds.length} order={o} run={run} busy={busy} />}
        {actions.cancel && <CancelForm order={o} run={run} busy={busy} />}
      </Panel>

      <Panel aria-labelledby="order-refunds">
        <h2 id="order-refunds">{t('refunds.title')}</h2>
        {o.refunds.length === 0 ? (
          <p>{t('refunds.none')}</p>
        ) : (
          <Table aria-label={t('refunds.title')}>
            <thead>
              <tr>
                <th scope="col">{t('refunds.asked')}</th>
                <th scope="col" className="number">
                  {t('common.amount')}
                </th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('refunds.lines')}</th>
                <th scope="col">{t('common.reason')}</th>
                {actions.refundsToRetry.length > 0 && <th scope="col">{t('common.action')}</th>}
              </tr>
            </thead>
            <tbody>
              {o.refunds.map((r) => (
                <tr key={r._id}>
                  <td>{dateTime(r.createdAt)}</td>
                  <td className="number">{formats.money(r.amount)}</td>
                  <td>
                    {refundStatus(t, r.status)}
                    {r.settledAt && <> ({dateTime(r.settledAt)})</>}
                  </td>
                  <td>{r.items.length === 0 ? t('refunds.wholeOrder') : r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</td>
                  <td>{r.reason}</td>
                  {actions.refundsToRetry.length > 0 && (
                    <td>
                      {r.status === 'Pending' && (
                        <Button
                          type="button"
                          $variant="plain"
                          disabled={busy}
                          onClick={() => void run(retryOutcome(t, formats.money, r._id), () => ordersApi.retryRefund(o._id, r._id))}
                        >
                          {t('refunds.retry')}
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
        <h2 id="order-returns">{t('returns.title')}</h2>
        {o.returns.length === 0 ? (
          <p>{t('returns.none')}</p>
        ) : (
          <Table aria-label={t('returns.title')}>
            <thead>
              <tr>
                <th scope="col">{t('returns.return')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('common.items')}</th>
                <th scope="col">{t('common.reason')}</th>
                <th scope="col">{t('returns.requested')}</th>
                <th scope="col">{t('returns.received')}</th>
              </tr>
            </thead>
            <tbody>
              {o.returns.map((r) => (
                <tr key={r._id}>
                  <td>{r.returnNumber}</td>
                  <td>{returnStatus(t, r.status)}</td>
                  <td>{r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</td>
                  <td>{r.reason}</td>
                  <td>{dateTime(r.requestedAt)}</td>
                  <td>{dateTime(r.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>

      <Panel aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('order.timeline')}</h2>
        <ol>
          {o.timeline.map((step, n) => (
            <li key={n}>
              <time dateTime={step.at}>{dateTime(step.at)}</time>: <strong>{step.event}</strong>
              {step.detail && <> ({step.detail})</>}
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
  const t = useText();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(t('ship.done'), () => ordersApi.ship(order._id, carrier.trim(), trackingNumber.trim()));
  };
  return (
    <>
      <h3>{t('ship.title')}</h3>
      <Toolbar onSubmit={submit} aria-label={t('ship.form')}>
        <Field>
          {t('ship.carrier')}
          <input required maxLength={100} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
        </Field>
        <Field>
          {t('ship.tracking')}
          <input required maxLength={100} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          {t('ship.submit')}
        </Button>
      </Toolbar>
    </>
  );
}

function CancelForm({ order, run, busy }: ActionProps) {
  const t = useText();
  const { formats } = useLanguage();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const paid = order.paymentStatus === 'Paid';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  return (
    <>
      <h3>{t('cancel.title')}</h3>
      <Toolbar onSubmit={submit} aria-label={t('cancel.form')}>
        <Field>
          {t('cancel.reason')}
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {!confirming && (
          <Button type="submit" $variant="plain" disabled={busy}>
            {t('cancel.submit')}
          </Button>
        )}
      </Toolbar>
      {confirming && (
        <Notice role="alertdialog" aria-label={t('cancel.confirmLabel')}>
          {t('cancel.confirm', { number: orderNumber(order._id) })}{' '}
          {paid ? t('cancel.paid', { amount: formats.money(moneyLeft(order)) }) : t('cancel.unpaid')}{' '}
          <Button
            type="button"
            $variant="danger"
            disabled={busy}
            onClick={() => void run(t('cancel.done'), () => ordersApi.cancel(order._id, reason.trim())).then(() => setConfirming(false))}
          >
            {t('cancel.yes')}
          </Button>{' '}
          <Button type="button" $variant="plain" onClick={() => setConfirming(false)}>
            {t('cancel.keep')}
          </Button>
        </Notice>
      )}
    </>
  );
}

function RefundForm({ order, run, busy }: ActionProps) {
  const t = useText();
  const { formats } = useLanguage();
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
        setProblem(t('refund.chooseLine'));
        return;
      }
    }
    void run(t('refund.done'), () => ordersApi.refund(order._id, reason.trim(), items));
  };
  return (
    <>
      <h3>{t('refund.title')}</h3>
      <form onSubmit={submit} aria-label={t('refund.form')}>
        <fieldset>
          <legend>{t('refund.what')}</legend>
          <label>
            <input type="radio" name="refund-what" checked={whole} onChange={() => setWhole(true)} />{' '}
            {t('refund.allLeft', { amount: formats.money(moneyLeft(order)) })}
          </label>{' '}
          <label>
            <input type="radio" name="refund-what" checked={!whole} onChange={() => setWhole(false)} /> {t('refund.someLines')}
          </label>
        </fieldset>
        {!whole && (
          <Table aria-label={t('refund.linesTable')}>
            <thead>
              <tr>
                <th scope="col">{t('common.product')}</th>
                <th scope="col" className="number">
                  {t('refund.refundable')}
                </th>
                <th scope="col">{t('refund.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((i) => {
                const max = refundable.get(i.productId) ?? 0;
                return (
                  <tr key={i.productId}>
                    <td>{i.name}</td>
                    <td className="number">{formats.number(max)}</td>
                    <td>
                      <input
                        type="number"
                        min={0}
                        max={max}
                        step={1}
                        disabled={max === 0}
                        aria-label={t('refund.quantityOf', { name: i.name })}
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
            {t('refund.reason')}
            <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('refund.submit')}
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
  const t = useText();
  const [reason, setReason] = useState(() => t('backorder.defaultReason'));
  const missing = order.backordered.map((b) => ({ productId: b.productId, quantity: b.quantity }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(t('backorder.done'), () => ordersApi.refund(order._id, reason.trim(), missing));
  };
  return (
    <>
      <h3>{t('backorder.title')}</h3>
      <p>{t('backorder.explain', { lines: order.backordered.map((b) => `${b.quantity} × ${b.name}`).join(', ') })}</p>
      <Toolbar onSubmit={submit} aria-label={t('backorder.form')}>
        <Field>
          {t('backorder.reason')}
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          {t('backorder.submit')}
        </Button>
      </Toolbar>
    </>
  );
}
