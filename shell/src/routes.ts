/** Every page of the store and which remote draws it: the list lives in the contracts (the gateway reads it
 * too, to title each page and answer 404 for paths that are none). Plain data: the router, the size report
 * and the tests all read it. */
export { STORE_ROUTES, isRedirect, type RedirectRoute, type RemoteRoute, type StoreRoute } from '@storefront/contracts/pages';
