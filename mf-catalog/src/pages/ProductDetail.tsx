import { type ReactNode, useEffect, useState } from 'react';
import type { GiftCardProduct, Product } from '@storefront/contracts';
import {
  isProduct,
  AddToCart,
  addToWishlist,
  ApiError,
  Button,
  errorMessage,
  Link,
  media,
  Notice,
  notify,
  Page,
  ProductImage,
  RatingLine,
  recordView,
  ShelfPrice,
  StockBadge,
  theme,
  useAsync,
  useLanguage,
  useParams,
  useSession,
  wishlistIds,
} from '@storefront/ui';
import styled from 'styled-components';
import { categoryPath, categorySlug, productPath } from '@storefront/contracts/shop';
import { fetchProduct } from '../api';
import { Breadcrumbs } from '../browse/Breadcrumbs';
import { text, useText } from '../messages';
import { pictureFor } from '../product/choice';
import { OptionPicker } from '../product/OptionPicker';
import { useVariantChoice } from '../product/useVariantChoice';
import { VariantAddToCart, VariantPrice, VariantStock } from '../product/VariantPurchase';
import { GiftCardPurchase } from '../product/GiftCardPurchase';
import { QuantityPicker } from '../product/QuantityPicker';
import { Reviews } from '../product/Reviews';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(3)};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Picture = styled(ProductImage)`
  width: 100%;
  /* Its square is kept before the picture arrives: the details beside or below it do not move. */
  aspect-ratio: 1;
  max-height: 560px;
  object-fit: contain;
  background: #f7f7f7;
  border-radius: ${theme.radius};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  h1 {
    margin: 0;
    font-size: 26px;
    font-weight: 500;
    line-height: 1.3;
  }
  .rating {
    text-decoration: none;
    width: fit-content;
  }
  .category {
    color: ${theme.color.link};
    font-size: 14px;
  }
  .price {
    font-size: 28px;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space(1)};
    ins {
      text-decoration: none;
    }
    s {
      font-size: 18px;
      color: ${theme.color.muted};
    }
  }
  .promotions {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    li {
      font-size: 14px;
      font-weight: 700;
      color: ${theme.color.danger};
    }
  }
  .perks {
    color: ${theme.color.muted};
  }
  .stock {
    font-size: 18px;
  }
  .sku {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)};
    margin-top: ${theme.space(1)};
  }
  .quantity {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    select {
      min-height: 36px;
      padding: 0 ${theme.space(1)};
    }
  }
  .wished {
    color: ${theme.color.success};
    font-weight: 700;
    padding: ${theme.space(1)};
  }
  .reason {
    flex-basis: 100%;
    color: ${theme.color.muted};
  }
  h2 {
    margin: ${theme.space(2)} 0 0;
    font-size: 18px;
  }
  .description {
    margin: 0;
    line-height: 1.6;
  }
`;

/** Adds the product to the wishlist and says so over the page, with the way to the list. */
async function wish(product: Product, saved: () => void) {
  try {
    const result = await addToWishlist(product._id);
    saved();
    notify(result === 'added' ? text('wishlist.added', { name: product.name }) : text('wishlist.already'), {
      links: [{ label: text('wishlist.view'), to: '/wishlist' }],
    });
  } catch (err) {
    console.error('Could not add to the wishlist', err);
    notify(text('wishlist.failed', { error: errorMessage(err) }), { tone: 'error' });
  }
}

export default function ProductDetail() {
  const t = useText();
  const { productId = '' } = useParams();
  // Its texts are in the page's language: asked again when the shopper switches, the page staying as it
  // is meanwhile.
  const { language } = useLanguage();
  const product = useAsync((signal) => fetchProduct(productId, signal), [productId, language], {
    first: { path: productPath(productId), check: isProduct },
    sameThing: (answered, now) => answered[0] === now[0],
  });
  const loadedId = product.status === 'done' ? product.data._id : null;
  useEffect(() => {
    // Viewing a product puts it at the front of the browsing history.
    if (loadedId) recordView(loadedId).catch((err: unknown) => console.warn('Could not record the view', err));
  }, [loadedId]);

  if (product.status === 'loading')
    return (
      <Page>
        <Notice>{t('product.loading')}</Notice>
      </Page>
    );
  if (product.status === 'error') {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <Page>
        <Notice $tone="error" role="alert">
          {missing ? t('product.missing') : t('product.failed', { error: errorMessage(product.error) })}
        </Notice>
        {!missing && (
          <Button $variant="plain" onClick={product.reload}>
            {t('product.tryAgain')}
          </Button>
        )}
      </Page>
    );
  }

  // A product from a catalogue older than options is one sold one way.
  const loaded: Product = { ...product.data, options: product.data.options ?? [] };
  if (loaded.giftCard) return <GiftCardView key={loaded._id} product={{ ...loaded, giftCard: loaded.giftCard }} />;
  return product.data.options?.length ? <WithOptions key={loaded._id} product={loaded} /> : <ProductView product={loaded} />;
}

