import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, SignInRequired, media, theme, useSession } from '@storefront/ui';

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

export const ACCOUNT_TILES = [
  { title: 'Your Orders', text: 'Track, return, or buy things again', to: '/orders' },
  { title: 'Edit Profile', text: 'Change your name and shipping details', to: '/profile' },
  { title: 'Change Password', text: 'Keep your account secure', to: '/account/password' },
  { title: 'Your Addresses', text: 'Edit addresses for orders', to: '/account/addresses' },
  { title: 'Payment Methods', text: 'How card payments work here', to: '/account/payments' },
  { title: 'Customer Support', text: 'Chat with us or send a message', to: '/customer-service' },
];

export default function Account() {
  const me = useSession();
  if (!me) return <SignInRequired message="Please log in to see your account" />;
  return (
    <Page>
      <PageTitle>Your Account</PageTitle>
      <Tiles>
        {ACCOUNT_TILES.map((t) => (
          <Tile key={t.title}>
            <h2>{t.title}</h2>
            <p>{t.text}</p>
            <Link to={t.to} aria-label={`Manage ${t.title}`}>
              Manage
            </Link>
          </Tile>
        ))}
      </Tiles>
    </Page>
  );
}
