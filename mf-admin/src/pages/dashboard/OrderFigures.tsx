import { Link, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { dashboardApi } from '../../api';
import { useText } from '../../messages';

type Figures = Awaited<ReturnType<typeof dashboardApi.orders>>;

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

/** Today's and this week's orders, revenue and refunds, and the work waiting, with links to it. */
export function OrderFigures({ figures }: { figures: Figures }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <>
      <h3>{t('dashboard.today')}</h3>
      <Tiles>
        <Tile label={t('dashboard.ordersToday')} value={formats.number(figures.today.orders)} />
        <Tile label={t('dashboard.revenueToday')} value={formats.money(figures.today.revenue)} />
        <Tile label={t('dashboard.discountsToday')} value={formats.money(figures.today.discounts ?? 0)} />
        <Tile label={t('dashboard.refundsToday')} value={formats.money(figures.today.refunds)} />
      </Tiles>
      <h3>{t('dashboard.thisWeek')}</h3>
      <Tiles>
        <Tile label={t('dashboard.ordersThisWeek')} value={formats.number(figures.week.orders)} />
        <Tile label={t('dashboard.revenueThisWeek')} value={formats.money(figures.week.revenue)} />
        <Tile label={t('dashboard.discountsThisWeek')} value={formats.money(figures.week.discounts ?? 0)} />
        <Tile label={t('dashboard.refundsThisWeek')} value={formats.money(figures.week.refunds)} />
      </Tiles>
      <h3>{t('dashboard.toDo')}</h3>
      <Tiles>
        <Tile label={t('dashboard.waitingToShip')} value={formats.number(figures.waitingToShip)} />
        <Tile label={t('dashboard.paymentReviews')} value={formats.number(figures.needsReview)} />
        <Tile label={t('dashboard.returnsToReceive')} value={formats.number(figures.returnsToReceive)} />
      </Tiles>
      <p>
        <Link to="/admin/orders?status=Paid">{t('dashboard.ordersWaitingToShip')}</Link> ·{' '}
        <Link to="/admin/orders?status=Payment%20Review">{t('dashboard.paymentReviews')}</Link> ·{' '}
        <Link to="/admin/orders?status=Return%20Requested">{t('dashboard.returnsToReceive')}</Link>
      </p>
    </>
  );
}
