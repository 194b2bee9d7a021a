/** What a frontend workspace (the shell or a remote) declares in its frontend.config.ts. */
export interface FrontendApp {
  /** Module Federation container name: 'shell', 'mf_catalog', ... */
  name: string;
  /** Absolute path of the workspace. */
  dir: string;
  /** The host builds an index.html; remotes build a remoteEntry.js. */
  kind: 'host' | 'remote';
  /** Modules a remote offers to the shell, e.g. { './Home': './src/pages/Home.tsx' }. */
  exposes?: Record<string, string>;
  /** Port of its development server. */
  devPort: number;
  /** Page title (host only). */
  title?: string;
  /** Host only: the store's pages and the remote modules each shows first, for the size report. */
  pages?: Array<{ page: string; remotes: Array<{ workspace: string; expose: string }> }>;
  /** Host only, development: remote name → workspace, to point the manifest at their dev servers. */
  devRemotes?: Record<string, { workspace: string }>;
}
