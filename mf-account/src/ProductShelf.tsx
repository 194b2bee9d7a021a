import type { ReactNode } from 'react';
import type { Product } from '@storefront/contracts';
import { Notice, ProductCard, ProductGrid, errorMessage, type AsyncState } from '@storefront/ui';
import { useText } from './messages';

/** A grid of saved products (wishlist, history) with its loading, empty and failed states. */
export function ProductShelf(props: { products: AsyncState<Product[]>; empty: string; action?: (p: Product) => ReactNode }) {
  const { products } = props;
  const t = useText();
  if (products.status === 'loading') return <Notice>{t('shelf.loading')}</Notice>;
  if (products.status === 'error') return <Notice $tone="error">{errorMessage(products.error, t('error.generic'))}</Notice>;
  if (products.data.length === 0) return <Notice>{props.empty}</Notice>;
  return (
    <ProductGrid>
      {products.data.map((p) => (
        <ProductCard key={p._id} product={p} action={props.action?.(p)} />
      ))}
    </ProductGrid>
  );
}
