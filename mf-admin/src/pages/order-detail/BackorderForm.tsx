import { type FormEvent, useState } from 'react';
import { Button, Field } from '@storefront/ui';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';
import type { ActionProps } from './useOrderAction';
import { useLinesText } from './line-names';

/** Paid for but not in stock: ship it once restocked (the ship form) or refund the missing lines. */
export function BackorderForm({ order, run, busy }: ActionProps) {
  const t = useText();
  const linesText = useLinesText();
  const [reason, setReason] = useState(() => t('backorder.defaultReason'));
  const missing = order.backordered.map((b) => ({ productId: b.productId, variantId: b.variantId, quantity: b.quantity }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(t('backorder.done'), () => ordersApi.refund(order._id, reason.trim(), missing));
  };
  return (
    <>
      <h3>{t('backorder.title')}</h3>
      <p>{t('backorder.explain', { lines: linesText(order.backordered) })}</p>
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
