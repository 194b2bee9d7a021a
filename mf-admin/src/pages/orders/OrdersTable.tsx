import { Link, Pager, useLanguage, useOrderStatus } from '@storefront/ui';
import type { AdminOrderPage } from '@storefront/contracts';
import { useText } from '../../messages';
import { orderNumber, useDateTime } from '../../formats';
import { Table } from '../../layout';

/** One page of orders, each linked to its own page, with the count and the pager. */
export function OrdersTable({ page, onPage }: { page: AdminOrderPage; onPage: (page: number) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const dateTime = useDateTime();
  const statusLabel = useOrderStatus();
  return (
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
          {page.items.length === 0 && (
            <tr>
              <td colSpan={5}>{t('orders.none')}</td>
            </tr>
          )}
          {page.items.map((o) => (
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
      <p>{t('orders.count', { count: page.total, total: formats.number(page.total) })}</p>
      {page.totalPages > 1 && <Pager page={page.page} totalPages={page.totalPages} onPage={onPage} />}
    </>
  );
}
