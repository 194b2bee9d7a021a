import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, CartSlotContext, cartSlotFor, type RouteObject, useRoutes } from '@storefront/ui';
import cartModule from './cart-module';
import BuyAgain from './pages/BuyAgain';
import Cart from './pages/Cart';
import Checkout from './pages/Checkout';
import FindOrder from './pages/FindOrder';
import OrderDetail from './pages/OrderDetail';
import Orders from './pages/Orders';
import PaymentCancelled from './pages/PaymentCancelled';
import PaymentSuccess from './pages/PaymentSuccess';

// This remote's pages without the shell, for working on them alone; the cart slot is filled here,
// with this remote's own cart, as the shell fills it in the store.
const cart = cartSlotFor(cartModule);

const routes: RouteObject[] = [
  { path: '/', element: <Cart /> },
  { path: '/cart', element: <Cart /> },
  { path: '/checkout', element: <Checkout /> },
  { path: '/success', element: <PaymentSuccess /> },
  { path: '/cancel', element: <PaymentCancelled /> },
  { path: '/orders', element: <Orders /> },
  { path: '/orders/:orderId', element: <OrderDetail /> },
  { path: '/buy-again', element: <BuyAgain /> },
  { path: '/find-order', element: <FindOrder /> },
];
const Pages = () => useRoutes(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CartSlotContext.Provider value={cart}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </CartSlotContext.Provider>
  </StrictMode>,
);
