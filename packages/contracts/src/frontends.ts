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

/** The modules each remote exposes: its contract with the shell. A remote's frontend.config.ts exposes
 * exactly these (its `satisfies` fails to compile otherwise), each module has the type @storefront/ui's
 * RemoteModuleType gives it (the remote's src/exposes.ts checks its files), and every page of the store
 * names one of them (pages.ts). Renaming one is a change of contract: the shell and the remote change together. */
export const REMOTE_MODULES = {
  catalog: ['./Home', './SearchResults', './ProductList', './ProductDetail', './Category'],
  account: [
    './Register',
    './Login',
    './ForgotPassword',
    './ResetPassword',
    './VerifyEmail',
    './ReviewInvitations',
    './Account',
    './Profile',
    './ChangePassword',
    './Addresses',
    './AddressForm',
    './Wishlist',
    './History',
    './PaymentMethods',
  ],
  cart: [
    './cart',
    './Cart',
    './Checkout',
    './PaymentSuccess',
    './FindOrder',
    './PaymentCancelled',
    './Orders',
    './OrderDetail',
    './BuyAgain',
  ],
  support: ['./ChatButton', './CustomerService'],
  admin: ['./Admin', './UploadProduct'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;

/** A module that remote `R` exposes, e.g. ExposedModule<'cart'> is './cart' | './Cart' | ... */
export type ExposedModule<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** The file each module of remote `R` is built from, for its frontend.config.ts: a page `./Name` is
 * `./src/pages/Name.tsx` unless `others` names its file (a module that is not a page, or lives elsewhere).
 * The list of modules stays the contract's above; test/remote-contracts.test.ts checks the files exist and
 * are those the remote's src/exposes.ts type-checks. */
export function exposedFiles<R extends RemoteName>(
  remote: R,
  others: Partial<Record<ExposedModule<R>, string>> = {},
): Record<ExposedModule<R>, string> {
  const modules: readonly ExposedModule<R>[] = REMOTE_MODULES[remote];
  return Object.fromEntries(modules.map((m) => [m, others[m] ?? `./src/pages/${m.slice(2)}.tsx`])) as Record<ExposedModule<R>, string>;
}

/** What GET /remotes.json answers: where each remote's entry lives right now. */
export interface RemotesManifest {
  remotes: Partial<Record<RemoteName, { entry: string }>>;
}
