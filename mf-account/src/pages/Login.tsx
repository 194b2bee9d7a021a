import { type FormEvent, useState } from 'react';
import { errorMessage, Field, Link, Page, safeReturnPath, session, useNavigate, useSearchParams } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';
import { useText } from '../messages';

export default function Login() {
  const navigate = useNavigate();
  const t = useText();
  const [params] = useSearchParams();
  // Back to the page that asked for a login; only paths on this site (never another origin).
  const next = params.get('next');
  const target = safeReturnPath(next);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await session.login(email, password);
      void navigate(target);
    } catch (err) {
      setError(errorMessage(err, t('login.failed')));
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthCard>
        <h1>{t('login.title')}</h1>
        <form onSubmit={(e) => void submit(e)}>
          <Field>
            {t('common.email')}
            <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field>
            {t('common.password')}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <AuthSubmit error={error} busy={busy} label={t('login.submit')} busyLabel={t('login.busy')} />
        </form>
        <p className="switch">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <p className="switch">
          {t('login.newHere')} <Link to={`/register${next ? `?next=${encodeURIComponent(target)}` : ''}`}>{t('login.register')}</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
