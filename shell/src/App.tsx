import { Component, type ReactNode, useEffect, useRef } from 'react';
import {
  type CartSlot,
  BrowserRouter,
  CartSlotContext,
  Link,
  Navigate,
  Outlet,
  type RouteObject,
  session,
  StoreNotices,
  theme,
  useLanguage,
  useLocation,
  useRoutes,
  useSession,
} from '@storefront/ui';
import styled from 'styled-components';
import { documentTitle, matchStorePage, pageTitle } from '@storefront/contracts/pages';
import { CartBadge } from './cart';
import { Footer } from './layout/Footer';
import { GlobalStyle } from './layout/GlobalStyle';
import { SecondaryBar } from './layout/SecondaryBar';
import { TopBar } from './layout/TopBar';
import { AdminGate } from './AdminGate';
import { FloatingChat } from './FloatingChat';
import { useHeadingFocus } from './heading-focus';
import { shellMessages } from './messages';
import { NotFound } from './NotFound';
import { ComingSoon, RemotePage } from './RemotePage';
import { STORE_ROUTES, isRedirect } from './routes';

function Layout() {
  const location = useLocation();
  const t = shellMessages.useText();
  const { language } = useLanguage();
  // The page the visit began on, until the shopper moves on.
  const landing = useRef<string | null>(location.pathname);
  useEffect(() => {
    // The page's title as the gateway writes it (the same list and matching). On the page a visit began
    // on, a product's, category's or order's, the gateway's title names the product or the category (or
    // says it is not found): that one stays.
    if (location.pathname !== landing.current) landing.current = null;
    const match = matchStorePage(location.pathname);
    if (landing.current && match && Object.keys(match.params).some((p) => p !== '*') && document.title) return;
    document.title = !match
      ? documentTitle(pageTitle('notFound', language))
      : isRedirect(match.route) || match.route.path === '/'
        ? documentTitle()
        : documentTitle(pageTitle(match.route.page, language));
    // t changes with the language: the tab's title follows it.
  }, [location.pathname, t, language]);
  // After the title's effect: the arrival announced is the new page's title.
  const announcement = useHeadingFocus(location.pathname, language);
  const shopper = useSession()?.userId;
  useEffect(() => {
    void session.refresh();
  }, [shopper]);
  return (
    <>
      <SkipLink href="#main">{t('skip.toContent')}</SkipLink>
      <TopBar cart={<CartBadge />} />
      <SecondaryBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <Footer />
      <StoreNotices />
      {location.pathname === '/' && <FloatingChat />}
    </>
  );
}

/** Hidden until a keyboard user reaches it: the first stop on every page, past the top bar and menus. */
const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(1)};
  top: -100px;
  z-index: 1000;
  padding: ${theme.space(1)} ${theme.space(2)};
  background: #fff;
  color: ${theme.color.text};
  font-weight: 700;
  border-radius: ${theme.radius};
  &:focus {
    top: ${theme.space(1)};
  }
`;

const ErrorBox = styled.div`
  padding: ${theme.space(4)};
  h1 {
    font-size: 24px;
    font-style: italic;
  }
  pre {
    padding: ${theme.space(1)};
    background: rgba(200, 200, 200, 0.5);
  }
`;

/** The spec keeps the router's default text for an unexpected error on a page; we add a way home. */
function RouteError({ error }: { error: Error }) {
  const t = shellMessages.useText();
  return (
    <ErrorBox role="alert">
      <GlobalStyle />
      <h1>{t('routeError.title')}</h1>
      <h2>{error.message}</h2>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </ErrorBox>
  );
}

/** A page that throws while it is drawn shows RouteError instead of a blank screen, until the shopper
 * goes to another address, which is drawn afresh (coming back to the one that failed tries it again).
 * (Remotes that fail to load have their own fallback, in RemotePage.) */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: Error | null; pathname: string }> {
  override state: { error: Error | null; pathname: string } = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error) {
    console.error('A page of the store failed', error);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The store's routes: every page of STORE_ROUTES in the frame, and 'Page not found' for any other path. */
export function routes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <GlobalStyle />
          <Layout />
        </>
      ),
      children: [
        ...STORE_ROUTES.map((r) => ({
          path: r.path,
          element: isRedirect(r) ? (
            <Navigate to={r.redirect} replace />
          ) : r.comingSoon ? (
            <ComingSoon page={r.page} />
          ) : r.adminOnly ? (
            <AdminGate page={r.page}>
              <RemotePage key={r.path} page={r} />
            </AdminGate>
          ) : (
            <RemotePage key={r.path} page={r} />
          ),
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function StoreRoutes({ list }: { list: RouteObject[] }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(list)}</RouteErrorBoundary>;
}

/** The store: one router for the page's life, inside the cart slot. The slot is always there and only
 * its value changes when the cart arrives (its remote may be slow) or fails, so the router and the page
 * are never remounted by the cart: nothing the shopper typed is lost. */
export function createApp() {
  const list = routes();
  return function App({ cart }: { cart: CartSlot }) {
    return (
      <CartSlotContext.Provider value={cart}>
        <BrowserRouter>
          <StoreRoutes list={list} />
        </BrowserRouter>
      </CartSlotContext.Provider>
    );
  };
}
