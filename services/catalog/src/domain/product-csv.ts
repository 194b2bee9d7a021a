import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  type AdminProduct,
  MAX_OPTIONS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_FRENCH_OPTION_COLUMNS,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  PRODUCT_CSV_VARIANT_COLUMNS,
  ProductCsvRow,
  type Variant,
  VariantCsvCells,
} from '@storefront/contracts';
import { errorText, issueText } from '@storefront/contracts/errors';

// The back office's spreadsheet of products: the same columns out (export) and in (import), one row per
// variant (see PRODUCT_CSV_COLUMNS for the layout).

const money = (n: number) => n.toFixed(2);

/** What a spreadsheet would run as a formula: a cell starting with =, +, - or @, after any tabs, line
 * breaks and spaces (OWASP's CSV injection). */
const FORMULA = /^[\t\r\n ]*[=+\-@]/;
/** A cell escaped as below: the apostrophe a spreadsheet shows as text and does not run. */
const ESCAPED = /^'+[\t\r\n ]*[=+\-@]/;

/** A cell as the export writes it: one a spreadsheet would run (or one that looks escaped already) gets
 * an apostrophe in front, so it opens as the text it is. */
export const safeCell = (cell: string): string => (FORMULA.test(cell) || ESCAPED.test(cell) ? `'${cell}` : cell);

/** A cell as the import reads it: the export's apostrophe taken off again, so an export imports as it was. */
export const cellAsWritten = (cell: string): string => (ESCAPED.test(cell) ? cell.slice(1) : cell);

/** A variant's option names and values, in its product's options' order (an archived variant may have
 * options the product no longer has: those after, as it has them). */
function optionCells(product: AdminProduct, variant: Variant): string[] {
  const order = product.options.map((o) => o.name).filter((n) => n in variant.options);
  const names = [...order, ...Object.keys(variant.options).filter((n) => !order.includes(n))].slice(0, MAX_OPTIONS);
  const cells = names.flatMap((n) => [n, variant.options[n]!]);
  return [...cells, ...Array<string>(2 * MAX_OPTIONS - cells.length).fill('')];
}

/** A variant's option names and values in French, beside its English ones ('' where there is none). */
function frenchOptionCells(product: AdminProduct, variant: Variant | undefined): string[] {
  const english = variant ? optionCells(product, variant) : Array<string>(2 * MAX_OPTIONS).fill('');
  const french = product.texts.fr?.options ?? {};
  return [0, 1, 2].flatMap((i) => {
    const [name, value] = [english[2 * i]!, english[2 * i + 1]!];
    return [french[name]?.name ?? '', french[name]?.values?.[value] ?? ''];
  });
}

/** A row's variant cells. A product without options is sold at its own price and stock (its columns):
 * its variant for sale leaves variantPrice and variantStock empty. */
function variantCells(product: AdminProduct, variant: Variant | undefined): string[] {
  if (!variant) return Array<string>(PRODUCT_CSV_VARIANT_COLUMNS.length).fill('');
  const ownPrice = product.options.length > 0 || !variant.forSale;
  return [
    variant._id,
    variant.sku,
    ...optionCells(product, variant),
    ownPrice ? money(variant.price) : '',
    ownPrice ? String(variant.stock) : '',
    variant.barcode ?? '',
    variant.imageUrl ?? '',
    String(variant.forSale),
  ];
}

/** The products as CSV: PRODUCT_CSV_COLUMNS, quoted where needed, tags joined with '|', prices in
 * dollars; a row per variant (archived ones too), the product's columns repeated. */
export function productsToCsv(products: readonly AdminProduct[]): string {
  return stringify(
    products.flatMap((p) => {
      const own = [p._id, p.name, p.description, p.category, money(p.price), String(p.stock), p.tags.join('|'), p.imageUrl, p.status];
      const french = [p.texts.fr?.name ?? '', p.texts.fr?.description ?? ''];
      const variants: Array<Variant | undefined> = p.variants?.length ? p.variants : [undefined];
      return variants.map((v) => [...own, ...variantCells(p, v), ...french, ...frenchOptionCells(p, v)].map(safeCell));
    }),
    // An escaped cell is quoted too: the apostrophe then reaches the spreadsheet whatever it does with quotes.
    { header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: 'unix', quoted_match: ESCAPED },
  );
}

