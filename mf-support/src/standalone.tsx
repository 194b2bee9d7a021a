import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@storefront/ui';
import ChatButton from './ChatButton';
import CustomerService from './pages/CustomerService';

// This remote's parts without the shell, for working on them alone.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <CustomerService />
        <ChatButton />
      </>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
