import { ApiError, errorMessage, Link, Notice, Page, SignInRequired, useSession } from '@storefront/ui';
import { useText } from '../../messages';

/** Why the order is not shown: sign in, not found, the link's own refusal, or a failure; a guest is told how to find it. */
export function OrderLoadError({ error, access }: { error: unknown; access: string | null }) {
  const t = useText();
  const me = useSession();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 && !access) return <SignInRequired message={t('detail.logInToSee')} />;
  return (
    <Page>
      <Notice $tone="error">
        {status === 404 ? t('detail.notFound') : status === 403 && access ? errorMessage(error) : t('detail.failed')}
      </Notice>
      {!me && (
        <p>
          {t('detail.placedAsGuest')} <Link to="/find-order">{t('common.findMyOrder')}</Link> {t('detail.emailsLink')}
        </p>
      )}
    </Page>
  );
}