export type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

/** One row of an import file, checked on its own and beside the other rows of its product. */
export interface CheckedRow {
  /** As a spreadsheet shows it: the header is row 1. */
  row: number;
  product?: ProductCsvRow;
  /** The variant the row names (it has a variantId, a SKU or an option), checked. */
  variant?: VariantCsvCells;
  /** Whether the row names a variant at all, checked or not. */
  namesVariant: boolean;
  /** The row's cells as written, by column ('' for a variant column the file does not have). */
  cells: Record<Column, string>;
  errors: string[];
}

/** The rows of one product, in the file's order; `id` (lower case) unless the product is new. */
export interface ProductRows {
  id?: string;
  rows: CheckedRow[];
}

export type ParsedCsv = { ok: true; rows: CheckedRow[]; products: ProductRows[] } | { ok: false; row: number; errors: string[] };

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** Says which column a message is about unless it already does ("price: Price must be ..." is redundant). */
const aboutColumn = (column: string, message: string) =>
  column && !message.toLowerCase().startsWith(column.toLowerCase()) ? `${column}: ${message}` : message;

/** What is wrong with the header: a product column missing (variant columns may be), one unknown or twice. */
function headerErrors(names: string[]): string[] {
  const errors: string[] = [];
  const missing = PRODUCT_CSV_PRODUCT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) errors.push(`The header is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  const unknown = names.filter((n) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) errors.push(`The header has unknown columns: ${unknown.map((u) => JSON.stringify(u)).join(', ')}.`);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) errors.push(`The header names ${[...new Set(twice)].join(', ')} more than once.`);
  return errors;
}

/** Reads an import file, checks every row against ProductCsvRow (and its variant columns against
 * VariantCsvCells), and groups the rows by product, checking that they agree. What needs the database or
 * the image store (known ids, variants, SKUs in use, pictures that exist) is for the caller. */
export function readProductCsv(text: string): ParsedCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true });
  } catch (err) {
    const records = (err as { records?: unknown }).records;
    const row = typeof records === 'number' ? records + 1 : 1;
    return { ok: false, row, errors: [`The file is not valid CSV: ${(err as Error).message}`] };
  }
  const [header, ...body] = records;
  if (!header || (header.length === 1 && header[0]!.trim() === '')) {
    return {
      ok: false,
      row: 1,
      errors: [`The file is empty. Its first row must name the columns: ${PRODUCT_CSV_PRODUCT_COLUMNS.join(',')}.`],
    };
  }
  const names = header.map((h) => h.trim());
  const wrongHeader = headerErrors(names);
  if (wrongHeader.length) return { ok: false, row: 1, errors: wrongHeader };

  const rows: CheckedRow[] = [];
  body.forEach((cells, i) => {
    // A blank line is no product (a spreadsheet's empty row), not an error.
    if (cells.every((c) => c.trim() === '')) return;
    rows.push(checkRow(i + 2, names, cells));
  });
  return { ok: true, rows, products: groupRows(rows) };
}

/** One row on its own: its product columns and, if it names a variant, its variant columns. */
function checkRow(row: number, names: string[], cells: string[]): CheckedRow {
  const written = Object.fromEntries(names.map((n, c) => [n, cellAsWritten(cells[c] ?? '')]));
  const raw = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, written[c] ?? ''])) as Record<Column, string>;
  const namesVariant = [raw.variantId, raw.sku, raw.option1Value, raw.option2Value, raw.option3Value].some((c) => c.trim() !== '');
  if (cells.length !== names.length) {
    return { row, cells: raw, namesVariant, errors: [`This row has ${cells.length} cells; the header has ${names.length}.`] };
  }
  const issuesOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
    issues.map((issue) => aboutColumn(String(issue.path[0] ?? ''), issueText(issue.message)));
  // An empty status cell means the default (active), as a missing one would; the French is the file's
  // when it has a column of it.
  const parsed = ProductCsvRow.safeParse({ ...raw, status: raw.status.trim() || undefined, texts: translationsOf(raw, names) });
  const errors = parsed.success ? [] : issuesOf(parsed.error.issues);
  if (parsed.success) {
    // The same limits as the product form's (ProductEdit); empty tags ("a||b") are dropped.
    parsed.data.tags = parsed.data.tags.filter(Boolean);
    if (parsed.data.tags.length > MAX_TAGS) errors.push(`tags: at most ${MAX_TAGS} tags.`);
    const long = parsed.data.tags.find((t) => t.length > MAX_TAG_LENGTH);
    if (long) errors.push(`tags: "${long}" is longer than ${MAX_TAG_LENGTH} characters.`);
  }
  const variant = namesVariant ? checkVariantCells(raw, errors, issuesOf) : undefined;
  if (!namesVariant) {
    const stray = PRODUCT_CSV_VARIANT_COLUMNS.filter((c) => c !== 'variantForSale' && raw[c].trim());
    if (stray.length) errors.push(`sku: ${errorText('variant.sku.required')}`);
  }
  return {
    row,
    ...(parsed.success && errors.length === 0 ? { product: parsed.data, ...(variant ? { variant } : {}) } : {}),
    namesVariant,
    cells: raw,
    errors,
  };
}

/** The French of a row, from the columns the file has of it (a column it lacks leaves that text out):
 * its name and description, and (with the option columns) its own options' French. */
function translationsOf(raw: Record<Column, string>, names: readonly string[]): { fr: Record<string, unknown> } | undefined {
  const texts = (['name_fr', 'description_fr'] as const).filter((c) => names.includes(c));
  const options = PRODUCT_CSV_FRENCH_OPTION_COLUMNS.some((c) => names.includes(c.nameFr) || names.includes(c.valueFr))
    ? rowFrenchOptions(raw)
    : undefined;
  if (texts.length === 0 && !options) return undefined;
  return {
    fr: { ...Object.fromEntries(texts.map((c) => [c === 'name_fr' ? 'name' : 'description', raw[c]])), ...(options ? { options } : {}) },
  };
}

/** The French a row gives its options and their values, by their English (blank cells give none). */
function rowFrenchOptions(raw: Record<Column, string>): Record<string, { name?: string; values?: Record<string, string> }> {
  const options: Record<string, { name?: string; values?: Record<string, string> }> = {};
  for (const c of PRODUCT_CSV_FRENCH_OPTION_COLUMNS) {
    const [name, value, nameFr, valueFr] = [raw[c.name], raw[c.value], raw[c.nameFr], raw[c.valueFr]].map((v) => v.trim());
    if (!name || (!nameFr && !(value && valueFr))) continue;
    options[name] = {
      ...(nameFr ? { name: nameFr } : {}),
      ...(value && valueFr ? { values: { [value]: valueFr } } : {}),
    };
  }
  return options;
}

/** A row's variant columns, checked; their errors go to `errors`. */
function checkVariantCells(
  raw: Record<Column, string>,
  errors: string[],
  issuesOf: (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => string[],
): VariantCsvCells | undefined {
  const options: Array<[string, string]> = [];
  for (const n of [1, 2, 3] as const) {
    const [name, value] = [raw[`option${n}Name`].trim(), raw[`option${n}Value`].trim()];
    if (name && value) options.push([name, value]);
    else if (name || value) errors.push(errorText('import.option.incomplete', { option: `option${n}` }));
  }
  const parsed = VariantCsvCells.safeParse({ ...raw, options });
  if (!parsed.success) {
    errors.push(...issuesOf(parsed.error.issues));
    return undefined;
  }
  if (!parsed.data.sku) errors.push(`sku: ${errorText('variant.sku.required')}`);
  return parsed.data;
}

const PRODUCT_FIELDS = PRODUCT_CSV_PRODUCT_COLUMNS.filter((c) => c !== 'id');

/** Whether a row is one more of the product before it: the same id, or (a new product) the same name
 * and both with a SKU. */
function sameProduct(group: ProductRows, row: CheckedRow, id: string): boolean {
  if (id) return group.id === id;
  const first = group.rows[0]!;
  return !group.id && row.cells.sku.trim() !== '' && first.cells.sku.trim() !== '' && first.cells.name.trim() === row.cells.name.trim();
}

/** The rows by product (see PRODUCT_CSV_COLUMNS), with what is wrong between them on the rows: an id on
 * rows apart, a product's columns that differ between its rows, a variant on two rows, a SKU on rows
 * of two products. */
function groupRows(rows: CheckedRow[]): ProductRows[] {
  const groups: ProductRows[] = [];
  const byId = new Map<string, ProductRows>();
  const apart = new Set<CheckedRow>();
  for (const r of rows) {
    const id = r.cells.id.trim().toLowerCase();
    const last = groups.at(-1);
    if (last && sameProduct(last, r, id)) {
      last.rows.push(r);
      continue;
    }
    const earlier = id ? byId.get(id) : undefined;
    if (earlier) {
      r.errors.push(errorText('import.rows.apart', { id, row: String(earlier.rows[0]!.row) }));
      apart.add(r);
      earlier.rows.push(r);
      continue;
    }
    const group: ProductRows = id ? { id, rows: [r] } : { rows: [r] };
    if (id) byId.set(id, group);
    groups.push(group);
  }
  for (const group of groups) {
    checkAgreement(group, apart);
    joinFrenchOptions(group);
  }
  checkSkusAcrossProducts(groups);
  return groups;
}

/** Every row of a product names a variant of its own and repeats the first row's product columns. */
function checkAgreement({ id, rows }: ProductRows, apart: ReadonlySet<CheckedRow>): void {
  const [first, ...others] = rows as [CheckedRow, ...CheckedRow[]];
  const rowOfVariant = new Map<string, number>();
  const firstVariant = first.cells.variantId.trim().toLowerCase();
  if (firstVariant) rowOfVariant.set(firstVariant, first.row);
  for (const r of others) {
    if (apart.has(r)) continue;
    if (!r.namesVariant || !first.namesVariant) {
      r.errors.push(`The id ${id} is also on row ${first.row}: a product can be on one row only.`);
      continue;
    }
    if (first.product && r.product) {
      for (const column of PRODUCT_FIELDS) {
        if (JSON.stringify(first.product[column]) !== JSON.stringify(r.product[column]))
          r.errors.push(errorText('import.product.disagrees', { column, row: String(first.row) }));
      }
    }
    const variantId = r.cells.variantId.trim().toLowerCase();
    const seen = variantId ? rowOfVariant.get(variantId) : undefined;
    if (seen !== undefined) r.errors.push(errorText('import.variant.twice', { id: variantId, row: String(seen) }));
    else if (variantId) rowOfVariant.set(variantId, r.row);
  }
}

/** A product's French options, from all its rows, on its first row's product: each option and value
 * reads one way in French; a row that gives another says so. */
function joinFrenchOptions({ rows }: ProductRows): void {
  const first = rows[0]!;
  const options = first.product?.texts?.fr?.options;
  if (!options) return;
  const from = new Map<string, number>();
  for (const r of rows.slice(1)) {
    for (const [name, given] of Object.entries(r.product?.texts?.fr?.options ?? {})) {
      const joined = (options[name] ??= {});
      const clash = (what: string, kept: string | undefined, other: string | undefined) => {
        if (!other || kept === undefined || kept === other) return false;
        r.errors.push(errorText('import.option.french.disagrees', { option: what, row: String(from.get(what) ?? first.row) }));
        return true;
      };
      if (given.name && !clash(name, joined.name, given.name)) {
        joined.name ??= given.name;
        if (!from.has(name)) from.set(name, r.row);
      }
      for (const [value, french] of Object.entries(given.values ?? {})) {
        const what = `${name} ${value}`;
        if (clash(what, joined.values?.[value], french)) continue;
        joined.values = { ...joined.values, [value]: joined.values?.[value] ?? french };
        if (!from.has(what)) from.set(what, r.row);
      }
    }
  }
}

/** A SKU is one variant's: two rows of one product with the same SKU are the variant check's to refuse. */
function checkSkusAcrossProducts(groups: ProductRows[]): void {
  const firstOfSku = new Map<string, { row: number; group: ProductRows }>();
  for (const group of groups) {
    for (const r of group.rows) {
      const sku = r.cells.sku.trim();
      if (!sku) continue;
      const first = firstOfSku.get(sku.toLowerCase());
      if (!first) firstOfSku.set(sku.toLowerCase(), { row: r.row, group });
      else if (first.group !== group) r.errors.push(errorText('import.sku.twice', { sku, row: String(first.row) }));
    }
  }
}
