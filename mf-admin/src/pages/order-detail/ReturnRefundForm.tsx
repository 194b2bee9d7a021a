import { type FormEvent, useId, useState } from 'react';
import { Button, Field, useLanguage } from '@storefront/ui';
import type { AdminOrder } from '@storefront/contracts';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import type { OrderActions } from '../../order-actions';
import { Actions } from '../../layout';
import { useLinesText } from './line-names';
import type { ActionProps } from './useOrderAction';

interface ReturnRefundProps extends ActionProps {
  order: AdminOrder;
  ret: OrderActions['returnsToRefund'][number];
}

/** A received return's own refund: its lines, and what the service works out they give back. */
export function ReturnRefundForm({ order, ret, run, busy }: ReturnRefundProps) {
  const t = useText();
  const { formats } = useLanguage();
  const linesText = useLinesText();
  const headingId = useId();
  const [reason, setReason] = useState(() => t('order.returnRefundReason', { number: ret.returnNumber }));
  const amount = formats.money(ret.refundQuote.amount);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(t('refund.done'), () => ordersApi.refundReturn(order._id, ret._id, reason.trim()));
  };
  return (
    <form onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('order.refundReturnOf', { number: ret.returnNumber, lines: linesText(ret.items) })}</h3>
      <Actions>
        <Field>
          {t('order.refundReturnReason', { number: ret.returnNumber })}
          <input required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          {t('order.refundReturn', { amount })}
        </Button>
      </Actions>
    </form>
  );
}
