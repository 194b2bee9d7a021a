import { AddToCart, Notice, useAsync, useSession } from '@storefront/ui';
import { useText } from '../messages';
import { recommendationsApi } from '../recommendations-api';
import { Block, Shelf } from './Shelf';

/** The 'AI smart recommendation' under search results: the shopper's type and products for them that go
 * with what they searched for. */
export function SmartRecommendation({ query }: { query: string }) {
  const t = useText();
  const me = useSession();
  const userId = me?.userId ?? null;
  const result = useAsync(
    async (signal) => {
      // The search is recorded first, so it counts for what follows.
      if (userId && query)
        await recommendationsApi.trackSearch(userId, query).catch((err: unknown) => console.warn('Search not tracked', err));
      const { userType } = await recommendationsApi.shopperType(userId, signal);
      return recommendationsApi.forShopper(userType, userId, signal, query);
    },
    [userId, query],
  );
  const products = result.status === 'done' ? result.data.recommended : [];
  return (
    <Block aria-labelledby="ai-block">
      <h2 id="ai-block">{t('ai.title')}</h2>
      {/* The shopper's type is the recommendations service's word for it. */}
      {result.status === 'done' && <p className="note">{t('ai.recognizedAs', { userType: result.data.userType })}</p>}
      {result.status === 'error' && <Notice $tone="error">{String((result.error as Error).message)}</Notice>}
      {products.length === 0 ? (
        result.status !== 'error' && <Notice>{t('common.loading')}</Notice>
      ) : (
        <Shelf products={products} max={10} action={(p) => <AddToCart product={p} quantity={1} />} />
      )}
    </Block>
  );
}
