import { media, NavLink, theme } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { CategoryMenu } from './CategoryMenu';

const Bar = styled.nav`
  background: ${theme.color.secondaryBar};
  /* On a phone these are in the top bar's menu. */
  display: none;
  ${media.md} {
    display: flex;
  }
  /* Every shortcut in sight on a narrow screen: the row wraps instead of hiding the last under a scroll. */
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

/** The shortcuts to the shopper's lists and to help, in the bar under the top bar and in the phone's menu. */
export const SHORTCUTS = [
  { to: '/buy-again', label: 'bar.buyAgain' },
  { to: '/customer-service', label: 'bar.customerService' },
  { to: '/wishlist', label: 'bar.wishList' },
  { to: '/history', label: 'bar.history' },
] as const;

export function SecondaryBar() {
  const t = shellMessages.useText();
  return (
    <>
      <Bar className="dark" aria-label={t('bar.shortcuts')}>
        {SHORTCUTS.map((s) => (
          <NavLink key={s.to} to={s.to}>
            {t(s.label)}
          </NavLink>
        ))}
      </Bar>
      <CategoryMenu />
    </>
  );
}
