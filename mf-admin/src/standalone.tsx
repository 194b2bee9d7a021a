import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type CartSlot, CartSlotContext, Navigate, type RouteObject, useRoutes } from '@storefront/ui';
import Admin from './Admin';
import UploadProduct from './pages/UploadProduct';

// The back office without the shell, for working on it alone (sign in on the store first: the session
// cookie is the gateway's). The cart is not needed here.
const noCart: CartSlot = { status: 'unavailable' };

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/admin" replace /> },
  { path: '/admin/*', element: <Admin /> },
  { path: '/upload-product', element: <UploadProduct /> },
  { path: '/upload', element: <UploadProduct /> },
];
const Pages = () => useRoutes(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CartSlotContext.Provider value={noCart}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </CartSlotContext.Provider>
  </StrictMode>,
);
