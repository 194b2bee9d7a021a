import styled from 'styled-components';
import type { TimelineEntry } from '@storefront/contracts';
import { type TimelineSaying, isTimelineCode, sayTimeline } from '@storefront/contracts/timeline-words';
import { theme, useLanguage } from '@storefront/ui';
import { en, useText } from './messages';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${theme.space(2)};
  border-left: 2px solid ${theme.color.border};
  li {
    position: relative;
    padding: 0 0 ${theme.space(1.5)} ${theme.space(1)};
  }
  li::before {
    content: '';
    position: absolute;
    left: -${theme.space(2)};
    top: 4px;
    width: 10px;
    height: 10px;
    margin-left: -6px;
    border-radius: 50%;
    background: ${theme.color.success};
  }
  time {
    display: block;
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .detail {
    font-size: 13px;
    color: ${theme.color.muted};
  }
`;

type TimelineKey = Extract<keyof typeof en, `timeline.${string}`>;

/** What happened to the order, oldest first (sorted again so an out-of-order answer still reads right). */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useText();
  const { language, formats } = useLanguage();
  const said = (words: string) => (`timeline.${words}` in en ? t(`timeline.${words}` as TimelineKey) : words);
  // What a step says, in the page's language when the service said it by code (a code this remote does
  // not know yet: the service's English).
  const detailOf = (e: TimelineEntry) =>
    e.said?.length && e.said.every((s) => isTimelineCode(s.says))
      ? sayTimeline(e.said as TimelineSaying[], language, {
          money: (cents) => formats.money(cents / 100),
          day: (d) => formats.date(`${d}T12:00:00`),
        })
      : said(e.detail);
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i);
  return (
    <Steps aria-label={t('detail.timelineLabel')}>
      {ordered.map(({ e, i }) => (
        <li key={i}>
          <time dateTime={e.at}>{formats.date(e.at)}</time>
          {/* What happened: the orders service's words, in the page's language where they are known. */}
          <strong>{said(e.event)}</strong>
          {e.detail && <div className="detail">{detailOf(e)}</div>}
        </li>
      ))}
    </Steps>
  );
}
