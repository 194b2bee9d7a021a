import { useLanguage } from '@storefront/ui';
import { catalogue, useText } from './messages';
import { SummaryRow } from './layout';

type TaxKey = Extract<keyof typeof catalogue.en, `tax.${string}`>;

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
