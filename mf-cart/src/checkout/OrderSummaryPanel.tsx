import { Button, Notice, theme, useLanguage } from '@storefront/ui';
import type { ComponentProps } from 'react';
import type { Discount, OrderItem, TaxLine } from '@storefront/contracts';
import { DiscountRows } from '../DiscountRows';
import { GiftCardRows } from '../GiftCardRows';
import { PromotionCodes } from '../PromotionCodes';
import { useText } from '../messages';
import { Panel, SummaryRow } from '../layout';
import { TaxRows } from '../TaxRows';

/** What the summary shows: a quote, or the order being paid for. */
export interface CheckoutSummary {
  items: OrderItem[];
  subtotal: number;
  discounts?: Discount[];
  discount?: number;
  taxes: TaxLine[];
  tax: number;
  shipping: number;
  totalAmount: number;
  giftCards?: Array<{ lastFour: string; amount: number }>;
  amountDue?: number;
  /** Where the tax comes from ('' before the province is known). */
  taxRegion?: string;
}

/** The order's sums and the button that places it. */
export function OrderSummaryPanel({
  summary,
  error,
  busy,
  disabled,
  onPlace,
  codeField,
}: {
  summary: CheckoutSummary | null;
  /** The code field, while the order is still to be placed. */
  codeField?: ComponentProps<typeof PromotionCodes> | null;
  error: string;
  busy: boolean;
  disabled: boolean;
  onPlace: () => void;
}) {
  const t = useText();
  const { formats } = useLanguage();
  const itemCount = (summary?.items ?? []).reduce((n, i) => n + i.quantity, 0);
  return (
    <Panel aria-label={t('common.orderSummary')}>
      <h2>{t('checkout.orderSummary')}</h2>
      {summary && (
        <>
          <SummaryRow>
            <span>{t('checkout.itemCount', { count: itemCount })}</span>
            <span>{formats.money(summary.subtotal)}</span>
          </SummaryRow>
          <DiscountRows discounts={summary.discounts} discount={summary.discount} />
          <SummaryRow>
            <span>{t('common.shippingHandling')}</span>
            <span>{formats.money(summary.shipping)}</span>
          </SummaryRow>
          <TaxRows
            taxes={summary.taxes}
            tax={summary.tax}
            estimated
            provinceUnknown={summary.taxRegion === '' && summary.items.some((i) => !i.giftCard)}
          />
          <SummaryRow $strong>
            <span>{t('checkout.orderTotal')}</span>
            <span>{formats.money(summary.totalAmount)}</span>
          </SummaryRow>
          <GiftCardRows giftCards={summary.giftCards} amountDue={summary.amountDue} />
        </>
      )}
      {codeField && <PromotionCodes {...codeField} />}
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={disabled} onClick={onPlace}>
        {busy ? t('common.processing') : t('checkout.placeOrder')}
      </Button>
      <p style={{ fontSize: 12, color: theme.color.muted }}>{t('checkout.payByCard')}</p>
    </Panel>
  );
}
