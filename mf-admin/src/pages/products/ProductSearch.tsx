import { type FormEvent, useState } from 'react';
import { Button, Field, Link } from '@storefront/ui';
import { PRODUCTS_EXPORT_URL, type ProductQuery } from '../../api';
import { useText } from '../../messages';
import { Toolbar } from '../../layout';
import type { ChangeQuery } from './productQuery';

/** Search by words and status, with the links to add products and to export them all. */
export function ProductSearch({ query, go }: { query: ProductQuery; go: ChangeQuery }) {
  const t = useText();
  const [term, setTerm] = useState(query.q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    go({ q: term.trim(), page: 1 });
  };
  return (
    <Toolbar role="search" aria-label={t('products.title')} onSubmit={search}>
      <Field>
        {t('products.search')}
        <input type="search" value={term} maxLength={200} onChange={(e) => setTerm(e.target.value)} />
      </Field>
      <Field>
        {t('common.status')}
        <select value={query.status} onChange={(e) => go({ status: e.target.value as ProductQuery['status'], page: 1 })}>
          <option value="all">{t('products.all')}</option>
          <option value="active">{t('products.active')}</option>
          <option value="archived">{t('products.archived')}</option>
        </select>
      </Field>
      <label>
        <input type="checkbox" checked={query.missingFrench} onChange={(e) => go({ missingFrench: e.target.checked, page: 1 })} />{' '}
        {t('products.missingFrench')}
      </label>
      <Button type="submit">{t('products.searchButton')}</Button>
      <Link to="/upload-product">{t('nav.upload')}</Link>
      <a href={PRODUCTS_EXPORT_URL} download>
        {t('products.export')}
      </a>
    </Toolbar>
  );
}
