import { Button, useLanguage } from '@storefront/ui';
import type { AdminOrder } from '@storefront/contracts';
import { ordersApi } from '../../api';
import { useText } from '../../messages';
import { orderActions } from '../../order-actions';
import { useDateTime } from '../../formats';
import { Panel, Table } from '../../layout';
import type { ActionProps } from './useOrderAction';
import { useLinesText } from './line-names';

type Text = ReturnType<typeof useText>;
type Money = (amount: number) => string;

/** What a retried refund's answer says of it: settled, or still waiting on the provider. */
function retryOutcome(t: Text, money: Money, refundId: string) {
  return (answer: AdminOrder): string => {
    const refund = answer.refunds.find((r) => r._id === refundId);
    const amount = refund ? money(refund.amount) : t('retry.theRefund');
    if (refund?.status === 'Succeeded') return t('retry.succeeded', { amount });
    if (refund?.status === 'Failed') return t('retry.failed', { amount });
    return t('retry.pending', { amount });
  };
}

/** A refund's status as the language writes it (the services send the English word); a pending one
 * says whether the provider has it. */
const refundStatus = (t: Text, r: AdminOrder['refunds'][number]) =>
  t(r.sentToProvider ? 'refunds.status.Sent' : `refunds.status.${r.status}`);

/** The order's refunds, each with a retry button while the provider has not been reached for it. */
export function RefundsTable({ order: o, run, busy }: ActionProps) {
  const t = useText();
  const { formats } = useLanguage();
  const dateTime = useDateTime();
  const linesText = useLinesText();
  const retrying = orderActions(o).refundsToRetry.length > 0;
  return (
    // Not a landmark of its own: its table's region already bears the heading's name.
    <Panel>
      <h2>{t('refunds.title')}</h2>
      {o.refunds.length === 0 ? (
        <p>{t('refunds.none')}</p>
      ) : (
        <Table aria-label={t('refunds.title')}>
          <thead>
            <tr>
              <th scope="col">{t('refunds.asked')}</th>
              <th scope="col" className="number">
                {t('common.amount')}
              </th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">{t('refunds.lines')}</th>
              <th scope="col">{t('common.reason')}</th>
              {retrying && <th scope="col">{t('common.action')}</th>}
            </tr>
          </thead>
          <tbody>
            {o.refunds.map((r) => (
              <tr key={r._id}>
                <td>{dateTime(r.createdAt)}</td>
                <td className="number">{formats.money(r.amount)}</td>
                <td>
                  {refundStatus(t, r)}
                  {r.settledAt && <> ({dateTime(r.settledAt)})</>}
                </td>
                <td>{r.items.length === 0 ? t('refunds.wholeOrder') : linesText(r.items)}</td>
                <td>{r.reason}</td>
                {retrying && (
                  <td>
                    {r.status === 'Pending' && !r.sentToProvider && (
                      <Button
                        type="button"
                        $variant="plain"
                        disabled={busy}
                        onClick={() => void run(retryOutcome(t, formats.money, r._id), () => ordersApi.retryRefund(o._id, r._id))}
                      >
                        {t('refunds.retry')}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
