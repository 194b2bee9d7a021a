import type { User } from '@storefront/contracts';
import { COUNTRIES } from '@storefront/contracts/shop';
import { Field, uiMessages } from '@storefront/ui';
import { useText } from '../../messages';

export type AddressForm = User['address'];

/** The profile's shipping address, field by field, each with the browser's autofill name. */
export function ShippingAddressFields({
  address,
  onChange,
}: {
  address: AddressForm;
  onChange: (change: (a: AddressForm) => AddressForm) => void;
}) {
  const t = useText();
  const shared = uiMessages.useText();
  const set = (k: keyof AddressForm) => (e: { target: { value: string } }) => onChange((a) => ({ ...a, [k]: e.target.value }));
  return (
    <>
      <Field>
        {shared('address.fullName')}
        <input value={address.fullName} onChange={set('fullName')} autoComplete="shipping name" />
      </Field>
      <Field>
        {t('profile.street')}
        <input value={address.street} onChange={set('street')} autoComplete="shipping address-line1" />
      </Field>
      <Field>
        {t('profile.apartment')}
        <input value={address.apartment} onChange={set('apartment')} autoComplete="shipping address-line2" />
      </Field>
      <div className="pair">
        <Field>
          {shared('address.city')}
          <input value={address.city} onChange={set('city')} autoComplete="shipping address-level2" />
        </Field>
        <Field>
          {t('profile.state')}
          <input value={address.state} onChange={set('state')} autoComplete="shipping address-level1" />
        </Field>
      </div>
      <div className="pair">
        <Field>
          {shared('address.country')}
          <select value={address.country} onChange={set('country')} autoComplete="shipping country-name">
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`country.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('profile.postalCode')}
          <input value={address.postalCode} onChange={set('postalCode')} autoComplete="shipping postal-code" />
        </Field>
      </div>
    </>
  );
}
