import type { FormEvent } from 'react';
import { type AddressFields, AddressInputs, Field, fieldProblems, Notice, theme, useLanguage } from '@storefront/ui';
import { useText } from '../messages';
import { Panel } from '../layout';

interface GuestDetailsFormProps {
  email: string;
  onEmail: (email: string) => void;
  address: AddressFields;
  onAddress: (address: AddressFields) => void;
  /** What the service refused of the last attempt: its problems are said at their fields. */
  refusal: unknown;
  onSubmit: (e: FormEvent) => void;
}

/** The guest's email and delivery address. */
export function GuestDetailsForm({ email, onEmail, address, onAddress, refusal, onSubmit }: GuestDetailsFormProps) {
  const t = useText();
  // The refusal is worded here, when shown: its field problems follow a switch of language.
  useLanguage();
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldProblems(refusal))) problems[path.replace(/^shippingAddress\./, '')] = message;
  return (
    <Panel aria-label={t('guest.contactAndAddress')}>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 16 }}>
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
