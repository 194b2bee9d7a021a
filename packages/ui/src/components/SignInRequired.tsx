import { Link, useLocation } from '../router';
import { uiMessages } from '../messages';
import { Notice, Page } from './Layout';

/** What a page that needs a session shows to a visitor: a way to log in that comes back here. */
export function SignInRequired({ message }: { message?: string }) {
  const location = useLocation();
  const t = uiMessages.useText();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <Page>
      <Notice role="alert">
        {message ?? t('signIn.pleaseLogIn')}. <Link to={`/login?next=${next}`}>{t('signIn.logIn')}</Link> {t('signIn.or')}{' '}
        <Link to="/register">{t('signIn.register')}</Link>.
      </Notice>
    </Page>
  );
}
