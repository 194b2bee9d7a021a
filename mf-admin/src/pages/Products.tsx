import { useState } from 'react';
import { errorMessage, Notice, PageTitle, useAsync } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { productsApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { ImportCsv } from './products/ImportCsv';
import { ProductEditor } from './products/ProductEditor';
import { useProductQuery } from './products/productQuery';
import { ProductSearch } from './products/ProductSearch';
import { ProductsTable } from './products/ProductsTable';

/** The catalogue as staff see it: searched, sorted and paged, each product edited or archived, and a CSV import. */
export default function Products() {
  const t = useText();
  const { query, go } = useProductQuery();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  /** The product being archived or restored: one at a time, a second click waits. */
  const [switching, setSwitching] = useState<string | null>(null);
  const list = useAsync(
    (signal) => productsApi.page(query, signal),
    [query.page, query.q, query.sort, query.dir, query.status, query.missingFrench],
  );

  const afterChange = (text: string) => {
    setMessage({ ok: true, text });
    list.reload();
  };
  const archiveOrRestore = async (p: AdminProduct) => {
    if (switching) return;
    setSwitching(p._id);
    setMessage(null);
    try {
      if (p.status === 'archived') await productsApi.restore(p._id);
      else await productsApi.archive(p._id);
      afterChange(p.status === 'archived' ? t('products.restored', { name: p.name }) : t('products.archivedDone', { name: p.name }));
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <PageTitle>{t('products.title')}</PageTitle>
      <ProductSearch query={query} go={go} />
      {message && (
        <Notice $tone={message.ok ? 'success' : 'error'} role="status">
          {message.text}
        </Notice>
      )}
      {list.status === 'loading' && <Notice>{t('products.loading')}</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what={t('products.what')} />}
      {list.status === 'done' && (
        <ProductsTable
          page={list.data}
          query={query}
          go={go}
          switching={switching}
          onEdit={setEditing}
          onArchiveOrRestore={(p) => void archiveOrRestore(p)}
        />
      )}
      {editing && (
        <ProductEditor
          key={editing._id}
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={(p, text) => {
            setEditing(p);
            afterChange(text);
          }}
        />
      )}
      <ImportCsv onImported={() => list.reload()} />
    </>
  );
}
