import { Page, PageTitle, historyIds, productsByIds, useAsync, useSession } from '@storefront/ui';
import { ProductShelf } from '../ProductShelf';

export default function History() {
  const me = useSession();
  const products = useAsync(async (signal) => productsByIds(await historyIds(), signal), [me?.userId]);
  return (
    <Page>
      <PageTitle>Browsing History</PageTitle>
      <ProductShelf products={products} empty="You haven't viewed any products yet." />
    </Page>
  );
}
