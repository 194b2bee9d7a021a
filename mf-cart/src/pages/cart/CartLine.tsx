import { Button, Link, media, ProductImage, theme, useCart, useLanguage, variantLabel } from '@storefront/ui';
import styled from 'styled-components';
import type { CartItem } from '@storefront/contracts';
import { useText } from '../../messages';

const Row = styled.li`
  display: grid;
  grid-template-columns: 90px minmax(0, 1fr);
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} 0;
  border-bottom: 1px solid ${theme.color.border};
  ${media.sm} {
    grid-template-columns: 120px minmax(0, 1fr) auto;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    background: #f7f7f7;
    border-radius: ${theme.radius};
  }
  .name {
    font-size: 16px;
    color: ${theme.color.text};
    text-decoration: none;
  }
  .options {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .qty {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    margin-top: ${theme.space(1)};
    button {
      min-width: 34px;
      padding: 0;
    }
  }
  .line-total {
    font-size: 18px;
    font-weight: 700;
  }
  .warn {
    color: ${theme.color.danger};
    font-size: 13px;
  }
`;

/** One line of the cart: the product and its variant's options ("Size M · Red"), its price, one fewer or
 * one more (no more than the stock), its total. */
export function CartLine({ item }: { item: CartItem }) {
  const t = useText();
  const { formats } = useLanguage();
  const cart = useCart();
  const options = variantLabel(undefined, item.options);
  // Two variants of one product are two lines: their buttons say which.
  const name = options ? t('cart.variantOf', { name: item.name, variant: options }) : item.name;
  const page = `/product/${item.productId}${options ? `?variant=${encodeURIComponent(item.variantId)}` : ''}`;
  return (
    <Row data-testid="cart-line">
      <ProductImage src={item.imageUrl} alt={item.name} />
      <div>
        <Link className="name" to={page}>
          {item.name}
        </Link>
        {options && <div className="options">{options}</div>}
        <div>{formats.money(item.price)}</div>
        {item.quantity > item.stock && (
          <div className="warn">{item.stock > 0 ? t('cart.onlyLeft', { stock: item.stock }) : t('cart.outOfStock')}</div>
        )}
        <div className="qty">
          <Button $variant="plain" aria-label={t('cart.oneFewer', { name })} onClick={() => void cart.removeFromCart(item)}>
            −
          </Button>
          <span aria-label={t('cart.quantity')}>{item.quantity}</span>
          <Button
            $variant="plain"
            aria-label={t('cart.oneMore', { name })}
            disabled={item.quantity >= item.stock}
            onClick={() => void cart.addToCart({ _id: item.productId, variantId: item.variantId }, 1)}
          >
            +
          </Button>
        </div>
      </div>
      <div className="line-total">{formats.money(Math.round(item.price * 100 * item.quantity) / 100)}</div>
    </Row>
  );
}
