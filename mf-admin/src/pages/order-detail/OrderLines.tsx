import { theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { AdminOrder } from '@storefront/contracts';
import { variantLabel } from '@storefront/contracts/variants';
import { useText } from '../../messages';
import { useTaxName } from '../../formats';
import { Panel, Table } from '../../layout';

const Options = styled.div`
  &:empty {
    display: none;
  }
  color: ${theme.color.muted};
  font-size: 13px;
`;

/** The order's lines (a row per variant, its options under the name, its SKU) and its totals: items,
 * shipping, each tax, total and what was refunded. */
export function OrderLines({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    // Not a landmark of its own: its table's region already bears the heading's name.
    <Panel>
      <h2>{t('common.items')}</h2>
      <Table aria-label={t('common.items')}>
        <thead>
          <tr>
            <th scope="col">{t('common.product')}</th>
            <th scope="col">{t('order.sku')}</th>
            <th scope="col" className="number">
              {t('common.price')}
            </th>
            <th scope="col" className="number">
              {t('common.quantity')}
            </th>
            <th scope="col" className="number">
              {t('common.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((i) => (
            <tr key={i.variantId}>
              <td>
                {i.name}
                <Options>{variantLabel(undefined, i.options)}</Options>
              </td>
              <td translate="no">{i.sku}</td>
              <td className="number">{formats.money(i.price)}</td>
              <td className="number">{formats.number(i.quantity)}</td>
              <td className="number">{formats.money(i.price * i.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <OrderTotals order={o} />
    </Panel>
  );
}

function OrderTotals({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const { formats } = useLanguage();
  const taxName = useTaxName();
  return (
    <Table aria-label={t('order.totals')}>
      <tbody>
        <tr>
          <th scope="row">{t('common.items')}</th>
          <td className="number">{formats.money(o.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row">{t('order.shipping')}</th>
          <td className="number">{formats.money(o.shipping)}</td>
        </tr>
        {o.taxes.map((tax) => (
          <tr key={tax.name}>
            <th scope="row">
              {t('order.tax', {
                name: taxName(tax.name),
                // Rates are kept in percent (5, 9.975).
                rate: formats.number(tax.rate / 100, { style: 'percent', maximumFractionDigits: 3 }),
              })}
            </th>
            <td className="number">{formats.money(tax.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('common.total')}</th>
          <td className="number">{formats.money(o.totalAmount)}</td>
        </tr>
        <tr>
          <th scope="row">{t('order.refunded')}</th>
          <td className="number">{formats.money(o.refundedAmount)}</td>
        </tr>
      </tbody>
    </Table>
  );
}
