import { useId, useState } from 'react';
import { Field, theme, useLanguage } from '@storefront/ui';
import type { SalesDay } from '@storefront/contracts';
import styled from 'styled-components';
import { useText } from '../../messages';
import { Table } from '../../layout';

// Drawn as SVG by hand: 30 bars and a line need no charting library (the lightest well-kept one weighs
// as much as the whole dashboard; docs/decisions/0015), and the days are also given as a table for anyone
// who cannot see the chart.

const MEASURES = ['net', 'gross', 'orders'] as const;
type Measure = (typeof MEASURES)[number];
const LABEL = { net: 'dashboard.net', gross: 'dashboard.gross', orders: 'dashboard.ordersCount' } as const;

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;

const Figure = styled.figure`
  margin: ${theme.space(2)} 0;
  svg {
    width: 100%;
    min-width: 480px;
    height: auto;
    max-width: ${WIDTH}px;
    display: block;
  }
  text {
    font-size: 11px;
    fill: ${theme.color.muted};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    font-size: 13px;
  }
`;
/** On a phone the chart keeps a readable size and scrolls sideways in its own box (which a keyboard can
 * scroll too). */
const ChartScroll = styled.div`
  overflow-x: auto;
`;
const Key = styled.span<{ $dashed?: boolean }>`
  &::before {
    content: '';
    display: inline-block;
    width: 18px;
    height: ${(p) => (p.$dashed ? '0' : '10px')};
    margin-right: 6px;
    vertical-align: middle;
    background: ${(p) => (p.$dashed ? 'none' : theme.color.link)};
    border-top: ${(p) => (p.$dashed ? `2px dashed ${theme.color.muted}` : 'none')};
  }
`;
const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  legend {
    font-weight: 700;
    font-size: 13px;
    padding: 0;
  }
  label {
    flex-direction: row;
    align-items: center;
    gap: 6px;
    font-weight: 400;
  }
`;

/** Where the chart's values go: the axis runs from the lowest (0 at most: a day of refunds can be below
 * it) to the highest of both periods, so the two compare on one scale. */
function scaleOf(values: number[]) {
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const y = (v: number) => TOP + ((max - v) / (max - min)) * (HEIGHT - TOP - BOTTOM);
  return { max, min, y };
}

/** A measure of the last 30 days by day, as bars, over the 30 days before as a dashed line. */
export function SalesChart({ days, previousDays }: { days: SalesDay[]; previousDays: SalesDay[] }) {
  const t = useText();
  const { formats } = useLanguage();
  const [measure, setMeasure] = useState<Measure>('net');
  const titleId = useId();
  const write = (v: number) => (measure === 'orders' ? formats.number(v) : formats.money(v));
  const dayText = (day: string) => formats.date(day, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const now = days.map((d) => d[measure]);
  const before = previousDays.map((d) => d[measure]);
  const { max, min, y } = scaleOf([...now, ...before]);
  const slot = (WIDTH - LEFT) / Math.max(1, days.length);
  const x = (i: number) => LEFT + slot * i + slot / 2;
  const sum = (vs: number[]) => Math.round(vs.reduce((a, b) => a + b, 0) * 100) / 100;
  const summary = t('dashboard.chart.summary', { measure: t(LABEL[measure]), total: write(sum(now)), previous: write(sum(before)) });
  const labelled = [0, Math.floor(days.length / 2), days.length - 1];
  return (
    <>
      <h4>{t('dashboard.chart.title')}</h4>
      <Choice>
        <legend>{t('dashboard.chart.measure')}</legend>
        {MEASURES.map((m) => (
          <Field key={m}>
            <input type="radio" name={`${titleId}-measure`} checked={measure === m} onChange={() => setMeasure(m)} />
            {t(LABEL[m])}
          </Field>
        ))}
      </Choice>
      <Figure>
        <ChartScroll role="region" aria-label={t('dashboard.chart.title')} tabIndex={0}>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
            <title id={titleId}>{summary}</title>
            <line x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} stroke={theme.color.border} />
            <text x={LEFT - 6} y={y(max) + 4} textAnchor="end">
              {write(max)}
            </text>
            <text x={LEFT - 6} y={y(0) + 4} textAnchor="end">
              {write(0)}
            </text>
            {min < 0 && (
              <text x={LEFT - 6} y={y(min)} textAnchor="end">
                {write(min)}
              </text>
            )}
            {now.map((v, i) => (
              <rect
                key={days[i]!.day}
                x={x(i) - slot * 0.3}
                width={slot * 0.6}
                y={Math.min(y(v), y(0))}
                height={Math.abs(y(v) - y(0))}
                fill={theme.color.link}
              />
            ))}
            <polyline
              points={before.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
              fill="none"
              stroke={theme.color.muted}
              strokeWidth={2}
              strokeDasharray="5 4"
            />
            {labelled.map((i, n) => (
              <text key={i} x={x(i)} y={HEIGHT - 6} textAnchor={n === 0 ? 'start' : n === labelled.length - 1 ? 'end' : 'middle'}>
                {days[i] ? dayText(days[i].day) : ''}
              </text>
            ))}
          </svg>
        </ChartScroll>
        <figcaption>
          <Key>{t('dashboard.chart.current')}</Key>
          <Key $dashed>{t('dashboard.chart.previous')}</Key>
        </figcaption>
      </Figure>
      <details>
        <summary>{t('dashboard.chart.table')}</summary>
        <Table aria-label={summary}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col" className="number">
                {t(LABEL[measure])}
              </th>
              <th scope="col" className="number">
                {t('dashboard.chart.dayBefore')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day)}</th>
                <td className="number">{write(now[i]!)}</td>
                <td className="number">{before[i] === undefined ? '' : write(before[i])}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}
