import { COLOUR_OPTIONS } from '@storefront/contracts/variants';

export { variantLabel } from '@storefront/contracts/variants';

/** Whether an option is drawn as colour swatches. */
export const isColourOption = (name: string): boolean => COLOUR_OPTIONS.has(name.toLowerCase());
