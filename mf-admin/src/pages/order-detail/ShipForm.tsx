import { type FormEvent, useState } from 'react';
import { Button, Field } from '@storefront/ui';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';
import type { ActionProps } from './useOrderAction';

export function ShipForm({ order, run, busy }: ActionProps) {
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
