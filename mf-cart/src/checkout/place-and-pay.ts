import { useState } from 'react';
import { ApiError, errorMessage, sendToPayment, useNavigate } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { type Say, text } from '../messages';

/** Why an order could not go to payment: the store refusing (e.g. stock ran out since) is a checkout
 * failure with its reason; the payment provider unreachable or a bad payment address is a failed redirect. */
export function paymentProblem(err: unknown): Say {
  const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
  return refused ? () => text('common.checkoutFailed', { reason: errorMessage(err) }) : () => text('common.paymentFailed');
}

/** Placing the order, then the payment page, as both checkouts do it: an order an earlier attempt placed
 * for the same details (`key`) is paid for on a retry, not placed again. */
export function usePlaceAndPay() {
  const [busy, setBusy] = useState(false);
  // Kept unworded, so a switch of language rewords it.
  const [problem, setProblem] = useState<Say | null>(null);
  const setError = (say: Say | null) => setProblem(() => say);
  const [placedFor, setPlacedFor] = useState<{ order: Order; key: string } | null>(null);
  const navigate = useNavigate();
  /** `existing`: an order already placed (paying for it from Your Orders); `refused` says why placing failed. */
  const go = async (key: string, existing: Order | null, place: () => Promise<Order>, refused: (err: unknown) => Say) => {
    setError(null);
    setBusy(true);
    let order = existing ?? (placedFor?.key === key ? placedFor.order : null);
    if (!order) {
      try {
        order = await place();
        setPlacedFor({ order, key });
      } catch (err) {
        setError(refused(err));
        setBusy(false);
        return;
      }
    }
    // Gift cards paid it all: there is no card payment page, only the confirmation.
    if (order.paymentStatus === 'Paid') {
      void navigate(`/success?orderId=${encodeURIComponent(order._id)}`);
      return;
    }
    try {
      await sendToPayment(order._id);
    } catch (err) {
      console.error(err);
      setError(paymentProblem(err));
      setBusy(false);
    }
  };
  return { busy, error: problem?.() ?? '', setError, go };
}
