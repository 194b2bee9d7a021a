/** The micro-frontends the shell composes at run time: the name the gateway's manifest uses, the Module
 * Federation container name, and the workspace that builds it. */
export const REMOTES = {
  catalog: { container: 'mf_catalog', workspace: 'mf-catalog' },
  account: { container: 'mf_account', workspace: 'mf-account' },
  cart: { container: 'mf_cart', workspace: 'mf-cart' },
  support: { container: 'mf_support', workspace: 'mf-support' },
  /** The back office: loaded only on its routes, for admins (shoppers never download it). */
  admin: { container: 'mf_admin', workspace: 'mf-admin' },
} as const;
export type RemoteName = keyof typeof REMOTES;

/** What GET /remotes.json answers: where each remote's entry lives right now. */
export interface RemotesManifest {
  remotes: Partial<Record<RemoteName, { entry: string }>>;
}
