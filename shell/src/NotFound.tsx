import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_TITLE } from '@storefront/contracts/pages';
import { Page, PageTitle, theme } from '@storefront/ui';

const Sheet = styled.div`
  margin: ${theme.space(4)} auto;
  max-width: 560px;
  padding: ${theme.space(3)};
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  p {
    margin: 0 0 ${theme.space(2)};
    color: ${theme.color.muted};
  }
  a {
    color: ${theme.color.link};
  }
`;

/** A path that is no page of the store, inside the store's frame so the search and the menus are there
 * to carry on (the gateway answers such a path with status 404). */
export function NotFound() {
  return (
    <Page>
      <Sheet>
        <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
        <p>We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link to="/">Go to the Maple Market home page</Link> or search for what you need above.
        </p>
      </Sheet>
    </Page>
  );
}
