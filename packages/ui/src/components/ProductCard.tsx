import type { ComponentType, ReactNode } from 'react';
import { Link } from '../router';
import styled from 'styled-components';
import type { Product } from '@storefront/contracts';
import { stockLevel } from '@storefront/contracts/shop';
import { useLanguage } from '../i18n';
import { uiMessages, useStockLabel } from '../messages';
import { media, theme } from '../theme';
import { RatingLine } from './Stars';
import { CardSwatches, VisuallyHidden } from './Swatches';

// The swatches are drawn with the cards; the product page's picker uses the same dot, and names a
// variant as the cart does.
export { CARD_SWATCHES, CardSwatches, SwatchDot, VisuallyHidden, swatchColour } from './Swatches';
export { isColourOption, variantLabel } from '../variants';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Shows the placeholder picture when a product's own cannot be loaded. */
export function ProductImage(props: { src: string; alt: string; className?: string; loading?: 'lazy' | 'eager' }) {
  return (
    <img
      className={props.className}
      src={props.src || PLACEHOLDER_IMAGE}
      alt={props.alt}
      loading={props.loading ?? 'lazy'}
      onError={(e) => {
        const img = e.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}

const CardBox = styled.article`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  transition: box-shadow ${theme.transition};
  &:hover {
    box-shadow: 0 2px 8px rgba(15, 17, 17, 0.15);
  }
`;

const Picture = styled(ProductImage)`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  background: #f7f7f7;
  border-radius: ${theme.radius};
`;

const Name = styled(Link)`
  color: ${theme.color.text};
  text-decoration: none;
  font-size: 15px;
  line-height: 1.35;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* Two lines always: every card of a row, and the placeholder before it, has the same height. */
  min-height: calc(2 * 1.35em);
  &:hover {
    color: ${theme.color.linkHover};
    text-decoration: underline;
  }
`;

const Price = styled.span`
  font-size: 21px;
  font-weight: 500;
  color: ${theme.color.price};
  ins {
    text-decoration: none;
  }
  s {
    font-size: 14px;
    font-weight: 400;
    color: ${theme.color.muted};
    margin-left: ${theme.space(1)};
  }
`;

const Stock = styled.span<{ $tone: 'ok' | 'low' | 'out' }>`
  font-size: 13px;
  color: ${(p) => (p.$tone === 'out' ? theme.color.danger : p.$tone === 'low' ? theme.color.warning : theme.color.success)};
`;

export function stockTone(stock: number): 'ok' | 'low' | 'out' {
  const level = stockLevel(stock);
  return level === 'in' ? 'ok' : level;
}

/** The stock's words in its tone; `label` says it otherwise ("Only 2 left in M" for a variant). */
export function StockBadge({ stock, label }: { stock: number; label?: string }) {
  const stockLabel = useStockLabel();
  return <Stock $tone={stockTone(stock)}>{label ?? stockLabel(stock)}</Stock>;
}

/** A product in a grid: picture, name, price, stock, and whatever action the page adds. A product with
 * options shows its colours and, when its variants' prices differ, "From" its lowest. */
type CardProduct = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'stock'> &
  Partial<Pick<Product, 'options' | 'priceMax' | 'swatches' | 'sale' | 'rating'>>;

/** A price as a card or a product page shows it: "From $x" for a product whose variants' prices differ. */
export function useShownPrice(): (product: Pick<CardProduct, 'price' | 'priceMax' | 'options'>) => string {
  const t = uiMessages.useText();
  const { formats } = useLanguage();
  return ({ price, priceMax, options }) => {
    const ranges = (options?.length ?? 0) > 0 && priceMax !== undefined && priceMax > price;
    return ranges ? t('price.from', { price: formats.money(price) }) : formats.money(price);
  };
}

/** A price with what an automatic promotion brings it to: the sale price, then the regular one struck
 * through (each named for screen readers, which do not read the strike). Without a sale, the price. */
export function ShelfPrice(props: { regular: string; sale?: string }) {
  const t = uiMessages.useText();
  if (props.sale === undefined) return <>{props.regular}</>;
  return (
    <>
      <ins>
        <VisuallyHidden>{t('price.sale')} </VisuallyHidden>
        {props.sale}
      </ins>
      <s>
        <VisuallyHidden>{t('price.regular')} </VisuallyHidden>
        {props.regular}
      </s>
    </>
  );
}

export function ProductCard(props: { product: CardProduct; action?: ReactNode }) {
  return <Card {...props} testId="product-card" />;
}

function Card(props: { product: CardProduct; action?: ReactNode; testId: string }) {
  const { product } = props;
  const shownPrice = useShownPrice();
  const { formats } = useLanguage();
  return (
    <CardBox data-testid={props.testId}>
      <Link to={`/product/${product._id}`} aria-hidden tabIndex={-1}>
        <Picture src={product.imageUrl} alt={product.name} />
      </Link>
      <Name to={`/product/${product._id}`}>{product.name}</Name>
      <RatingLine rating={product.rating} />
      <Price>
        <ShelfPrice
          regular={product.sale ? formats.money(product.price) : shownPrice(product)}
          sale={product.sale && shownPrice({ price: product.sale.price, priceMax: product.sale.priceMax, options: product.options })}
        />
      </Price>
      {product.swatches && product.swatches.length > 0 && <CardSwatches names={product.swatches} />}
      <StockBadge stock={product.stock} />
      {props.action}
    </CardBox>
  );
}

const Placeholders = styled.div`
  position: relative;
  > p {
    position: absolute;
    top: 0;
    left: 50%;
    transform: translateX(-50%);
    z-index: 1;
    margin-top: ${theme.space(2)};
    white-space: nowrap;
  }
  article > * {
    visibility: hidden;
  }
`;

const PLACEHOLDER_PRODUCT = { _id: 'placeholder', name: '\u00a0', price: 0, imageUrl: PLACEHOLDER_IMAGE, stock: 100 };

/** What stands in for a row or grid of product cards until they arrive: as many empty cards of the same
 * size, in the same grid, under the loading message. The page below does not move when the products come
 * (layout shift). `action` is what each real card will carry (an Add to Cart button), so the heights match. */
export function ProductCardsLoading(props: {
  grid: ComponentType<{ children: ReactNode; 'aria-hidden'?: boolean }>;
  count: number;
  message: ReactNode;
  action?: (product: typeof PLACEHOLDER_PRODUCT) => ReactNode;
}) {
  const Grid = props.grid;
  return (
    <Placeholders>
      {props.message}
      <Grid aria-hidden>
        {Array.from({ length: props.count }, (_, i) => (
          <Card key={i} product={PLACEHOLDER_PRODUCT} action={props.action?.(PLACEHOLDER_PRODUCT)} testId="product-card-placeholder" />
        ))}
      </Grid>
    </Placeholders>
  );
}

export const ProductGrid = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
