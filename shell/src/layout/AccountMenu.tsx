import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, session, theme, useNavigate } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';

const Menu = styled.div`
  position: relative;
  > button {
    background: none;
    border: 1px solid transparent;
    border-radius: 2px;
    color: #fff;
    font: inherit;
    font-weight: 700;
    padding: 4px 8px;
    cursor: pointer;
    text-align: left;
    line-height: 1.2;
    small {
      display: block;
      font-weight: 400;
      font-size: 12px;
    }
    &:hover {
      border-color: #fff;
    }
  }
  ul {
    position: absolute;
    right: 0;
    top: calc(100% + 6px);
    min-width: 200px;
    margin: 0;
    padding: ${theme.space(1)} 0;
    list-style: none;
    background: #fff;
    border-radius: ${theme.radius};
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
    z-index: 200;
  }
  li a,
  li button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 8px 16px;
    color: ${theme.color.text};
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
    &:hover {
      background: #f3f3f3;
      color: ${theme.color.linkHover};
    }
  }
`;

/** The account menu, after the ARIA menu button pattern: Enter, Space or Down opens it on its first item
 * (Up on its last), arrows move through it, Home and End jump, Escape closes it and gives focus back to
 * its button, Tab leaves it closed. The top bar makes a new one on every page, so going to another page
 * closes it. */
export function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const t = shellMessages.useText();
  const logOut = async () => {
    await session.logout(); // never rejects
    void navigate('/');
  };
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) close(true);
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };
  return (
    <Menu ref={ref}>
      <button
        ref={button}
        type="button"
        id="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? 'account-menu' : undefined}
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={onButtonKey}
      >
        <small>{name ? t('top.hello', { name }) : t('top.helloThere')}</small> {t('top.accountAndLists')} <span aria-hidden>▾</span>
      </button>
      {open && <AccountMenuItems onKeyDown={onMenuKey} onLogOut={() => void logOut()} />}
    </Menu>
  );
}

/** The menu's items: the account's pages, and signing out. */
function AccountMenuItems({ onKeyDown, onLogOut }: { onKeyDown: (e: KeyboardEvent<HTMLUListElement>) => void; onLogOut: () => void }) {
  const t = shellMessages.useText();
  return (
    <ul role="menu" id="account-menu" aria-labelledby="account-menu-button" onKeyDown={onKeyDown}>
      <li role="none">
        <Link role="menuitem" tabIndex={-1} to="/account">
          {t('menu.yourAccount')}
        </Link>
      </li>
      <li role="none">
        <Link role="menuitem" tabIndex={-1} to="/profile">
          {t('menu.yourProfile')}
        </Link>
      </li>
      <li role="none">
        <Link role="menuitem" tabIndex={-1} to="/orders">
          {t('menu.yourOrders')}
        </Link>
      </li>
      <li role="none">
        <Link role="menuitem" tabIndex={-1} to="/account/addresses">
          {t('menu.yourAddresses')}
        </Link>
      </li>
      <li role="none">
        <button role="menuitem" tabIndex={-1} type="button" onClick={onLogOut}>
          {t('menu.logout')}
        </button>
      </li>
    </ul>
  );
}
