import { useState } from 'react';
import type { MyReview, Review, ReviewPage, ReviewSort, ReviewSummary } from '@storefront/contracts';
import { Button, Link, Notice, Pager, Stars, errorMessage, theme, useAsync, useLanguage, useLocation, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { type ReviewQuery, reviewsApi } from '../api';
import { useText } from '../messages';
import { ReviewForm } from './ReviewForm';

const SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const satisfies readonly ReviewSort[];

const Section = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};
  margin-top: ${theme.space(2)};
  display: grid;
  gap: ${theme.space(3)};
  @media (min-width: 900px) {
    grid-template-columns: 280px minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 22px;
  }
  .average {
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
    font-size: 18px;
  }
  .bars {
    list-style: none;
    padding: 0;
    margin: ${theme.space(2)} 0;
    display: grid;
    gap: 6px;
  }
  .bars button {
    display: grid;
    grid-template-columns: 5.5em 1fr 2.5em;
    align-items: center;
    gap: ${theme.space(1)};
    width: 100%;
    background: none;
    border: 0;
    padding: 2px 0;
    font: inherit;
    font-size: 14px;
    color: ${theme.color.link};
    cursor: pointer;
    text-align: left;
  }
  .bars button[aria-pressed='true'] {
    font-weight: 700;
  }
  .bar {
    height: 16px;
    border: 1px solid ${theme.color.starEmpty};
    border-radius: 4px;
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${theme.color.star};
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    align-items: center;
  }
  ol.reviews {
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

/** The product page's reviews: the summary and histogram, the shopper's own review or the form, and the
 * shown reviews, sorted, filtered by stars and paged. */
export function Reviews({ productId }: { productId: string }) {
  const t = useText();
  const session = useSession();
  const [query, setQuery] = useState<ReviewQuery>({ page: 1, sort: 'newest' });
  const reviews = useAsync((signal) => reviewsApi.page(productId, query, signal), [productId, query, session?.userId]);
  const change = (next: Partial<ReviewQuery>) => setQuery((q) => ({ ...q, page: 1, ...next }));
  return (
    <Section id="reviews" aria-labelledby="reviews-title">
      <div>
        <h2 id="reviews-title">{t('reviews.title')}</h2>
        {reviews.status === 'done' && (
          <Summary
            summary={reviews.data.summary}
            stars={query.stars}
            onStars={(stars) => change({ stars: stars === query.stars ? undefined : stars })}
          />
        )}
        <OwnReview page={reviews.status === 'done' ? reviews.data : undefined} productId={productId} onChanged={reviews.reload} />
      </div>
      <div>
        <div className="toolbar">
          <label>
            {t('reviews.sortBy')}{' '}
            <select value={query.sort} onChange={(e) => change({ sort: e.target.value as ReviewSort })}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`reviews.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {query.stars && (
            <Button $variant="plain" onClick={() => change({ stars: undefined })}>
              {t('reviews.allStars')}
            </Button>
          )}
        </div>
        {reviews.status === 'loading' && <Notice>{t('reviews.loading')}</Notice>}
        {reviews.status === 'error' && (
          <Notice $tone="error" role="alert">
            {t('reviews.failed', { error: errorMessage(reviews.error) })}
          </Notice>
        )}
        {reviews.status === 'done' && <ReviewList page={reviews.data} onPage={(page) => setQuery((q) => ({ ...q, page }))} />}
      </div>
    </Section>
  );
}

function Summary(props: { summary: ReviewSummary; stars?: number; onStars: (stars: number) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const { summary } = props;
  if (summary.count === 0) return <p>{t('reviews.none')}</p>;
  const average = formats.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <div className="average">
        <Stars value={summary.average} />
        <span>{t('reviews.outOf', { average })}</span>
      </div>
      <div>{t('reviews.count', { count: summary.count })}</div>
      <ul className="bars" aria-label={t('reviews.histogram')}>
        {[5, 4, 3, 2, 1].map((n) => {
          const share = Math.round(((summary.stars[n - 1] ?? 0) / summary.count) * 100);
          return (
            <li key={n}>
              <button type="button" aria-pressed={props.stars === n} onClick={() => props.onStars(n)}>
                <span>{t('reviews.stars', { count: n })}</span>
                <span className="bar" aria-hidden>
                  <span style={{ width: `${share}%` }} />
                </span>
                <span>{formats.number(share / 100, { style: 'percent' })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ReviewList(props: { page: ReviewPage; onPage: (page: number) => void }) {
  const t = useText();
  const { page } = props;
  if (page.reviews.length === 0) return page.summary.count === 0 ? null : <p>{t('reviews.noneWithStars')}</p>;
  return (
    <>
      <ol className="reviews">
        {page.reviews.map((r) => (
          <ReviewItem key={r._id} review={r} votedHelpful={page.helpfulToMe?.includes(r._id) ?? false} own={page.mine?._id === r._id} />
        ))}
      </ol>
      {page.totalPages > 1 && <Pager page={page.page} totalPages={page.totalPages} onPage={props.onPage} />}
    </>
  );
}

const Item = styled.li`
  border-top: 1px solid ${theme.color.border};
  padding: ${theme.space(2)} 0;
  display: grid;
  gap: ${theme.space(0.75)};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)};
  }
  .title {
    font-weight: 700;
    margin: 0;
    font-size: 16px;
  }
  .meta {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  .verified {
    color: ${theme.color.warning};
    font-weight: 700;
    font-size: 13px;
  }
  .text {
    margin: 0;
    white-space: pre-line;
    line-height: 1.5;
  }
  .reply {
    border-left: 3px solid ${theme.color.border};
    padding-left: ${theme.space(1.5)};
    margin: ${theme.space(0.5)} 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    align-items: center;
    font-size: 13px;
  }
`;

function ReviewItem(props: { review: Review; votedHelpful: boolean; own: boolean }) {
  const t = useText();
  const { formats, language } = useLanguage();
  const r = props.review;
  const options = Object.entries(r.options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
  return (
    <Item>
      <div className="head">
        <Stars value={r.rating} label={t('reviews.stars', { count: r.rating })} />
        {r.title && (
          <h3 className="title" lang={r.language}>
            {r.title}
          </h3>
        )}
      </div>
      <div className="meta">
        {t('reviews.by', { name: r.authorName, date: formats.date(r.createdAt) })}
        {r.language !== language && ` · ${t(`reviews.writtenIn.${r.language}`)}`}
        {options && ` · ${options}`}
      </div>
      {r.verifiedPurchase && <div className="verified">{t('reviews.verified')}</div>}
      {r.text && (
        <p className="text" lang={r.language}>
          {r.text}
        </p>
      )}
      {r.reply && (
        <div className="reply">
          <strong>{t('reviews.reply')}</strong>
          <p className="text">{r.reply.text}</p>
        </div>
      )}
      {!props.own && <Votes review={r} voted={props.votedHelpful} />}
    </Item>
  );
}

/** "Was this helpful?" and "Report", once each; a visitor is asked to log in. */
function Votes(props: { review: Review; voted: boolean }) {
  const t = useText();
  const session = useSession();
  const location = useLocation();
  const [helpful, setHelpful] = useState({ count: props.review.helpful, voted: props.voted });
  const [said, setSaid] = useState<string | null>(null);
  const act = (work: () => Promise<void>) => () => void work().catch((err: unknown) => setSaid(errorMessage(err)));
  if (!session) {
    return (
      <div className="actions">
        {helpful.count > 0 && <span>{t('reviews.helpfulCount', { count: helpful.count })}</span>}
        <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>{t('reviews.logInToVote')}</Link>
      </div>
    );
  }
  return (
    <div className="actions">
      {helpful.count > 0 && <span>{t('reviews.helpfulCount', { count: helpful.count })}</span>}
      <Button
        $variant="plain"
        disabled={helpful.voted}
        onClick={act(async () => {
          const answer = (await reviewsApi.helpful(props.review._id)) as { helpful: number };
          setHelpful({ count: answer.helpful, voted: true });
        })}
      >
        {helpful.voted ? t('reviews.thanksHelpful') : t('reviews.helpful')}
      </Button>
      <Button
        $variant="plain"
        onClick={act(async () => {
          await reviewsApi.report(props.review._id);
          setSaid(t('reviews.reported'));
        })}
      >
        {t('reviews.report')}
      </Button>
      {said && <span role="status">{said}</span>}
    </div>
  );
}

/** The signed-in shopper's own review (where it stands, edit, delete) or the form to write one. */
function OwnReview(props: { page?: ReviewPage; productId: string; onChanged: () => void }) {
  const t = useText();
  const session = useSession();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  if (!session) {
    return (
      <p id="write-review">
        <Link to={`/login?next=${encodeURIComponent(`${location.pathname}#write-review`)}`}>{t('reviews.logInToWrite')}</Link>
      </p>
    );
  }
  if (!props.page) return null;
  const mine: MyReview | null | undefined = props.page.mine;
  if (mine && !editing) return <YourReview mine={mine} onEdit={() => setEditing(true)} onChanged={props.onChanged} />;
  return (
    <ReviewForm
      productId={props.productId}
      editing={mine ?? undefined}
      onSaved={() => {
        setEditing(false);
        props.onChanged();
      }}
      onCancel={mine ? () => setEditing(false) : undefined}
    />
  );
}

/** The shopper's own review as it stands, with edit and delete (deleting asks first, on the page). */
function YourReview(props: { mine: MyReview; onEdit: () => void; onChanged: () => void }) {
  const t = useText();
  const { mine } = props;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const remove = () =>
    void reviewsApi.remove(mine._id).then(props.onChanged, (err: unknown) => {
      setConfirming(false);
      setError(errorMessage(err));
    });
  return (
    <div id="write-review">
      <h3>{t('reviews.yours')}</h3>
      <Notice $tone={mine.status === 'rejected' ? 'error' : 'info'} role="status">
        {t(`reviews.status.${mine.status}`)}
        {mine.rejectionReason && ` ${t('reviews.rejectedBecause', { reason: mine.rejectionReason })}`}
      </Notice>
      <Stars value={mine.rating} label={t('reviews.stars', { count: mine.rating })} />
      {mine.title && (
        <p lang={mine.language}>
          <strong>{mine.title}</strong>
        </p>
      )}
      {mine.text && <p lang={mine.language}>{mine.text}</p>}
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      {confirming ? (
        <p role="group" aria-label={t('reviews.confirmDelete')}>
          {t('reviews.confirmDelete')}{' '}
          <Button $variant="danger" onClick={remove}>
            {t('reviews.deleteNow')}
          </Button>{' '}
          <Button $variant="plain" onClick={() => setConfirming(false)}>
            {t('reviews.keep')}
          </Button>
        </p>
      ) : (
        <>
          <Button $variant="plain" onClick={props.onEdit}>
            {t('reviews.edit')}
          </Button>{' '}
          <Button $variant="plain" onClick={() => setConfirming(true)}>
            {t('reviews.delete')}
          </Button>
        </>
      )}
    </div>
  );
}
