import { type ReactNode, useLayoutEffect, useState } from 'react';
import {
  badgeCount,
  Link,
  media,
  NavLink,
  theme,
  useLocation,
  useNavigate,
  useSearchParams,
  useSession,
  visuallyHidden,
} from '@storefront/ui';
import styled from 'styled-components';
import { shellMessages } from '../messages';
import { AccountMenu } from './AccountMenu';
import { PhoneMenu } from './PhoneMenu';
import { MapleLeaf } from './MapleLeaf';
import { SearchBox } from './SearchBox';
import { searchTypedInFirstView } from '../first-view-hand-over';

const Bar = styled.header`
  /* Held at the top on a wide screen; on a phone it scrolls away, leaving the page the whole screen
     (held, it would take 152 px of an 844 px screen). */
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
  /* On a phone: the menu, the brand and the cart over the search box; the rest is in the menu. */
  @media (max-width: ${theme.breakpoint.md - 0.02}px) {
    column-gap: ${theme.space(1)};
    .wide-only {
      display: none;
    }
    .cart-slot {
      order: 1;
      margin-left: auto;
    }
    /* The cart's word is still read out (its link's name), the icon and its count shown. */
    .cart-word {
      ${visuallyHidden}
    }
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 20px;
  ${media.md} {
    font-size: 22px;
  }
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
      <span className="cart-word">{t('cart.label')}</span> <b data-testid="cart-badge">{quantity === null ? '–' : badgeCount(quantity)}</b>{' '}
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

  const search = (query: string) => {
    if (!query) return; // blank or whitespace-only searches do nothing
    void navigate(`/search?query=${encodeURIComponent(query)}`);
  };

  return (
    <Bar>
      <Brand to="/">
        <MapleLeaf size={26} />
        Maple Market<span className="domain">{t('brand.domain')}</span>
      </Brand>
      <PhoneMenu />
      {me?.isAdmin && (
        <>
          <NavItem to="/admin" className="wide-only">
            <small>{t('top.backOffice')}</small> {t('top.admin')}
          </NavItem>
          {/* The spec's link, kept: it opens the upload form inside the back office. */}
          <NavItem to="/upload-product" className="wide-only">
            <small>{t('top.newProduct')}</small> {t('top.uploadProduct')}
          </NavItem>
        </>
      )}
      <SearchBox term={term} setTerm={setTerm} search={search} />
      <NavItem to="/orders" className="wide-only">
        <small>{t('top.returns')}</small> {t('top.orders')}
      </NavItem>
      {me ? (
        <div className="wide-only">
          <AccountMenu key={location.key} name={me.name} />
        </div>
      ) : (
        <>
          <NavItem to="/register" className="wide-only">
            {t('top.register')}
          </NavItem>
          <NavItem to="/login" className="wide-only">
            {t('top.login')}
          </NavItem>
        </>
      )}
      <div className="cart-slot">{cart}</div>
    </Bar>
  );
}
