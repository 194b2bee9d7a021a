import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { badgeCount, media, session, theme, useSession } from '@storefront/ui';
import { MapleLeaf } from './MapleLeaf';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${theme.color.topBar};
  color: #fff;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(2)};
  padding: ${theme.space(1)} ${theme.space(2)};
  a {
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

/** The account menu; the top bar makes a new one on every page, so going to another page closes it. */
function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const logOut = async () => {
    await session.logout(); // never rejects
    void navigate('/');
  };
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <Menu ref={ref}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <small>Hello, {name || 'there'}</small>
        Account &amp; Lists ▾
      </button>
      {open && (
        <ul role="menu" aria-label="Account">
          <li role="none">
            <Link role="menuitem" to="/account">
              Your Account
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/profile">
              Your Profile
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/orders">
              Your Orders
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/account/addresses">
              Your Addresses
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void logOut()}>
              Logout
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
  return (
    <CartLinkItem to="/cart" aria-label={quantity === null ? 'Cart (not available right now)' : `Cart, ${quantity} items`}>
      <CartIcon />
      <b data-testid="cart-badge">{quantity === null ? '–' : badgeCount(quantity)}</b>
      Cart
    </CartLinkItem>
  );
}

/** `cart` is what stands in the cart's place: the shell gives the live cart link (see cart.tsx). */
export function TopBar({ cart }: { cart: ReactNode }) {
  const me = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // Keep the box in step with the page: the query on search results, empty elsewhere. Set while
  // rendering when the page changes (React's pattern for state that follows a prop), not in an effect.
  const page = location.pathname + location.search;
  const pageTerm = location.pathname === '/search' ? (params.get('query') ?? '') : '';
  const [term, setTerm] = useState(pageTerm);
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
      <Brand to="/" aria-label="Maple Market home">
        <MapleLeaf size={26} />
        Maple Market<span className="domain">.ca</span>
      </Brand>
      {me?.isAdmin && (
        <>
          <NavItem to="/admin" aria-label="Admin">
            <small>Back office</small>
            Admin
          </NavItem>
          {/* The spec's link, kept: it opens the upload form inside the back office. */}
          <NavItem to="/upload-product">
            <small>New product</small>
            Upload Product
          </NavItem>
        </>
      )}
      <Search role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label="Search Maple Market"
          placeholder="Search Maple Market"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="submit">Search</button>
      </Search>
      <NavItem to="/orders">
        <small>Returns </small>
        &amp; Orders
      </NavItem>
      {me ? (
        <AccountMenu key={location.key} name={me.name} />
      ) : (
        <>
          <NavItem to="/register">Register</NavItem>
          <NavItem to="/login">Login</NavItem>
        </>
      )}
      {cart}
    </Bar>
  );
}
