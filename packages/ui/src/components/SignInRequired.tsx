import { Link, useLocation } from 'react-router-dom';
import { Notice, Page } from './Layout';

/** What a page that needs a session shows to a visitor: a way to log in that comes back here. */
export function SignInRequired({ message = 'Please log in' }: { message?: string }) {
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <Page>
      <Notice role="alert">
        {message}. <Link to={`/login?next=${next}`}>Log in</Link> or <Link to="/register">create an account</Link>.
      </Notice>
    </Page>
  );
}
