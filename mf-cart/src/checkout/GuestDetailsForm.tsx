import { type FormEvent, useEffect, useRef } from 'react';
import { type AddressFields, AddressInputs, Field, fieldProblems, Notice, theme, useLanguage } from '@storefront/ui';
import { useText } from '../messages';
import { Panel } from '../layout';

interface GuestDetailsFormProps {
  email: string;
  onEmail: (email: string) => void;
  address: AddressFields;
  onAddress: (address: AddressFields) => void;
  /** What the service refused of the last attempt to place the order: its problems are said at their
   * fields, and the first of them takes the focus. */
  refusal: unknown;
  /** What it refused of the address while quoting (a postal code of another province), said likewise. */
  quoteRefusal: unknown;
  /** The fields changed since that refusal: their problems are not said any more. */
  fixed: ReadonlySet<string>;
  onSubmit: (e: FormEvent) => void;
}

/** A refusal's problems by the guest form's field names ('postalCode', not 'shippingAddress.postalCode'). */
export function guestFieldProblems(err: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldProblems(err)).map(([path, message]) => [path.replace(/^shippingAddress\./, ''), message]));
}

/** The guest's email and delivery address. */
export function GuestDetailsForm({ email, onEmail, address, onAddress, refusal, quoteRefusal, fixed, onSubmit }: GuestDetailsFormProps) {
  const t = useText();
  // The refusal is worded here, when shown: its field problems follow a switch of language.
  useLanguage();
  const problems: Record<string, string> = {};
  Object.assign(problems, guestFieldProblems(quoteRefusal));
  for (const [field, message] of Object.entries(guestFieldProblems(refusal))) if (!fixed.has(field)) problems[field] = message;
  // A refusal takes the shopper to its first field (on a phone the button is far below the form).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  }, [refusal]);
  return (
    <Panel aria-label={t('guest.contactAndAddress')}>
      <form ref={form} onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
        <h2>{t('guest.yourEmail')}</h2>
        <div>
          <Field>
            {t('common.email')}
            <input
              type="email"
              value={email}
              onChange={(e) => onEmail(e.target.value)}
              autoComplete="email"
              aria-invalid={problems.email ? true : undefined}
            />
          </Field>
          {problems.email && (
            <Notice $tone="error" role="alert">
              {problems.email}
            </Notice>
          )}
          <p style={{ fontSize: 13, color: theme.color.muted, margin: '4px 0 0' }}>{t('guest.emailUse')}</p>
        </div>
        <h2>{t('common.deliveringTo')}</h2>
        <AddressInputs value={address} onChange={onAddress} problems={problems} />
      </form>
    </Panel>
  );
}
