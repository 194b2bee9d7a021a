import { type FormEvent, useState } from 'react';
import { Button, Field, Link, Notice, Pager, PageTitle, useAsync, useLanguage, useOrderStatus, useSearchParams } from '@storefront/ui';
import type { OrderStatus } from '@storefront/contracts';
import { type OrderQuery, ordersApi } from '../api';
import { useText } from '../messages';
import { ORDER_STATUSES } from '@storefront/contracts/shop';
import { LoadError } from '../access';
import { orderNumber, useDateTime } from '../formats';
import { Table, Toolbar } from '../layout';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the address (the dashboard links to e.g. ?status=Payment%20Review). */
function readQuery(params: URLSearchParams): OrderQuery {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    from: day('from'),
    to: day('to'),
    q: params.get('q') ?? '',
  };
}

export default function Orders() {
  const t = useText();
  const { formats } = useLanguage();
  const dateTime = useDateTime();
  const statusLabel = useOrderStatus();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [filters, setFilters] = useState(query);
  const list = useAsync((signal) => ordersApi.page(query, signal), [query.page, query.status, query.from, query.to, query.q]);

  const go = (next: OrderQuery) => {
    const entries = Object.entries({ ...next, page: String(next.page) }).filter(([, v]) => v !== '');
    setParams(Object.fromEntries(entries));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    go({ ...filters, q: filters.q.trim(), page: 1 });
  };
  const set = (k: 'status' | 'from' | 'to' | 'q') => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [k]: e.target.value }));

  return (
    <>
      <PageTitle>{t('orders.title')}</PageTitle>
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
      {list.status === 'loading' && <Notice>{t('orders.loading')}</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what={t('orders.what')} />}
      {list.status === 'done' && (
        <>
          <Table aria-label={t('orders.title')}>
            <thead>
              <tr>
                <th scope="col">{t('orders.order')}</th>
                <th scope="col">{t('orders.placed')}</th>
                <th scope="col">{t('orders.customer')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col" className="number">
                  {t('common.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('orders.none')}</td>
                </tr>
              )}
              {list.data.items.map((o) => (
                <tr key={o._id}>
                  <td translate="no">
                    <Link to={`/admin/orders/${o._id}`}>{orderNumber(o._id)}</Link>
                  </td>
                  <td>{dateTime(o.createdAt)}</td>
                  {/* A name and an address: not words to translate (nor for a browser's translator). */}
                  <td translate="no">
                    {o.customerName}
                    <br />
                    {o.customerEmail}
                  </td>
                  <td>{statusLabel(o.status)}</td>
                  <td className="number">{formats.money(o.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p>{t('orders.count', { count: list.data.total, total: formats.number(list.data.total) })}</p>
          {list.data.totalPages > 1 && (
            <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={(page) => go({ ...query, page })} />
          )}
        </>
      )}
    </>
  );
}
