import { Button, Page, PageTitle, productsByIds, removeFromWishlist, useAsync, useSession, wishlistIds } from '@storefront/ui';
import { ProductShelf } from '../ProductShelf';
import { useText } from '../messages';

export default function Wishlist() {
  const me = useSession();
  const t = useText();
  const products = useAsync(async (signal) => productsByIds(await wishlistIds(), signal), [me?.userId]);
  return (
    <Page>
      <PageTitle>{t('wishlist.title')}</PageTitle>
      <ProductShelf
        products={products}
        empty={t('wishlist.empty')}
        action={(p) => (
          <Button
            $variant="danger"
            aria-label={t('wishlist.removeLabel', { name: p.name })}
            onClick={() =>
              void removeFromWishlist(p._id).then(products.reload, (err: unknown) =>
                console.error('Could not remove from the wishlist', err),
              )
            }
          >
            {t('wishlist.remove')}
          </Button>
        )}
      />
    </Page>
  );
}
