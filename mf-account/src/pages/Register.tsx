import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  api,
  errorMessage,
  Field,
  isRegisterResponse,
  Link,
  Notice,
  Page,
  safeReturnPath,
  session,
  useSearchParams,
} from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';
import { useText } from '../messages';

/** The account just made: whose, where its confirmation link went, and whether this browser signed in. */
interface NewAccount {
  name: string;
  email: string;
  signedIn: boolean;
}

/** Makes an account and signs the new shopper in on this browser, then says what comes next: the mail
 * with the link that confirms the address, and the way back to where they were. */
export default function Register() {
  const t = useText();
  const [params] = useSearchParams();
  const next = params.get('next');
  const target = safeReturnPath(next);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [made, setMade] = useState<NewAccount | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { user } = await api('/api/users/register', { method: 'POST', body: form, check: isRegisterResponse });
      // The account exists whatever the sign-in says: a refused sign-in leads to the login page.
      const signedIn = await session.login(form.email, form.password).then(
        () => true,
        () => false,
      );
      setMade({ name: user.name, email: user.email, signedIn });
    } catch (err) {
      setError(errorMessage(err, t('register.failed')));
      if (err instanceof ApiError && err.details?.some((d) => d.path === 'body.password')) passwordInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const loginLink = `/login${next ? `?next=${encodeURIComponent(target)}` : ''}`;

  if (made) return <Welcome account={made} target={target} loginLink={loginLink} />;
  return (
    <Page>
      <AuthCard>
        <h1>{t('register.title')}</h1>
        <form onSubmit={(e) => void submit(e)}>
          <Field>
            {t('register.name')}
            <input name="name" autoComplete="name" required value={form.name} onChange={set('name')} />
          </Field>
          <Field>
            {t('common.email')}
            <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
          </Field>
          <Field>
            {t('common.password')}
            <input
              ref={passwordInput}
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
          {t('register.haveAccount')} <Link to={loginLink}>{t('common.toLogin')}</Link>
        </p>
      </AuthCard>
    </Page>
  );
}

/** What the new shopper reads once the account is made; the heading takes the focus, so a screen reader
 * starts there. */
function Welcome({ account, target, loginLink }: { account: NewAccount; target: string; loginLink: string }) {
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page>
      <AuthCard>
        <h1 ref={heading} tabIndex={-1}>
          {t('register.welcome', { name: account.name })}
        </h1>
        <Notice $tone="success" role="status">
          {account.signedIn ? t('register.signedIn') : t('register.madeLogIn')}
        </Notice>
        <p>{t('register.mailSent', { email: account.email })}</p>
        <p>
          {account.signedIn ? (
            <>
              <Link to={target}>{target === '/' ? t('register.shop') : t('register.back')}</Link> ·{' '}
              <Link to="/account">{t('register.account')}</Link>
            </>
          ) : (
            <Link to={loginLink}>{t('common.toLogin')}</Link>
          )}
        </p>
      </AuthCard>
    </Page>
  );
}
