import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from '@storefront/ui';
import ChatButton from './ChatButton';
import CustomerService from './pages/CustomerService';

// This remote's parts without the shell, for working on them alone.
const routes: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <CustomerService />
        <ChatButton />
      </>
    ),
  },
];
const Pages = () => useRoutes(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Pages />
    </BrowserRouter>
  </StrictMode>,
);
