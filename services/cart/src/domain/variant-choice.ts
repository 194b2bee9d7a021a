import type { Product, Variant } from '@storefront/contracts';
import { lineName as nameOfLine, pickVariant } from '@storefront/contracts/variants';
import { badRequest } from '@storefront/service-kit';

/** A product in one of its variants: what a cart line holds. */
export interface Chosen {
  product: Product;
  variant: Variant;
}

/** The variant a line asks for (pickVariant), or a 400 saying what to choose. */
export function chooseVariant(product: Product, variantId: string | undefined): Chosen {
  const picked = pickVariant(product, variantId);
  if ('code' in picked) throw badRequest(picked.code, picked.values);
  return { product, variant: picked.variant };
}

/** The name a message gives a line: the product, and its variant's options when it has some. */
export const lineName = ({ product, variant }: Chosen): string => nameOfLine(product, variant.options);
