import { type AsyncState, errorMessage, fieldProblems, Link, Notice } from '@storefront/ui';
import type { Quote } from '@storefront/contracts';
import { useText } from '../messages';
import { ItemLine, ItemList, useLineName } from '../items';
import { Panel } from '../layout';
import type { CheckoutSummary } from './OrderSummaryPanel';

/** What is being ordered (a line per variant), or why it cannot be shown, and each line the stock cannot fill. */
export function ItemsPanel({
  summary,
  empty,
  quote,
  shortages,
  fieldsAbove = false,
}: {
  summary: CheckoutSummary | null;
  /** Nothing to order (an empty cart). */
  empty: boolean;
  quote: AsyncState<Quote | null>;
  shortages: Quote['items'];
  /** The address is a form above, which says the quote's problems with it at their fields. */
  fieldsAbove?: boolean;
}) {
  const t = useText();
  const lineName = useLineName();
  return (
    <Panel aria-label={t('common.items')}>
      <h2>{t('common.items')}</h2>
      {summary ? (
        <ItemList>
          {summary.items.map((i) => (
            <ItemLine key={i.variantId} item={i} />
          ))}
        </ItemList>
      ) : empty ? (
        <Notice>
          {t('checkout.cartEmpty')} <Link to="/">{t('common.continueShopping')}</Link>
        </Notice>
      ) : quote.status === 'error' ? (
        <Notice $tone="error">
          {fieldsAbove && Object.keys(fieldProblems(quote.error)).length > 0 ? t('guest.correctDetails') : errorMessage(quote.error)}
        </Notice>
      ) : (
        <Notice>{t('common.loading')}</Notice>
      )}
      {shortages.map((s) => (
        <Notice key={s.variantId} $tone="error">
          {s.stock > 0 ? t('checkout.onlyLeftOf', { stock: s.stock, name: lineName(s) }) : t('checkout.soldOut', { name: lineName(s) })}{' '}
          <Link to="/cart">{t('checkout.changeCart')}</Link>
        </Notice>
      ))}
    </Panel>
  );
}
