import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@storefront/ui';
import { CategoryMenu } from './CategoryMenu';

const Bar = styled.nav`
  background: ${theme.color.secondaryBar};
  display: flex;
  gap: ${theme.space(0.5)};
  padding: 0 ${theme.space(1)};
  overflow-x: auto;
  a {
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
  return (
    <>
      <Bar aria-label="Shortcuts">
        <NavLink to="/buy-again">Buy Again</NavLink>
        <NavLink to="/customer-service">Customer Service</NavLink>
        <NavLink to="/wishlist">WishList</NavLink>
        <NavLink to="/history">Browsing History</NavLink>
      </Bar>
      <CategoryMenu />
    </>
  );
}
