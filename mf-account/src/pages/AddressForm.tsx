import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  type AddressFields,
  Button,
  Field,
  Notice,
  Page,
  PageTitle,
  SignInRequired,
  errorMessage,
  listAddresses,
  saveAddress,
  useAsync,
  useSession,
  backTo,
} from '@storefront/ui';
import type { Address } from '@storefront/contracts';
import { FormCard } from '../Form';

const EMPTY: AddressFields = { fullName: '', street: '', city: '', province: '', country: 'Canada', postalCode: '', phoneNumber: '' };

/** 'Add New Address' at /addresses/new, 'Edit Address' at /addresses/edit/:addressId. The spec's old links
 * count addresses instead (/addresses/edit/0 is the first in the list, the default): both work. */
function withoutIdentity({ _id: _id, isDefault: _isDefault, ...fields }: Address): AddressFields {
  return fields;
}

export default function AddressForm() {
  const me = useSession();
  const { addressId } = useParams();
  const editing = Boolean(addressId && addressId !== 'new');
  const existing = useAsync(
    async (signal) => {
      if (!me || !editing) return null;
      const book = await listAddresses(me.userId, signal);
      const byPosition = /^\d{1,3}$/.test(addressId ?? '') ? book[Number(addressId)] : undefined;
      return book.find((a) => a._id === addressId) ?? byPosition ?? null;
    },
    [me?.userId, addressId],
  );

  if (!me) return <SignInRequired message="Please log in to manage your addresses" />;
  if (editing && existing.status === 'loading')
    return (
      <Page>
        <Notice>Loading address...</Notice>
      </Page>
    );
  if (editing && existing.status === 'error') {
    return (
      <Page>
        <Notice $tone="error">The address could not be loaded: {errorMessage(existing.error)} Reload the page to try again.</Notice>
      </Page>
    );
  }
  if (editing && existing.status === 'done' && !existing.data) {
    return (
      <Page>
        <Notice $tone="error">This address no longer exists.</Notice>
      </Page>
    );
  }

  // The form starts from the loaded address (or empty) and is its own component, so its state is
  // seeded once from what was loaded rather than copied in by an effect.
  const saved = editing ? existing.data : null;
  const initial: AddressFields = saved ? withoutIdentity(saved) : EMPTY;
  return <AddressEditor key={saved?._id ?? 'new'} userId={me.userId} addressId={saved?._id} initial={initial} />;
}

function AddressEditor({ userId, addressId, initial }: { userId: string; addressId: string | undefined; initial: AddressFields }) {
  const navigate = useNavigate();
  // Sent from checkout (`?next=`): the saved address is chosen there, and the shopper goes straight back.
  const next = useSearchParams()[0].get('next');
  const [form, setForm] = useState<AddressFields>(initial);
  const [errors, setErrors] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors(null);
    try {
      const saved = await saveAddress(userId, form, addressId);
      window.alert('Address Saved Successfully!');
      void navigate(next ? backTo(next, { address: saved._id }) : '/account/addresses');
    } catch (err) {
      const fields: Record<string, string> = {};
      if (err instanceof ApiError) for (const d of err.details ?? []) fields[d.path.replace(/^body\./, '')] ??= d.message;
      setErrors({ message: errorMessage(err), fields });
      setBusy(false);
    }
  };
  const set = (k: keyof AddressFields) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const problem = (k: keyof AddressFields) =>
    errors?.fields[k] ? (
      <Notice $tone="error" role="alert">
        {errors.fields[k]}
      </Notice>
    ) : null;

  return (
    <Page>
      <PageTitle>{addressId ? 'Edit Address' : 'Add New Address'}</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label="Address" noValidate>
        <div>
          <Field>
            Full Name
            <input value={form.fullName} onChange={set('fullName')} autoComplete="shipping name" />
          </Field>
          {problem('fullName')}
        </div>
        <div>
          <Field>
            Street
            <input value={form.street} onChange={set('street')} autoComplete="shipping street-address" />
          </Field>
          {problem('street')}
        </div>
        <div className="pair">
          <div>
            <Field>
              City
              <input value={form.city} onChange={set('city')} autoComplete="shipping address-level2" />
            </Field>
            {problem('city')}
          </div>
          <div>
            <Field>
              Province/State
              <input value={form.province} onChange={set('province')} autoComplete="shipping address-level1" />
            </Field>
            {problem('province')}
          </div>
        </div>
        <div className="pair">
          <div>
            <Field>
              Country
              <input value={form.country} onChange={set('country')} autoComplete="shipping country-name" />
            </Field>
            {problem('country')}
          </div>
          <div>
            <Field>
              Postal Code
              <input value={form.postalCode} onChange={set('postalCode')} autoComplete="shipping postal-code" placeholder="A1A 1A1" />
            </Field>
            {problem('postalCode')}
          </div>
        </div>
        <div>
          <Field>
            Phone Number
            <input type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} autoComplete="shipping tel" />
          </Field>
          {problem('phoneNumber')}
        </div>
        {errors && Object.keys(errors.fields).length === 0 && (
          <Notice $tone="error" role="alert">
            {errors.message}
          </Notice>
        )}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            Save Address
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
