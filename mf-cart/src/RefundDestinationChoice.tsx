import type { RefundDestination } from '@storefront/contracts';
import { useText } from './messages';

/** Where the shopper wants a refund to go: back to the card that paid, or store credit on their account. */
export function RefundDestinationChoice({ value, onChange }: { value: RefundDestination; onChange: (to: RefundDestination) => void }) {
  const t = useText();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4, fontSize: 14 }}>
      <legend style={{ fontWeight: 700, fontSize: 13, marginBottom: 4 }}>{t('refundTo.legend')}</legend>
      {(['card', 'storeCredit'] as const).map((to) => (
        <label key={to}>
          <input type="radio" name="refund-to" value={to} checked={value === to} onChange={() => onChange(to)} /> {t(`refundTo.${to}`)}
        </label>
      ))}
    </fieldset>
  );
}
