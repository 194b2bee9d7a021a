import type { AdminProduct, VariantsEdit } from '@storefront/contracts';
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, optionCombinations, variantsProblems } from './contractRules';
import { type ErrorCode, type ErrorValues, errorText } from '@storefront/contracts/errors';

// The options and variants of a product as staff edit them, before they are saved together. A variant's
// values are kept by the options' positions, so renaming an option or one of its values carries its
// variants along; the names are joined to the values only in the body sent.

export interface OptionDraft {
  key: number;
  name: string;
  /** The values as typed, separated by commas. */
  valuesText: string;
}

export interface VariantRow {
  key: string;
  /** A variant the product has; none: a new one. */
  _id?: string;
  /** One value per option, in the options' order ('' where none is chosen yet). */
  values: string[];
  sku: string;
  price: string;
  stock: string;
  barcode: string;
  imageUrl: string;
  forSale: boolean;
  selected: boolean;
}

export interface Draft {
  options: OptionDraft[];
  rows: VariantRow[];
  /** Counts the keys handed out, so a new option or variant never reuses one. */
  nextKey: number;
}

export type CellField = 'sku' | 'price' | 'stock' | 'barcode' | 'imageUrl';
export type BulkAction = 'price' | 'stock' | 'addStock';

export const parseValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export const optionsOf = (d: Draft) => d.options.map((o) => ({ name: o.name.trim(), values: parseValues(o.valuesText) }));

const valuesByName = (options: Array<{ name: string }>, values: string[]) =>
  Object.fromEntries(options.map((o, i) => [o.name, values[i] ?? '']).filter(([, v]) => v !== ''));

/** The draft of a product as GET /api/admin/products/{id} answered it. */
export function draftOf(product: AdminProduct): Draft {
  const options = product.options.map((o, i) => ({ key: i, name: o.name, valuesText: o.values.join(', ') }));
  const rows = (product.variants ?? []).map((v) => ({
    key: v._id,
    _id: v._id,
    values: product.options.map((o) => v.options[o.name] ?? ''),
    sku: v.sku,
    price: String(v.price),
    stock: String(v.stock),
    barcode: v.barcode ?? '',
    imageUrl: v.imageUrl ?? '',
    forSale: v.forSale,
    selected: false,
  }));
  return { options, rows, nextKey: options.length };
}

export function addOption(d: Draft): Draft {
  if (d.options.length >= MAX_OPTIONS) return d;
  return {
    options: [...d.options, { key: d.nextKey, name: '', valuesText: '' }],
    rows: d.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
    nextKey: d.nextKey + 1,
  };
}

export function removeOption(d: Draft, index: number): Draft {
  return {
    ...d,
    options: d.options.filter((_, i) => i !== index),
    rows: d.rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== index) })),
  };
}

export const renameOption = (d: Draft, index: number, name: string): Draft => ({
  ...d,
  options: d.options.map((o, i) => (i === index ? { ...o, name } : o)),
});

/** New values for an option. The same number of values as before: a value changed in place is a rename,
 * and the variants that had it follow. */
export function setOptionValues(d: Draft, index: number, valuesText: string): Draft {
  const before = parseValues(d.options[index]!.valuesText);
  const after = parseValues(valuesText);
  const renamed = new Map(before.length === after.length ? before.map((v, j) => [v, after[j]!]) : []);
  return {
    ...d,
    options: d.options.map((o, i) => (i === index ? { ...o, valuesText } : o)),
    rows: d.rows.map((r) => {
      const value = r.values[index] ?? '';
      return renamed.has(value) ? { ...r, values: r.values.map((v, i) => (i === index ? renamed.get(value)! : v)) } : r;
    }),
  };
}

/** A SKU from the product's name and the variant's values (PARKA-M-RED), as the SKU pattern allows,
 * numbered when another variant has it already. */
export function suggestSku(productName: string, values: string[], taken: ReadonlySet<string>): string {
  const base =
    [productName, ...values]
      .join('-')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[^A-Z0-9]+|-+$/g, '')
      .slice(0, 60) || 'SKU';
  let sku = base;
  for (let n = 2; taken.has(sku.toLowerCase()); n += 1) sku = `${base}-${n}`;
  return sku;
}

/** How many variants generating would make: every combination of the options' values. */
export const combinationCount = (d: Draft) => optionsOf(d).reduce((n, o) => n * o.values.length, 1);

/** Adds a variant for each combination no row has (priced as the product, none in stock). A row without
 * a value of an option (one added since) takes the option's first value, keeping its stock and SKU. */
