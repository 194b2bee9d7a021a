import { Button, useOrderStatus } from '@storefront/ui';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { orderActions } from '../../order-actions';
import { Panel } from '../../layout';
import { BackorderForm } from './BackorderForm';
import { CancelForm } from './CancelForm';
import { RefundForm } from './RefundForm';
import { ReturnRefundForm } from './ReturnRefundForm';
import { ShipForm } from './ShipForm';
import type { ActionProps } from './useOrderAction';

/** What staff can do with the order in its status: ship, deliver, receive a return, refund it or other
 * lines, cancel. */
export function OrderActions({ order: o, run, busy }: ActionProps) {
  const t = useText();
  const statusLabel = useOrderStatus();
  const actions = orderActions(o);
  return (
    <Panel aria-labelledby="order-actions">
      <h2 id="order-actions">{t('order.actions')}</h2>
      {!actions.ship &&
        !actions.deliver &&
        !actions.cancel &&
        !actions.refund &&
        actions.returnsToReceive.length === 0 &&
        actions.returnsToRefund.length === 0 && <p>{t('order.nothingToDo', { status: statusLabel(o.status).toLowerCase() })}</p>}
      {actions.resolveBackorder && <BackorderForm order={o} run={run} busy={busy} />}
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
      {actions.refund &&
        actions.returnsToRefund.map((r) => (
          <ReturnRefundForm key={`${r._id}:${o.refunds.length}`} order={o} ret={r} run={run} busy={busy} />
        ))}
      {actions.refund && <RefundForm key={o.refunds.length} order={o} run={run} busy={busy} />}
      {actions.cancel && <CancelForm order={o} run={run} busy={busy} />}
    </Panel>
  );
}
