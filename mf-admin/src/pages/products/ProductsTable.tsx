import { Button, Pager, useLanguage } from '@storefront/ui';
import type { AdminProduct, AdminProductPage } from '@storefront/contracts';
import type { ProductQuery } from '../../api';
import { useText } from '../../messages';
import { Actions, Table } from '../../layout';
import { COLUMNS, type ChangeQuery } from './productQuery';

interface ProductsTableProps {
  page: AdminProductPage;
  query: ProductQuery;
  go: ChangeQuery;
  /** The product being archived or restored, if one is. */
  switching: string | null;
  onEdit: (p: AdminProduct) => void;
  onArchiveOrRestore: (p: AdminProduct) => void;
}

/** A product's name, and for one with options how many variants it has (when the answer lists them) or
 * what its options are. */
function NameCell({ product }: { product: AdminProduct }) {
  const t = useText();
  const french = product.texts.fr;
  const noFrench = !french?.name?.trim() || !french.description?.trim();
  return (
    <td>
      <span translate="no">{product.name}</span>
      {noFrench && (
        <>
          {' '}
          <small className="missing">{t('products.noFrench')}</small>
        </>
      )}
      {product.options.length > 0 && (
        <>
          <br />
          <small>
            {product.variants
              ? t('products.variants', { count: product.variants.filter((v) => v.forSale).length })
              : product.options.map((o) => o.name).join(' · ')}
          </small>
        </>
      )}
    </td>
  );
}

/** A product with options: its price from its cheapest variant to its dearest, and its stock of all of them. */
function PriceAndStock({ product }: { product: AdminProduct }) {
  const t = useText();
  const { formats } = useLanguage();
  const withOptions = product.options.length > 0;
  const price =
    product.priceMax !== undefined && product.priceMax !== product.price
      ? t('products.priceRange', { min: formats.money(product.price), max: formats.money(product.priceMax) })
      : formats.money(product.price);
  return (
    <>
      <td className="number">{price}</td>
      <td className="number">
        {withOptions ? t('products.stockTotal', { stock: formats.number(product.stock) }) : formats.number(product.stock)}
      </td>
    </>
  );
}

/** One page of products, sorted by the column chosen, each with its edit and archive buttons. */
export function ProductsTable({ page, query, go, switching, onEdit, onArchiveOrRestore }: ProductsTableProps) {
  const t = useText();
  const { formats } = useLanguage();
  const sortBy = (sort: ProductQuery['sort']) =>
    go((now) => ({ sort, dir: now.sort === sort && now.dir === 'asc' ? 'desc' : 'asc', page: 1 }));
  return (
    <>
      <Table aria-label={t('products.title')}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.sort}
                scope="col"
                className={c.number ? 'number' : undefined}
                aria-sort={query.sort === c.sort ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" onClick={() => sortBy(c.sort)}>
                  {t(c.label)}
                  {query.sort === c.sort ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                </button>
              </th>
            ))}
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {page.items.length === 0 && (
            <tr>
              <td colSpan={6}>{t('products.none')}</td>
            </tr>
          )}
          {page.items.map((p) => (
            <tr key={p._id}>
              <NameCell product={p} />
              <td translate="no">{p.category}</td>
              <PriceAndStock product={p} />
              <td>{p.status === 'archived' ? t('products.archived') : t('products.active')}</td>
              <td>
                <Actions>
                  <Button type="button" $variant="plain" aria-label={t('products.editNamed', { name: p.name })} onClick={() => onEdit(p)}>
                    {t('products.edit')}
                  </Button>
                  <Button
                    type="button"
                    $variant="plain"
                    aria-label={t(p.status === 'archived' ? 'products.restoreNamed' : 'products.archiveNamed', { name: p.name })}
                    disabled={switching !== null}
                    onClick={() => onArchiveOrRestore(p)}
                  >
                    {p.status === 'archived' ? t('products.restore') : t('products.archive')}
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>{t('products.count', { count: page.total, total: formats.number(page.total) })}</p>
      {page.totalPages > 1 && <Pager page={page.page} totalPages={page.totalPages} onPage={(n) => go({ page: n })} />}
    </>
  );
}
