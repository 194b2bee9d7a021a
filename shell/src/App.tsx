import { useEffect, useRef } from 'react';
import {
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  Link,
  type RouteObject,
} from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_TITLE, documentTitle, matchStorePage } from '@storefront/contracts/pages';
import type { RemoteName } from '@storefront/contracts/shop';
import { type CartSlot, CartSlotContext, session, theme } from '@storefront/ui';
import { CartBadge } from './cart';
import { Footer } from './layout/Footer';
import { GlobalStyle } from './layout/GlobalStyle';
import { SecondaryBar } from './layout/SecondaryBar';
import { TopBar } from './layout/TopBar';
import { AdminGate } from './AdminGate';
import { FloatingChat } from './FloatingChat';
import { NotFound } from './NotFound';
import { ComingSoon, RemotePage } from './RemotePage';
import { STORE_ROUTES, isRedirect } from './routes';

function Layout() {
  const location = useLocation();
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
      ? documentTitle(NOT_FOUND_TITLE)
      : isRedirect(match.route) || match.route.path === '/'
        ? documentTitle()
        : documentTitle(match.route.title);
  }, [location.pathname]);
  useEffect(() => {
    void session.refresh();
  }, []);
  return (
    <>
      <TopBar cart={<CartBadge />} />
      <SecondaryBar />
      <main>
        <Outlet />
      </main>
      <Footer />
      {location.pathname === '/' && <FloatingChat />}
    </>
  );
}

const ErrorBox = styled.div`
  padding: ${theme.space(4)};
  h2 {
    font-style: italic;
  }
  pre {
    padding: ${theme.space(1)};
    background: rgba(200, 200, 200, 0.5);
  }
`;

/** The spec keeps the router's default text for an unexpected routing error; we add a way home. */
function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <ErrorBox role="alert">
      <GlobalStyle />
      <h2>Unexpected Application Error!</h2>
      <h3>{detail}</h3>
      <p>
        <Link to="/">Go to the Maple Market home page</Link>
      </p>
    </ErrorBox>
  );
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
      errorElement: <RouteError />,
      children: [
        ...STORE_ROUTES.map((r) => ({
          path: r.path,
          element: isRedirect(r) ? (
            <Navigate to={r.redirect} replace />
          ) : r.comingSoon ? (
            <ComingSoon title={r.title} />
          ) : r.adminOnly ? (
            <AdminGate refusal={r.adminOnly}>
              <RemotePage key={r.path} remote={r.remote as RemoteName} module={r.module} />
            </AdminGate>
          ) : (
            <RemotePage key={r.path} remote={r.remote as RemoteName} module={r.module} />
          ),
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** The store: one router for the page's life, inside the cart slot. The slot is always there and only
 * its value changes when the cart arrives (its remote may be slow) or fails, so the router and the page
 * are never remounted by the cart: nothing the shopper typed is lost. */
export function createApp() {
  const router = createBrowserRouter(routes());
  return function App({ cart }: { cart: CartSlot }) {
    return (
      <CartSlotContext.Provider value={cart}>
        <RouterProvider router={router} />
      </CartSlotContext.Provider>
    );
  };
}
