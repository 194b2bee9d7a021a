import { useState } from 'react';
import {
  backTo,
  Button,
  errorMessage,
  Link,
  listAddresses,
  media,
  Notice,
  Page,
  PageTitle,
  PostalAddress,
  removeAddress,
  setDefaultAddress,
  SignInRequired,
  theme,
  useAsync,
  useNavigate,
  useSearchParams,
  useSession,
  withReturn,
} from '@storefront/ui';
import styled from 'styled-components';
import type { Address } from '@storefront/contracts';
import { useText } from '../messages';

const Grid = styled.div`
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

const AddTile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 220px;
  border: 2px dashed #c7c7c7;
  border-radius: 8px;
  color: ${theme.color.muted};
  font-size: 20px;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.link};
  }
`;

const AddressCard = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: ${theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: 2px;
  .label {
    font-size: 12px;
    color: ${theme.color.muted};
    border-bottom: 1px solid ${theme.color.border};
    padding-bottom: 6px;
    margin-bottom: 6px;
    font-weight: 700;
  }
  .actions {
    margin-top: auto;
    padding-top: ${theme.space(1.5)};
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

export default function Addresses() {
  const me = useSession();
  const t = useText();
  const navigate = useNavigate();
  // Sent here to choose a delivery address (from checkout): each address can be chosen, and adding or
  // editing one comes back here with the way back kept.
  const next = useSearchParams()[0].get('next');
  const keepNext = (path: string) => (next ? withReturn(path, next) : path);
  const addresses = useAsync((signal) => (me ? listAddresses(me.userId, signal) : Promise.resolve([])), [me?.userId]);
  const [problem, setProblem] = useState('');
  if (!me) return <SignInRequired message={t('addresses.signIn')} />;

  const act = async (work: () => Promise<unknown>) => {
    setProblem('');
    try {
      await work();
      addresses.reload();
    } catch (err) {
      setProblem(errorMessage(err, t('error.generic')));
    }
  };

  return (
    <Page>
      <PageTitle>{t('addresses.title')}</PageTitle>
      {next && <Notice>{t('addresses.choose')}</Notice>}
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      {addresses.status === 'loading' && <Notice>{t('addresses.loading')}</Notice>}
      {addresses.status === 'error' && <Notice $tone="error">{errorMessage(addresses.error, t('error.generic'))}</Notice>}
      <Grid>
        <AddTile to={keepNext('/addresses/new')}>{t('addresses.add')}</AddTile>
        {addresses.status === 'done' &&
          addresses.data.map((a: Address) => (
            <AddressCard key={a._id} data-testid="address-card">
              <span className="label">{a.isDefault ? t('addresses.default') : ' '}</span>
              <PostalAddress a={a}>
                {a.phoneNumber && (
                  <>
                    <br />
                    {t('addresses.phone', { phone: a.phoneNumber })}
                  </>
                )}
              </PostalAddress>
              <div className="actions">
                {next && <Button onClick={() => void navigate(backTo(next, { address: a._id }))}>{t('addresses.deliverHere')}</Button>}
                <Button $variant="plain" onClick={() => void navigate(keepNext(`/addresses/edit/${a._id}`))}>
                  {t('addresses.edit')}
                </Button>
                <Button $variant="plain" onClick={() => void act(() => removeAddress(me.userId, a._id))}>
                  {t('addresses.remove')}
                </Button>
                {!a.isDefault && (
                  <Button $variant="plain" onClick={() => void act(() => setDefaultAddress(me.userId, a._id))}>
                    {t('addresses.setDefault')}
                  </Button>
                )}
              </div>
            </AddressCard>
          ))}
      </Grid>
    </Page>
  );
}
