import { useState } from 'react';
import { api, Button, errorMessage, Notice, Page, useSearchParams } from '@storefront/ui';
import { AuthCard } from '../AuthCard';
import { useText } from '../messages';

/** The page the link in a review invitation opens: one button stops the next ones (a button, not the
 * link itself: mail scanners follow links, and must not unsubscribe anyone). No sign-in needed. */
export default function ReviewInvitations() {
  const token = useSearchParams()[0].get('token') ?? '';
  const t = useText();
  const [state, setState] = useState<{ step: 'asking' | 'stopping' | 'stopped' } | { step: 'refused'; message: string }>({
    step: 'asking',
  });

  const stop = () => {
    setState({ step: 'stopping' });
    api('/api/reviews/invitations/stop', { method: 'POST', body: { token } }).then(
      () => setState({ step: 'stopped' }),
      (err: unknown) => setState({ step: 'refused', message: errorMessage(err) }),
    );
  };

  return (
    <Page>
      <AuthCard>
        <h1>{t('invitations.title')}</h1>
        <p>{t('invitations.what')}</p>
        {!token && <Notice role="status">{t('invitations.noLink')}</Notice>}
        {token && state.step === 'stopped' && (
          <Notice $tone="success" role="status">
            {t('invitations.stopped')}
          </Notice>
        )}
        {state.step === 'refused' && (
          <Notice $tone="error" role="alert">
            {state.message}
          </Notice>
        )}
        {token && (state.step === 'asking' || state.step === 'stopping') && (
          <Button type="button" disabled={state.step === 'stopping'} onClick={stop}>
            {state.step === 'stopping' ? t('invitations.stopping') : t('invitations.stop')}
          </Button>
        )}
      </AuthCard>
    </Page>
  );
}
