import { Link, useLanguage } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { useText } from '../../messages';
import { Table } from '../../layout';

/** The products running low, each linked to its row in the products table. */
export function LowStockTable({ products }: { products: Array<Pick<AdminProduct, '_id' | 'name' | 'category' | 'stock'>> }) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Table aria-label={t('dashboard.lowStockTable')}>
      <thead>
        <tr>
          <th scope="col">{t('common.product')}</th>
          <th scope="col">{t('common.category')}</th>
          <th scope="col" className="number">
            {t('common.stock')}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p._id}>
            <td>
              <Link to={`/admin/products?q=${encodeURIComponent(p.name)}`} translate="no">
                {p.name}
              </Link>
            </td>
            <td>{p.category}</td>
            <td className="number">{formats.number(p.stock)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
