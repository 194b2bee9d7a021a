import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModule } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_support',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3004,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: {
    './ChatButton': './src/ChatButton.tsx',
    './CustomerService': './src/pages/CustomerService.tsx',
  } satisfies Record<ExposedModule<'support'>, string>,
};
export default app;
