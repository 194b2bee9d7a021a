import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '@storefront/contracts';
import { Button, Field, Notice, PageTitle, Pager, formatMoney, useAsync } from '@storefront/ui';
import { type OrderQuery, ordersApi } from '../api';
import { LoadError, ORDER_STATUSES, Table, Toolbar, formatDateTime, orderNumber } from '../parts';

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
      <PageTitle>Orders</PageTitle>
      <Toolbar role="search" aria-label="Orders" onSubmit={apply}>
        <Field>
          Order number or email
          <input type="search" maxLength={200} value={filters.q} onChange={set('q')} />
        </Field>
        <Field>
          Status
          <select value={filters.status} onChange={set('status')}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          Placed from
          <input type="date" value={filters.from} onChange={set('from')} />
        </Field>
        <Field>
          Placed to
          <input type="date" value={filters.to} onChange={set('to')} />
        </Field>
        <Button type="submit">Filter</Button>
      </Toolbar>
      {list.status === 'loading' && <Notice>Loading orders...</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what="the orders" />}
      {list.status === 'done' && (
        <>
          <Table aria-label="Orders">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col" className="number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={5}>No orders found.</td>
                </tr>
              )}
              {list.data.items.map((o) => (
                <tr key={o._id}>
                  <td>
                    <Link to={`/admin/orders/${o._id}`}>{orderNumber(o._id)}</Link>
                  </td>
                  <td>{formatDateTime(o.createdAt)}</td>
                  <td>
                    {o.customerName}
                    <br />
                    {o.customerEmail}
                  </td>
                  <td>{o.status}</td>
                  <td className="number">{formatMoney(o.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p>{list.data.total} orders</p>
          {list.data.totalPages > 1 && (
            <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={(page) => go({ ...query, page })} />
          )}
        </>
      )}
    </>
  );
}
