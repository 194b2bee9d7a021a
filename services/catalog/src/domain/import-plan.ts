import {
  type AdminProduct,
  MAX_OPTION_VALUES,
  MAX_VARIANTS,
  type ProductCsvRow,
  type ProductOption,
  type Variant,
  type VariantEdit,
  variantsProblems,
} from '@storefront/contracts';
import { errorText } from '@storefront/contracts/errors';
import { isUuid } from '@storefront/data';
import type { CheckedRow, ProductRows } from './product-csv';

// What an import will do to each product of the file, and why a row is refused: the checks that need the
// shop as it is (its products and their variants, the SKUs in use, the pictures stored).

/** The shop as the import's checks need it: the file's existing products (with every variant, archived
 * ones too), the product each of the file's SKUs is a variant of, and whether each picture is stored. */
export interface ShopState {
  products: Map<string, AdminProduct>;
  productOfSku: Map<string, string>;
  storedImages: Map<string, boolean>;
}

/** One product of the file: its columns (its first row's), and, when its rows name variants, its
 * options and whole variant table after the import (prices in cents; an existing variant's stock as it
 * is now). */
export interface ProductPlan {
  /** Lower case; undefined for a new product. */
  id?: string;
  product: ProductCsvRow;
  variants?: { options: ProductOption[]; table: VariantEdit[] };
}

export type RowErrors = Map<number, string[]>;

const addError = (errors: RowErrors, row: number, message: string) => errors.set(row, [...(errors.get(row) ?? []), message]);

/** The plan of every product, and every error of every row (the file's own checks first). */
export function planImport(products: ProductRows[], shop: ShopState): { plans: ProductPlan[]; errors: RowErrors } {
  const errors: RowErrors = new Map();
  for (const group of products) for (const r of group.rows) if (r.errors.length) errors.set(r.row, [...r.errors]);
  const plans: ProductPlan[] = [];
  for (const group of products) {
    const before = group.id ? shop.products.get(group.id) : undefined;
    for (const r of group.rows) {
      if (group.id && isUuid(group.id) && !before)
        addError(errors, r.row, `id: no product has the id ${group.id}. Leave the id empty to add a new product.`);
      const image = r.cells.imageUrl.trim();
      if (shop.storedImages.get(image) === false)
        addError(errors, r.row, `imageUrl: ${image} is not an image of this store. Upload the picture first.`);
      const variantImage = r.cells.variantImageUrl.trim();
      if (shop.storedImages.get(variantImage) === false)
        addError(errors, r.row, errorText('import.variantImageUrl.notStored', { url: variantImage }));
    }
    // A refused row is left out of its product's checks: what it would bring is not known.
    const rows = group.rows.filter((r) => r.product && r.errors.length === 0);
    if (rows.length === 0 || (group.id && !before)) continue;
    const product = rows[0]!.product!;
    if (!rows[0]!.namesVariant) {
      plans.push({ ...(group.id ? { id: group.id } : {}), product });
      continue;
    }
    const variants = planVariants(rows, before, shop.productOfSku, errors);
    plans.push({ ...(group.id ? { id: group.id } : {}), product, variants });
  }
  return { plans, errors };
}

/** A product's options after the import: its options' names as its first row for sale gives them; each
 * with the values it has, then those its rows for sale add. No row for sale: the options it has. */
