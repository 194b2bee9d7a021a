import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Page, PageTitle, errorMessage, useSession, useCart } from '@storefront/ui';
import { ordersApi } from '../api';

/** Spec constant: the success page moves on to the orders after 3 seconds. */
export const SUCCESS_REDIRECT_MS = 3000;

export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const sessionId = params.get('session_id');
  const signedIn = Boolean(useSession());
  const { refresh } = useCart();
  const navigate = useNavigate();
  const [note, setNote] = useState('Confirming your payment...');

  useEffect(() => {
    let live = true;
    // A guest's browser proves the order is theirs with its cart cookie, as a shopper's with the session.
    if (orderId) {
      // The server checks with the payment provider; this page cannot mark anything paid itself.
      ordersApi
        .confirmPayment(orderId, sessionId)
        .then((order) => {
          if (!live) return;
          setNote(
            order.paymentStatus === 'Paid'
              ? `Order ${order._id} is confirmed. A receipt is on its way to you${signedIn ? '' : ', with a link to follow your order'}.`
              : 'Your payment is being confirmed; your order will show it shortly.',
          );
        })
        .catch((err: unknown) => live && setNote(errorMessage(err)));
    }
    // The server empties the cart as the payment is recorded.
    const again = setTimeout(() => void refresh(), 1000);
    // A guest has no order list: they go to the order itself.
    const next = signedIn || !orderId ? '/orders' : `/orders/${encodeURIComponent(orderId)}`;
    const timer = setTimeout(() => void navigate(next), SUCCESS_REDIRECT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(again);
    };
  }, [orderId, sessionId, signedIn, refresh, navigate]);

  return (
    <Page>
      <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
        <PageTitle>Payment Successful!</PageTitle>
        <p>{note}</p>
        <p>{signedIn ? 'Taking you to your orders...' : 'Taking you to your order...'}</p>
      </Card>
    </Page>
  );
}
