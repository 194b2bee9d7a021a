import {
  AddToCart,
  Button,
  Page,
  PageTitle,
  productsByIds,
  removeFromWishlist,
  useAsync,
  theme,
  useSession,
  wishlistIds,
} from '@storefront/ui';
import styled from 'styled-components';
import { ProductShelf } from '../ProductShelf';
import { useText } from '../messages';

/** A saved product's two ways on: into the cart, or out of the list. */
const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

/** The shopper's wishlist: each product can go to the cart from here, or leave the list. */
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
          <Actions>
            <AddToCart product={p} />
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
          </Actions>
        )}
      />
    </Page>
  );
}
