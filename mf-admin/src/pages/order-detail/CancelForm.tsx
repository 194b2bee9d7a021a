import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, useLanguage } from '@storefront/ui';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { moneyLeft } from '../../order-actions';
import { orderNumber } from '../../formats';
import { Toolbar } from '../../layout';
import type { ActionProps } from './useOrderAction';

export function CancelForm({ order, run, busy }: ActionProps) {
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
