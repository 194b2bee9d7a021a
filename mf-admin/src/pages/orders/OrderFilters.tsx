import { type FormEvent, useState } from 'react';
import { Button, Field, useOrderStatus } from '@storefront/ui';
import { ORDER_STATUSES } from '@storefront/contracts/shop';
import type { OrderQuery } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';

/** The orders' filters: words (a number, an email), a status and a range of days, applied together. */
export function OrderFilters({ query, go }: { query: OrderQuery; go: (next: OrderQuery) => void }) {
  const t = useText();
  const statusLabel = useOrderStatus();
  const [filters, setFilters] = useState(query);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    go({ ...filters, q: filters.q.trim(), page: 1 });
  };
  const set = (k: 'status' | 'from' | 'to' | 'q') => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Toolbar role="search" aria-label={t('orders.title')} onSubmit={apply}>
      <Field>
        {t('orders.search')}
        <input type="search" maxLength={200} value={filters.q} onChange={set('q')} />
      </Field>
      <Field>
        {t('common.status')}
        <select value={filters.status} onChange={set('status')}>
          <option value="">{t('orders.anyStatus')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('orders.from')}
        <input type="date" value={filters.from} onChange={set('from')} />
      </Field>
      <Field>
        {t('orders.to')}
        <input type="date" value={filters.to} onChange={set('to')} />
      </Field>
      <Button type="submit">{t('orders.filter')}</Button>
    </Toolbar>
  );
}
