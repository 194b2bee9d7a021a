import type { RemoteExposes } from '@storefront/ui';

// This remote's side of its contract with the shell, checked when the repository is type-checked (never
// bundled: webpack builds from frontend.config.ts, which names the same files): each module it exposes
// has the type the shell loads it as. A page that stops exporting a component, or a module renamed or
// missing, fails to compile here; test/remote-contracts.test.ts checks these are the files exposed.
export const exposes = {
  './Home': () => import('./pages/Home'),
  './SearchResults': () => import('./pages/SearchResults'),
  './ProductList': () => import('./pages/ProductList'),
  './ProductDetail': () => import('./pages/ProductDetail'),
  './Category': () => import('./pages/Category'),
} satisfies RemoteExposes<'catalog'>;
