import { useState } from 'react';
import { Link, Notice, Page, PageTitle, useAsync, useCart, useNavigate, useSession } from '@storefront/ui';
import type { Order } from '@storefront/contracts';
import { ordersApi } from '../api';
import { refillCartWith } from '../buy-again';
import { useText } from '../messages';
import { GuestOrdersJoin } from './orders/GuestOrdersJoin';
import { OrderCard } from './orders/OrderCard';
import { useOrderCards } from './orders/useOrderCards';

/** Your Orders: the signed-in shopper's orders, newest first, each with its actions. */
export default function Orders() {
  const t = useText();
  const me = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const orders = useAsync((signal) => (me ? ordersApi.list(me.userId, signal) : Promise.resolve(null)), [me?.userId]);

  const [busy, setBusy] = useState<string | null>(null);
  const { updated, messages, cancelled, cancelFailed } = useOrderCards();
  /** Buy Again fills the cart and shows it; Proceed to Checkout fills it and pays for this order. */
  const refill = async (order: Order, next: string) => {
    setBusy(order._id);
    try {
      await refillCartWith(cart, order); // never rejects: the cart's actions do not
      void navigate(next);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page>
      <PageTitle>{t('orders.title')}</PageTitle>
      {!me && (
        <Notice $tone="error">
          {t('orders.noUser')} <Link to="/login?next=%2Forders">{t('orders.logIn')}</Link> {t('orders.toSeeOrders')}
        </Notice>
      )}
      {!me && (
        <p>
          {t('orders.placedAsGuest')} <Link to="/find-order">{t('common.findMyOrder')}</Link>
        </p>
      )}
      {me && orders.status === 'loading' && <Notice>{t('orders.loading')}</Notice>}
      {me && orders.status === 'error' && <Notice $tone="error">{t('orders.failed')}</Notice>}
      {me && orders.status === 'done' && orders.data?.length === 0 && <Notice>{t('orders.none')}</Notice>}
      {orders.status === 'done' &&
        [...(orders.data ?? [])]
          .map((order) => updated[order._id] ?? order)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              message={messages[order._id]}
              busy={busy !== null}
              onRefill={(o, next) => void refill(o, next)}
              onCancelled={cancelled}
              onCancelFailed={cancelFailed}
            />
          ))}
      {me && orders.status === 'done' && <GuestOrdersJoin />}
    </Page>
  );
}
