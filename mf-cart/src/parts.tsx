import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderItem, TimelineEntry } from '@storefront/contracts';
import { ProductImage, media, theme, useLanguage } from '@storefront/ui';
import { catalogue, en, useText } from './messages';
import { type Tone, statusTone } from './order-life';

type TaxKey = Extract<keyof typeof catalogue.en, `tax.${string}`>;

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

/** Shared with the other remotes. */
export { Panel } from '@storefront/ui';

export const SummaryRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: 4px 0;
  font-size: ${(p) => (p.$strong ? '18px' : '14px')};
  font-weight: ${(p) => (p.$strong ? 700 : 400)};
  color: ${(p) => (p.$strong ? theme.color.danger : theme.color.text)};
  border-top: ${(p) => (p.$strong ? `1px solid ${theme.color.border}` : '0')};
  margin-top: ${(p) => (p.$strong ? theme.space(1) : '0')};
  padding-top: ${(p) => (p.$strong ? theme.space(1) : '4px')};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: ${theme.space(1.5)};
  align-items: center;
  padding: ${theme.space(1)} 0;
  border-bottom: 1px solid ${theme.color.border};
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
    background: #f7f7f7;
    border-radius: ${theme.radius};
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${Line}:last-child {
    border-bottom: 0;
  }
`;

/** An order line: picture, name, price × quantity, and the line's total. */
export function ItemLine({ item }: { item: Pick<OrderItem, 'name' | 'price' | 'quantity' | 'imageUrl'> }) {
  const { formats } = useLanguage();
  return (
    <Line>
      <ProductImage src={item.imageUrl} alt={item.name} />
      <div>
        <div>{item.name}</div>
        <div className="muted">
          {formats.money(item.price)} × {item.quantity}
        </div>
      </div>
      <strong>{formats.money(Math.round(item.price * 100 * item.quantity) / 100)}</strong>
    </Line>
  );
}

/** Taxes as the server computed them, e.g. 'Estimated GST/HST (HST 13%)' ('TPS/TVH estimée (TVH 13 %)'). */
export function TaxRows({ taxes, tax }: { taxes: Array<{ name: string; rate: number; amount: number }>; tax: number }) {
  const t = useText();
  const { formats } = useLanguage();
  // The taxes' short names as the language writes them (HST is TVH in French); one it does not know as sent.
  const taxName = (name: string) => (`tax.${name}` in catalogue.en ? t(`tax.${name}` as TaxKey) : name);
  if (taxes.length === 0)
    return (
      <SummaryRow>
        <span>{t('tax.estimated')}</span>
        <span>{formats.money(tax)}</span>
      </SummaryRow>
    );
  return (
    <>
      {taxes.map((line) => (
        <SummaryRow key={line.name}>
          <span>
            {t('tax.estimatedLine', {
              tax: taxName(line.name === 'HST' || line.name === 'GST' ? 'GST/HST' : line.name),
              name: taxName(line.name),
              rate: formats.number(line.rate),
            })}
          </span>
          <span>{formats.money(line.amount)}</span>
        </SummaryRow>
      ))}
    </>
  );
}

const TONES: Record<Tone, { background: string; color: string }> = {
  success: { background: '#e3f6ee', color: theme.color.success },
  // Darker than the theme's warning: at least 4.5:1 on its pale background.
  warning: { background: '#fff4e0', color: '#9a4200' },
  info: { background: '#e6f3f5', color: theme.color.link },
  danger: { background: '#fde8e6', color: theme.color.danger },
};

/** A small coloured label: an order's, a refund's or a return's status. */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  background: ${(p) => TONES[p.$tone].background};
  color: ${(p) => TONES[p.$tone].color};
`;

export function StatusBadge({ $status, children }: { $status: string; children: ReactNode }) {
  return <Badge $tone={statusTone($status)}>{children}</Badge>;
}

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
  const { formats } = useLanguage();
  const said = (words: string) => (`timeline.${words}` in en ? t(`timeline.${words}` as TimelineKey) : words);
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i);
  return (
    <Steps aria-label={t('detail.timelineLabel')}>
      {ordered.map(({ e, i }) => (
        <li key={i}>
          <time dateTime={e.at}>{formats.date(e.at)}</time>
          {/* What happened: the orders service's words, in the page's language where they are known. */}
          <strong>{said(e.event)}</strong>
          {e.detail && <div className="detail">{said(e.detail)}</div>}
        </li>
      ))}
    </Steps>
  );
}
