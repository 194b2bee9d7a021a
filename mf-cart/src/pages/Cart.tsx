import { useMemo } from 'react';
import { Button, Link, Notice, Page, PageTitle, useAsync, useCart, useLanguage, useNavigate, useSession } from '@storefront/ui';
import { ordersApi } from '../api';
import { orderLine } from '../checkout/order-lines';
import { DiscountRows } from '../DiscountRows';
import { GiftCardRows } from '../GiftCardRows';
import { useDroppedCode, useEnteredCodes } from '../entered-codes';
import { PromotionCodes } from '../PromotionCodes';
import { useText } from '../messages';
import { Columns, Panel, SummaryRow } from '../layout';
import { CartLine } from './cart/CartLine';

/** The shopper's cart: its lines, and the way to checkout (held back while a line asks for more than the stock). */
export default function Cart() {
  const t = useText();
  const { formats } = useLanguage();
  const me = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const overStock = cart.items.filter((i) => i.quantity > i.stock);
  // The promotions the cart gets (automatic deals and the codes entered), as the server prices them.
  const entered = useEnteredCodes();
  const lines = useMemo(() => cart.items.map(orderLine), [cart.items]);
  const quoteWith = (codes: string[], signal?: AbortSignal) =>
    me ? ordersApi.quote(me.userId, lines, null, codes, signal) : ordersApi.guestQuote(lines, null, codes, signal);
  const quote = useAsync(
    (signal) => (lines.length > 0 ? quoteWith(entered.codes, signal) : Promise.resolve(null)),
    [JSON.stringify([lines, entered.codes]), me?.userId],
  );
  const dropped = useDroppedCode(entered, quote);
  const priced = quote.status === 'done' ? quote.data : null;

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
                <CartLine key={item.variantId} item={item} />
              ))}
            </ul>
          </Panel>
          <Panel aria-label={t('cart.summary')}>
            <SummaryRow>
              <span>{t('cart.subtotal', { count: cart.totalQuantity })}</span>
              <strong>{formats.money(cart.total)}</strong>
            </SummaryRow>
            <DiscountRows discounts={priced?.discounts} discount={priced?.discount} />
            <GiftCardRows giftCards={priced?.giftCards} amountDue={priced?.amountDue} />
            <PromotionCodes
              codes={entered.codes}
              dropped={dropped}
              onTry={(codes) => quoteWith(codes)}
              onAdd={entered.add}
              onRemove={entered.remove}
            />
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
