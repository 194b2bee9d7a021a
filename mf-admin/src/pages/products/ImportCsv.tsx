import { type FormEvent, useState } from 'react';
import { Button, errorMessage, Field, Notice, useLanguage } from '@storefront/ui';
import type { ProductImportReport } from '@storefront/contracts';
import { productsApi } from '../../api';
import { useText } from '../../messages';
import { Panel, Table, Toolbar } from '../../layout';

/** A CSV file in PRODUCT_CSV_COLUMNS; all of it is imported or (any row refused) none of it. */
export function ImportCsv({ onImported }: { onImported: () => void }) {
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
      {report && !report.imported && <RefusedRows rejected={report.rejected} />}
    </Panel>
  );
}

/** Why the import was refused: each refused row with its errors. */
function RefusedRows({ rejected }: { rejected: ProductImportReport['rejected'] }) {
  const t = useText();
  return (
    <>
      <Notice $tone="error" role="alert">
        {t('import.refused', { count: rejected.length })}
      </Notice>
      <Table aria-label={t('import.refusedRows')}>
        <thead>
          <tr>
            <th scope="col">{t('import.row')}</th>
            <th scope="col">{t('import.errors')}</th>
          </tr>
        </thead>
        <tbody>
          {rejected.map((r) => (
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
  );
}
