import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_account',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3002,
  exposes: {
    './Register': './src/pages/Register.tsx',
    './Login': './src/pages/Login.tsx',
  },
};
export default app;
