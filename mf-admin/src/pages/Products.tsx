import { type FormEvent, useState } from 'react';
import {
  Button,
  errorMessage,
  Field,
  Link,
  Notice,
  Pager,
  PageTitle,
  uploadFile,
  useAsync,
  useLanguage,
  useLatestSearchParams,
} from '@storefront/ui';
import type { AdminProduct, ProductImportReport, UploadResponse } from '@storefront/contracts';
import { PRODUCTS_EXPORT_URL, type ProductQuery, type ProductSort, productsApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { Actions, Panel, Table, Toolbar } from '../layout';

/** Each column's heading is a message of the catalogue. */
type ColumnLabel = `common.${'name' | 'category' | 'price' | 'stock' | 'status'}`;
const COLUMNS: Array<{ sort: ProductSort; label: ColumnLabel; number?: boolean }> = [
  { sort: 'name', label: 'common.name' },
  { sort: 'category', label: 'common.category' },
  { sort: 'price', label: 'common.price', number: true },
  { sort: 'stock', label: 'common.stock', number: true },
  { sort: 'status', label: 'common.status' },
];
const SORTS: readonly string[] = COLUMNS.map((c) => c.sort);
const STATUSES = ['all', 'active', 'archived'] as const;

/** The table's state lives in the address, so a search or a page can be linked to and survives a reload. */
function readQuery(params: URLSearchParams): ProductQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: params.get('q') ?? '',
    sort: SORTS.includes(sort) ? (sort as ProductSort) : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    status: (STATUSES as readonly string[]).includes(status) ? (status as ProductQuery['status']) : 'all',
  };
}

type Message = { ok: boolean; text: string } | null;

