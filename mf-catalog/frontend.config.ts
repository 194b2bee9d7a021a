import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModule } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_catalog',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3001,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: {
    './Home': './src/pages/Home.tsx',
    './SearchResults': './src/pages/SearchResults.tsx',
    './ProductList': './src/pages/ProductList.tsx',
    './ProductDetail': './src/pages/ProductDetail.tsx',
    './Category': './src/pages/Category.tsx',
  } satisfies Record<ExposedModule<'catalog'>, string>,
};
export default app;
