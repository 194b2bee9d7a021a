import { useLanguage, theme } from '@storefront/ui';
import styled from 'styled-components';
import type { Order, Refund } from '@storefront/contracts';
import { useText } from '../../messages';
import { Badge } from '../../StatusBadge';
import { Panel } from '../../layout';
import { useLinesText } from '../../items';

const History = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space(1)} 0;
    border-bottom: 1px solid ${theme.color.border};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

const REFUND_TONE: Record<Refund['status'], 'warning' | 'success' | 'danger'> = {
  Pending: 'warning',
  Succeeded: 'success',
  Failed: 'danger',
};

/** The returns asked for on the order, each with its number, status, lines and dates. */
export function ReturnsPanel({ returns }: { returns: Order['returns'] }) {
  const t = useText();
  const { formats } = useLanguage();
  const linesText = useLinesText();
  return (
    <Panel aria-label={t('detail.returns')}>
      <h2>{t('detail.returns')}</h2>
      <History>
        {returns.map((r) => (
          <li key={r._id}>
            {t('detail.return')} <strong>{r.returnNumber}</strong>{' '}
            <Badge $tone={r.status === 'Received' ? 'success' : 'warning'}>{t(`returnStatus.${r.status}`)}</Badge>
            <div>{linesText(r.items)}</div>
            <div className="muted">
              {t('detail.requestedOn', { date: formats.date(r.requestedAt) })}
              {r.receivedAt && ` · ${t('detail.receivedOn', { date: formats.date(r.receivedAt) })}`} · {r.reason}
            </div>
          </li>
        ))}
      </History>
    </Panel>
  );
}

/** The money sent back to the card, each refund with its status and the lines it pays back. */
export function RefundsPanel({ refunds }: { refunds: Order['refunds'] }) {
  const t = useText();
  const { formats } = useLanguage();
  const linesText = useLinesText();
  return (
    <Panel aria-label={t('detail.refunds')}>
      <h2>{t('detail.refunds')}</h2>
      <History>
        {refunds.map((r) => (
          <li key={r._id}>
            <strong>{formats.money(r.amount)}</strong>{' '}
            {r.storeCredit
              ? t('detail.storeCredit', { lastFour: r.storeCredit.lastFour })
              : r.toGiftCards
                ? t('detail.toGiftCards')
                : t('detail.toYourCard')}{' '}
            <Badge $tone={REFUND_TONE[r.status]}>{t(`refundStatus.${r.status}`)}</Badge>
            {r.items.length > 0 && <div>{linesText(r.items)}</div>}
            <div className="muted">
              {formats.date(r.createdAt)}
              {r.reason && ` · ${r.reason}`}
            </div>
          </li>
        ))}
      </History>
    </Panel>
  );
}
