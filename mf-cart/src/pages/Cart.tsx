import {
  Button,
  Link,
  media,
  Notice,
  Page,
  PageTitle,
  ProductImage,
  theme,
  useCart,
  useLanguage,
  useNavigate,
  useSession,
} from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../messages';
import { Columns, Panel, SummaryRow } from '../layout';

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

export default function Cart() {
  const t = useText();
  const { formats } = useLanguage();
  const me = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const overStock = cart.items.filter((i) => i.quantity > i.stock);

  return (
    <Page>
      <PageTitle>{t('cart.title')}</PageTitle>
      {cart.items.length === 0 ? (
        <Panel>
          <Notice>{t('cart.empty')}</Notice>
          <Link to="/">{t('common.continueShopping')}</Link>
          {!me && (
            <p>
              {t('cart.shoppedBefore')} <Link to="/login?next=%2Fcart">{t('cart.logInToSee')}</Link>
            </p>
          )}
        </Panel>
      ) : (
        <Columns>
          <Panel>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {cart.items.map((item) => (
                <Row key={item.productId} data-testid="cart-line">
                  <ProductImage src={item.imageUrl} alt={item.name} />
                  <div>
                    <Link className="name" to={`/product/${item.productId}`}>
                      {item.name}
                    </Link>
                    <div>{formats.money(item.price)}</div>
                    {item.quantity > item.stock && (
                      <div className="warn">{item.stock > 0 ? t('cart.onlyLeft', { stock: item.stock }) : t('cart.outOfStock')}</div>
                    )}
                    <div className="qty">
                      <Button
                        $variant="plain"
                        aria-label={t('cart.oneFewer', { name: item.name })}
                        onClick={() => void cart.removeFromCart(item)}
                      >
                        −
                      </Button>
                      <span aria-label={t('cart.quantity')}>{item.quantity}</span>
                      <Button
                        $variant="plain"
                        aria-label={t('cart.oneMore', { name: item.name })}
                        disabled={item.quantity >= item.stock}
                        onClick={() => void cart.addToCart({ _id: item.productId }, 1)}
                      >
                        +
                      </Button>
                    </div>
                  </div>
                  <div className="line-total">{formats.money(Math.round(item.price * 100 * item.quantity) / 100)}</div>
                </Row>
              ))}
            </ul>
          </Panel>
          <Panel aria-label={t('cart.summary')}>
            <SummaryRow>
              <span>{t('cart.subtotal', { count: cart.totalQuantity })}</span>
              <strong>{formats.money(cart.total)}</strong>
            </SummaryRow>
            {overStock.length > 0 && <Notice $tone="error">{t('cart.lowerQuantities')}</Notice>}
            <div style={{ display: 'grid', gap: 8, marginTop: 12 }}>
              <Button $block disabled={overStock.length > 0} onClick={() => void navigate('/checkout')}>
                {t('common.proceedToCheckout')}
              </Button>
              <Button $block $variant="plain" onClick={() => void cart.clearCart()}>
                {t('cart.emptyCart')}
              </Button>
            </div>
          </Panel>
        </Columns>
      )}
    </Page>
  );
}
