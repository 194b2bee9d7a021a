import { Notice, PageTitle, useAsync, useSearchParams } from '@storefront/ui';
import type { OrderStatus } from '@storefront/contracts';
import { ORDER_STATUSES } from '@storefront/contracts/shop';
import { type OrderQuery, ordersApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { OrderFilters } from './orders/OrderFilters';
import { OrdersTable } from './orders/OrdersTable';

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

/** All orders for staff, filtered and paged. */
export default function Orders() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useAsync((signal) => ordersApi.page(query, signal), [query.page, query.status, query.from, query.to, query.q]);

  const go = (next: OrderQuery) => {
    const entries = Object.entries({ ...next, page: String(next.page) }).filter(([, v]) => v !== '');
    setParams(Object.fromEntries(entries));
  };

  return (
    <>
      <PageTitle>{t('orders.title')}</PageTitle>
      <OrderFilters query={query} go={go} />
      {list.status === 'loading' && <Notice>{t('orders.loading')}</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what={t('orders.what')} />}
      {list.status === 'done' && <OrdersTable page={list.data} onPage={(page) => go({ ...query, page })} />}
    </>
  );
}
