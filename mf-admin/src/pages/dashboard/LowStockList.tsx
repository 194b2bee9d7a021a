import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, Pager, useAsync, useLanguage } from '@storefront/ui';
import type { CatalogDashboard } from '@storefront/contracts';
import { LOW_STOCK_THRESHOLD } from '@storefront/contracts/shop';
import { dashboardApi } from '../../api';
import { useText } from '../../messages';
import { LoadError } from '../../access';
import { Toolbar } from '../../layout';
import { LowStockTable } from './LowStockTable';

/** The active products running low, fewest first: a page at a time, of one category or all, by name. */
export function LowStockList({ summary }: { summary: CatalogDashboard }) {
  const t = useText();
  const { formats } = useLanguage();
  const [query, setQuery] = useState({ page: 1, q: '', category: '' });
  const [draft, setDraft] = useState(query);
  const list = useAsync((signal) => dashboardApi.lowStock(query, signal), [query.page, query.q, query.category]);
  if (summary.lowStock === 0) return <p>{t('dashboard.noLowStock')}</p>;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ ...draft, q: draft.q.trim(), page: 1 });
  };
  return (
    <>
      <p>{t('dashboard.lowStockCount', { count: summary.lowStock, threshold: formats.number(LOW_STOCK_THRESHOLD) })}</p>
      <Toolbar role="search" aria-label={t('dashboard.lowStockFilter')} onSubmit={apply}>
        <Field>
          {t('common.category')}
          <select value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value }))}>
            <option value="">{t('dashboard.anyCategory', { count: formats.number(summary.lowStock) })}</option>
            {summary.lowStockByCategory.map((c) => (
              <option key={c.category} value={c.category}>
                {t('dashboard.categoryCount', { category: c.category, count: formats.number(c.products) })}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('dashboard.lowStockName')}
          <input type="search" maxLength={200} value={draft.q} onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))} />
        </Field>
        <Button type="submit">{t('dashboard.filter')}</Button>
      </Toolbar>
      {list.status === 'loading' && <Notice>{t('common.loading')}</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what={t('dashboard.stockSummary')} />}
      {list.status === 'done' &&
        (list.data.items.length === 0 ? (
          <p>{t('dashboard.noLowStockFound')}</p>
        ) : (
          <>
            <LowStockTable products={list.data.items} />
            {list.data.totalPages > 1 && (
              <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
            )}
          </>
        ))}
    </>
  );
}
