import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type CartSlot, CartSlotContext, type RouteObject, useRoutes } from '@storefront/ui';
import Home from './pages/Home';
import ProductDetail from './pages/ProductDetail';
import ProductList from './pages/ProductList';
import SearchResults from './pages/SearchResults';

// This remote's pages without the shell, for working on them alone. The cart is the cart remote's and
// only the shell loads it, so here the cart slot says it is not available (Add to Cart says so too).
const noCart: CartSlot = { status: 'unavailable' };

const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/search', element: <SearchResults /> },
  { path: '/products', element: <ProductList /> },
  { path: '/product/:productId', element: <ProductDetail /> },
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
