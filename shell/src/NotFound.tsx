import { Link, Page, PageTitle, theme } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from './messages';

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
  const t = shellMessages.useText();
  return (
    <Page>
      <Sheet>
        <PageTitle>{t('notFound.title')}</PageTitle>
        <p>{t('notFound.text')}</p>
        <p>
          <Link to="/">{t('notFound.home')}</Link>
          {t('notFound.orSearch')}
        </p>
      </Sheet>
    </Page>
  );
}
