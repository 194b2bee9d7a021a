import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, NavLink, media, session, theme, useLocation, useNavigate, useSession, visuallyHidden } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { CategoryLinks, useCategories } from './CategoryMenu';
import { SHORTCUTS } from './SecondaryBar';

// On a phone the top bar is one row (the menu, the brand, the cart) over the search box: everything else
// the wide top bar and the bars under it hold (the account, orders, the back office, the shortcuts and the
// categories) is in this menu, a disclosure that opens under the bar and closes on the next page.

const Toggle = styled.button`
  order: -1;
  display: flex;
  align-items: center;
  gap: 6px;
  background: none;
  color: #fff;
  font: inherit;
  font-size: 14px;
  font-weight: 700;
  padding: 6px 8px;
  border: 1px solid transparent;
  border-radius: 2px;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: #fff;
  }
  ${media.md} {
    display: none;
  }
  /* The narrowest phones (320 px) keep the menu, the brand and the cart on one row: the icon alone. */
  @media (max-width: 359.98px) {
    span {
      ${visuallyHidden}
    }
  }
`;

const Panel = styled.nav`
  order: 10;
  flex: 1 1 100%;
  margin: 0 -${theme.space(2)} -${theme.space(1)};
  background: #fff;
  color: ${theme.color.text};
  font-size: 15px;
  padding: ${theme.space(1)} 0 ${theme.space(2)};
  ${media.md} {
    display: none;
  }
  p {
    margin: ${theme.space(1.5)} ${theme.space(2)} ${theme.space(0.5)};
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  && a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px ${theme.space(2)};
    color: ${theme.color.text};
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
    &:hover,
    &.active {
      background: #f3f3f3;
      text-decoration: underline;
    }
  }
`;

function MenuIcon() {
  return (
    <svg width="22" height="18" viewBox="0 0 22 18" aria-hidden focusable="false">
      <path d="M1 2h20M1 9h20M1 16h20" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** A labelled list of the menu's links (its label read with it). */
function Group({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id}>{label}</p>
      <ul>{children}</ul>
    </div>
  );
}

/** The phone's menu button and what it opens; Escape closes it and gives focus back to the button. */
export function PhoneMenu() {
  const t = shellMessages.useText();
  const location = useLocation();
  // Open on the page it was opened on: following one of its links (a new page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpenOn(null);
    button.current?.focus();
  };
  return (
    <>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : location.key)}
        onKeyDown={onKey}
      >
        <MenuIcon />
        <span>{t('phone.menu')}</span>
      </Toggle>
      {open && (
        <Panel id={panelId} aria-label={t('phone.menu')} onKeyDown={onKey}>
          <PhoneMenuLinks />
        </Panel>
      )}
    </>
  );
}

function PhoneMenuLinks() {
  const t = shellMessages.useText();
  const me = useSession();
  const navigate = useNavigate();
  const categories = useCategories();
  const logOut = async () => {
    await session.logout(); // never rejects
    void navigate('/');
  };
  return (
    <>
      <Group label={me ? (me.name ? t('top.hello', { name: me.name }) : t('top.helloThere')) : t('top.accountAndLists')}>
        {me ? (
          <>
            <li>
              <NavLink to="/account">{t('menu.yourAccount')}</NavLink>
            </li>
            <li>
              <NavLink to="/profile">{t('menu.yourProfile')}</NavLink>
            </li>
            <li>
              <NavLink to="/orders">{t('menu.yourOrders')}</NavLink>
            </li>
            <li>
              <NavLink to="/account/addresses">{t('menu.yourAddresses')}</NavLink>
            </li>
            <li>
              <button type="button" onClick={() => void logOut()}>
                {t('menu.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to="/login">{t('top.login')}</NavLink>
            </li>
            <li>
              <NavLink to="/register">{t('top.register')}</NavLink>
            </li>
            <li>
              <NavLink to="/orders">{t('phone.returnsAndOrders')}</NavLink>
            </li>
          </>
        )}
      </Group>
      {me?.isAdmin && (
        <Group label={t('top.backOffice')}>
          <li>
            <NavLink to="/admin">{t('top.backOffice')}</NavLink>
          </li>
          <li>
            <Link to="/upload-product">{t('top.uploadProduct')}</Link>
          </li>
        </Group>
      )}
      <Group label={t('bar.shortcuts')}>
        {SHORTCUTS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to}>{t(s.label)}</NavLink>
          </li>
        ))}
      </Group>
      {categories && categories.length > 0 && (
        <Group label={t('categories.shopBy')}>
          <CategoryLinks categories={categories} />
        </Group>
      )}
    </>
  );
}
