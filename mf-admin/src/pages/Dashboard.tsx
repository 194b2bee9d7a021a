import { Link, Notice, PageTitle, useAsync } from '@storefront/ui';
import { dashboardApi } from '../api';
import { useText } from '../messages';
import { LoadError, isForbidden } from '../access';
import { Panel } from '../layout';
import { LowStockList } from './dashboard/LowStockList';
import { OrderFigures } from './dashboard/OrderFigures';

/** /admin: what needs doing today, from the orders and the catalog services (each may be down alone). */
export default function Dashboard() {
  const t = useText();
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
        {orders.status === 'done' && <OrderFigures figures={orders.data} />}
      </Panel>
      <Panel aria-labelledby="dash-stock">
        <h2 id="dash-stock">{t('dashboard.lowStock')}</h2>
        {catalog.status === 'loading' && <Notice>{t('common.loading')}</Notice>}
        {catalog.status === 'error' && <LoadError error={catalog.error} what={t('dashboard.stockSummary')} />}
        {catalog.status === 'done' && <LowStockList summary={catalog.data} />}
        {catalog.status === 'done' && catalog.data.missingFrench > 0 && (
          <p>
            <Link to="/admin/products?missingFrench=true">{t('dashboard.missingFrench', { count: catalog.data.missingFrench })}</Link>
          </p>
        )}
      </Panel>
    </>
  );
}
