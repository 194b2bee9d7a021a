import type { AdminOrder } from '@storefront/contracts';
import { useText } from '../../messages';
import { useDateTime } from '../../formats';
import { Panel, Table } from '../../layout';
import { useLinesText } from './line-names';

type Text = ReturnType<typeof useText>;

/** A return's status as the language writes it (the services send the English word). */
const returnStatus = (t: Text, status: AdminOrder['returns'][number]['status']) => t(`returns.status.${status}`);

/** The returns the shopper asked for, when each was received, and whether it was refunded. */
export function ReturnsTable({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const dateTime = useDateTime();
  const linesText = useLinesText();
  return (
    // Not a landmark of its own: its table's region already bears the heading's name.
    <Panel>
      <h2>{t('returns.title')}</h2>
      {o.returns.length === 0 ? (
        <p>{t('returns.none')}</p>
      ) : (
        <Table aria-label={t('returns.title')}>
          <thead>
            <tr>
              <th scope="col">{t('returns.return')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">{t('common.items')}</th>
              <th scope="col">{t('common.reason')}</th>
              <th scope="col">{t('returns.requested')}</th>
              <th scope="col">{t('returns.received')}</th>
            </tr>
          </thead>
          <tbody>
            {o.returns.map((r) => (
              <tr key={r._id}>
                <td>{r.returnNumber}</td>
                <td>
                  {returnStatus(t, r.status)}
                  {r.refundId && <>, {t('returns.refunded')}</>}
                </td>
                <td>{linesText(r.items)}</td>
                <td>{r.reason}</td>
                <td>{dateTime(r.requestedAt)}</td>
                <td>{dateTime(r.receivedAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
