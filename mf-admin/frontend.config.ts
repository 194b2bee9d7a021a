import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_admin',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3005,
  exposes: {
    // The whole back office (its own routes under /admin), and the product upload form (/upload-product).
    './Admin': './src/Admin.tsx',
    './UploadProduct': './src/pages/UploadProduct.tsx',
  },
};
export default app;
