import { useState } from 'react';
import {
  AddToCart,
  Notice,
  Page,
  PageTitle,
  Pager,
  ProductCard,
  ProductGrid,
  SignInRequired,
  errorMessage,
  productsByIds,
  useAsync,
  useSession,
} from '@storefront/ui';
import { ordersApi } from '../api';
import { recentProductIds } from '../buy-again';
import { useText } from '../messages';

/** Spec constant: 12 products a page. */
export const BUY_AGAIN_PAGE_SIZE = 12;

export default function BuyAgain() {
  const t = useText();
  const me = useSession();
  const [page, setPage] = useState(1);
  const products = useAsync(
    async (signal) => (me ? productsByIds(recentProductIds(await ordersApi.list(me.userId, signal)), signal) : []),
    [me?.userId],
  );
  if (!me) return <SignInRequired message={t('buyAgain.logIn')} />;
  const all = products.status === 'done' ? products.data : [];
  const totalPages = Math.max(1, Math.ceil(all.length / BUY_AGAIN_PAGE_SIZE));
  const shown = all.slice((page - 1) * BUY_AGAIN_PAGE_SIZE, page * BUY_AGAIN_PAGE_SIZE);
  return (
    <Page>
      <PageTitle>{t('common.buyAgain')}</PageTitle>
      {products.status === 'loading' && <Notice>{t('common.loading')}</Notice>}
      {products.status === 'error' && <Notice $tone="error">{errorMessage(products.error)}</Notice>}
      {products.status === 'done' && all.length === 0 && <Notice>{t('buyAgain.none')}</Notice>}
      {shown.length > 0 && (
        <>
          <ProductGrid>
            {shown.map((p) => (
              <ProductCard key={p._id} product={p} action={<AddToCart product={p} />} />
            ))}
          </ProductGrid>
          <Pager page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
