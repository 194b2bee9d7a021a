import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage, Field, Link, Notice, Page, session, useNavigate, useSearchParams } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';
import { useText } from '../messages';

/** The page a reset link opens: a new password (twice), then the shopper is signed in and taken to their
 * account. A used or expired link says to ask for a new one. */
export default function ResetPassword() {
  const navigate = useNavigate();
  const t = useText();
  const token = useSearchParams()[0].get('token') ?? '';
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The service answers a used, expired or unknown link with 400: then a new link is what helps.
  const [linkRefused, setLinkRefused] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setLinkRefused(false);
    if (form.password !== form.confirm) return setError(t('password.mismatch'));
    setBusy(true);
    try {
      await session.resetPassword(token, form.password);
      void navigate('/account');
    } catch (err) {
      setError(errorMessage(err, t('reset.failed')));
      setLinkRefused(err instanceof ApiError && err.status === 400 && !err.details?.length);
      setBusy(false);
    }
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Page>
      <AuthCard>
        <h1>{t('reset.title')}</h1>
        {!token ? (
          <Notice $tone="error" role="alert">
            {t('reset.incomplete')} <Link to="/forgot-password">{t('reset.askNewOne')}</Link>.
          </Notice>
        ) : (
          <form onSubmit={(e) => void submit(e)}>
            <Field>
              {t('reset.newPassword')}
              <input type="password" autoComplete="new-password" minLength={8} required value={form.password} onChange={set('password')} />
            </Field>
            <Field>
              {t('reset.confirm')}
              <input type="password" autoComplete="new-password" minLength={8} required value={form.confirm} onChange={set('confirm')} />
            </Field>
            <AuthSubmit error={error} busy={busy} label={t('reset.submit')} busyLabel={t('reset.busy')} />
            {linkRefused && (
              <p>
                <Link to="/forgot-password">{t('reset.askNewLink')}</Link>
              </p>
            )}
          </form>
        )}
      </AuthCard>
    </Page>
  );
}