/** A product sold one way: its price, stock and Add to Cart. */
function ProductView({ product: p }: { product: Product }) {
  const t = useText();
  const { formats } = useLanguage();
  const [quantity, setQuantity] = useState(1);
  return (
    <ProductLayout
      product={p}
      picture={p.imageUrl}
      price={
        <span className="price">
          <ShelfPrice regular={formats.money(p.price)} sale={p.sale && formats.money(p.sale.price)} />
        </span>
      }
    >
      <span className="stock">
        <StockBadge stock={p.stock} />
      </span>
      <span>{t('product.delivery')}</span>
      <div className="actions">
        <QuantityPicker stock={p.stock} quantity={quantity} onChange={setQuantity} />
        <AddToCart product={p} quantity={Math.min(quantity, p.stock)} />
        <WishlistButton product={p} />
      </div>
    </ProductLayout>
  );
}

/** A product with options: a picker per option, and the chosen variant's price, picture, stock, SKU. */
function WithOptions({ product: p }: { product: Product }) {
  const t = useText();
  const chosen = { product: p, ...useVariantChoice(p) };
  const [quantity, setQuantity] = useState(1);
  const stock = chosen.variant?.stock ?? 0;
  return (
    <ProductLayout product={p} picture={chosen.variant?.imageUrl ?? pictureFor(p, chosen.choice)} price={<VariantPrice {...chosen} />}>
      <OptionPicker product={p} choice={chosen.choice} choose={chosen.choose} />
      <span className="stock" aria-live="polite">
        <VariantStock {...chosen} />
      </span>
      <span>{t('product.delivery')}</span>
      <div className="actions">
        {chosen.variant && <QuantityPicker stock={stock} quantity={quantity} onChange={setQuantity} />}
        <VariantAddToCart {...chosen} quantity={Math.max(1, Math.min(quantity, stock))} />
        <WishlistButton product={p} />
      </div>
    </ProductLayout>
  );
}

/** A gift card: its amounts, and the form that buys one. */
function GiftCardView({ product: p }: { product: GiftCardProduct }) {
  const { formats } = useLanguage();
  return (
    <ProductLayout
      product={p}
      picture={p.imageUrl}
      price={
        <span className="price">
          {formats.money(p.giftCard.minAmount)} – {formats.money(p.giftCard.maxAmount)}
        </span>
      }
    >
      <GiftCardPurchase product={p} />
    </ProductLayout>
  );
}

/** Add to Wishlist, or, once the product is in the shopper's wishlist, the way to it. */
function WishlistButton({ product }: { product: Product }) {
  const t = useText();
  const me = useSession();
  const listed = useAsync(async () => (await wishlistIds()).includes(product._id), [product._id, me?.userId]);
  const [added, setAdded] = useState(false);
  if (added || (listed.status === 'done' && listed.data))
    return (
      <Link className="wished" to="/wishlist">
        ✓ {t('wishlist.inList')}
      </Link>
    );
  return (
    <Button $variant="plain" onClick={() => void wish(product, () => setAdded(true))}>
      {t('product.addToWishlist')}
    </Button>
  );
}

/** The page around a product's own parts: where it sits in the shop, its picture, name, price, details. */
function ProductLayout(props: { product: Product; picture: string; price: ReactNode; children: ReactNode }) {
  // Gift cards are not reviewed: what they are worth is what they say.
  const reviewed = !props.product.giftCard;
  const t = useText();
  const { language } = useLanguage();
  const p = props.product;
  // The category's page in the product's language (the answer's: the page's own).
  const categoryPage = categoryPath(language, p.categorySlug ?? categorySlug(p.category));
  return (
    <Page>
      <Breadcrumbs steps={[{ label: p.categoryName ?? p.category, to: categoryPage }, { label: p.name }]} />
      <Layout>
        <Picture src={props.picture} alt={p.name} loading="eager" />
        <Info>
          <h1>{p.name}</h1>
          {reviewed && p.rating && p.rating.count > 0 && (
            <a className="rating" href="#reviews">
              <RatingLine rating={p.rating} />
            </a>
          )}
          <Link className="category" to={categoryPage}>
            {p.categoryName ?? p.category}
          </Link>
          {props.price}
          {(p.sale || p.deals) && (
            // The promotions' names, as staff wrote them.
            <ul className="promotions" aria-label={t('product.promotions')}>
              {[...(p.sale?.names ?? []), ...(p.deals ?? [])].map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          <span className="perks">{t('product.perks')}</span>
          {props.children}
          <h2>{t('product.details')}</h2>
          <p className="description">{p.description}</p>
        </Info>
      </Layout>
      {reviewed && <Reviews productId={p._id} />}
    </Page>
  );
}
