import type { ComponentType } from 'react';
import type { ExposedModule, RemoteName } from '@storefront/contracts/shop';
import type { CartModule } from './cart';

/** A page a remote draws: its default export, rendered by the shell in the page area. */
export interface PageModule {
  default: ComponentType;
}

/** The exposed modules that are not pages, and what they are. */
interface OtherModules {
  cart: { './cart': { default: CartModule } };
  support: { './ChatButton': { default: ComponentType } };
}

/** What module `M` of remote `R` is: the type the shell loads it as, and the remote's file must have
 * (its src/exposes.ts checks it). Every exposed module is a page unless OtherModules says otherwise. */
export type RemoteModuleType<R extends RemoteName, M extends ExposedModule<R>> = R extends keyof OtherModules
  ? M extends keyof OtherModules[R]
    ? OtherModules[R][M]
    : PageModule
  : PageModule;

/** A remote's side of its contract, in its src/exposes.ts: each module it exposes, imported, with the
 * type the shell expects of it. Missing a module, or a file of another shape, fails to compile. */
export type RemoteExposes<R extends RemoteName> = { [M in ExposedModule<R>]: () => Promise<RemoteModuleType<R, M>> };
