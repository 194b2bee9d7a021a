import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import Home from './pages/Home';
import ProductDetail from './pages/ProductDetail';
import ProductList from './pages/ProductList';
import SearchResults from './pages/SearchResults';
import UploadProduct from './pages/UploadProduct';

// This remote's pages without the shell, for working on them alone.
const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/search', element: <SearchResults /> },
  { path: '/products', element: <ProductList /> },
  { path: '/product/:productId', element: <ProductDetail /> },
  { path: '/upload-product', element: <UploadProduct /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
