import type { ReactNode } from 'react';
import { Notice, Page, SignInRequired, useSession } from '@storefront/ui';
import { shellMessages, translated } from './messages';
import type { AdminRefusal } from './routes';

/** Admin pages: only an admin's browser loads the back office's code; anyone else sees why not. The
 * services are what enforce it: every admin call answers 403 to a shopper, whatever a browser shows. */
export function AdminGate({ refusal, children }: { refusal: AdminRefusal; children: ReactNode }) {
  const me = useSession();
  const t = shellMessages.useText();
  if (!me) return <SignInRequired message={translated(t, 'refusal.', refusal.signIn)} />;
  if (!me.isAdmin) {
    return (
      <Page>
        <Notice $tone="error" role="alert">
          {translated(t, 'refusal.', refusal.refusal)}
        </Notice>
      </Page>
    );
  }
  return <>{children}</>;
}
