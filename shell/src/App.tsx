import { useEffect } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, isRouteErrorResponse, useLocation, useRouteError, Link, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteName } from '@storefront/contracts/shop';
import { type CartModule, session, theme } from '@storefront/ui';
import { Footer } from './layout/Footer';
import { GlobalStyle } from './layout/GlobalStyle';
import { SecondaryBar } from './layout/SecondaryBar';
import { TopBar } from './layout/TopBar';
import { FloatingChat } from './FloatingChat';
import { ComingSoon, RemotePage } from './RemotePage';
import { STORE_ROUTES, isRedirect } from './routes';

function Layout({ useCartQuantity }: { useCartQuantity: () => number | null }) {
  const cartQuantity = useCartQuantity();
  const location = useLocation();
  useEffect(() => {
    const route = STORE_ROUTES.find((r) => r.path === location.pathname);
    document.title = route && !isRedirect(route) && route.path !== '/' ? `${route.title} · Maple Market` : 'Maple Market';
  }, [location.pathname]);
  useEffect(() => {
    void session.refresh();
  }, []);
  return (
    <>
      <TopBar cartQuantity={cartQuantity} />
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

function routes(useCartQuantity: () => number | null): RouteObject[] {
  return [
  {
    element: (
      <>
        <GlobalStyle />
        <Layout useCartQuantity={useCartQuantity} />
      </>
    ),
    errorElement: <RouteError />,
    children: STORE_ROUTES.map((r) => ({
      path: r.path,
      element: isRedirect(r) ? (
        <Navigate to={r.redirect} replace />
      ) : r.comingSoon ? (
        <ComingSoon title={r.title} />
      ) : (
        <RemotePage key={r.path} remote={r.remote as RemoteName} module={r.module} />
      ),
    })),
  },
  ];
}

/** The store, with the cart's provider around every page when the cart remote is there. */
export function createApp(cart: CartModule | null) {
  const useCartQuantity = cart ? () => cart.useCart().totalQuantity : () => null;
  const router = createBrowserRouter(routes(useCartQuantity));
  return function App() {
    const app = <RouterProvider router={router} />;
    return cart ? <cart.CartProvider>{app}</cart.CartProvider> : app;
  };
}

