import { Link, useLanguage } from '@storefront/ui';
import type { TopSeller } from '@storefront/contracts';
import { useText } from '../../messages';
import { Table } from '../../layout';

/** The last 30 days' best sellers, each linked to its row in the products table. */
export function TopSellers({ sellers }: { sellers: TopSeller[] }) {
  const t = useText();
  const { formats } = useLanguage();
  if (sellers.length === 0) return <p>{t('dashboard.noSales')}</p>;
  return (
    <Table aria-label={t('dashboard.topSellersTable')}>
      <thead>
        <tr>
          <th scope="col">{t('common.product')}</th>
          <th scope="col" className="number">
            {t('dashboard.units')}
          </th>
          <th scope="col" className="number">
            {t('dashboard.sales')}
          </th>
        </tr>
      </thead>
      <tbody>
        {sellers.map((s) => (
          <tr key={s.productId}>
            <td>
              <Link to={`/admin/products?q=${encodeURIComponent(s.name)}`} translate="no">
                {s.name}
              </Link>
            </td>
            <td className="number">{formats.number(s.units)}</td>
            <td className="number">{formats.money(s.sales)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
