import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { badgeCount, Link, media, NavLink, session, theme, useLocation, useNavigate, useSearchParams, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { MapleLeaf } from './MapleLeaf';
import { searchTypedInFirstView } from '../first-view-hand-over';

const Bar = styled.header`
  /* Held at the top on a wide screen; on a phone it scrolls away, leaving the page the whole screen
     (held, it took 152 px of an 844 px screen). */
  ${media.md} {
    position: sticky;
    top: 0;
  }
  z-index: 100;
  background: ${theme.color.topBar};
  color: #fff;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(2)};
  a,
  a:hover {
    color: #fff;
    text-decoration: none;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 22px;
  font-weight: 700;
  letter-spacing: -0.5px;
  padding: 4px 6px;
  border: 1px solid transparent;
  border-radius: 2px;
  &:hover {
    border-color: #fff;
  }
  span.domain {
    font-size: 13px;
    font-weight: 400;
    color: ${theme.color.accent};
  }
`;

const Search = styled.form`
  order: 3;
  flex: 1 1 100%;
  display: flex;
  height: 40px;
  border-radius: ${theme.radius};
  overflow: hidden;
  ${media.md} {
    order: 0;
    flex: 1 1 320px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 ${theme.space(1.5)};
    font: inherit;
    font-size: 15px;
    &:focus {
      outline: none;
    }
  }
  button {
    width: 80px;
    border: 0;
    background: ${theme.color.accent};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:hover {
      background: ${theme.color.accentStrong};
    }
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${theme.color.accentStrong};
  }
`;

const NavItem = styled(NavLink)`
  display: flex;
  flex-direction: column;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: 2px;
  font-size: 14px;
  font-weight: 700;
  line-height: 1.2;
  white-space: nowrap;
  small {
    font-size: 12px;
    font-weight: 400;
  }
  &:hover {
    border-color: #fff;
  }
`;

const CartLinkItem = styled(NavItem)`
  flex-direction: row;
  align-items: flex-end;
  gap: 4px;
  position: relative;
  b {
    position: absolute;
    top: 0;
    left: 22px;
    min-width: 20px;
    text-align: center;
    color: ${theme.color.accentStrong};
    font-size: 16px;
  }
`;

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
function AccountMenu({ name }: { name: string }) {
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
      {open && (
        <ul role="menu" id="account-menu" aria-labelledby="account-menu-button" onKeyDown={onMenuKey}>
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
            <button role="menuitem" tabIndex={-1} type="button" onClick={() => void logOut()}>
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </Menu>
  );
}

function CartIcon() {
  return (
    <svg width="34" height="28" viewBox="0 0 34 28" aria-hidden focusable="false">
      <path d="M1 3h5l4 15h16l4-11H8" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <circle cx="12" cy="24" r="2.4" fill="#fff" />
      <circle cx="24" cy="24" r="2.4" fill="#fff" />
    </svg>
  );
}

/** The cart icon with its badge; `quantity` is null when the cart is not there (yet, or at all). */
export function CartLink({ quantity }: { quantity: number | null }) {
  const t = shellMessages.useText();
  // The link's name begins with what it shows ('Cart 3'), so speech control finds it by its visible words.
  return (
    <CartLinkItem to="/cart">
      <CartIcon />
      {t('cart.label')} <b data-testid="cart-badge">{quantity === null ? '–' : badgeCount(quantity)}</b>{' '}
      <span className="sr-only">{quantity === null ? `(${t('cart.unavailable')})` : t('cart.items', { count: quantity })}</span>
    </CartLinkItem>
  );
}

/** `cart` is what stands in the cart's place: the shell gives the live cart link (see cart.tsx). */
export function TopBar({ cart }: { cart: ReactNode }) {
  const me = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const t = shellMessages.useText();
  // Keep the box in step with the page: the query on search results, empty elsewhere. Set while
  // rendering when the page changes (React's pattern for state that follows a prop), not in an effect.
  const page = location.pathname + location.search;
  const pageTerm = location.pathname === '/search' ? (params.get('query') ?? '') : '';
  const [term, setTerm] = useState(pageTerm);
  // What a visitor typed in the page's first view, up to the moment the store took its place, is kept.
  // Read once it is in the page, not as it is drawn: the drawing takes a moment, and keys typed meanwhile
  // would be lost.
  useLayoutEffect(() => {
    const typed = searchTypedInFirstView();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- taken from outside React (the view's box) once, as the box is put in
    if (typed) setTerm(typed);
  }, []);
  const [termFor, setTermFor] = useState(page);
  if (termFor !== page) {
    setTermFor(page);
    setTerm(pageTerm);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = term.trim();
    if (!query) return; // blank or whitespace-only searches do nothing
    void navigate(`/search?query=${encodeURIComponent(query)}`);
  };

  return (
    <Bar>
      <Brand to="/">
        <MapleLeaf size={26} />
        Maple Market<span className="domain">{t('brand.domain')}</span>
      </Brand>
      {me?.isAdmin && (
        <>
          <NavItem to="/admin">
            <small>{t('top.backOffice')}</small> {t('top.admin')}
          </NavItem>
          {/* The spec's link, kept: it opens the upload form inside the back office. */}
          <NavItem to="/upload-product">
            <small>{t('top.newProduct')}</small> {t('top.uploadProduct')}
          </NavItem>
        </>
      )}
      {/* A plain form too: a first view drawn by the gateway searches before the store's scripts run. */}
      <Search role="search" action="/search" onSubmit={submit}>
        <input
          type="search"
          name="query"
          aria-label={t('top.search')}
          placeholder={t('top.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="submit">{t('top.searchButton')}</button>
      </Search>
      <NavItem to="/orders">
        <small>{t('top.returns')}</small> {t('top.orders')}
      </NavItem>
      {me ? (
        <AccountMenu key={location.key} name={me.name} />
      ) : (
        <>
          <NavItem to="/register">{t('top.register')}</NavItem>
          <NavItem to="/login">{t('top.login')}</NavItem>
        </>
      )}
      {cart}
    </Bar>
  );
}
