import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '@storefront/contracts';
import { Notice, ProductCard, ProductCardsLoading, media, theme } from '@storefront/ui';

export const Block = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(2)};
  margin-bottom: ${theme.space(2)};
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  .note {
    margin: 0 0 ${theme.space(1.5)};
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${theme.space(1.5)};
  /* Smaller pictures than the main grid: a shelf is a glance, not the catalogue. */
  img {
    aspect-ratio: 4 / 3;
  }
  article {
    padding: ${theme.space(1)};
  }
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** A row of recommended products (at most `max`). */
export function Shelf({ products, action, max = 5 }: { products: Product[]; action?: (p: Product) => ReactNode; max?: number }) {
  return (
    <Row>
      {products.slice(0, max).map((p) => (
        <ProductCard key={p._id} product={p} action={action?.(p)} />
      ))}
    </Row>
  );
}

/** The shelf's place, kept at its size while its products load. */
export function ShelfLoading({ message, max = 5 }: { message: string; max?: number }) {
  return <ProductCardsLoading grid={Row} count={max} message={<Notice>{message}</Notice>} />;
}

export const Failure = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;
