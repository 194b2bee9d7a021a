import { useState } from 'react';
import { Button, Card, Notice, Page, PageTitle, useNavigate, useSearchParams, sendToPayment, useSession } from '@storefront/ui';
import { paymentProblem } from '../checkout/place-and-pay';
import { type Say, useText } from '../messages';

export default function PaymentCancelled() {
  const t = useText();
  const navigate = useNavigate();
  const me = useSession();
  const orderId = useSearchParams()[0].get('orderId');
  const [busy, setBusy] = useState(false);
  // Kept unworded, so a switch of language rewords it.
  const [error, setErrorState] = useState<Say | null>(null);
  const setError = (say: Say | null) => setErrorState(() => say);
  // A guest has no order list to pay from: they pay here (their browser's cart cookie owns the order).
  if (!me && orderId) {
    const payNow = async () => {
      setBusy(true);
      setError(null);
      try {
        await sendToPayment(orderId);
      } catch (err) {
        setError(paymentProblem(err));
        setBusy(false);
      }
    };
    return (
      <Page>
        <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
          <PageTitle>{t('payment.cancelledTitle')}</PageTitle>
          <p>{t('payment.nothingCharged')}</p>
          {error && (
            <Notice $tone="error" role="alert">
              {error()}
            </Notice>
          )}
          <Button disabled={busy} onClick={() => void payNow()}>
            {busy ? t('common.processing') : t('common.payNow')}
          </Button>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
        <PageTitle>{t('payment.cancelledTitle')}</PageTitle>
        <p>{t('payment.nothingChargedPayFromOrders')}</p>
        <Button onClick={() => void navigate('/orders')}>{t('payment.backToOrders')}</Button>
      </Card>
    </Page>
  );
}
