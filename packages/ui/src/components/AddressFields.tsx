import styled from 'styled-components';
import type { AddressFields as Fields } from '../addresses';
import { uiMessages } from '../messages';
import { media, theme } from '../theme';
import { Field, Notice } from './Layout';

// The delivery address's inputs, one set for every form that asks for one (the address book, a guest's
// checkout), so they are labelled, ordered and autofilled alike and show the service's problems alike.

export const EMPTY_ADDRESS: Fields = {
  fullName: '',
  street: '',
  city: '',
  province: '',
  country: 'Canada',
  postalCode: '',
  phoneNumber: '',
};

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  .pair {
    display: grid;
    gap: ${theme.space(2)};
    ${media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

export function AddressInputs({
  value,
  onChange,
  problems = {},
}: {
  value: Fields;
  onChange: (next: Fields) => void;
  /** Messages by field name, shown under their field. */
  problems?: Record<string, string>;
}) {
  const t = uiMessages.useText();
  const input = (k: keyof Fields, label: string, autoComplete: string, extra: { type?: string; placeholder?: string } = {}) => (
    <div>
      <Field>
        {label}
        <input
          value={value[k]}
          onChange={(e) => onChange({ ...value, [k]: e.target.value })}
          autoComplete={autoComplete}
          aria-invalid={problems[k] ? true : undefined}
          {...extra}
        />
      </Field>
      {problems[k] && (
        <Notice $tone="error" role="alert">
          {problems[k]}
        </Notice>
      )}
    </div>
  );
  return (
    <Grid>
      {input('fullName', t('address.fullName'), 'shipping name')}
      {input('street', t('address.street'), 'shipping street-address')}
      <div className="pair">
        {input('city', t('address.city'), 'shipping address-level2')}
        {input('province', t('address.province'), 'shipping address-level1')}
      </div>
      <div className="pair">
        {input('country', t('address.country'), 'shipping country-name')}
        {input('postalCode', t('address.postalCode'), 'shipping postal-code', { placeholder: 'A1A 1A1' })}
      </div>
      {input('phoneNumber', t('address.phoneNumber'), 'shipping tel', { type: 'tel' })}
    </Grid>
  );
}