function optionsOf(rows: CheckedRow[], before: AdminProduct | undefined): ProductOption[] {
  const forSale = rows.filter((r) => r.variant!.variantForSale);
  if (forSale.length === 0) return before?.options ?? [];
  return forSale[0]!.variant!.options.map(([name]) => {
    const values = [...(before?.options.find((o) => o.name === name)?.values ?? [])];
    for (const r of forSale) {
      const value = r.variant!.options.find(([n]) => n === name)?.[1];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    return { name, values };
  });
}

const asEdit = (v: Variant): VariantEdit => ({
  _id: v._id,
  sku: v.sku,
  options: v.options,
  price: Math.round(v.price * 100),
  stock: v.stock,
  ...(v.imageUrl ? { imageUrl: v.imageUrl } : {}),
  ...(v.barcode ? { barcode: v.barcode } : {}),
  forSale: v.forSale,
});

/** The variant a row makes: an existing one keeps its stock; a product without options is sold at its
 * own price and stock (its variant for sale must not say otherwise). */
function variantOfRow(r: CheckedRow, soldOneWay: boolean, existing: Map<string, Variant>, errors: RowErrors): VariantEdit {
  const cells = r.variant!;
  const product = r.product!;
  const current = cells.variantId ? existing.get(cells.variantId.toLowerCase()) : undefined;
  const own = soldOneWay && cells.variantForSale;
  if (own && cells.variantPrice !== undefined && cells.variantPrice !== product.price)
    addError(errors, r.row, errorText('import.variant.ownColumn', { column: 'variantPrice', productColumn: 'price' }));
  if (own && cells.variantStock !== undefined && cells.variantStock !== product.stock)
    addError(errors, r.row, errorText('import.variant.ownColumn', { column: 'variantStock', productColumn: 'stock' }));
  const price = own ? product.price : (cells.variantPrice ?? product.price);
  const stock = current ? current.stock : own ? product.stock : (cells.variantStock ?? 0);
  return {
    ...(current ? { _id: current._id } : {}),
    sku: cells.sku!,
    options: Object.fromEntries(cells.options),
    price,
    stock,
    ...(cells.variantImageUrl ? { imageUrl: cells.variantImageUrl } : {}),
    ...(cells.barcode ? { barcode: cells.barcode } : {}),
    forSale: cells.variantForSale,
  };
}

/** A product's options and variant table after the import (the variants it has in their order, those the
 * file names changed, then the file's new ones), its rows' errors added to `errors`. */
function planVariants(
  rows: CheckedRow[],
  before: AdminProduct | undefined,
  productOfSku: Map<string, string>,
  errors: RowErrors,
): { options: ProductOption[]; table: VariantEdit[] } {
  const first = rows[0]!.row;
  const existing = new Map((before?.variants ?? []).map((v) => [v._id, v]));
  const refusedRows = new Set<number>();
  for (const r of rows) {
    const id = r.variant!.variantId?.toLowerCase();
    if (id && !existing.has(id)) addError(errors, r.row, errorText('import.variant.notOfProduct', { id }));
    const sku = r.variant!.sku!;
    const owner = productOfSku.get(sku.toLowerCase());
    if (owner && owner !== before?._id) addError(errors, r.row, errorText('variant.sku.taken', { sku }));
    if (errors.has(r.row)) refusedRows.add(r.row);
  }
  const options = optionsOf(rows, before);
  for (const o of options) {
    if (o.values.length > MAX_OPTION_VALUES)
      addError(errors, first, errorText('import.option.values.max', { name: o.name, maximum: String(MAX_OPTION_VALUES) }));
  }
  const fromRows = rows.map((r) => ({ row: r.row, variant: variantOfRow(r, options.length === 0, existing, errors) }));
  const named = new Map(fromRows.flatMap((f) => (f.variant._id ? [[f.variant._id, f.variant] as const] : [])));
  const leftOut = (before?.variants ?? []).filter((v) => !named.has(v._id)).map(asEdit);
  const checked = fromRows.filter((f) => !refusedRows.has(f.row));
  for (const [row, message] of problemsByRow(options, leftOut, checked, first)) addError(errors, row, message);
  const table = [
    ...(before?.variants ?? []).map((v) => named.get(v._id) ?? asEdit(v)),
    ...fromRows.filter((f) => !f.variant._id).map((f) => f.variant),
  ];
  if (table.filter((v) => v.forSale).length > MAX_VARIANTS)
    addError(errors, first, errorText('variants.max', { maximum: String(MAX_VARIANTS) }));
  return { options, table };
}

/** variantsProblems of the whole table, each problem on the row that brings it: the variants are added
 * one by one (those the file leaves out first), and a row takes what its variant adds. A problem of the
 * options alone, or of the variants left out, is on the product's first row. */
function problemsByRow(
  options: ProductOption[],
  leftOut: VariantEdit[],
  fromRows: Array<{ row: number; variant: VariantEdit }>,
  firstRow: number,
): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  // Without options, variants alike are what 'variants.defaultOnly' already says.
  const problems = (variants: VariantEdit[]) =>
    variantsProblems(options, variants)
      .filter((i) => options.length > 0 || i.params.code !== 'variant.combination.repeated')
      .map((i) => i.message);
  let previous = problems([]);
  for (const message of previous) found.push([firstRow, message]);
  const sequence: Array<{ row?: number; variant: VariantEdit }> = [...leftOut.map((variant) => ({ variant })), ...fromRows];
  sequence.forEach(({ row }, k) => {
    const current = problems(sequence.slice(0, k + 1).map((s) => s.variant));
    const remaining = [...previous];
    for (const message of current) {
      const at = remaining.indexOf(message);
      if (at >= 0) remaining.splice(at, 1);
      else found.push(row === undefined ? [firstRow, errorText('import.variant.leftOut', { problem: message })] : [row, message]);
    }
    previous = current;
  });
  return found;
}
