import { variantLabel } from '@storefront/contracts/variants';
import { useText } from '../../messages';

type NamedLine = { name: string; options: Record<string, string> };

/** How lists and labels name an order line: the product, and its variant's options when it has some
 * ("Parka in Size M · Red"), so two variants of one product read apart. */
export function useLineName(): (line: NamedLine) => string {
  const t = useText();
  return (line) => {
    const variant = variantLabel(undefined, line.options);
    return variant ? t('order.lineName', { name: line.name, variant }) : line.name;
  };
}

/** "2 × Parka in Size M · Red, 1 × Maple Syrup": what a refund, a return or a backorder holds. */
export function useLinesText(): (lines: Array<NamedLine & { quantity: number }>) => string {
  const lineName = useLineName();
  return (lines) => lines.map((l) => `${l.quantity} × ${lineName(l)}`).join(', ');
}
