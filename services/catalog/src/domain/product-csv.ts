import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { type AdminProduct, PRODUCT_CSV_COLUMNS, ProductCsvRow } from '@storefront/contracts';
import { issueText } from '@storefront/contracts/errors';

// The back office's spreadsheet of products: the same columns out (export) and in (import).

/** The products as CSV: PRODUCT_CSV_COLUMNS, quoted where needed, tags joined with '|', prices in dollars. */
export function productsToCsv(products: readonly AdminProduct[]): string {
  return stringify(
    products.map((p) => [
      p._id,
      p.name,
      p.description,
      p.category,
      p.price.toFixed(2),
      String(p.stock),
      p.tags.join('|'),
      p.imageUrl,
      p.status,
    ]),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: 'unix' },
  );
}

/** One row of an import file, checked on its own. */
export interface CheckedRow {
  /** As a spreadsheet shows it: the header is row 1. */
  row: number;
  product?: ProductCsvRow;
  /** The row's cells as written, by column (for the checks the caller makes). */
  cells: Record<Column, string>;
  errors: string[];
}

export type ParsedCsv = { ok: true; rows: CheckedRow[] } | { ok: false; row: number; errors: string[] };

export type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** Says which column a message is about unless it already does ("price: Price must be ..." is redundant). */
const aboutColumn = (column: string, message: string) =>
  column && !message.toLowerCase().startsWith(column.toLowerCase()) ? `${column}: ${message}` : message;

/** Reads an import file and checks every row against ProductCsvRow, and that no id is on two rows. What
 * needs the database or the image store (known ids, pictures that exist) is for the caller. */
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
    return { ok: false, row: 1, errors: [`The file is empty. Its first row must name the columns: ${PRODUCT_CSV_COLUMNS.join(',')}.`] };
  }
  const names = header.map((h) => h.trim());
  const headerErrors: string[] = [];
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) headerErrors.push(`The header is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  const unknown = names.filter((n) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) headerErrors.push(`The header has unknown columns: ${unknown.map((u) => JSON.stringify(u)).join(', ')}.`);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) headerErrors.push(`The header names ${[...new Set(twice)].join(', ')} more than once.`);
  if (headerErrors.length) return { ok: false, row: 1, errors: headerErrors };

  const rows: CheckedRow[] = [];
  const firstRowOfId = new Map<string, number>();
  body.forEach((cells, i) => {
    const row = i + 2;
    // A blank line is no product (a spreadsheet's empty row), not an error.
    if (cells.every((c) => c.trim() === '')) return;
    const raw = Object.fromEntries(names.map((n, c) => [n, cells[c] ?? ''])) as Record<Column, string>;
    if (cells.length !== names.length) {
      rows.push({ row, cells: raw, errors: [`This row has ${cells.length} cells; the header has ${names.length}.`] });
      return;
    }
    // An empty status cell means the default (active), as a missing one would.
    const parsed = ProductCsvRow.safeParse({ ...raw, status: raw.status.trim() || undefined });
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => aboutColumn(String(issue.path[0] ?? ''), issueText(issue.message)));
    if (parsed.success) {
      // The same limits as the product form's (ProductEdit); empty tags ("a||b") are dropped.
      parsed.data.tags = parsed.data.tags.filter(Boolean);
      if (parsed.data.tags.length > MAX_TAGS) errors.push(`tags: at most ${MAX_TAGS} tags.`);
      const long = parsed.data.tags.find((t) => t.length > MAX_TAG_LENGTH);
      if (long) errors.push(`tags: "${long}" is longer than ${MAX_TAG_LENGTH} characters.`);
    }
    const id = raw.id.trim().toLowerCase();
    if (id) {
      const first = firstRowOfId.get(id);
      if (first !== undefined) errors.push(`The id ${id} is also on row ${first}: a product can be on one row only.`);
      else firstRowOfId.set(id, row);
    }
    rows.push(parsed.success && errors.length === 0 ? { row, product: parsed.data, cells: raw, errors } : { row, cells: raw, errors });
  });
  return { ok: true, rows };
}
