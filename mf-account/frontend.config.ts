import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, exposedFiles } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: REMOTES.account.container,
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3002,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: exposedFiles('account'),
};
export default app;
