import { AddToCart, type AsyncState, errorMessage, Notice, Pager, ProductCard, ProductCardsLoading, ProductGrid } from '@storefront/ui';
import type { ProductListResponse } from '@storefront/contracts';
import { PAGE_SIZE } from '@storefront/contracts/shop';
import { useText } from '../messages';

interface ProductResultsProps {
  results: AsyncState<ProductListResponse>;
  page: number;
  onPage: (page: number) => void;
}

/** The page of products found, each with its Add to Cart, and the pager; or why there are none. */
export function ProductResults({ results, page, onPage }: ProductResultsProps) {
  const t = useText();
  return (
    <>
      {results.status === 'loading' && (
        <ProductCardsLoading
          grid={ProductGrid}
          count={PAGE_SIZE}
          message={<Notice>{t('common.loadingProducts')}</Notice>}
          action={(p) => <AddToCart product={p} quantity={1} />}
        />
      )}
      {results.status === 'error' && <Notice $tone="error">{errorMessage(results.error)}</Notice>}
      {results.status === 'done' && results.data.products.length === 0 && (
        <Notice>{results.data.total > 0 ? t('common.loadingProducts') : t('common.noProducts')}</Notice>
      )}
      {results.status === 'done' && results.data.products.length > 0 && (
        <ProductGrid>
          {results.data.products.map((p) => (
            <ProductCard key={p._id} product={p} action={<AddToCart product={p} quantity={1} />} />
          ))}
        </ProductGrid>
      )}
      {results.status === 'done' && results.data.totalPages > 1 && (
        <Pager page={page} totalPages={results.data.totalPages} onPage={onPage} />
      )}
    </>
  );
}
