import styled from 'styled-components';
import type { OrderItem } from '@storefront/contracts';
import { ProductImage, theme, useLanguage } from '@storefront/ui';

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
