import { useLanguage } from '@storefront/ui';
import type { Discount } from '@storefront/contracts';
import { useText } from './messages';
import { SummaryRow } from './layout';

/** Each promotion the order got, by its name (and code), what it took off, and the saving in all. */
export function DiscountRows({ discounts, discount }: { discounts?: Discount[]; discount?: number }) {
  const t = useText();
  const { formats } = useLanguage();
  if (!discounts || discounts.length === 0) return null;
  return (
    <>
      {discounts.map((d) => (
        <SummaryRow key={`${d.code ?? ''}${d.description}`}>
          <span>
            {d.code && <span translate="no">{d.code}: </span>}
            {d.description}
          </span>
          <span>−{formats.money(d.amount)}</span>
        </SummaryRow>
      ))}
      <SummaryRow>
        <strong>{t('promo.youSave')}</strong>
        <strong>{formats.money(discount ?? discounts.reduce((s, d) => s + d.amount, 0))}</strong>
      </SummaryRow>
    </>
  );
}
