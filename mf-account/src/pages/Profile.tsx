import { type FormEvent, useState } from 'react';
import type { User } from '@storefront/contracts';
import {
  type AddressFields,
  AddressInputs,
  Button,
  Field,
  Notice,
  Page,
  PageTitle,
  SignInRequired,
  api,
  errorMessage,
  fieldProblems,
  isUser,
  session,
  useAsync,
  useSession,
} from '@storefront/ui';
import { FormCard } from '../Form';
import { useText } from '../messages';
import { type PasswordResult, PasswordResultNotice, usePasswordChange } from '../password';

type ProfileAddress = User['address'];

// The profile keeps its province as `state` (the spec's User.address) and has no phone number; the form is
// the address book's and checkout's.
const asFields = ({ state, ...a }: ProfileAddress): AddressFields => ({ ...a, province: state, phoneNumber: '' });
const asProfile = ({ province, phoneNumber: _phone, ...a }: AddressFields): ProfileAddress => ({
  ...a,
  apartment: a.apartment ?? '',
  state: province,
});

function PasswordPart({ userId }: { userId: string }) {
  const t = useText();
  const [result, setResult] = useState<PasswordResult | null>(null);
  const { fields, busy, submit } = usePasswordChange(userId, setResult);
  return (
    <FormCard onSubmit={(e) => void submit(e)} aria-label={t('password.title')}>
      <h2>{t('password.title')}</h2>
      {fields}
      <PasswordResultNotice result={result} />
      <div className="actions">
        <Button type="submit" disabled={busy}>
          {t('password.title')}
        </Button>
      </div>
    </FormCard>
  );
}

export default function Profile() {
  const me = useSession();
  const t = useText();
  const user = useAsync(
    (signal) => (me ? api(`/api/users/${encodeURIComponent(me.userId)}`, { check: isUser, signal }) : Promise.resolve(null)),
    [me?.userId],
  );

  if (!me) return <SignInRequired message={t('profile.signIn')} />;
  if (user.status === 'loading')
    return (
      <Page>
        <Notice>{t('profile.loading')}</Notice>
      </Page>
    );
  if (user.status === 'error' || !user.data)
    return (
      <Page>
        <Notice $tone="error">{errorMessage(user.error, t('error.generic'))}</Notice>
      </Page>
    );

  // The form is its own component seeded once from the loaded profile (no effect copying it in).
  return <ProfileForm key={user.data._id} user={user.data} />;
}

/** The shopper's name and shipping address, saved together, and the password change below. */
function ProfileForm({ user }: { user: User }) {
  const t = useText();
  const [name, setName] = useState(user.name);
  const [address, setAddress] = useState<AddressFields>(asFields({ ...user.address, country: user.address.country || 'Canada' }));
  const [status, setStatus] = useState<{
    ok: boolean;
    message: 'profile.updated' | 'profile.failed';
    reason?: string;
    fields?: Record<string, string>;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const updated = await api(`/api/users/${encodeURIComponent(user._id)}`, {
        method: 'PUT',
        body: { name, email: user.email, address: asProfile(address) },
        check: isUser,
      });
      session.rename(updated.name);
      setStatus({ ok: true, message: 'profile.updated' });
    } catch (err) {
      // The address's problems are said at their fields (the profile calls the province `state`).
      const fields = Object.fromEntries(
        Object.entries(fieldProblems(err, 'body.address.')).map(([k, m]) => [k === 'state' ? 'province' : k, m]),
      );
      // A problem said at its field is not said again above the button.
      const reason = Object.keys(fields).length > 0 ? undefined : errorMessage(err, t('error.generic'));
      setStatus({ ok: false, message: 'profile.failed', reason, fields });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageTitle>{t('profile.title')}</PageTitle>
      <FormCard onSubmit={(e) => void submit(e)} aria-label={t('profile.label')}>
        <div className="pair">
          <Field>
            {t('profile.name')}
            <input name="name" required value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          </Field>
          <Field>
            {t('common.email')}
            <input name="email" type="email" value={user.email} readOnly aria-readonly />
          </Field>
        </div>
        <h2>{t('profile.shipping')}</h2>
        <AddressInputs value={address} onChange={setAddress} problems={status?.fields} withPhone={false} />
        {status && (
          <Notice $tone={status.ok ? 'success' : 'error'} role="status">
            {t(status.message)}
            {status.reason && (
              <>
                <br />
                {status.reason}
              </>
            )}
          </Notice>
        )}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('profile.update')}
          </Button>
        </div>
      </FormCard>
      <PasswordPart userId={user._id} />
    </Page>
  );
}
