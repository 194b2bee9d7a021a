import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type CartSlot, CartSlotContext, createBrowserRouter, Navigate, RouterProvider } from '@storefront/ui';
import Admin from './Admin';
import UploadProduct from './pages/UploadProduct';

// The back office without the shell, for working on it alone (sign in on the store first: the session
// cookie is the gateway's). The cart is not needed here.
const noCart: CartSlot = { status: 'unavailable' };

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/admin" replace /> },
  { path: '/admin/*', element: <Admin /> },
  { path: '/upload-product', element: <UploadProduct /> },
  { path: '/upload', element: <UploadProduct /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CartSlotContext.Provider value={noCart}>
      <RouterProvider router={router} />
    </CartSlotContext.Provider>
  </StrictMode>,
);
