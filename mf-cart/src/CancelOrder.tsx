import { useState } from 'react';
import type { Order, RefundDestination } from '@storefront/contracts';
import { Button, Field, formatMoney, useLanguage } from '@storefront/ui';
import { ordersApi } from './api';
import { Dialog } from './dialog';
import { type Say, text, useText } from './messages';
import { refundOnCancel } from './order-life';
import { RefundDestinationChoice } from './RefundDestinationChoice';

/** 'Cancel order' and its confirmation. The service answers the cancelled order, or says why not (409
 * when it shipped meanwhile); the page shows either. */
export function CancelOrder({
  order,
  onCancelled,
  onFailed,
}: {
  order: Order;
  /** `message` says it is cancelled (and what goes back to the card) in the page's language when called. */
  onCancelled: (order: Order, message: Say) => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useText();
  const { formats } = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [refundTo, setRefundTo] = useState<RefundDestination>(order.refundTo ?? 'card');
  const refund = refundOnCancel(order);

  const confirm = async () => {
    setPending(true);
    try {
      const cancelled = await ordersApi.cancel(order._id, { ...(reason.trim() ? { reason: reason.trim() } : {}), refundTo });
      setOpen(false);
      onCancelled(cancelled, () => (refund > 0 ? text('cancel.doneRefund', { amount: formatMoney(refund) }) : text('cancel.done')));
    } catch (err) {
      setOpen(false);
      onFailed(err);
    } finally {
      setPending(false);
    }
  };
  const close = () => !pending && setOpen(false);

  return (
    <>
      <Button $variant="plain" onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      {open && (
        <Dialog title={t('cancel.title')} onClose={close}>
          <p>{refund > 0 ? t('cancel.refund', { amount: formats.money(refund) }) : t('cancel.noRefund')}</p>
          <Field>
            {t('cancel.reason')}
            <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </Field>
          {refund > 0 && <RefundDestinationChoice value={refundTo} onChange={setRefundTo} />}
          <div className="buttons">
            <Button $variant="plain" data-autofocus disabled={pending} onClick={close}>
              {t('cancel.keep')}
            </Button>
            <Button $variant="danger" disabled={pending} onClick={() => void confirm()}>
              {pending ? t('cancel.cancelling') : t('cancel.confirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
