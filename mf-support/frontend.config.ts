import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_support',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3004,
  exposes: {
    './ChatButton': './src/ChatButton.tsx',
    './CustomerService': './src/pages/CustomerService.tsx',
  },
};
export default app;
