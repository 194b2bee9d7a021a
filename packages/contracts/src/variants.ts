import { codedIssue } from './errors';

// Options and variants: the rules both sides need (the back office checks a table as the catalogue
// will). No zod here: browsers import this module.

export interface OptionValues {
  name: string;
  values: string[];
}

/** The option that is drawn as colour swatches on cards and product pages. */
export const COLOUR_OPTIONS: ReadonlySet<string> = new Set(['colour', 'color', 'couleur']);

/** "Size M · Red": a variant's option values as a line names them ('' for a default variant). */
export function variantLabel(options: OptionValues[] | undefined, values: Record<string, string> | undefined): string {
  if (!values) return '';
  const order = options?.map((o) => o.name) ?? [];
  const names = [...order.filter((n) => n in values), ...Object.keys(values).filter((n) => !order.includes(n))];
  return names.map((n) => (COLOUR_OPTIONS.has(n.toLowerCase()) ? values[n] : `${n} ${values[n]}`)).join(' · ');
}

/** Most options a product has, values an option has, and variants a product has. */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIANTS = 250;

/** What is wrong with a set of options and variants, as zod issues: repeated names or values, a variant
 * without a value of each option (or with one the option does not list), two variants alike, two SKUs alike. */
export function variantsProblems(
  options: Array<{ name: string; values: string[] }>,
  variants: Array<{ sku: string; options: Record<string, string>; forSale?: boolean }>,
) {
  const issues: ReturnType<typeof codedIssue>[] = [];
  const names = new Set<string>();
  for (const o of options) {
    if (names.has(o.name.toLowerCase())) issues.push(codedIssue('option.name.repeated', { name: o.name }));
    names.add(o.name.toLowerCase());
    if (o.values.length === 0) issues.push(codedIssue('option.values.required', { name: o.name }));
    const seen = new Set<string>();
    for (const v of o.values) {
      if (seen.has(v.toLowerCase())) issues.push(codedIssue('option.value.repeated', { name: o.name, value: v }));
      seen.add(v.toLowerCase());
    }
  }
  if (options.length === 0 && variants.filter((v) => v.forSale !== false).length > 1) issues.push(codedIssue('variants.defaultOnly'));
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const optionNames = options.map((o) => o.name).join(', ');
  for (const v of variants) {
    if (skus.has(v.sku.toLowerCase())) issues.push(codedIssue('variant.sku.repeated', { sku: v.sku }));
    skus.add(v.sku.toLowerCase());
    // An archived variant keeps the options it was sold with, which the product may not list: past orders name it so.
    if (v.forSale === false) continue;
    const keys = Object.keys(v.options);
    if (keys.length !== options.length || options.some((o) => !(o.name in v.options))) {
      issues.push(codedIssue('variant.options.mismatch', { options: optionNames }));
      continue;
    }
    for (const o of options) {
      if (!o.values.includes(v.options[o.name]!))
        issues.push(codedIssue('variant.value.unknown', { value: v.options[o.name]!, option: o.name }));
    }
    const combination = JSON.stringify(options.map((o) => v.options[o.name]));
    if (combinations.has(combination))
      issues.push(codedIssue('variant.combination.repeated', { variant: variantLabel(options, v.options) }));
    combinations.add(combination);
  }
  return issues;
}

/** Every combination of the options' values, in the options' order (the variants to generate). */
export function optionCombinations(options: Array<{ name: string; values: string[] }>): Array<Record<string, string>> {
  return options.reduce<Array<Record<string, string>>>(
    (combinations, o) => combinations.flatMap((c) => o.values.map((v) => ({ ...c, [o.name]: v }))),
    [{}],
  );
}

/** What choosing a variant for a line needs of a product and its variants. */
interface Choosable<V> {
  name: string;
  options: OptionValues[];
  variants?: V[];
}

/** The variant a line asks for: the one named, which must be one of the product's for sale, or, for a
 * product sold one way, its only one. Why not, by code: a product with options needs one named. */
export function pickVariant<V extends { _id: string; forSale: boolean }>(
  product: Choosable<V>,
  variantId: string | undefined,
): { variant: V } | { code: 'line.variant.required' | 'line.variant.unknown'; values: Record<string, string> } {
  const forSale = (product.variants ?? []).filter((v) => v.forSale);
  if (variantId) {
    const variant = forSale.find((v) => v._id === variantId);
    return variant ? { variant } : { code: 'line.variant.unknown', values: { product: product.name } };
  }
  if (product.options.length > 0 || forSale.length !== 1) return { code: 'line.variant.required', values: { choices: choicesOf(product) } };
  return { variant: forSale[0]! };
}

/** "size and colour": the options a shopper still has to choose, as the message names them. */
function choicesOf(product: { options: OptionValues[] }): string {
  const names = product.options.map((o) => o.name.toLowerCase());
  if (names.length <= 1) return names[0] ?? 'variant';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The name a message gives a line: the product, and its variant's options when it has some. */
export function lineName(product: { name: string; options?: OptionValues[] }, values: Record<string, string> | undefined): string {
  const label = variantLabel(product.options, values);
  return label ? `${product.name} (${label})` : product.name;
}