export default function Products() {
  const t = useText();
  const { formats } = useLanguage();
  const [params, changeParams] = useLatestSearchParams();
  const query = readQuery(params);
  const [term, setTerm] = useState(query.q);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [message, setMessage] = useState<Message>(null);
  /** The product being archived or restored: one at a time, a second click waits. */
  const [switching, setSwitching] = useState<string | null>(null);
  const list = useAsync((signal) => productsApi.page(query, signal), [query.page, query.q, query.sort, query.dir, query.status]);

  // From the latest address, not the one drawn: a sort and a status chosen at once both count.
  const go = (next: Partial<ProductQuery> | ((now: ProductQuery) => Partial<ProductQuery>)) =>
    changeParams((now) => {
      const latest = readQuery(now);
      const q = { ...latest, ...(typeof next === 'function' ? next(latest) : next) };
      return new URLSearchParams({ page: String(q.page), q: q.q, sort: q.sort, dir: q.dir, status: q.status });
    });
  const search = (e: FormEvent) => {
    e.preventDefault();
    go({ q: term.trim(), page: 1 });
  };
  const sortBy = (sort: ProductSort) => go((now) => ({ sort, dir: now.sort === sort && now.dir === 'asc' ? 'desc' : 'asc', page: 1 }));
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
        <Button type="submit">{t('products.searchButton')}</Button>
        <Link to="/upload-product">{t('nav.upload')}</Link>
        <a href={PRODUCTS_EXPORT_URL} download>
          {t('products.export')}
        </a>
      </Toolbar>
      {message && (
        <Notice $tone={message.ok ? 'success' : 'error'} role="status">
          {message.text}
        </Notice>
      )}
      {list.status === 'loading' && <Notice>{t('products.loading')}</Notice>}
      {list.status === 'error' && <LoadError error={list.error} what={t('products.what')} />}
      {list.status === 'done' && (
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
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('products.none')}</td>
                </tr>
              )}
              {list.data.items.map((p) => (
                <tr key={p._id}>
                  <td translate="no">{p.name}</td>
                  <td translate="no">{p.category}</td>
                  <td className="number">{formats.money(p.price)}</td>
                  <td className="number">{formats.number(p.stock)}</td>
                  <td>{p.status === 'archived' ? t('products.archived') : t('products.active')}</td>
                  <td>
                    <Actions>
                      <Button
                        type="button"
                        $variant="plain"
                        aria-label={t('products.editNamed', { name: p.name })}
                        onClick={() => setEditing(p)}
                      >
                        {t('products.edit')}
                      </Button>
                      <Button
                        type="button"
                        $variant="plain"
                        aria-label={t(p.status === 'archived' ? 'products.restoreNamed' : 'products.archiveNamed', { name: p.name })}
                        disabled={switching !== null}
                        onClick={() => void archiveOrRestore(p)}
                      >
                        {p.status === 'archived' ? t('products.restore') : t('products.archive')}
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p>{t('products.count', { count: list.data.total, total: formats.number(list.data.total) })}</p>
          {list.data.totalPages > 1 && <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={(page) => go({ page })} />}
        </>
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

const isUpload = (x: unknown): x is UploadResponse =>
  typeof x === 'object' && x !== null && typeof (x as UploadResponse).imageUrl === 'string';

/** Every field and the picture; stock changes only with a reason (the audit log says why). */
function ProductEditor(props: { product: AdminProduct; onClose: () => void; onSaved: (p: AdminProduct, message: string) => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const { product } = props;
  const [form, setForm] = useState({
    name: product.name,
    description: product.description,
    category: product.category,
    price: String(product.price),
    tags: product.tags.join(', '),
  });
  const [imageUrl, setImageUrl] = useState(product.imageUrl);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [stock, setStock] = useState({ change: '', reason: '' });
  const [adjusting, setAdjusting] = useState(false);
  const [stockMessage, setStockMessage] = useState<Message>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const uploadPicture = async () => {
    setError('');
    if (!file) {
      setError(t('image.select'));
      return;
    }
    setBusy(true);
    try {
      setImageUrl((await uploadFile('/api/upload', 'image', file, isUpload)).imageUrl);
    } catch (err) {
      setError(`${t('image.uploadFailed')} ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      const tags = form.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const saved = await productsApi.save(product._id, {
        name: form.name,
        description: form.description,
        category: form.category,
        price: Number(form.price),
        imageUrl,
        tags,
      });
      props.onSaved(saved, t('editor.saved', { name: saved.name }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const adjust = async (e: FormEvent) => {
    e.preventDefault();
    // A change is not idempotent: a second click while the first is on its way would count twice.
    if (adjusting) return;
    setAdjusting(true);
    setStockMessage(null);
    try {
      const adjusted = await productsApi.adjustStock(product._id, { change: Number(stock.change), reason: stock.reason });
      setStock({ change: '', reason: '' });
      setStockMessage({ ok: true, text: t('editor.adjusted') });
      props.onSaved(adjusted, t('editor.adjustedNamed', { name: product.name }));
    } catch (err) {
      setStockMessage({ ok: false, text: errorMessage(err) });
    } finally {
      setAdjusting(false);
    }
  };

  return (
    <Panel aria-labelledby="edit-product">
      <h2 id="edit-product">{t('products.editNamed', { name: product.name })}</h2>
      <form onSubmit={(e) => void save(e)} aria-label={t('editor.form')}>
        <Field>
          {t('common.name')}
          <input required maxLength={200} value={form.name} onChange={set('name')} />
        </Field>
        <Field>
          {t('common.description')}
          <textarea required rows={4} maxLength={5000} value={form.description} onChange={set('description')} />
        </Field>
        <Field>
          {t('common.category')}
          <input required maxLength={100} value={form.category} onChange={set('category')} />
        </Field>
        <Field>
          {t('common.price')}
          <input required type="number" min="0.01" step="0.01" value={form.price} onChange={set('price')} />
        </Field>
        <Field>
          {t('editor.tags')}
          <input value={form.tags} onChange={set('tags')} />
        </Field>
        <Field>
          {t('editor.picture')}
          <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Actions>
          <Button type="button" $variant="plain" disabled={busy} onClick={() => void uploadPicture()}>
            {t('editor.uploadPicture')}
          </Button>
          {imageUrl && <img src={imageUrl} alt={t('editor.pictureOf', { name: form.name })} width={80} height={80} />}
        </Actions>
        {error && (
          <Notice $tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {t('editor.save')}
          </Button>
          <Button type="button" $variant="plain" onClick={props.onClose}>
            {t('editor.close')}
          </Button>
        </Actions>
      </form>
      <h3>{t('editor.stock', { stock: formats.number(product.stock) })}</h3>
      <Toolbar onSubmit={(e) => void adjust(e)} aria-label={t('editor.adjust')}>
        <Field>
          {t('editor.change')}
          <input
            required
            type="number"
            step="1"
            value={stock.change}
            onChange={(e) => setStock((s) => ({ ...s, change: e.target.value }))}
          />
        </Field>
        <Field>
          {t('common.reason')}
          <input required maxLength={200} value={stock.reason} onChange={(e) => setStock((s) => ({ ...s, reason: e.target.value }))} />
        </Field>
        <Button type="submit" disabled={adjusting}>
          {t('editor.adjust')}
        </Button>
      </Toolbar>
      {stockMessage && (
        <Notice $tone={stockMessage.ok ? 'success' : 'error'} role="status">
          {stockMessage.text}
        </Notice>
      )}
    </Panel>
  );
}

/** A CSV file in PRODUCT_CSV_COLUMNS; all of it is imported or (any row refused) none of it. */
function ImportCsv({ onImported }: { onImported: () => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setReport(null);
    setError('');
    if (!file) {
      setError(t('import.chooseFile'));
      return;
    }
    setBusy(true);
    try {
      const r = await productsApi.import(await file.text());
      setReport(r);
      if (r.imported) onImported();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="import-csv">
      <h2 id="import-csv">{t('import.title')}</h2>
      <Toolbar onSubmit={(e) => void submit(e)} aria-label={t('import.title')}>
        <Field>
          {t('import.file')}
          <input type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('import.importing') : t('import.submit')}
        </Button>
      </Toolbar>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      {report?.imported && (
        <Notice $tone="success" role="status">
          {t('import.done', { created: formats.number(report.created), updated: formats.number(report.updated) })}
        </Notice>
      )}
      {report && !report.imported && (
        <>
          <Notice $tone="error" role="alert">
            {t('import.refused', { count: report.rejected.length })}
          </Notice>
          <Table aria-label={t('import.refusedRows')}>
            <thead>
              <tr>
                <th scope="col">{t('import.row')}</th>
                <th scope="col">{t('import.errors')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((r) => (
                <tr key={r.row}>
                  <td>{r.row}</td>
                  <td>
                    <ul>
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Panel>
  );
}
