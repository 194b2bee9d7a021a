import { type ReactNode, useId } from 'react';
import { Link, theme, useLanguage } from '@storefront/ui';
import type { SalesFigures } from '@storefront/contracts';
import styled from 'styled-components';
import type { dashboardApi } from '../../api';
import { useText } from '../../messages';
import { SalesChart } from './SalesChart';
import { TopSellers } from './TopSellers';

type Figures = Awaited<ReturnType<typeof dashboardApi.orders>>;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
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
  dd + dd {
    font-size: 13px;
    font-weight: 400;
    color: ${theme.color.muted};
  }
`;

function Tile({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note && <dd>{note}</dd>}
    </div>
  );
}

/** A heading and what it heads, named by it (a page's tiles say which period they are of). */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </div>
  );
}

/** How a figure moved from the period before, in words (a rise in refunds is said as a rise, not as good news). */
function useChange() {
  const t = useText();
  const { formats } = useLanguage();
  return (now: number, before: number) => {
    if (before === 0) return now === 0 ? t('dashboard.change.same') : t('dashboard.change.new');
    const ratio = (now - before) / Math.abs(before);
    if (Math.abs(ratio) < 0.0005) return t('dashboard.change.same');
    const change = formats.number(Math.abs(ratio), { style: 'percent', maximumFractionDigits: 1 });
    return t(ratio > 0 ? 'dashboard.change.up' : 'dashboard.change.down', { change });
  };
}

const share = (f: SalesFigures) => (f.visits > 0 ? f.buyingVisits / f.visits : undefined);

/** The last 30 days against the 30 before: gross, refunds, net, orders and the share of visits that buy. */
function PeriodTiles({ now, before }: { now: SalesFigures; before: SalesFigures }) {
  const t = useText();
  const { formats } = useLanguage();
  const change = useChange();
  const nowShare = share(now);
  const beforeShare = share(before);
  const percent = (n: number) => formats.number(n, { style: 'percent', maximumFractionDigits: 1 });
  const points = (n: number) => formats.number(n * 100, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <Tiles>
      <Tile label={t('dashboard.gross')} value={formats.money(now.gross)} note={change(now.gross, before.gross)} />
      <Tile label={t('dashboard.refunds')} value={formats.money(now.refunds)} note={change(now.refunds, before.refunds)} />
      <Tile label={t('dashboard.net')} value={formats.money(now.net)} note={change(now.net, before.net)} />
      <Tile label={t('dashboard.ordersCount')} value={formats.number(now.orders)} note={change(now.orders, before.orders)} />
      <Tile
        label={t('dashboard.buyingShare')}
        value={nowShare === undefined ? t('dashboard.noVisits') : percent(nowShare)}
        note={
          nowShare === undefined
            ? undefined
            : `${t('dashboard.buyingOf', { count: now.visits, buying: formats.number(now.buyingVisits), visits: formats.number(now.visits) })}${
                beforeShare === undefined
                  ? ''
                  : ` · ${t('dashboard.change.points', { count: Math.abs(nowShare - beforeShare) * 100, change: points(nowShare - beforeShare) })}`
              }`
        }
      />
    </Tiles>
  );
}

/** A short period's orders and money: today's, this week's. */
function ShortTiles({ figures }: { figures: SalesFigures }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Tiles>
      <Tile label={t('dashboard.ordersCount')} value={formats.number(figures.orders)} />
      <Tile label={t('dashboard.gross')} value={formats.money(figures.gross)} />
      <Tile label={t('dashboard.discounts')} value={formats.money(figures.discounts)} />
      <Tile label={t('dashboard.refunds')} value={formats.money(figures.refunds)} />
      <Tile label={t('dashboard.net')} value={formats.money(figures.net)} />
    </Tiles>
  );
}

/** The sales of the last 30 days (charted against the 30 before), today and this week, the best sellers,
 * and the work waiting, with links to it. */
export function OrderFigures({ figures }: { figures: Figures }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <>
      <Group title={t('dashboard.period')}>
        <PeriodTiles now={figures.period} before={figures.previousPeriod} />
        <SalesChart days={figures.days} previousDays={figures.previousDays} />
      </Group>
      <Group title={t('dashboard.today')}>
        <ShortTiles figures={figures.today} />
      </Group>
      <Group title={t('dashboard.thisWeek')}>
        <ShortTiles figures={figures.week} />
      </Group>
      <Group title={t('dashboard.topSellers')}>
        <TopSellers sellers={figures.topSellers} />
      </Group>
      <Group title={t('dashboard.toDo')}>
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
      </Group>
    </>
  );
}
