import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, Button, Notice, Page, PageTitle, SignInRequired, formatMoney, useAsync, useSession } from '@storefront/ui';
import { ordersApi } from '../api';
import { awaitsPayment, refillCartWith } from '../buy-again';
import { useCart } from '../cart-module';
import { Columns, ItemLine, ItemList, Panel, StatusBadge, SummaryRow, TaxRows, formatDate } from '../parts';
import { dayLabel } from './Checkout';

export default function OrderDetail() {
  const { orderId = '' } = useParams();
  const me = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const order = useAsync((signal) => (me ? ordersApi.detail(orderId, signal) : Promise.resolve(null)), [orderId, me?.userId]);

  if (!me) return <SignInRequired message="Please log in to see this order" />;
  if (order.status === 'loading') return <Page><Notice>Loading order...</Notice></Page>;
  if (order.status === 'error') {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <Page><Notice $tone="error">{missing ? 'Order not found.' : 'Failed to load order.'}</Notice></Page>;
  }
  const o = order.data;
  if (!o) return <Page><Notice>Order not found.</Notice></Page>;
  const a = o.shippingAddress;

  return (
    <Page>
      <PageTitle>Order Details</PageTitle>
      <p>
        Order ID: <strong>{o._id}</strong> · Ordered on {formatDate(o.createdAt)} · <StatusBadge $status={o.status}>{o.status}</StatusBadge>
      </p>
      {o.backordered.length > 0 && (
        <Notice>
          Sold out before your payment came, and sent as soon as it is back in stock:{' '}
          {o.backordered.map((b) => `${b.quantity} × ${b.name}`).join(', ')}.
        </Notice>
      )}
      <Columns>
        <div>
          <Panel>
            <h2>Items</h2>
            <ItemList>
              {o.items.map((i) => (
                <ItemLine key={i.productId} item={i} />
              ))}
            </ItemList>
          </Panel>
          <Panel>
            <h2>Delivery</h2>
            <p>
              {a.fullName}, {a.street}, {a.city}, {a.province} {a.postalCode}, {a.country}
            </p>
            <p>{dayLabel(o.deliveryDate)} - Free Delivery</p>
          </Panel>
        </div>
        <Panel aria-label="Order summary">
          <h2>Summary</h2>
          <SummaryRow>
            <span>Items:</span>
            <span>{formatMoney(o.subtotal)}</span>
          </SummaryRow>
          <SummaryRow>
            <span>Shipping &amp; handling:</span>
            <span>{formatMoney(o.shipping)}</span>
          </SummaryRow>
          <TaxRows taxes={o.taxes} tax={o.tax} />
          <SummaryRow $strong>
            <span>Total:</span>
            <span>{formatMoney(o.totalAmount)}</span>
          </SummaryRow>
          {awaitsPayment(o) && (
            // As the spec says: the cart becomes this order's items, then checkout pays for the order.
            <Button
              $block
              $variant="secondary"
              style={{ marginTop: 12 }}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await refillCartWith(cart, o);
                  navigate(`/checkout?orderId=${o._id}`);
                } finally {
                  setBusy(false);
                }
              }}
            >
              Proceed to Checkout
            </Button>
          )}
          <p>
            <Link to="/orders">Back to Your Orders</Link>
          </p>
        </Panel>
      </Columns>
    </Page>
  );
}
