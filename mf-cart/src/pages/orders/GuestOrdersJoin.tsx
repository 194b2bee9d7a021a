import { useState } from 'react';
import { answerMessage, api, Button, errorMessage, Notice, type ServiceAnswer } from '@storefront/ui';
import { type Say, useText } from '../../messages';

/** Orders placed as a guest join the account once its email is proven: a link to prove it, on request. */
export function GuestOrdersJoin() {
  const t = useText();
  const [state, setState] = useState<{ busy: boolean; tone?: 'success' | 'error'; say?: Say }>({ busy: false });
  const send = async () => {
    setState({ busy: true });
    try {
      const res = await api<ServiceAnswer>('/api/users/verify-email/send', { method: 'POST' });
      setState({ busy: false, tone: 'success', say: () => answerMessage(res) });
    } catch (err) {
      setState({ busy: false, tone: 'error', say: () => errorMessage(err) });
    }
  };
  return (
    <section aria-label={t('orders.guestOrders')} style={{ marginTop: 24 }}>
      <p>
        {t('orders.guestOrdersJoin')}{' '}
        <Button $variant="plain" disabled={state.busy} onClick={() => void send()}>
          {t('orders.sendConfirmation')}
        </Button>
      </p>
      {state.say && (
        <Notice $tone={state.tone} role={state.tone === 'error' ? 'alert' : 'status'}>
          {state.say()}
        </Notice>
      )}
    </section>
  );
}
