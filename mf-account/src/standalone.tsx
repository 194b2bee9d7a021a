import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from '@storefront/ui';
import Account from './pages/Account';
import AddressForm from './pages/AddressForm';
import Addresses from './pages/Addresses';
import ChangePassword from './pages/ChangePassword';
import History from './pages/History';
import ForgotPassword from './pages/ForgotPassword';
import Login from './pages/Login';
import ResetPassword from './pages/ResetPassword';
import PaymentMethods from './pages/PaymentMethods';
import Profile from './pages/Profile';
import Register from './pages/Register';
import VerifyEmail from './pages/VerifyEmail';
import ReviewInvitations from './pages/ReviewInvitations';
import Wishlist from './pages/Wishlist';

// This remote's pages without the shell, for working on them alone.
const routes: RouteObject[] = [
  { path: '/', element: <Account /> },
  { path: '/login', element: <Login /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
  { path: '/verify-email', element: <VerifyEmail /> },
  { path: '/review-invitations', element: <ReviewInvitations /> },
  { path: '/register', element: <Register /> },
  { path: '/account', element: <Account /> },
  { path: '/profile', element: <Profile /> },
  { path: '/account/password', element: <ChangePassword /> },
  { path: '/account/addresses', element: <Addresses /> },
  { path: '/account/payments', element: <PaymentMethods /> },
  { path: '/addresses/new', element: <AddressForm /> },
  { path: '/addresses/edit/:addressId', element: <AddressForm /> },
  { path: '/wishlist', element: <Wishlist /> },
  { path: '/history', element: <History /> },
];
const Pages = () => useRoutes(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Pages />
    </BrowserRouter>
  </StrictMode>,
);
