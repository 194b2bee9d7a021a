import { useState } from 'react';
import { ApiError, type AsyncState, Button, errorMessage, type formatsFor, Link, Notice, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { Order, OrderItem, Quote, ShippingAddress, TaxLine } from '@storefront/contracts';
import { ordersApi } from './api';
import { type Say, text, useText } from './messages';
import { ItemLine, ItemList } from './items';
import { Panel, SummaryRow } from './layout';
import { TaxRows } from './TaxRows';

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

/** 'Tuesday, November 24' ('mardi 24 novembre') for '2026-11-24' (the date itself, whatever this browser's
 * time zone), in the language of `formats` (useLanguage's). */
export function dayLabel(date: string, formats: ReturnType<typeof formatsFor>): string {
  return formats.date(`${date}T12:00:00Z`, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function AddressLines({ a }: { a: ShippingAddress }) {
  const t = useText();
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
          {t('checkout.phone', { phone: a.phoneNumber })}
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
export function paymentProblem(err: unknown): Say {
  const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
  return refused ? () => text('common.checkoutFailed', { reason: errorMessage(err) }) : () => text('common.paymentFailed');
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
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Panel aria-label={t('common.deliveryDate')}>
      <h2>{t('common.deliveryDate')}</h2>
      {dates.status === 'done' ? (
        <Radios>
          <legend className="sr-only">{t('checkout.chooseDate')}</legend>
          {dates.data.dates.map((d) => (
            <label key={d}>
              <input type="radio" name="delivery" value={d} checked={date === d} onChange={() => onPick(d)} />
              {dayLabel(d, formats)} <span className="free">{t('common.freeDelivery')}</span>
            </label>
          ))}
        </Radios>
      ) : (
        <Notice>{dates.status === 'error' ? errorMessage(dates.error) : t('checkout.loadingDates')}</Notice>
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
  const t = useText();
  return (
    <Panel aria-label={t('common.items')}>
      <h2>{t('common.items')}</h2>
      {summary ? (
        <ItemList>
          {summary.items.map((i) => (
            <ItemLine key={i.productId} item={i} />
          ))}
        </ItemList>
      ) : empty ? (
        <Notice>
          {t('checkout.cartEmpty')} <Link to="/">{t('common.continueShopping')}</Link>
        </Notice>
      ) : quote.status === 'error' ? (
        <Notice $tone="error">{errorMessage(quote.error)}</Notice>
      ) : (
        <Notice>{t('common.loading')}</Notice>
      )}
      {shortages.map((s) => (
        <Notice key={s.productId} $tone="error">
          {s.stock > 0 ? t('checkout.onlyLeftOf', { stock: s.stock, name: s.name }) : t('checkout.soldOut', { name: s.name })}{' '}
          <Link to="/cart">{t('checkout.changeCart')}</Link>
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
  const t = useText();
  const { formats } = useLanguage();
  const itemCount = (summary?.items ?? []).reduce((n, i) => n + i.quantity, 0);
  return (
    <Panel aria-label={t('common.orderSummary')}>
      <h2>{t('checkout.orderSummary')}</h2>
      {summary && (
        <>
          <SummaryRow>
            <span>{t('checkout.itemCount', { count: itemCount })}</span>
            <span>{formats.money(summary.subtotal)}</span>
          </SummaryRow>
          <SummaryRow>
            <span>{t('common.shippingHandling')}</span>
            <span>{formats.money(summary.shipping)}</span>
          </SummaryRow>
          <TaxRows taxes={summary.taxes} tax={summary.tax} />
          <SummaryRow $strong>
            <span>{t('checkout.orderTotal')}</span>
            <span>{formats.money(summary.totalAmount)}</span>
          </SummaryRow>
        </>
      )}
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button $block $variant="secondary" style={{ marginTop: 12 }} disabled={disabled} onClick={onPlace}>
        {busy ? t('common.processing') : t('checkout.placeOrder')}
      </Button>
      <p style={{ fontSize: 12, color: theme.color.muted }}>{t('checkout.payByCard')}</p>
    </Panel>
  );
}

/** Placing the order, then the payment page, as both checkouts do it: an order an earlier attempt placed
 * for the same details (`key`) is paid for on a retry, not placed again. */
export function usePlaceAndPay() {
  const [busy, setBusy] = useState(false);
  // Kept unworded, so a switch of language rewords it.
  const [problem, setProblem] = useState<Say | null>(null);
  const setError = (say: Say | null) => setProblem(() => say);
  const [placedFor, setPlacedFor] = useState<{ order: Order; key: string } | null>(null);
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
