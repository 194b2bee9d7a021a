import { type FormEvent, useState } from 'react';
import { answerMessage, api, errorMessage, Field, Link, Notice, Page, type ServiceAnswer } from '@storefront/ui';
import { AuthCard, AuthSubmit } from '../AuthCard';
import { useText } from '../messages';

/** 'Forgot your password?': mails a link to choose a new one. The store answers the same whether or not
 * the email has an account, and so does this page. */
export default function ForgotPassword() {
  const t = useText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState<ServiceAnswer | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      setSent(await api<ServiceAnswer>('/api/users/password-reset', { method: 'POST', body: { email } }));
    } catch (err) {
      setError(errorMessage(err, t('forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <AuthCard>
        <h1>{t('forgot.title')}</h1>
        {sent ? (
          <Notice role="status">{answerMessage(sent)}</Notice>
        ) : (
          <form onSubmit={(e) => void submit(e)}>
            <p>{t('forgot.intro')}</p>
            <Field>
              {t('common.email')}
              <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <AuthSubmit error={error} busy={busy} label={t('forgot.submit')} busyLabel={t('common.sending')} />
          </form>
        )}
        <p className="switch">
          {t('forgot.remembered')} <Link to="/login">{t('common.toLogin')}</Link>
        </p>
      </AuthCard>
    </Page>
  );
}
