import { useState } from 'react';
import { ApiError, errorMessage } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { ordersApi } from '../../api';
import type { Say } from '../../messages';

/** What a card has to say: cancelled, or why not. */
export type CardMessage = { tone: 'success' | 'error'; say: Say };

/** Orders as a cancel answered them (they replace the loaded ones), and what each card has to say. */
export function useOrderCards() {
  const [updated, setUpdated] = useState<Record<string, Order>>({});
  const [messages, setMessages] = useState<Record<string, CardMessage>>({});
  const replace = (order: Order) => setUpdated((all) => ({ ...all, [order._id]: order }));
  const cancelled = (order: Order, say: Say) => {
    replace(order);
    setMessages((all) => ({ ...all, [order._id]: { tone: 'success', say } }));
  };
  const cancelFailed = (order: Order, err: unknown) => {
    setMessages((all) => ({ ...all, [order._id]: { tone: 'error', say: () => errorMessage(err) } }));
    // Refused because it moved on (shipped meanwhile): show where it is now.
    if (err instanceof ApiError && err.status === 409) ordersApi.detail(order._id).then(replace, () => undefined);
  };
  return { updated, messages, cancelled, cancelFailed };
}
