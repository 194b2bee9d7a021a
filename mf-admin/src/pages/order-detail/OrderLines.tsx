import { useLanguage } from '@storefront/ui';
import type { AdminOrder } from '@storefront/contracts';
import { useText } from '../../messages';
import { useTaxName } from '../../formats';
import { Panel, Table } from '../../layout';

/** The order's lines and its totals: items, shipping, each tax, total and what was refunded. */
export function OrderLines({ order: o }: { order: AdminOrder }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Panel aria-labelledby="order-items">
      <h2 id="order-items">{t('common.items')}</h2>
      <Table aria-label={t('common.items')}>
        <thead>
          <tr>
            <th scope="col">{t('common.product')}</th>
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
            <tr key={i.productId}>
              <td>{i.name}</td>
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
                rate: formats.number(tax.rate, { style: 'percent', maximumFractionDigits: 3 }),
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
