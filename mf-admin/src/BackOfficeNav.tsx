import { NavLink, theme } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from './messages';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(2)};
  a {
    padding: 6px 12px;
    border-radius: 16px;
    color: ${theme.color.text};
    background: #fff;
    border: 1px solid ${theme.color.border};
    text-decoration: none;
    font-size: 14px;
  }
  a.active {
    background: ${theme.color.secondaryBar};
    border-color: ${theme.color.secondaryBar};
    color: #fff;
  }
`;

/** The back office's own navigation above each of its pages. */
export function BackOfficeNav() {
  const t = useText();
  return (
    <Tabs aria-label={t('backOffice.title')}>
      <NavLink to="/admin" end>
        {t('nav.dashboard')}
      </NavLink>
      <NavLink to="/admin/products">{t('nav.products')}</NavLink>
      <NavLink to="/admin/orders">{t('nav.orders')}</NavLink>
      <NavLink to="/admin/promotions">{t('nav.promotions')}</NavLink>
      <NavLink to="/admin/gift-cards">{t('nav.giftCards')}</NavLink>
      <NavLink to="/admin/reviews">{t('nav.reviews')}</NavLink>
      <NavLink to="/admin/audit">{t('nav.audit')}</NavLink>
      <NavLink to="/upload-product">{t('nav.upload')}</NavLink>
    </Tabs>
  );
}
