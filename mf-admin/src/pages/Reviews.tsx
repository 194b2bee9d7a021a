import { useState } from 'react';
import { Button, Field, Link, Notice, PageTitle, Pager, Stars, errorMessage, useAsync, useLanguage } from '@storefront/ui';
import type { ModeratedReview } from '@storefront/contracts';
import { type ModerationStatus, reviewsApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { Panel } from '../layout';

const STATUSES: ModerationStatus[] = ['pending', 'reported', 'approved', 'rejected'];

/** /admin/reviews: the reviews waiting for staff (and why the automatic check held some), those shoppers
 * reported, and those shown or turned down; approve, reject with a reason, or reply as the shop. */
export default function Reviews() {
  const t = useText();
  const [status, setStatus] = useState<ModerationStatus>('pending');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const list = useAsync((signal) => reviewsApi.list(status, page, signal), [status, page, version]);
  if (list.status === 'error') return <LoadError error={list.error} what={t('reviews.what')} />;
  return (
    <>
      <PageTitle>{t('reviews.title')}</PageTitle>
      <div role="group" aria-label={t('reviews.show')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {STATUSES.map((s) => (
          <Button
            key={s}
            $variant={s === status ? 'primary' : 'plain'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`reviews.status.${s}`)}
          </Button>
        ))}
      </div>
      {list.status === 'loading' ? (
        <Notice>{t('reviews.loading')}</Notice>
      ) : list.data.items.length === 0 ? (
        <Notice>{t('reviews.none')}</Notice>
      ) : (
        <>
          {list.data.items.map((r) => (
            <ReviewToModerate key={r._id} review={r} onChanged={() => setVersion((v) => v + 1)} />
          ))}
          {list.data.totalPages > 1 && <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={setPage} />}
        </>
      )}
    </>
  );
}

function ReviewToModerate({ review: r, onChanged }: { review: ModeratedReview; onChanged: () => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(r.reply?.text ?? '');
  const [problem, setProblem] = useState<unknown>(null);
  const act = (work: () => Promise<unknown>) => () => {
    setProblem(null);
    work().then(onChanged, setProblem);
  };
  const options = Object.entries(r.options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
  return (
    <Panel aria-label={t('reviews.of', { product: r.productName })}>
      <h2 style={{ fontSize: 16, margin: 0 }}>
        <Link to={`/product/${r.productId}`}>{r.productName}</Link>
      </h2>
      <p style={{ margin: 0 }}>
        <Stars value={r.rating} label={t('reviews.stars', { count: r.rating })} /> {r.title && <strong lang={r.language}>{r.title}</strong>}
      </p>
      <p style={{ margin: 0, fontSize: 13 }}>
        {t('reviews.by', { name: r.authorName, date: formats.dateTime(r.createdAt) })} · {t(`reviews.language.${r.language}`)}
        {options && ` · ${options}`}
      </p>
      {r.text && (
        <p lang={r.language} style={{ whiteSpace: 'pre-line' }}>
          {r.text}
        </p>
      )}
      {r.heldFor.length > 0 && (
        <Notice $tone="error">{t('reviews.heldFor', { reasons: r.heldFor.map((h) => t(`reviews.held.${h}`)).join(', ') })}</Notice>
      )}
      {r.reports.length > 0 && (
        <Notice>
          {t('reviews.reports', { count: r.reports.length })}{' '}
          {r.reports
            .map((x) => x.reason)
            .filter(Boolean)
            .join(' · ')}
        </Notice>
      )}
      {r.rejectionReason && <Notice>{t('reviews.rejectedFor', { reason: r.rejectionReason })}</Notice>}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
        {r.status !== 'approved' && <Button onClick={act(() => reviewsApi.approve(r._id))}>{t('reviews.approve')}</Button>}
        {r.status !== 'rejected' && (
          <>
            <Field>
              {t('reviews.reason')}
              <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </Field>
            <Button $variant="plain" onClick={act(() => reviewsApi.reject(r._id, reason))}>
              {t('reviews.reject')}
            </Button>
          </>
        )}
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
        <Field style={{ flex: 1 }}>
          {t('reviews.replyField')}
          <textarea value={reply} onChange={(e) => setReply(e.target.value)} rows={2} maxLength={2000} />
        </Field>
        <Button $variant="plain" onClick={act(() => reviewsApi.reply(r._id, reply))}>
          {t('reviews.reply')}
        </Button>
      </div>
      {problem !== null && (
        <Notice $tone="error" role="alert">
          {errorMessage(problem)}
        </Notice>
      )}
    </Panel>
  );
}
