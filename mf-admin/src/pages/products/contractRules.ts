// The contract's rules for options and variants, the same the catalogue service applies.
export {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  optionCombinations,
  variantLabel,
  variantsProblems,
} from '@storefront/contracts/variants';
