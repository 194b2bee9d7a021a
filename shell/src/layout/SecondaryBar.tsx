import { NavLink, theme } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { CategoryMenu } from './CategoryMenu';

const Bar = styled.nav`
  background: ${theme.color.secondaryBar};
  display: flex;
  /* Every shortcut in sight on a phone: the row wraps instead of hiding the last under a scroll. */
  flex-wrap: wrap;
  gap: 0 ${theme.space(0.5)};
  padding: 0 ${theme.space(1)};
  a,
  a:hover {
    color: #fff;
    text-decoration: none;
    font-size: 14px;
    padding: 8px 10px;
    border: 1px solid transparent;
    border-radius: 2px;
    white-space: nowrap;
    &:hover,
    &.active {
      border-color: #fff;
    }
  }
`;

export function SecondaryBar() {
  const t = shellMessages.useText();
  return (
    <>
      <Bar className="dark" aria-label={t('bar.shortcuts')}>
        <NavLink to="/buy-again">{t('bar.buyAgain')}</NavLink>
        <NavLink to="/customer-service">{t('bar.customerService')}</NavLink>
        <NavLink to="/wishlist">{t('bar.wishList')}</NavLink>
        <NavLink to="/history">{t('bar.history')}</NavLink>
      </Bar>
      <CategoryMenu />
    </>
  );
}
