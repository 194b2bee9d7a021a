import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { DELIVERY_COUNTRIES, PROVINCES, type ProvinceCode, findProvince, postalLines } from '@storefront/contracts/shop';
import type { AddressFields as Fields } from '../addresses';
import { useLanguage } from '../i18n';
import { uiMessages } from '../messages';
import { media, theme } from '../theme';
import { Field, Notice } from './Layout';

// The delivery address's inputs, one set for every form that asks for one (the profile, the address book,
// a guest's checkout), so they are labelled, ordered and autofilled alike and show the service's problems
// alike. The province is chosen from a list, beside the postal code: it decides the tax, and the server
// refuses a postal code that is not in it.

export const EMPTY_ADDRESS: Fields = {
  fullName: '',
  street: '',
  apartment: '',
  city: '',
  province: '',
  country: 'Canada',
  postalCode: '',
  phoneNumber: '',
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  .pair {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(2)};
    ${media.sm} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  /* A list is as wide as its longest name unless told otherwise: at 320 px that is wider than the form. */
  select {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

/** The provinces and territories in the order of their names in the language being read. */
function useProvinceOptions(): Array<{ code: ProvinceCode; name: string }> {
  const t = uiMessages.useText();
  const { locale } = useLanguage();
  return PROVINCES.map((p) => ({ code: p.code, name: t(`province.${p.code}`) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

type Part = keyof Fields;

export function AddressInputs({
  value,
  onChange,
  problems = {},
  withPhone = true,
}: {
  value: Fields;
  onChange: (next: Fields) => void;
  /** Messages by field name, shown under their field. */
  problems?: Record<string, string>;
  /** The profile's address has no phone number. */
  withPhone?: boolean;
}) {
  const t = uiMessages.useText();
  const provinces = useProvinceOptions();
  const set = (k: Part) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  // A list is named by its label's words alone: wrapped in the label, it would be named by its choice too.
  const ids = useId();
  const labelOf = (k: Part) => `${ids}-${k}`;
  const shown = (k: Part, label: string, control: React.ReactNode) => (
    <div>
      <Field>
        <span id={labelOf(k)}>{label}</span>
        {control}
      </Field>
      {problems[k] && (
        <Notice $tone="error" role="alert">
          {problems[k]}
        </Notice>
      )}
    </div>
  );
  const input = (k: Part, label: string, autoComplete: string, extra: { type?: string; placeholder?: string } = {}) =>
    shown(
      k,
      label,
      <input
        value={value[k] ?? ''}
        onChange={set(k)}
        autoComplete={autoComplete}
        aria-invalid={problems[k] ? true : undefined}
        {...extra}
      />,
    );
  // A stored address may name its province in words ('Ontario'): the list shows it by its code.
  const province = findProvince(value.province)?.code ?? '';
  return (
    <Grid>
      {input('fullName', t('address.fullName'), 'shipping name')}
      {input('street', t('address.street'), 'shipping address-line1')}
      {input('apartment', t('address.apartment'), 'shipping address-line2')}
      {input('city', t('address.city'), 'shipping address-level2')}
      <div className="pair">
        {shown(
          'province',
          t('address.province'),
          <select
            value={province}
            onChange={set('province')}
            autoComplete="shipping address-level1"
            aria-labelledby={labelOf('province')}
            aria-invalid={problems.province ? true : undefined}
          >
            <option value="">{t('address.province.choose')}</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>,
        )}
        {input('postalCode', t('address.postalCode'), 'shipping postal-code', { placeholder: 'A1A 1A1' })}
      </div>
      {shown(
        'country',
        t('address.country'),
        <select
          value={value.country || 'Canada'}
          onChange={set('country')}
          autoComplete="shipping country-name"
          aria-labelledby={labelOf('country')}
        >
          {DELIVERY_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`country.${c}`)}
            </option>
          ))}
        </select>,
      )}
      {withPhone && input('phoneNumber', t('address.phoneNumber'), 'shipping tel', { type: 'tel' })}
    </Grid>
  );
}

/** An address as a label prints it, the language's way: 'Montréal, QC H2X 1Y4' in English, 'Montréal
 * (Québec) H2X 1Y4' in French. */
export function PostalAddress({
  a,
  children,
}: {
  a: Omit<Fields, 'phoneNumber' | 'apartment'> & { apartment?: string };
  children?: React.ReactNode;
}) {
  const { language } = useLanguage();
  const [name, ...rest] = postalLines(a, language);
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      <strong>{name}</strong>
      {rest.map((line, i) => (
        <Fragment key={i}>
          <br />
          {line}
        </Fragment>
      ))}
      {children}
    </address>
  );
}
