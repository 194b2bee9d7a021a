import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Order, OrderItem, Quote, ShippingAddress, TaxLine } from '@storefront/contracts';
import { ApiError, type AsyncState, Button, Notice, errorMessage, formatMoney, theme } from '@storefront/ui';
import { ordersApi } from './api';
import { ItemLine, ItemList, Panel, SummaryRow, TaxRows } from './parts';

// What the shopper's and the guest's checkout share: the delivery date choice, the address as printed,
// and the step to the payment page.

export const Radios = styled.fieldset`
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

/** 'Tuesday, November 24' for '2026-11-24' (the date itself, whatever this browser's time zone). */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function AddressLines({ a }: { a: ShippingAddress }) {
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

/** Sends the browser to the card payment page for an order; throws what refused it. */
export async function sendToPayment(orderId: string): Promise<void> {
  const session = await ordersApi.checkoutSession(orderId);
  const to = new URL(session.url, window.location.href);
  if (to.protocol !== 'https:' && to.protocol !== 'http:') throw new Error(`Unexpected payment address ${session.url}`);
  // To the card payment provider's page.
  window.location.assign(to.toString());
}

/** Why an order could not go to payment: the store refusing (e.g. stock ran out since) is a checkout
 * failure with its reason; the payment provider unreachable or a bad payment address is a failed redirect. */
export function paymentProblem(err: unknown): string {
  const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
  return refused ? `Checkout failed: ${errorMessage(err)}` : 'Payment failed, please try again.';
}

/** What the summary shows: a quote, or the order being paid for. */
export interface CheckoutSummary {
  items: OrderItem[];
  subtotal: number;
  taxes: TaxLine[];
  tax: number;
  shipping: number;
  totalAmount: number;
}

export function DeliveryDateChoice({
  dates,
  date,
  onPick,
}: {
  dates: AsyncState<{ dates: string[] }>;
  date: string | null;
  onPick: (date: string) => void;
}) {
  return (
    <Panel aria-label="Delivery date">
      <h2>Delivery date</h2>
      {dates.status === 'done' ? (
        <Radios>
          <legend className="sr-only">Choose a delivery date</legend>
          {dates.data.dates.map((d) => (
            <label key={d}>
              <input type="radio" name="delivery" value={d} checked={date === d} onChange={() => onPick(d)} />
              {dayLabel(d)} <span className="free">- Free Delivery</span>
            </label>
          ))}
        </Radios>
      ) : (
        <Notice>{dates.status === 'error' ? errorMessage(dates.error) : 'Loading delivery dates...'}</Notice>
      )}
    </Panel>
  );
}

export function ItemsPanel({
  summary,
  empty,
  quote,
  shortages,
}: {
  summary: CheckoutSummary | null;
  /** Nothing to order (an empty cart). */
  empty: boolean;
  quote: AsyncState<Quote | null>;
  shortages: Quote['items'];
}) {
  return (
    <Panel aria-label="Items">
      <h2>Items</h2>
      {summary ? (
        <ItemList>
          {summary.items.map((i) => (
            <ItemLine key={i.productId} item={i} />
          ))}
        </ItemList>
      ) : empty ? (
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
  );
}

export function OrderSummaryPanel({
  summary,
  error,
  busy,
  disabled,
  onPlace,
}: {
  summary: CheckoutSummary | null;
  error: string;
  busy: boolean;
  disabled: boolean;
  onPlace: () => void;
}) {
  const itemCount = (summary?.items ?? []).reduce((n, i) => n + i.quantity, 0);
  return (
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
      <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={disabled} onClick={onPlace}>
        {busy ? 'Processing...' : 'Place your order'}
      </Button>
      <p style={{ fontSize: 12, color: theme.color.muted }}>You pay by card on our payment provider's secure page.</p>
    </Panel>
  );
}

/** Placing the order, then the payment page, as both checkouts do it: an order an earlier attempt placed
 * for the same details (`key`) is paid for on a retry, not placed again. */
export function usePlaceAndPay() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [placedFor, setPlacedFor] = useState<{ order: Order; key: string } | null>(null);
  /** `existing`: an order already placed (paying for it from Your Orders); `refused` says why placing failed. */
  const go = async (key: string, existing: Order | null, place: () => Promise<Order>, refused: (err: unknown) => string) => {
    setError('');
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
    try {
      await sendToPayment(order._id);
    } catch (err) {
      console.error(err);
      setError(paymentProblem(err));
      setBusy(false);
    }
  };
  return { busy, error, setError, go };
}
