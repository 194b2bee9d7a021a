import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Notice, PageTitle, formatMoney, theme, useAsync } from '@storefront/ui';
import { dashboardApi } from '../api';
import { LoadError, Panel, Table, isForbidden } from '../parts';

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
  const orders = useAsync((signal) => dashboardApi.orders(signal), []);
  const catalog = useAsync((signal) => dashboardApi.catalog(signal), []);
  if (isForbidden(orders.error) || isForbidden(catalog.error)) return <LoadError error={orders.error ?? catalog.error} what="" />;

  return (
    <>
      <PageTitle>Back office</PageTitle>
      <Panel aria-labelledby="dash-orders">
        <h2 id="dash-orders">Orders</h2>
        {orders.status === 'loading' && <Notice>Loading...</Notice>}
        {orders.status === 'error' && <LoadError error={orders.error} what="the orders summary" />}
        {orders.status === 'done' && (
          <>
            <h3>Today</h3>
            <Tiles>
              <Tile label="Orders today" value={orders.data.today.orders} />
              <Tile label="Revenue today" value={formatMoney(orders.data.today.revenue)} />
              <Tile label="Refunds today" value={formatMoney(orders.data.today.refunds)} />
            </Tiles>
            <h3>This week</h3>
            <Tiles>
              <Tile label="Orders this week" value={orders.data.week.orders} />
              <Tile label="Revenue this week" value={formatMoney(orders.data.week.revenue)} />
              <Tile label="Refunds this week" value={formatMoney(orders.data.week.refunds)} />
            </Tiles>
            <h3>To do</h3>
            <Tiles>
              <Tile label="Waiting to ship" value={orders.data.waitingToShip} />
              <Tile label="Payment reviews" value={orders.data.needsReview} />
              <Tile label="Returns to receive" value={orders.data.returnsToReceive} />
            </Tiles>
            <p>
              <Link to="/admin/orders?status=Paid">Orders waiting to ship</Link> ·{' '}
              <Link to="/admin/orders?status=Payment%20Review">Payment reviews</Link> ·{' '}
              <Link to="/admin/orders?status=Return%20Requested">Returns to receive</Link>
            </p>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="dash-stock">
        <h2 id="dash-stock">Low stock</h2>
        {catalog.status === 'loading' && <Notice>Loading...</Notice>}
        {catalog.status === 'error' && <LoadError error={catalog.error} what="the stock summary" />}
        {catalog.status === 'done' &&
          (catalog.data.lowStock.length === 0 ? (
            <p>No active product is low on stock.</p>
          ) : (
            <Table aria-label="Active products low on stock, fewest first">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Category</th>
                  <th scope="col" className="number">
                    Stock
                  </th>
                </tr>
              </thead>
              <tbody>
                {catalog.data.lowStock.map((p) => (
                  <tr key={p._id}>
                    <td>
                      <Link to={`/admin/products?q=${encodeURIComponent(p.name)}`}>{p.name}</Link>
                    </td>
                    <td>{p.category}</td>
                    <td className="number">{p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ))}
      </Panel>
    </>
  );
}
