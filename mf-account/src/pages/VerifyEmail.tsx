import { useEffect, useRef, useState } from 'react';
import {
  answerMessage,
  api,
  Button,
  errorMessage,
  Link,
  Notice,
  Page,
  type ServiceAnswer,
  useSearchParams,
  useSession,
} from '@storefront/ui';
import { AuthCard } from '../AuthCard';
import { text, useText } from '../messages';

/** What POST /api/users/verify-email answers: `alreadyConfirmed` when this link was followed before. */
interface Confirmation extends ServiceAnswer {
  email: string;
  alreadyConfirmed?: boolean;
}

type Outcome =
  | { step: 'confirming' }
  | { step: 'confirmed'; answer: ServiceAnswer; alreadyConfirmed: boolean }
  | { step: 'refused'; message: string }
  | { step: 'no-link' };

/** The page the link mailed to an account's address opens: signed in to that account, the address is
 * confirmed as the page loads, and the orders placed as a guest with it join the account (signed out,
 * the shopper signs in first and comes back here). A refused link (expired, or already replaced) leads
 * to a new one. */
export default function VerifyEmail() {
  const token = useSearchParams()[0].get('token') ?? '';
  const me = useSession();
  const t = useText();
  const [outcome, setOutcome] = useState<Outcome>(token ? { step: 'confirming' } : { step: 'no-link' });
  const here = `/verify-email${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  // One request per link, even when React runs the effect twice (StrictMode): the second would only
  // hear 'already confirmed'.
  const asked = useRef('');

  useEffect(() => {
    if (!token || !me || asked.current === token) return;
    asked.current = token;
    api<Confirmation>('/api/users/verify-email', { method: 'POST', body: { token } }).then(
      (res) => setOutcome({ step: 'confirmed', answer: res, alreadyConfirmed: res.alreadyConfirmed === true }),
      (err: unknown) => setOutcome({ step: 'refused', message: errorMessage(err, text('verify.failed')) }),
    );
  }, [token, me]);

  const newLink = me ? (
    <SendNewLink />
  ) : (
    <p>
      <Link to={`/login?next=${encodeURIComponent(here)}`}>{t('verify.logInFor')}</Link> {t('verify.forNewLink')}
    </p>
  );

  return (
    <Page>
      <AuthCard>
        <h1>{t('verify.title')}</h1>
        {token && !me && (
          <>
            <Notice role="status">{t('verify.signInFirst')}</Notice>
            <p>
              <Link to={`/login?next=${encodeURIComponent(here)}`}>{t('verify.logIn')}</Link>
            </p>
          </>
        )}
        {me && outcome.step === 'confirming' && <Notice role="status">{t('verify.confirming')}</Notice>}
        {outcome.step === 'confirmed' && (
          <>
            <Notice $tone="success" role="status">
              {answerMessage(outcome.answer)}
            </Notice>
            <p>
              <Link to="/orders">{t('verify.orders')}</Link> · <Link to="/">{t('verify.home')}</Link>
            </p>
            {outcome.alreadyConfirmed && me && <SendNewLink />}
          </>
        )}
        {outcome.step === 'refused' && (
          <>
            <Notice $tone="error" role="alert">
              {outcome.message}
            </Notice>
            {newLink}
          </>
        )}
        {outcome.step === 'no-link' && (
          <>
            <Notice role="status">{t('verify.noLink')}</Notice>
            {newLink}
          </>
        )}
      </AuthCard>
    </Page>
  );
}

/** A new link to the signed-in shopper's own address (the service limits how many an hour). */
function SendNewLink() {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<ServiceAnswer | null>(null);
  const [error, setError] = useState('');

  const send = async () => {
    setBusy(true);
    setError('');
    try {
      setSent(await api<ServiceAnswer>('/api/users/verify-email/send', { method: 'POST' }));
    } catch (err) {
      setError(errorMessage(err, t('verify.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <Notice role="status">{answerMessage(sent)}</Notice>;
  return (
    <>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t('common.sending') : t('verify.send')}
      </Button>
    </>
  );
}
