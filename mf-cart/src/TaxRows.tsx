import { useLanguage } from '@storefront/ui';
import { catalogue, useText } from './messages';
import { SummaryRow } from './layout';

type TaxKey = Extract<keyof typeof catalogue.en, `tax.${string}`>;

/** Taxes as the server computed them: at checkout 'Estimated GST/HST (HST 13%)' ('TPS/TVH estimée (TVH
 * 13 %)'), on an order placed 'GST/HST (HST 13%)', what was charged. Before the province is chosen there is
 * no tax to show, and the row says so. */
export function TaxRows({
  taxes,
  tax,
  estimated,
  provinceUnknown = false,
}: {
  taxes: Array<{ name: string; rate: number; amount: number }>;
  tax: number;
  estimated: boolean;
  /** A quote for goods without a province yet. */
  provinceUnknown?: boolean;
}) {
  const t = useText();
  const { formats } = useLanguage();
  // The taxes' short names as the language writes them (HST is TVH in French); one it does not know as sent.
  const taxName = (name: string) => (`tax.${name}` in catalogue.en ? t(`tax.${name}` as TaxKey) : name);
  if (provinceUnknown)
    return (
      <SummaryRow>
        <span>{t('tax.provinceUnknown')}</span>
        <span aria-hidden="true">–</span>
      </SummaryRow>
    );
  if (taxes.length === 0)
    return (
      <SummaryRow>
        <span>{estimated ? t('tax.estimated') : t('tax.charged')}</span>
        <span>{formats.money(tax)}</span>
      </SummaryRow>
    );
  return (
    <>
      {taxes.map((line) => (
        <SummaryRow key={line.name}>
          <span>
            {t(estimated ? 'tax.estimatedLine' : 'tax.chargedLine', {
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
