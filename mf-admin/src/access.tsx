import type { ReactNode } from 'react';
import { ApiError, errorMessage, Notice, Page, SignInRequired, useSession } from '@storefront/ui';
import { useText } from './messages';

/** Refused by the service (403): the same page a shopper sees. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;

export function Refusal({ message }: { message?: string }) {
  const t = useText();
  return (
    <Page>
      <Notice $tone="error" role="alert">
        {message ?? t('backOffice.refusal')}
      </Notice>
    </Page>
  );
}

/** What the page shows when its data did not come: the refusal for a 403, else the service's message. */
export function LoadError({ error, what }: { error: unknown; what: string }) {
  const t = useText();
  if (isForbidden(error)) return <Refusal />;
  return (
    <Notice $tone="error" role="alert">
      {t('common.loadFailed', { what, reason: errorMessage(error) })}
    </Notice>
  );
}

/** Only admins see the back office's pages. This only spares a shopper pages that cannot work for them:
 * the services refuse every admin call (403) whatever the page shows. */
export function AdminOnly(props: { signIn?: string; refusal?: string; children: ReactNode }) {
  const me = useSession();
  const t = useText();
  if (!me) return <SignInRequired message={props.signIn ?? t('backOffice.signIn')} />;
  if (!me.isAdmin) return <Refusal message={props.refusal} />;
  return <>{props.children}</>;
}
