import type { ReactNode } from 'react';
import { Link } from '../router';
import styled from 'styled-components';
import type { Product } from '@storefront/contracts';
import { stockLabel } from '@storefront/contracts/shop';
import { useLanguage } from '../i18n';
import { useStockLabel } from '../messages';
import { media, theme } from '../theme';

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
  &:hover {
    color: ${theme.color.linkHover};
    text-decoration: underline;
  }
`;

const Price = styled.span`
  font-size: 21px;
  font-weight: 500;
  color: ${theme.color.price};
`;

const Stock = styled.span<{ $tone: 'ok' | 'low' | 'out' }>`
  font-size: 13px;
  color: ${(p) => (p.$tone === 'out' ? theme.color.danger : p.$tone === 'low' ? theme.color.warning : theme.color.success)};
`;

export function stockTone(stock: number): 'ok' | 'low' | 'out' {
  const label = stockLabel(stock);
  return label === 'Out of Stock' ? 'out' : label === 'In Stock' ? 'ok' : 'low';
}

export function StockBadge({ stock }: { stock: number }) {
  const label = useStockLabel();
  return <Stock $tone={stockTone(stock)}>{label(stock)}</Stock>;
}

/** A product in a grid: picture, name, price, stock, and whatever action the page adds. */
export function ProductCard(props: { product: Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'stock'>; action?: ReactNode }) {
  const { product } = props;
  const { formats } = useLanguage();
  return (
    <CardBox data-testid="product-card">
      <Link to={`/product/${product._id}`} aria-hidden tabIndex={-1}>
        <Picture src={product.imageUrl} alt={product.name} />
      </Link>
      <Name to={`/product/${product._id}`}>{product.name}</Name>
      <Price>{formats.money(product.price)}</Price>
      <StockBadge stock={product.stock} />
      {props.action}
    </CardBox>
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
