import { useEffect, useState } from 'react';
import { Card, errorMessage, Page, PageTitle, useCart, useNavigate, useSearchParams, useSession } from '@storefront/ui';
import { orderNumberOf } from '@storefront/contracts/shop';
import { ordersApi } from '../api';
import { useText } from '../messages';
import { useEnteredCodes } from '../entered-codes';

/** Spec constant: the success page moves on to the orders after 3 seconds. */
export const SUCCESS_REDIRECT_MS = 3000;

export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const sessionId = params.get('session_id');
  const signedIn = Boolean(useSession());
  const { refresh } = useCart();
  const { clear: clearCodes } = useEnteredCodes();
  const navigate = useNavigate();
  const t = useText();
  // What the store answered, worded when shown (so a switch of language rewords it).
  const [note, setNote] = useState<
    { is: 'confirming' } | { is: 'paid'; orderId: string } | { is: 'not yet' } | { is: 'failed'; message: string }
  >({ is: 'confirming' });

  useEffect(() => {
    let live = true;
    // A guest's browser proves the order is theirs with its cart cookie, as a shopper's with the session.
    if (orderId) {
      // The server checks with the payment provider; this page cannot mark anything paid itself.
      ordersApi
        .confirmPayment(orderId, sessionId)
        .then((order) => {
          if (!live) return;
          // The codes went with the order: the next cart starts without them.
          if (order.paymentStatus === 'Paid') clearCodes();
          setNote(order.paymentStatus === 'Paid' ? { is: 'paid', orderId: order._id } : { is: 'not yet' });
        })
        .catch((err: unknown) => live && setNote({ is: 'failed', message: errorMessage(err) }));
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
  }, [orderId, sessionId, signedIn, refresh, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Page>
      <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
        <PageTitle>{t('payment.successTitle')}</PageTitle>
        <p>
          {note.is === 'confirming'
            ? t('payment.confirming')
            : note.is === 'paid'
              ? t(signedIn ? 'payment.confirmed' : 'payment.confirmedGuest', { id: orderNumberOf(note.orderId) })
              : note.is === 'not yet'
                ? t('payment.beingConfirmed')
                : note.message}
        </p>
        <p>{signedIn ? t('payment.toOrders') : t('payment.toOrder')}</p>
      </Card>
    </Page>
  );
}
