import { Button, Page, PageTitle, productsByIds, removeFromWishlist, useAsync, useSession, wishlistIds } from '@storefront/ui';
import { ProductShelf } from '../ProductShelf';

export default function Wishlist() {
  const me = useSession();
  const products = useAsync(async (signal) => productsByIds(await wishlistIds(), signal), [me?.userId]);
  return (
    <Page>
      <PageTitle>Your Wishlist</PageTitle>
      <ProductShelf
        products={products}
        empty="No items in your wishlist."
        action={(p) => (
          <Button
            $variant="danger"
            aria-label={`Remove ${p.name} from your wishlist`}
            onClick={() =>
              void removeFromWishlist(p._id).then(products.reload, (err: unknown) =>
                console.error('Could not remove from the wishlist', err),
              )
            }
          >
            Remove
          </Button>
        )}
      />
    </Page>
  );
}
