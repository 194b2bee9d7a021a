import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontendApp } from '@storefront/frontend-build';

/** A minimal Module Federation host built by `npm run bench:web` with the store's own build and shared
 * libraries: the baseline the store's home page is measured against. */
const app: FrontendApp = {
  name: 'baseline',
  kind: 'host',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3999,
  title: 'Baseline',
};
export default app;