export function generate(d: Draft, product: { name: string; price: number }): Draft {
  const options = optionsOf(d);
  if (options.some((o) => o.values.length === 0) || combinationCount(d) > MAX_VARIANTS) return d;
  const rows = d.rows.map((r) => ({ ...r, values: options.map((o, i) => r.values[i] || o.values[0]!) }));
  const have = new Set(rows.map((r) => JSON.stringify(r.values)));
  const taken = new Set(rows.map((r) => r.sku.toLowerCase()));
  let nextKey = d.nextKey;
  for (const combination of optionCombinations(options)) {
    const values = options.map((o) => combination[o.name]!);
    if (have.has(JSON.stringify(values))) continue;
    const sku = suggestSku(product.name, values, taken);
    taken.add(sku.toLowerCase());
    rows.push({
      key: `new-${nextKey}`,
      values,
      sku,
      price: String(product.price),
      stock: '0',
      barcode: '',
      imageUrl: '',
      forSale: true,
      selected: false,
    });
    nextKey += 1;
  }
  return { ...d, rows, nextKey };
}

const mapRows = (d: Draft, change: (r: VariantRow) => VariantRow): Draft => ({ ...d, rows: d.rows.map(change) });

export const setCell = (d: Draft, key: string, field: CellField, value: string) =>
  mapRows(d, (r) => (r.key === key ? { ...r, [field]: value } : r));
export const setForSale = (d: Draft, key: string, forSale: boolean) => mapRows(d, (r) => (r.key === key ? { ...r, forSale } : r));
export const select = (d: Draft, key: string, selected: boolean) => mapRows(d, (r) => (r.key === key ? { ...r, selected } : r));
export const selectAll = (d: Draft, selected: boolean) => mapRows(d, (r) => ({ ...r, selected }));
/** Out of the table: a variant the product has is archived on save (never deleted: past orders name it). */
export const removeRow = (d: Draft, key: string): Draft => ({ ...d, rows: d.rows.filter((r) => r.key !== key) });

/** Sets the price or the stock of the selected rows, or adds to their stock. */
export function bulkSet(d: Draft, action: BulkAction, amount: string): Draft {
  return mapRows(d, (r) => {
    if (!r.selected) return r;
    if (action === 'price') return { ...r, price: amount };
    if (action === 'stock') return { ...r, stock: amount };
    const sum = Number(r.stock) + Number(amount);
    return Number.isInteger(sum) ? { ...r, stock: String(sum) } : r;
  });
}

/** Whether saving changes any variant's stock (a new one with stock, too): that needs a reason. */
export function stockChanged(d: Draft, product: AdminProduct): boolean {
  const before = new Map((product.variants ?? []).map((v) => [v._id, v.stock]));
  return d.rows.some((r) => Number(r.stock) !== (r._id ? before.get(r._id) : 0));
}

// An empty number is sent as null: the service names the field that is missing.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body of PUT /api/admin/products/{id}/variants: every row of the table, in its order. */
export function editOf(d: Draft, reason: string): VariantsEdit {
  const options = optionsOf(d);
  const variants = d.rows.map((r) => ({
    ...(r._id ? { _id: r._id } : {}),
    sku: r.sku.trim(),
    options: valuesByName(options, r.values),
    price: numberOf(r.price),
    stock: numberOf(r.stock),
    ...(r.barcode.trim() ? { barcode: r.barcode.trim() } : {}),
    ...(r.imageUrl.trim() ? { imageUrl: r.imageUrl.trim() } : {}),
    forSale: r.forSale,
  }));
  return { options, variants, ...(reason.trim() ? { reason: reason.trim() } : {}) };
}

export interface Problem {
  code: ErrorCode;
  values?: ErrorValues;
  message: string;
}

/** What the service would refuse in the options and variants (variantsProblems), each said once, and the
 * limits it holds them to. */
export function draftProblems(d: Draft): Problem[] {
  const { options, variants } = editOf(d, '');
  const problems: Problem[] = variantsProblems(options, variants)
    .filter((i) => !(i.params.code === 'variant.sku.repeated' && i.params.values?.sku === ''))
    .map((i) => ({ code: i.params.code, ...(i.params.values ? { values: i.params.values } : {}), message: i.message }));
  if (options.some((o) => !o.name)) problems.push(coded('option.name.required'));
  if (variants.some((v) => !v.sku)) problems.push(coded('variant.sku.required'));
  if (variants.length === 0) problems.push(coded('variants.required'));
  if (variants.length > MAX_VARIANTS) problems.push(coded('variants.max', { maximum: String(MAX_VARIANTS) }));
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.message) && seen.add(p.message));
}

/** The options with more values than a product may have. */
export const overfullOptions = (d: Draft) => optionsOf(d).filter((o) => o.values.length > MAX_OPTION_VALUES);

function coded(code: ErrorCode, values?: ErrorValues): Problem {
  return { code, ...(values ? { values } : {}), message: errorText(code, values) };
}
