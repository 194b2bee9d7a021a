import { type FormEvent, useMemo, useState } from 'react';
import {
  type AddressFields,
  Button,
  EMPTY_ADDRESS,
  errorMessage,
  fieldProblems,
  Link,
  Page,
  PageTitle,
  useAsync,
  useCart,
  useSearchParams,
} from '@storefront/ui';
import type { TaxedAddress } from '@storefront/contracts';
import { normalisePostalCode } from '@storefront/contracts/shop';
import { ordersApi } from '../api';
import { useDroppedCode, useEnteredCodes } from '../entered-codes';
import { orderLine } from './order-lines';
import { DeliveryDateChoice } from './DeliveryDateChoice';
import { ItemsPanel } from './ItemsPanel';
import { OrderSummaryPanel } from './OrderSummaryPanel';
import { GuestDetailsForm, guestFieldProblems } from './GuestDetailsForm';
import { usePlaceAndPay } from './place-and-pay';
import { type Say, text, useText } from '../messages';
import { Columns, Panel } from '../layout';

const SIGN_IN = `/login?next=${encodeURIComponent('/checkout')}`;

/** A visitor's checkout: sign in (their cart comes along), or continue as a guest with an email and a
 * delivery address, then the same delivery dates, server prices and card payment page as a shopper. */
export function GuestCheckout() {
  const [params, setParams] = useSearchParams();
  const t = useText();
  if (params.get('as') !== 'guest') {
    return (
      <Page>
        <PageTitle>{t('common.secureCheckout')}</PageTitle>
        <Panel aria-label={t('guest.howToCheckOut')} style={{ maxWidth: 560 }}>
          <h2>{t('guest.haveAccount')}</h2>
          <p>{t('guest.signInWhy')}</p>
          <Link to={SIGN_IN}>
            <Button as="span">{t('guest.signIn')}</Button>
          </Link>
          <h2 style={{ marginTop: 24 }}>{t('guest.newHere')}</h2>
          <p>{t('guest.asGuestWhy')}</p>
          <Button $variant="secondary" onClick={() => setParams({ as: 'guest' }, { replace: true })}>
            {t('guest.continueAsGuest')}
          </Button>
        </Panel>
      </Page>
    );
  }
  return <GuestDetailsAndPayment />;
}

/** The guest's details, the delivery date and the order's sums, and the order placed and paid for. */
function GuestDetailsAndPayment() {
  const t = useText();
  const cart = useCart();
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<AddressFields>(EMPTY_ADDRESS);
  // The refusal itself, worded when shown (by the form), and the fields changed since it. A changed
  // field's problem is hidden, and the summary is hidden when every refused field has changed.
  const [refusal, setRefusal] = useState<unknown>(null);
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set());
  const payment = usePlaceAndPay();
  const refused = Object.keys(guestFieldProblems(refusal));
  const changeDetails = (changed: string[]) => {
    const now = new Set([...fixed, ...changed]);
    setFixed(now);
    if (refused.length > 0 && refused.every((f) => now.has(f))) payment.setError(null);
  };
  const onEmail = (next: string) => {
    setEmail(next);
    changeDetails(['email']);
  };
  const onAddress = (next: AddressFields) => {
    changeDetails((Object.keys(next) as Array<keyof AddressFields>).filter((k) => next[k] !== address[k]));
    setAddress(next);
  };
  const [pickedDate, pickDate] = useState<string | null>(null);
  const dates = useAsync((signal) => ordersApi.deliveryDates(signal), []);
  const date = pickedDate ?? (dates.status === 'done' ? (dates.data.dates[0] ?? null) : null);

  const lines = useMemo(() => cart.items.map(orderLine), [cart.items]);
  // Taxed for the province as soon as it is chosen (until then the summary says the tax is still to
  // come), with the postal code once it is whole, so a code of another province is said at its field.
  const postalCode = normalisePostalCode(address.postalCode) ?? '';
  const taxedAt: TaxedAddress | null = address.province ? { province: address.province, country: address.country, postalCode } : null;
  const entered = useEnteredCodes();
  const codes = entered.codes;
  const quote = useAsync(
    (signal) => (lines.length > 0 ? ordersApi.guestQuote(lines, taxedAt, codes, signal) : Promise.resolve(null)),
    [JSON.stringify([lines, taxedAt, codes])],
  );
  const dropped = useDroppedCode(entered, quote);
  const summary = quote.status === 'done' ? quote.data : null;
  const shortages = summary ? summary.items.filter((i) => i.quantity > i.stock) : [];
  const orderKey = JSON.stringify([email, address, lines, date, codes]);

  const place = (e?: FormEvent) => {
    e?.preventDefault();
    setRefusal(null);
    setFixed(new Set());
    void payment.go(
      orderKey,
      null,
      () => ordersApi.placeAsGuest(email, lines, address, date ?? '', codes),
      (err): Say => {
        setRefusal(err);
        // Said at each field; the summary says where to look.
        return Object.keys(fieldProblems(err)).length > 0
          ? () => text('guest.correctDetails')
          : () => text('common.checkoutFailed', { reason: errorMessage(err) });
      },
    );
  };

  return (
    <Page>
      <PageTitle>{t('common.secureCheckout')}</PageTitle>
      <p>
        {t('guest.checkingOutAsGuest')} <Link to={SIGN_IN}>{t('guest.signInInstead')}</Link>
      </p>
      <Columns>
        <div>
          <GuestDetailsForm
            email={email}
            onEmail={onEmail}
            address={address}
            onAddress={onAddress}
            refusal={refusal}
            quoteRefusal={quote.status === 'error' ? quote.error : null}
            fixed={fixed}
            onSubmit={place}
          />
          <DeliveryDateChoice dates={dates} date={date} onPick={pickDate} />
          <ItemsPanel summary={summary} empty={lines.length === 0} quote={quote} shortages={shortages} fieldsAbove />
        </div>
        <OrderSummaryPanel
          summary={summary}
          error={payment.error}
          busy={payment.busy}
          disabled={payment.busy || !summary || shortages.length > 0 || !date}
          onPlace={place}
          codeField={{
            codes,
            dropped,
            onTry: (next) => ordersApi.guestQuote(lines, taxedAt, next),
            onAdd: entered.add,
            onRemove: entered.remove,
          }}
        />
      </Columns>
    </Page>
  );
}
