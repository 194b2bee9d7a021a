import { useState } from 'react';
import { Button, Notice, PageTitle, errorMessage, useAsync } from '@storefront/ui';
import { AUDIT_ACTIONS, AUDIT_TARGETS, SHOP_SERVICES, type ShopService } from '@storefront/contracts/shop';
import { auditApi } from '../api';
import { type LoadedSource, describeChange, mergeAudit } from '../audit';
import { useText } from '../messages';
import { LoadError, isForbidden } from '../access';
import { useDateTime } from '../formats';
import { Table } from '../layout';

/** A service newer than this remote may record an action it has no name for: that shows as its code. */
const isKnown = <T extends string>(known: readonly T[], value: string): value is T => known.includes(value as T);

/** Pages 1..pages of one service's log; a service that is down is reported, not fatal. */
async function loadSource(source: ShopService, pages: number, signal: AbortSignal): Promise<LoadedSource & { error?: unknown }> {
  try {
    const answers = await Promise.all(Array.from({ length: pages }, (_, n) => auditApi.page(source, n + 1, signal)));
    const last = answers[answers.length - 1]!;
    return { source, entries: answers.flatMap((a) => a.items), more: last.page < last.totalPages };
  } catch (error) {
    if (signal.aborted) throw error;
    return { source, entries: [], more: false, error };
  }
}

/** /admin/audit: who changed what, when, in every service (staff's changes, operators' replays of dead
 * letters), newest first. */
export default function Audit() {
  const t = useText();
  const dateTime = useDateTime();
  const [pages, setPages] = useState(1);
  const log = useAsync((signal) => Promise.all(SHOP_SERVICES.map((s) => loadSource(s, pages, signal))), [pages]);

  if (log.status === 'loading' && pages === 1) return <Notice>{t('audit.loading')}</Notice>;
  if (log.status === 'error') return <LoadError error={log.error} what={t('audit.what')} />;
  const failed = log.data?.filter((s) => s.error !== undefined) ?? [];
  if (failed.some((s) => isForbidden(s.error))) return <LoadError error={failed.find((s) => isForbidden(s.error))!.error} what="" />;
  const { entries, more } = mergeAudit(log.data ?? []);

  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      {failed.map((s) => (
        <Notice key={s.source} $tone="error" role="alert">
          {t(`audit.failed.${s.source as ShopService}`, { reason: errorMessage(s.error) })}
        </Notice>
      ))}
      <Table aria-label={t('audit.title')}>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.whatColumn')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={5}>{t('audit.none')}</td>
            </tr>
          )}
          {entries.map((e) => (
            <tr key={`${e.source}-${e._id}`}>
              <td>
                <time dateTime={e.at}>{dateTime(e.at)}</time>
              </td>
              {/* The record as the services wrote it: an address, the action's code, the target's id and the
                  fields that changed are data, the same in both languages (and not for a translator). The
                  action and the kind of target are named in the page's language when the log knows them. */}
              <td translate="no">{e.actorEmail}</td>
              <td>
                {isKnown(AUDIT_ACTIONS, e.action) && <div>{t(`audit.action.${e.action}`)}</div>}
                <code translate="no">{e.action}</code>
              </td>
              <td>
                {isKnown(AUDIT_TARGETS, e.targetType) ? t(`audit.target.${e.targetType}`) : <span translate="no">{e.targetType}</span>}{' '}
                <span translate="no">{e.targetId}</span>
              </td>
              <td translate="no">
                {describeChange(e.before, e.after).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {more && (
        <p>
          <Button type="button" $variant="plain" disabled={log.status === 'loading'} onClick={() => setPages((n) => n + 1)}>
            {log.status === 'loading' ? t('common.loading') : t('audit.older')}
          </Button>
        </p>
      )}
    </>
  );
}
