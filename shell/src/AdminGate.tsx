import type { ReactNode } from 'react';
import { type PageId, adminRefusal } from '@storefront/contracts/pages';
import { Notice, Page, SignInRequired, useLanguage, useSession } from '@storefront/ui';

/** Admin pages: only an admin's browser loads the back office's code; anyone else sees why not. The
 * services are what enforce it: every admin call answers 403 to a shopper, whatever a browser shows. */
export function AdminGate({ page, children }: { page: PageId; children: ReactNode }) {
  const me = useSession();
  const { language } = useLanguage();
  if (!me) return <SignInRequired message={adminRefusal(page, 'signIn', language)} />;
  if (!me.isAdmin) {
    return (
      <Page>
        <Notice $tone="error" role="alert">
          {adminRefusal(page, 'refusal', language)}
        </Notice>
      </Page>
    );
  }
  return <>{children}</>;
}
