import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Address, Order, ShippingAddress } from '@storefront/contracts';
import {
  ApiError,
  Button,
  Notice,
  Page,
  PageTitle,
  SignInRequired,
  errorMessage,
  formatMoney,
  listAddresses,
  theme,
  useAsync,
  useSession,
  useCart,
  withReturn,
} from '@storefront/ui';
import { ordersApi } from '../api';
import { awaitsPayment } from '../buy-again';
import { Columns, ItemLine, ItemList, Panel, SummaryRow, TaxRows } from '../parts';

const Radios = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(1)};
  label {
    display: flex;
    gap: ${theme.space(1)};
    align-items: center;
    cursor: pointer;
  }
  .free {
    color: ${theme.color.success};
  }
`;

const toShipping = (a: Address): ShippingAddress => ({
  fullName: a.fullName,
  street: a.street,
  city: a.city,
  province: a.province,
  country: a.country,
  postalCode: a.postalCode,
  phoneNumber: a.phoneNumber,
});

/** 'Tuesday, November 24' for '2026-11-24' (the date itself, whatever this browser's time zone). */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function AddressLines({ a }: { a: ShippingAddress }) {
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      <strong>{a.fullName}</strong>
      <br />
      {a.street}
      <br />
      {a.city}, {a.province} {a.postalCode}
      <br />
      {a.country}
      {a.phoneNumber && (
        <>
          <br />
          Phone: {a.phoneNumber}
        </>
      )}
    </address>
  );
}

export default function Checkout() {
  const me = useSession();
  const cart = useCart();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const addresses = useAsync((signal) => (me ? listAddresses(me.userId, signal) : Promise.resolve([])), [me?.userId]);
  const existing = useAsync((signal) => (orderId && me ? ordersApi.detail(orderId, signal) : Promise.resolve(null)), [orderId, me?.userId]);
  const dates = useAsync((signal) => ordersApi.deliveryDates(signal), []);
  const [pickedDate, pickDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  /** The order an earlier attempt placed, and what it was placed for. */
  const [placedFor, setPlacedFor] = useState<{ order: Order; key: string } | null>(null);

  // The address chosen in the address book (it sends the shopper back here with it), else the default,
  // else the first.
  const book = addresses.status === 'done' ? addresses.data : [];
  const picked = params.get('address');
  const chosen = book.find((a) => a._id === picked) ?? book.find((a) => a.isDefault) ?? book[0] ?? null;
  // Where the address book sends the shopper back to: this checkout, as it is.
  const here = `/checkout${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`;
  const order = existing.status === 'done' ? existing.data : null;
  const shipping: ShippingAddress | null = order ? order.shippingAddress : chosen ? toShipping(chosen) : null;
  const lines = useMemo(
    () => (orderId ? (order?.items ?? []) : cart.items).map((i) => ({ productId: i.productId, quantity: i.quantity })),
    [orderId, order, cart.items],
  );
  const quoteKey = JSON.stringify([lines, shipping?.province, shipping?.country]);
  const quote = useAsync(
    (signal) => (!orderId && me && lines.length > 0 ? ordersApi.quote(me.userId, lines, shipping, signal) : Promise.resolve(null)),
    [quoteKey, me?.userId],
  );

  // The first delivery date until the shopper picks one.
  const date = pickedDate ?? (dates.status === 'done' ? (dates.data.dates[0] ?? null) : null);

  // An order placed by an earlier attempt is paid for on a retry, unless what would be ordered differs from it.
  const orderKey = JSON.stringify([lines, shipping, date]);
  const placed = placedFor?.key === orderKey ? placedFor.order : null;

  if (!me) return <SignInRequired message="Please log in to check out" />;
  if (orderId && existing.status === 'error')
    return (
      <Page>
        <Notice $tone="error">{errorMessage(existing.error)}</Notice>
      </Page>
    );
  if (order && !awaitsPayment(order)) {
    return (
      <Page>
        <Notice>
          {order.status === 'Payment Failed'
            ? 'The payment for this order failed. Buy Again from Your Orders puts its items in a new order. '
            : `This order is ${order.status.toLowerCase()}: there is nothing to pay. `}
          <Link to={`/orders/${order._id}`}>See the order</Link>
        </Notice>
      </Page>
    );
  }

  const summary = order
    ? {
        items: order.items,
        subtotal: order.subtotal,
        taxes: order.taxes,
        tax: order.tax,
        shipping: order.shipping,
        totalAmount: order.totalAmount,
      }
    : quote.status === 'done' && quote.data
      ? quote.data
      : null;
  const shortages = !order && quote.status === 'done' && quote.data ? quote.data.items.filter((i) => i.quantity > i.stock) : [];
  const itemCount = (summary?.items ?? []).reduce((n, i) => n + i.quantity, 0);

  const placeOrder = async () => {
    setError('');
    if (!me.userId) return setError('User ID is missing.');
    if (!shipping) return setError('Please select a shipping address.');
    setBusy(true);
    // An order placed by an earlier attempt is paid for, not placed again.
    let payFor = order ?? placed;
    if (!payFor) {
      try {
        payFor = await ordersApi.place(me.userId, lines, shipping, date ?? '');
        setPlacedFor({ order: payFor, key: orderKey });
      } catch (err) {
        setError(`Checkout failed: ${errorMessage(err)}`);
        setBusy(false);
        return;
      }
    }
    try {
      const session = await ordersApi.checkoutSession(payFor._id);
      const to = new URL(session.url, window.location.href);
      if (to.protocol !== 'https:' && to.protocol !== 'http:') throw new Error(`Unexpected payment address ${session.url}`);
      // To the card payment provider's page.
      window.location.assign(to.toString());
    } catch (err) {
      console.error(err);
      // The store refusing (e.g. stock ran out since) is a checkout failure with its reason; the payment
      // provider unreachable or a bad payment address is a failed redirect to payment.
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      setError(refused ? `Checkout failed: ${errorMessage(err)}` : 'Payment failed, please try again.');
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageTitle>Secure Checkout</PageTitle>
      <Columns>
        <div>
          <Panel aria-label="Delivery address">
            <h2>Delivering to</h2>
            {addresses.status === 'loading' && !order && <Notice>Loading your addresses...</Notice>}
            {shipping ? (
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                <AddressLines a={shipping} />
                {!order && (
                  <Link to={withReturn('/account/addresses', here)}>
                    <Button $variant="plain" as="span">
                      Change
                    </Button>
                  </Link>
                )}
              </div>
            ) : addresses.status === 'error' ? (
              <Notice $tone="error">
                Your addresses could not be loaded: {errorMessage(addresses.error)} Reload the page to try again.
              </Notice>
            ) : (
              addresses.status !== 'loading' && (
                <Notice>
                  No default address found. Please add an address. <Link to={withReturn('/addresses/new', here)}>+ Add Address</Link>
                </Notice>
              )
            )}
          </Panel>
          <Panel aria-label="Delivery date">
            <h2>Delivery date</h2>
            {order ? (
              <p>{dayLabel(order.deliveryDate)} - Free Delivery</p>
            ) : dates.status === 'done' ? (
              <Radios>
                <legend className="sr-only">Choose a delivery date</legend>
                {dates.data.dates.map((d) => (
                  <label key={d}>
                    <input type="radio" name="delivery" value={d} checked={date === d} onChange={() => pickDate(d)} />
                    {dayLabel(d)} <span className="free">- Free Delivery</span>
                  </label>
                ))}
              </Radios>
            ) : (
              <Notice>{dates.status === 'error' ? errorMessage(dates.error) : 'Loading delivery dates...'}</Notice>
            )}
          </Panel>
          <Panel aria-label="Items">
            <h2>Items</h2>
            {summary ? (
              <ItemList>
                {summary.items.map((i) => (
                  <ItemLine key={i.productId} item={i} />
                ))}
              </ItemList>
            ) : lines.length === 0 && !orderId ? (
              <Notice>
                Your cart is empty. <Link to="/">Continue shopping</Link>
              </Notice>
            ) : quote.status === 'error' ? (
              <Notice $tone="error">{errorMessage(quote.error)}</Notice>
            ) : (
              <Notice>Loading...</Notice>
            )}
            {shortages.map((s) => (
              <Notice key={s.productId} $tone="error">
                {s.stock > 0 ? `Only ${s.stock} of ${s.name} left in stock.` : `${s.name} is out of stock.`}{' '}
                <Link to="/cart">Change your cart</Link>
              </Notice>
            ))}
          </Panel>
        </div>
        <Panel aria-label="Order summary">
          <h2>Order Summary</h2>
          {summary && (
            <>
              <SummaryRow>
                <span>Items ({itemCount}):</span>
                <span>{formatMoney(summary.subtotal)}</span>
              </SummaryRow>
              <SummaryRow>
                <span>Shipping &amp; handling:</span>
                <span>{formatMoney(summary.shipping)}</span>
              </SummaryRow>
              <TaxRows taxes={summary.taxes} tax={summary.tax} />
              <SummaryRow $strong>
                <span>Order total:</span>
                <span>{formatMoney(summary.totalAmount)}</span>
              </SummaryRow>
            </>
          )}
          {error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )}
          <Button
            $block
            $variant="secondary"
            style={{ marginTop: 12 }}
            disabled={busy || !summary || shortages.length > 0 || (!order && !date)}
            onClick={() => void placeOrder()}
          >
            {busy ? 'Processing...' : 'Place your order'}
          </Button>
          <p style={{ fontSize: 12, color: theme.color.muted }}>You pay by card on our payment provider's secure page.</p>
        </Panel>
      </Columns>
    </Page>
  );
}
