import { useState } from 'react';
import { Button, Link, useCart, useLanguage, useNavigate, sendToPayment, useSession } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { awaitsPayment, refillCartWith } from '../../buy-again';
import { type Say, useText } from '../../messages';
import { SummaryRow, Panel } from '../../layout';
import { TaxRows } from '../../TaxRows';
import { DiscountRows } from '../../DiscountRows';
import { GiftCardRows } from '../../GiftCardRows';
import { paymentProblem } from '../../checkout/place-and-pay';
import { ordersApi } from '../../api';

interface SummaryPanelProps {
  order: Order;
  /** The order was opened from a link mailed to a guest. */
  access: string | null;
  onPaymentProblem: (say: Say) => void;
}

/** The order's sums, and the way to pay for it while it waits for its payment. */
export function SummaryPanel({ order: o, access, onPaymentProblem }: SummaryPanelProps) {
  const t = useText();
  const { formats } = useLanguage();
  const me = useSession();
  return (
    <Panel aria-label={t('common.orderSummary')}>
      <h2>{t('detail.summary')}</h2>
      <SummaryRow>
        <span>{t('detail.items')}</span>
        <span>{formats.money(o.subtotal)}</span>
      </SummaryRow>
      <DiscountRows discounts={o.discounts} discount={o.discount} />
      <SummaryRow>
        <span>{t('common.shippingHandling')}</span>
        <span>{formats.money(o.shipping)}</span>
      </SummaryRow>
      <TaxRows taxes={o.taxes} tax={o.tax} estimated={false} />
      <SummaryRow $strong>
        <span>{t('detail.total')}</span>
        <span>{formats.money(o.totalAmount)}</span>
      </SummaryRow>
      <GiftCardRows giftCards={o.giftCards} amountDue={o.amountDue} />
      {o.refundedAmount > 0 && (
        <SummaryRow>
          <span>{t('detail.refunded')}</span>
          <span>{formats.money(o.refundedAmount)}</span>
        </SummaryRow>
      )}
      <PayButton order={o} access={access} onPaymentProblem={onPaymentProblem} />
      {o.paidAt && (
        <p>
          {/* A file, not a page of the store: the browser opens it as it is. */}
          <a href={ordersApi.receiptUrl(o._id, access)} target="_blank" rel="noopener">
            {t('detail.receiptPdf')}
          </a>
        </p>
      )}
      {me && (
        <p>
          <Link to="/orders">{t('detail.backToOrders')}</Link>
        </p>
      )}
    </Panel>
  );
}

function PayButton({ order: o, access, onPaymentProblem }: SummaryPanelProps) {
  const t = useText();
  const me = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const payAsGuest = async () => {
    setBusy(true);
    try {
      await sendToPayment(o._id);
    } catch (err) {
      onPaymentProblem(paymentProblem(err));
      setBusy(false);
    }
  };
  const proceedToCheckout = async () => {
    setBusy(true);
    try {
      await refillCartWith(cart, o); // never rejects: the cart's actions do not
      void navigate(`/checkout?orderId=${o._id}`);
    } finally {
      setBusy(false);
    }
  };
  if (!awaitsPayment(o)) return null;
  if (!me) {
    if (access) return null;
    // The browser the guest ordered from pays for it directly (it has no cart of this order to refill).
    return (
      <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void payAsGuest()}>
        {t('common.payNow')}
      </Button>
    );
  }
  // As the spec says: the cart becomes this order's items, then checkout pays for the order.
  return (
    <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={busy} onClick={() => void proceedToCheckout()}>
      {t('common.proceedToCheckout')}
    </Button>
  );
}
