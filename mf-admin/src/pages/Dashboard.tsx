import { Link, Notice, PageTitle, theme, useAsync, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import { dashboardApi } from '../api';
import { useText } from '../messages';
import { LoadError, isForbidden } from '../access';
import { Panel, Table } from '../layout';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space(1.5)};
  margin: 0;
  div {
    background: #f7f7f7;
    border-radius: ${theme.radius};
    padding: ${theme.space(1.5)};
  }
  dt {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 700;
  }
`;

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** /admin: what needs doing today, from the orders and the catalog services (each may be down alone). */
export default function Dashboard() {
  const t = useText();
  const { formats } = useLanguage();
  const orders = useAsync((signal) => dashboardApi.orders(signal), []);
  const catalog = useAsync((signal) => dashboardApi.catalog(signal), []);
  if (isForbidden(orders.error) || isForbidden(catalog.error)) return <LoadError error={orders.error ?? catalog.error} what="" />;

  return (
    <>
      <PageTitle>{t('backOffice.title')}</PageTitle>
      <Panel aria-labelledby="dash-orders">
        <h2 id="dash-orders">{t('dashboard.orders')}</h2>
        {orders.status === 'loading' && <Notice>{t('common.loading')}</Notice>}
        {orders.status === 'error' && <LoadError error={orders.error} what={t('dashboard.ordersSummary')} />}
        {orders.status === 'done' && (
          <>
            <h3>{t('dashboard.today')}</h3>
            <Tiles>
              <Tile label={t('dashboard.ordersToday')} value={formats.number(orders.data.today.orders)} />
              <Tile label={t('dashboard.revenueToday')} value={formats.money(orders.data.today.revenue)} />
              <Tile label={t('dashboard.refundsToday')} value={formats.money(orders.data.today.refunds)} />
            </Tiles>
            <h3>{t('dashboard.thisWeek')}</h3>
            <Tiles>
              <Tile label={t('dashboard.ordersThisWeek')} value={formats.number(orders.data.week.orders)} />
              <Tile label={t('dashboard.revenueThisWeek')} value={formats.money(orders.data.week.revenue)} />
              <Tile label={t('dashboard.refundsThisWeek')} value={formats.money(orders.data.week.refunds)} />
            </Tiles>
            <h3>{t('dashboard.toDo')}</h3>
            <Tiles>
              <Tile label={t('dashboard.waitingToShip')} value={formats.number(orders.data.waitingToShip)} />
              <Tile label={t('dashboard.paymentReviews')} value={formats.number(orders.data.needsReview)} />
              <Tile label={t('dashboard.returnsToReceive')} value={formats.number(orders.data.returnsToReceive)} />
            </Tiles>
            <p>
              <Link to="/admin/orders?status=Paid">{t('dashboard.ordersWaitingToShip')}</Link> ·{' '}
              <Link to="/admin/orders?status=Payment%20Review">{t('dashboard.paymentReviews')}</Link> ·{' '}
              <Link to="/admin/orders?status=Return%20Requested">{t('dashboard.returnsToReceive')}</Link>
            </p>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="dash-stock">
        <h2 id="dash-stock">{t('dashboard.lowStock')}</h2>
        {catalog.status === 'loading' && <Notice>{t('common.loading')}</Notice>}
        {catalog.status === 'error' && <LoadError error={catalog.error} what={t('dashboard.stockSummary')} />}
        {catalog.status === 'done' &&
          (catalog.data.lowStock.length === 0 ? (
            <p>{t('dashboard.noLowStock')}</p>
          ) : (
            <Table aria-label={t('dashboard.lowStockTable')}>
              <thead>
                <tr>
                  <th scope="col">{t('common.product')}</th>
                  <th scope="col">{t('common.category')}</th>
                  <th scope="col" className="number">
                    {t('common.stock')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {catalog.data.lowStock.map((p) => (
                  <tr key={p._id}>
                    <td>
                      <Link to={`/admin/products?q=${encodeURIComponent(p.name)}`} translate="no">
                        {p.name}
                      </Link>
                    </td>
                    <td>{p.category}</td>
                    <td className="number">{formats.number(p.stock)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ))}
      </Panel>
    </>
  );
}
