import styled from 'styled-components';
import type { OrderItem } from '@storefront/contracts';
import { ProductImage, theme, useLanguage, variantLabel } from '@storefront/ui';
import { useText } from './messages';

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
  .muted,
  .options {
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

/** How lists and labels name a line: the product, and its variant's options when it has some
 * ("Parka in Size M · Red"), so two variants of one product read apart. */
export function useLineName() {
  const t = useText();
  return (line: { name: string; options: Record<string, string> }) => {
    const variant = variantLabel(undefined, line.options);
    return variant ? t('cart.variantOf', { name: line.name, variant }) : line.name;
  };
}

/** "2 × Parka in Size M · Red, 1 × Wool toque": what a refund, a return or a backorder holds. */
export function useLinesText() {
  const lineName = useLineName();
  return (lines: Array<{ name: string; options: Record<string, string>; quantity: number }>) =>
    lines.map((l) => `${l.quantity} × ${lineName(l)}`).join(', ');
}

type ItemShown = Pick<OrderItem, 'name' | 'options' | 'sku' | 'price' | 'quantity' | 'imageUrl'>;

/** An order line: picture, name with its variant's options under it (and its SKU, `withSku`), price ×
 * quantity, and the line's total. */
export function ItemLine({ item, withSku = false }: { item: ItemShown; withSku?: boolean }) {
  const t = useText();
  const { formats } = useLanguage();
  const options = variantLabel(undefined, item.options);
  return (
    <Line>
      <ProductImage src={item.imageUrl} alt={item.name} />
      <div>
        <div>{item.name}</div>
        {options && <div className="options">{options}</div>}
        {withSku && item.sku && <div className="muted">{t('common.sku', { sku: item.sku })}</div>}
        <div className="muted">
          {formats.money(item.price)} × {item.quantity}
        </div>
      </div>
      <strong>{formats.money(Math.round(item.price * 100 * item.quantity) / 100)}</strong>
    </Line>
  );
}
