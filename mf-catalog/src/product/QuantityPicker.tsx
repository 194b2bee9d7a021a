import { useId } from 'react';
import { uiMessages } from '@storefront/ui';

/** The most a shopper picks at once here; more is set in the cart. */
export const MOST_AT_ONCE = 10;

/** How many to add: 1 up to what is in stock (at most ten); nothing to pick when none is left. */
export function QuantityPicker(props: { stock: number; quantity: number; onChange: (quantity: number) => void }) {
  const t = uiMessages.useText();
  const id = useId();
  const most = Math.min(props.stock, MOST_AT_ONCE);
  if (most < 1) return null;
  return (
    <span className="quantity">
      <label htmlFor={id}>{t('cart.quantity')}</label>
      <select id={id} value={Math.min(props.quantity, most)} onChange={(e) => props.onChange(Number(e.target.value))}>
        {Array.from({ length: most }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
    </span>
  );
}
