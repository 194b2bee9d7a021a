import { useState } from 'react';
import { ApiError, errorMessage } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { ordersApi } from '../../api';
import type { Say } from '../../messages';

/** What the last cancel or return said, for the order it was about. */
export type OrderMessage = { orderId: string; tone: 'success' | 'error'; say: Say };

/** The order as the last cancel or return answered it (it replaces the loaded one), and what the page says of it. */
export function useOrderChanges() {
  const [updated, setUpdated] = useState<Order | null>(null);
  const [message, setMessage] = useState<OrderMessage | null>(null);
  const changed = (order: Order, say: Say) => {
    setUpdated(order);
    setMessage({ orderId: order._id, tone: 'success', say });
  };
  const failed = (orderId: string, say: Say) => setMessage({ orderId, tone: 'error', say });
  const cancelFailed = (orderId: string, err: unknown) => {
    failed(orderId, () => errorMessage(err));
    // Refused because it moved on (shipped meanwhile): show where it is now.
    if (err instanceof ApiError && err.status === 409) ordersApi.detail(orderId).then(setUpdated, () => undefined);
  };
  return { updated, message, changed, failed, cancelFailed };
}
