import styled from 'styled-components';
import type { OrderItem } from '@storefront/contracts';
import { ProductImage, formatMoney, media, theme } from '@storefront/ui';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

export const Panel = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin-bottom: ${theme.space(2)};
  h2 {
    font-size: 18px;
    margin: 0 0 ${theme.space(1.5)};
  }
`;

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
  return (
    <Line>
      <ProductImage src={item.imageUrl} alt={item.name} />
      <div>
        <div>{item.name}</div>
        <div className="muted">
          {formatMoney(item.price)} × {item.quantity}
        </div>
      </div>
      <strong>{formatMoney(Math.round(item.price * 100 * item.quantity) / 100)}</strong>
    </Line>
  );
}

/** Taxes as the server computed them, e.g. 'Estimated GST/HST (HST 13%)'. */
export function TaxRows({ taxes, tax }: { taxes: Array<{ name: string; rate: number; amount: number }>; tax: number }) {
  if (taxes.length === 0) return <SummaryRow><span>Estimated GST/HST</span><span>{formatMoney(tax)}</span></SummaryRow>;
  return (
    <>
      {taxes.map((t) => (
        <SummaryRow key={t.name}>
          <span>
            Estimated {t.name === 'HST' || t.name === 'GST' ? 'GST/HST' : t.name} ({t.name} {t.rate}%)
          </span>
          <span>{formatMoney(t.amount)}</span>
        </SummaryRow>
      ))}
    </>
  );
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

export const StatusBadge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  background: ${(p) => (p.$status === 'Paid' || p.$status === 'Delivered' || p.$status === 'Shipped' ? '#e3f6ee' : p.$status === 'Pending Payment' || p.$status === 'Backordered' ? '#fff4e0' : '#fde8e6')};
  color: ${(p) => (p.$status === 'Paid' || p.$status === 'Delivered' || p.$status === 'Shipped' ? theme.color.success : p.$status === 'Pending Payment' || p.$status === 'Backordered' ? theme.color.warning : theme.color.danger)};
`;
