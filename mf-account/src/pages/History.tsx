import { Page, PageTitle, historyIds, productsByIds, useAsync, useSession } from '@storefront/ui';
import { ProductShelf } from '../ProductShelf';
import { useText } from '../messages';

export default function History() {
  const me = useSession();
  const t = useText();
  const products = useAsync(async (signal) => productsByIds(await historyIds(), signal), [me?.userId]);
  return (
    <Page>
      <PageTitle>{t('history.title')}</PageTitle>
      <ProductShelf products={products} empty={t('history.empty')} />
    </Page>
  );
}
