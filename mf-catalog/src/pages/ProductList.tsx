import { errorMessage, Link, Notice, Page, PageTitle, theme, useAsync, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import { fetchAllProducts } from '../api';
import { WeatherBlock } from '../blocks/WeatherBlock';
import { useText } from '../messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: #fff;
  border-radius: ${theme.radius};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(2)};
    padding: ${theme.space(1.5)} ${theme.space(2)};
    border-bottom: 1px solid ${theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    color: ${theme.color.link};
    text-decoration: none;
  }
  span {
    font-weight: 700;
    white-space: nowrap;
  }
`;

/** The simple list: every product's name and price. */
export default function ProductList() {
  const t = useText();
  const { formats, language } = useLanguage();
  const products = useAsync((signal) => fetchAllProducts(signal), [language]);
  return (
    <Page>
      <PageTitle>{t('list.title')}</PageTitle>
      <WeatherBlock />
      {products.status === 'loading' && <Notice>{t('common.loadingProducts')}</Notice>}
      {products.status === 'error' && <Notice $tone="error">{errorMessage(products.error)}</Notice>}
      {products.status === 'done' && (
        <List>
          {products.data.map((p) => (
            <li key={p._id}>
              <Link to={`/product/${p._id}`}>{p.name}</Link>
              <span>{formats.money(p.price)}</span>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
