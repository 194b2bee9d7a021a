import styled from 'styled-components';
import type { RatingSummary } from '@storefront/contracts';
import { useLanguage } from '../i18n';
import { uiMessages } from '../messages';
import { theme } from '../theme';

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z';

/** Five stars in a row, in one colour. */
function Row({ colour }: { colour: string }) {
  return (
    <svg viewBox="0 0 120 24" width="5em" height="1em" aria-hidden focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} fill={colour} />
      ))}
    </svg>
  );
}

const Drawn = styled.span`
  position: relative;
  display: inline-block;
  width: 5em;
  height: 1em;
  line-height: 0;
  > span {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
  }
`;

/** Five stars filled to `value` out of 5, named for screen readers by `label` (without one, beside words that say it: hidden). */
export function Stars(props: { value: number; label?: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, (props.value / 5) * 100));
  const named = props.label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': props.label };
  return (
    <Drawn {...named} className={props.className}>
      <Row colour={theme.color.starEmpty} />
      <span style={{ width: `${percent}%` }}>
        <Row colour={theme.color.star} />
      </span>
    </Drawn>
  );
}

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  font-size: 14px;
  /* One line whether or not there are reviews: cards in a row, and their placeholders, keep one height. */
  min-height: 20px;
  .count {
    color: ${theme.color.link};
  }
`;

/** A product's stars and how many reviews (nothing, on a line of the same height, before the first). */
export function RatingLine(props: { rating?: RatingSummary; className?: string }) {
  const t = uiMessages.useText();
  const { formats } = useLanguage();
  const { rating } = props;
  if (!rating || rating.count === 0) return <Line className={props.className} aria-hidden />;
  const average = formats.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Line className={props.className}>
      <Stars value={rating.average} label={t('rating.label', { average, count: rating.count })} />
      <span className="count" aria-hidden>
        {formats.number(rating.count)}
      </span>
    </Line>
  );
}
