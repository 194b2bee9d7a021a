import { type FormEvent, useState } from 'react';
import { api, errorMessage, Field, isRegisterResponse, Link, Page, Snackbar, useNavigate } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';
import { useText } from '../messages';

export default function Register() {
  const navigate = useNavigate();
  const t = useText();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api('/api/users/register', { method: 'POST', body: form, check: isRegisterResponse });
      setForm({ name: '', email: '', password: '' });
      setDone(true);
    } catch (err) {
      setError(errorMessage(err, t('register.failed')));
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Page>
      <AuthCard>
        <h1>{t('register.title')}</h1>
        <form onSubmit={(e) => void submit(e)}>
          <Field>
            {t('register.username')}
            <input name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
          </Field>
          <Field>
            {t('common.email')}
            <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          </Field>
          <Field>
            {t('common.password')}
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              value={form.password}
              onChange={set('password')}
            />
            <small style={{ fontWeight: 400 }}>{t('register.passwordHint')}</small>
          </Field>
          <AuthSubmit error={error} busy={busy} label={t('register.submit')} busyLabel={t('register.busy')} />
        </form>
        <p className="switch">
          {t('register.haveAccount')} <Link to="/login">{t('common.toLogin')}</Link>
        </p>
      </AuthCard>
      {done && <Snackbar message={t('register.done')} onClose={() => void navigate('/login')} />}
    </Page>
  );
}
