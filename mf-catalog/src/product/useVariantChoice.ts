import { useState } from 'react';
import type { Product, Variant } from '@storefront/contracts';
import { useSearchParams } from '@storefront/ui';
import { type Choice, chosenVariant, initialChoice, pick } from './choice';

/** The shopper's choice of the product's options, and the variant it makes, kept in the page's address
 * (?variant=, replaced on each change: the back button leaves the page, and a shared link opens on the
 * same variant). A product without options has no choice to make and leaves the address alone. */
export function useVariantChoice(product: Product): {
  choice: Choice;
  variant: Variant | undefined;
  choose(name: string, value: string): void;
} {
  const [params, setParams] = useSearchParams();
  const named = params.get('variant');
  const [choice, setChoice] = useState(() => initialChoice(product, named));
  // The address changed under the page (a link to another variant of it): its variant is the choice.
  const [seen, setSeen] = useState(named);
  if (named !== seen) {
    setSeen(named);
    const variant = product.variants?.find((v) => v._id === named);
    if (variant) setChoice({ ...variant.options });
  }

  const choose = (name: string, value: string) => {
    const next = pick(product, choice, name, value);
    setChoice(next);
    const variant = chosenVariant(product, next);
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (variant) q.set('variant', variant._id);
        else q.delete('variant');
        return q;
      },
      { replace: true },
    );
  };
  return { choice, variant: chosenVariant(product, choice), choose };
}
