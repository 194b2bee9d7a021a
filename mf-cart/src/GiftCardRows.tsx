import { useLanguage } from '@storefront/ui';
import type { Totals } from '@storefront/contracts';
import { useText } from './messages';
import { SummaryRow } from './layout';

/** The gift cards paying the order, each by its last 4 characters, and what is left for the card. */
export function GiftCardRows({ giftCards, amountDue }: Pick<Totals, 'giftCards' | 'amountDue'>) {
  const t = useText();
  const { formats } = useLanguage();
  if (!giftCards || giftCards.length === 0) return null;
  return (
    <>
      {giftCards.map((g) => (
        <SummaryRow key={g.lastFour}>
          <span>{t(g.storeCredit ? 'giftCard.storeCredit' : 'giftCard.paying', { lastFour: g.lastFour })}</span>
          <span>−{formats.money(g.amount)}</span>
        </SummaryRow>
      ))}
      <SummaryRow $strong>
        <span>{t('giftCard.amountDue')}</span>
        <span>{formats.money(amountDue ?? 0)}</span>
      </SummaryRow>
    </>
  );
}
