import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteName } from '@storefront/contracts';
import type { FrontendApp } from '@storefront/frontend-build';
import { STORE_ROUTES, isRedirect } from './src/routes';

const isRemote = (name: string): name is RemoteName => name in REMOTES;

const app: FrontendApp = {
  name: 'shell',
  kind: 'host',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3000,
  title: 'Maple Market',
  devRemotes: Object.fromEntries(Object.entries(REMOTES).map(([name, r]) => [name, { workspace: r.workspace }])),
  // Every page shows its remote's module, and loads the cart's state first (see src/bootstrap.tsx).
  pages: STORE_ROUTES.flatMap((r) => (isRedirect(r) || r.comingSoon || !isRemote(r.remote) ? [] : [r])).map((r) => ({
    page: `${r.page} (${r.path})`,
    remotes: [
      { workspace: REMOTES.cart.workspace, expose: './cart' },
      { workspace: REMOTES[r.remote as RemoteName].workspace, expose: r.module },
    ],
  })),
};
export default app;
