import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModule } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_admin',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3005,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: {
    // The whole back office (its own routes under /admin), and the product upload form (/upload-product).
    './Admin': './src/Admin.tsx',
    './UploadProduct': './src/pages/UploadProduct.tsx',
  } satisfies Record<ExposedModule<'admin'>, string>,
};
export default app;
