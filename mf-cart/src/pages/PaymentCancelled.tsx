import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Notice, Page, PageTitle, useSession } from '@storefront/ui';
import { paymentProblem, sendToPayment } from '../checkout-parts';

export default function PaymentCancelled() {
  const navigate = useNavigate();
  const me = useSession();
  const orderId = useSearchParams()[0].get('orderId');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A guest has no order list to pay from: they pay here (their browser's cart cookie owns the order).
  if (!me && orderId) {
    const payNow = async () => {
      setBusy(true);
      setError('');
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
          <PageTitle>Payment Cancelled</PageTitle>
          <p>Nothing was charged. Your order is saved and waiting for payment.</p>
          {error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )}
          <Button disabled={busy} onClick={() => void payNow()}>
            {busy ? 'Processing...' : 'Pay now'}
          </Button>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
        <PageTitle>Payment Cancelled</PageTitle>
        <p>Nothing was charged. Your order is saved and waiting for payment: you can pay for it from your orders.</p>
        <Button onClick={() => void navigate('/orders')}>Go Back to Orders</Button>
      </Card>
    </Page>
  );
}
