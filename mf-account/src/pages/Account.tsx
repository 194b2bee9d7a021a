import { Link, media, Page, PageTitle, SignInRequired, theme, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../messages';

const Tiles = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: ${theme.space(2)};
  h2 {
    margin: 0 0 4px;
    font-size: 17px;
  }
  p {
    margin: 0 0 ${theme.space(1)};
    color: ${theme.color.muted};
  }
`;

/** Each tile's words are `account.<name>.title` and `account.<name>.text` in the catalogue. */
export const ACCOUNT_TILES = [
  { name: 'orders', to: '/orders' },
  { name: 'profile', to: '/profile' },
  { name: 'password', to: '/account/password' },
  { name: 'addresses', to: '/account/addresses' },
  { name: 'payments', to: '/account/payments' },
  { name: 'support', to: '/customer-service' },
] as const;

export default function Account() {
  const me = useSession();
  const t = useText();
  if (!me) return <SignInRequired message={t('account.signIn')} />;
  return (
    <Page>
      <PageTitle>{t('account.title')}</PageTitle>
      <Tiles>
        {ACCOUNT_TILES.map((tile) => {
          const title = t(`account.${tile.name}.title`);
          return (
            <Tile key={tile.name}>
              <h2>{title}</h2>
              <p>{t(`account.${tile.name}.text`)}</p>
              <Link to={tile.to} aria-label={t('account.manageLabel', { title })}>
                {t('account.manage')}
              </Link>
            </Tile>
          );
        })}
      </Tiles>
    </Page>
  );
}
