import { Button, Notice, theme, useLanguage, useNavigate, useOrderStatus } from '@storefront/ui';
import styled from 'styled-components';
import type { Order } from '@storefront/contracts';
import { orderNumberOf } from '@storefront/contracts/shop';
import { awaitsPayment } from '../../buy-again';
import { CancelOrder } from '../../CancelOrder';
import { canCancel, canReturn } from '../../order-life';
import { type Say, useText } from '../../messages';
import { ItemLine, ItemList } from '../../items';
import { StatusBadge } from '../../StatusBadge';
import type { CardMessage } from './useOrderCards';

const Card = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin-bottom: ${theme.space(2)};
  overflow: hidden;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    padding: ${theme.space(1.5)} ${theme.space(2)};
    background: #f0f2f2;
    font-size: 13px;
    color: ${theme.color.muted};
    div strong {
      display: block;
      color: ${theme.color.text};
      font-size: 14px;
    }
  }
  .body {
    padding: ${theme.space(1)} ${theme.space(2)} ${theme.space(2)};
  }
  .shipment {
    font-size: 13px;
    color: ${theme.color.muted};
    margin: ${theme.space(1)} 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    margin-top: ${theme.space(1)};
  }
`;

interface OrderCardProps {
  order: Order;
  message: CardMessage | undefined;
  /** An order's lines are being put in the cart: the other refills wait. */
  busy: boolean;
  /** Fills the cart with the order's lines, then goes to `next`. */
  onRefill: (order: Order, next: string) => void;
  onCancelled: (order: Order, say: Say) => void;
  onCancelFailed: (order: Order, err: unknown) => void;
}

/** One order in the list: when, how much, its status and lines, and what can be done with it. */
export function OrderCard({ order, message, busy, onRefill, onCancelled, onCancelFailed }: OrderCardProps) {
  const t = useText();
  const { formats } = useLanguage();
  const statusLabel = useOrderStatus();
  const navigate = useNavigate();
  return (
    <Card data-testid="order-card">
      <header>
        <div>
          {t('orders.placed')}
          <strong>{formats.date(order.createdAt)}</strong>
        </div>
        <div>
          {t('orders.total')}
          <strong>{formats.money(order.totalAmount)}</strong>
        </div>
        <div>
          {t('orders.status')}
          <strong>
            <StatusBadge $status={order.status}>{statusLabel(order.status)}</StatusBadge>
          </strong>
        </div>
        <div>
          {t('orders.orderId')}
          <strong>{t('orders.number', { number: orderNumberOf(order._id) })}</strong>
        </div>
      </header>
      <div className="body">
        <ItemList>
          {order.items.map((i) => (
            <ItemLine key={i.variantId} item={i} />
          ))}
        </ItemList>
        {order.shipment && (
          <p className="shipment">
            {t('orders.shippedWith', { carrier: order.shipment.carrier, tracking: order.shipment.trackingNumber })}
          </p>
        )}
        {message && (
          <Notice $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.say()}
          </Notice>
        )}
        <div className="actions">
          <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}`)}>
            {t('orders.viewDetails')}
          </Button>
          {awaitsPayment(order) && (
            <Button $variant="secondary" disabled={busy} onClick={() => onRefill(order, `/checkout?orderId=${order._id}`)}>
              {t('common.proceedToCheckout')}
            </Button>
          )}
          <Button disabled={busy} onClick={() => onRefill(order, '/cart')}>
            {t('common.buyAgain')}
          </Button>
          {canReturn(order) && (
            <Button $variant="plain" onClick={() => void navigate(`/orders/${order._id}?return=1`)}>
              {t('common.returnItems')}
            </Button>
          )}
          {canCancel(order) && <CancelOrder order={order} onCancelled={onCancelled} onFailed={(err) => onCancelFailed(order, err)} />}
        </div>
      </div>
    </Card>
  );
}
