import type { Product, Variant } from '@storefront/contracts';

// A shopper's choice of a product's options (Size M, Colour Red) and the variant it makes. Each option's
// values are offered given the options before it: the first option offers every value some variant has,
// the next ones what goes with the values chosen before. Choosing an earlier value lets go of a later one
// that does not go with the new one, so a choice never ends in a corner.

/** The value chosen for each option so far, by option name. */
export type Choice = Record<string, string>;

/** How a value stands given the choice of the options before it: for sale, sold out, or not made so. */
export type ValueState = 'ok' | 'soldOut' | 'missing';

type Options = Pick<Product, 'options' | 'variants'>;

const forSale = (product: Options): Variant[] => (product.variants ?? []).filter((v) => v.forSale);

const goesWith = (variant: Variant, choice: Choice) => Object.entries(choice).every(([name, value]) => variant.options[name] === value);

/** The values chosen for the options before option `index`. */
function chosenBefore(product: Options, choice: Choice, index: number): Choice {
  const before: Choice = {};
  for (const o of product.options.slice(0, index)) if (choice[o.name] !== undefined) before[o.name] = choice[o.name]!;
  return before;
}

/** Whether `value` of option `index` can be chosen now, and if not, why. */
export function valueState(product: Options, choice: Choice, index: number, value: string): ValueState {
  const name = product.options[index]!.name;
  const before = chosenBefore(product, choice, index);
  const made = forSale(product).filter((v) => v.options[name] === value && goesWith(v, before));
  if (made.length === 0) return 'missing';
  return made.some((v) => v.stock > 0) ? 'ok' : 'soldOut';
}

/** The variant a full choice makes (undefined until every option is chosen, or if none is made so). */
export function chosenVariant(product: Options, choice: Choice): Variant | undefined {
  if (product.options.some((o) => choice[o.name] === undefined)) return undefined;
  return forSale(product).find((v) => product.options.every((o) => v.options[o.name] === choice[o.name]));
}

/** The choice once `value` is chosen for option `name`: later values that do not go with it are let go. */
export function pick(product: Options, choice: Choice, name: string, value: string): Choice {
  const next: Choice = { ...choice, [name]: value };
  const at = product.options.findIndex((o) => o.name === name);
  product.options.forEach((o, index) => {
    const chosen = next[o.name];
    if (index > at && chosen !== undefined && valueState(product, next, index, chosen) !== 'ok') delete next[o.name];
  });
  return next;
}

/** The choice a page opens with: the variant its address names (?variant=), else each option that has
 * only one value. */
export function initialChoice(product: Options, variantId: string | null): Choice {
  const named = forSale(product).find((v) => v._id === variantId);
  if (named) return { ...named.options };
  const choice: Choice = {};
  for (const o of product.options) if (o.values.length === 1) choice[o.name] = o.values[0]!;
  return choice;
}

/** The options still to choose, in their order. */
export const unchosen = (product: Options, choice: Choice): string[] =>
  product.options.filter((o) => choice[o.name] === undefined).map((o) => o.name);

/** The picture for the choice: the variant's own, else one of a variant the choice so far matches (a
 * colour's), else the product's. */
export function pictureFor(product: Options & Pick<Product, 'imageUrl'>, choice: Choice): string {
  if (Object.keys(choice).length === 0) return product.imageUrl;
  return forSale(product).find((v) => goesWith(v, choice) && v.imageUrl)?.imageUrl ?? product.imageUrl;
}

/** The chosen values in the options' order ("M · Red"), as the stock line names a variant. */
export const valuesOf = (product: Options, choice: Choice): string =>
  product.options
    .map((o) => choice[o.name])
    .filter((v) => v !== undefined)
    .join(' · ');
