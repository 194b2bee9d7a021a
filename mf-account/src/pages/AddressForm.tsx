import { type FormEvent, useState } from 'react';
import {
  type AddressFields,
  AddressInputs,
  backTo,
  Button,
  EMPTY_ADDRESS,
  errorMessage,
  fieldProblems,
  listAddresses,
  Notice,
  notify,
  Page,
  PageTitle,
  saveAddress,
  SignInRequired,
  useAsync,
  useNavigate,
  useParams,
  useSearchParams,
  useSession,
} from '@storefront/ui';
import type { Address } from '@storefront/contracts';
import { FormCard } from '../Form';
import { useText } from '../messages';

/** 'Add New Address' at /addresses/new, 'Edit Address' at /addresses/edit/:addressId. The spec's old links
 * count addresses instead (/addresses/edit/0 is the first in the list, the default): both work. */
function withoutIdentity({ _id: _id, isDefault: _isDefault, ...fields }: Address): AddressFields {
  return fields;
}

export default function AddressForm() {
  const me = useSession();
  const t = useText();
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

  if (!me) return <SignInRequired message={t('addressForm.signIn')} />;
  if (editing && existing.status === 'loading')
    return (
      <Page>
        <Notice>{t('addressForm.loading')}</Notice>
      </Page>
    );
  if (editing && existing.status === 'error') {
    return (
      <Page>
        <Notice $tone="error">{t('addressForm.loadFailed', { reason: errorMessage(existing.error, t('error.generic')) })}</Notice>
      </Page>
    );
  }
  if (editing && existing.status === 'done' && !existing.data) {
    return (
      <Page>
        <Notice $tone="error">{t('addressForm.gone')}</Notice>
      </Page>
    );
  }

  // The form starts from the loaded address (or empty) and is its own component, so its state is
  // seeded once from what was loaded rather than copied in by an effect.
  const saved = editing ? existing.data : null;
  const initial: AddressFields = saved ? withoutIdentity(saved) : EMPTY_ADDRESS;
  return <AddressEditor key={saved?._id ?? 'new'} userId={me.userId} addressId={saved?._id} initial={initial} />;
}

function AddressEditor({ userId, addressId, initial }: { userId: string; addressId: string | undefined; initial: AddressFields }) {
  const navigate = useNavigate();
  const t = useText();
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
      const to = next ? backTo(next, { address: saved._id }) : '/account/addresses';
      // Said on the page the shopper lands on.
      notify(t('addressForm.saved'), { path: new URL(to, window.location.origin).pathname });
      void navigate(to);
    } catch (err) {
      setErrors({ message: errorMessage(err, t('error.generic')), fields: fieldProblems(err) });
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageTitle>{addressId ? t('addressForm.editTitle') : t('addressForm.newTitle')}</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label={t('addressForm.label')} noValidate>
        <AddressInputs value={form} onChange={setForm} problems={errors?.fields} />
        {errors && Object.keys(errors.fields).length === 0 && (
          <Notice $tone="error" role="alert">
            {errors.message}
          </Notice>
        )}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('addressForm.save')}
          </Button>
        </div>
      </FormCard>
    </Page>
  );
}
