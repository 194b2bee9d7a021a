import { Button } from '@storefront/ui';
import { useText } from '../../messages';
import { Table } from '../../layout';
import { variantLabel } from './contractRules';
import { FieldError } from './OptionsEditor';
import type { VariantsEditing } from './useVariantsEdit';
import { type CellField, type VariantRow, optionsOf, removeRow, select, selectAll, setCell, setForSale } from './variantDraft';

type Text = ReturnType<typeof useText>;

const CELLS: Array<{
  field: CellField;
  label: 'variants.sku' | 'common.price' | 'common.stock' | 'variants.barcode' | 'variants.picture';
}> = [
  { field: 'sku', label: 'variants.sku' },
  { field: 'price', label: 'common.price' },
  { field: 'stock', label: 'common.stock' },
  { field: 'barcode', label: 'variants.barcode' },
  { field: 'imageUrl', label: 'variants.picture' },
];

const INPUTS: Record<CellField, { type: string; step?: string; min?: string; size: number; inputMode?: 'numeric' }> = {
  sku: { type: 'text', size: 18 },
  price: { type: 'number', step: '0.01', min: '0.01', size: 8 },
  stock: { type: 'number', step: '1', min: '0', size: 6 },
  barcode: { type: 'text', size: 14, inputMode: 'numeric' },
  imageUrl: { type: 'text', size: 18 },
};

interface RowProps {
  row: VariantRow;
  label: string;
  /** The service's words about this row's fields (`sku`, `options`...), when it refused them. */
  errors: Record<string, string>;
  editing: VariantsEditing;
  t: Text;
}

function VariantRowView({ row, label, errors, editing, t }: RowProps) {
  const { change } = editing;
  const errorId = (field: string) => `variant-${row.key}-${field}-error`;
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={t('variants.selectRow', { variant: label })}
          checked={row.selected}
          onChange={(e) => change((d) => select(d, row.key, e.target.checked))}
        />
      </td>
      {row.values.map((v, i) => (
        <td key={i} translate="no">
          {v}
        </td>
      ))}
      {CELLS.map(({ field, label: column }) => (
        <td key={field}>
          <input
            {...INPUTS[field]}
            aria-label={t('variants.cell', { column: t(column), variant: label })}
            value={row[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? errorId(field) : undefined}
            onChange={(e) => change((d) => setCell(d, row.key, field, e.target.value))}
          />
          {errors[field] && <FieldError id={errorId(field)}>{errors[field]}</FieldError>}
        </td>
      ))}
      <td>
        <input
          type="checkbox"
          aria-label={t('variants.cell', { column: t('variants.forSale'), variant: label })}
          checked={row.forSale}
          onChange={(e) => change((d) => setForSale(d, row.key, e.target.checked))}
        />
      </td>
      <td>
        <Button
          type="button"
          $variant="plain"
          aria-label={t('variants.removeNamed', { variant: label })}
          onClick={() => change((d) => removeRow(d, row.key))}
        >
          {t('variants.remove')}
        </Button>
        {errors.options && <FieldError>{errors.options}</FieldError>}
      </td>
    </tr>
  );
}

/** The service's words about one sent row's fields, by field. */
function rowErrors(editing: VariantsEditing, key: string): Record<string, string> {
  const index = editing.refusal?.rowKeys.indexOf(key) ?? -1;
  if (index < 0) return {};
  const prefix = `variants.${index}.`;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(editing.refusal!.fields)) {
    if (path.startsWith(prefix)) fields[path.slice(prefix.length).split('.')[0]!] ??= message;
  }
  return fields;
}

/** Every variant of the product, edited in place: its values, SKU, price, stock, barcode, picture, and
 * whether it is for sale. */
export function VariantsTable({ editing, productName }: { editing: VariantsEditing; productName: string }) {
  const t = useText();
  const { draft, change } = editing;
  const options = optionsOf(draft);
  const said = (r: VariantRow) =>
    variantLabel(options, Object.fromEntries(options.map((o, i) => [o.name, r.values[i] ?? '']).filter(([, v]) => v))) || productName;
  // Two rows alike (an archived variant and the one that replaced it) are told apart by their SKUs.
  const times = new Map<string, number>();
  for (const r of draft.rows) times.set(said(r), (times.get(said(r)) ?? 0) + 1);
  const labelOf = (r: VariantRow) => (times.get(said(r))! > 1 ? `${said(r)} (${r.sku})` : said(r));
  if (draft.rows.length === 0) return <p>{t('variants.none')}</p>;
  const allSelected = draft.rows.every((r) => r.selected);
  return (
    <Table aria-label={t('variants.table')}>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label={t('variants.selectAll')}
              checked={allSelected}
              onChange={(e) => change((d) => selectAll(d, e.target.checked))}
            />
          </th>
          {options.map((o, i) => (
            <th key={i} scope="col" translate="no">
              {o.name || t('variants.optionName', { number: i + 1 })}
            </th>
          ))}
          {CELLS.map((c) => (
            <th key={c.field} scope="col">
              {t(c.label)}
            </th>
          ))}
          <th scope="col">{t('variants.forSale')}</th>
          <th scope="col">{t('common.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {draft.rows.map((r) => (
          <VariantRowView key={r.key} row={r} label={labelOf(r)} errors={rowErrors(editing, r.key)} editing={editing} t={t} />
        ))}
      </tbody>
    </Table>
  );
}
