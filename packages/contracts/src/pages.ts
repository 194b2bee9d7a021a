import type { ExposedModule, RemoteName } from './frontends';
import { bundledCatalogue } from './i18n';
import { type Language, SOURCE_LANGUAGE, isLanguage } from './languages';
import { type PageId, en } from './page-texts';
import { fr } from './page-texts.fr';
// Through the package's own name: in the browser this is the one shared copy of the shop's rules, not a second one bundled here.
import { CATEGORIES_PATH, CATEGORY_PREFIXES, productListPath, productPath, readBrowse } from '@storefront/contracts/shop';

/** The store's pages: which remote draws each, its title, and what search engines may do with it. Plain
 * data without zod: the shell's router and the gateway (which writes each page's <head> and answers 404
 * for paths that are no page) read the same list, so they agree on what a page is and what it is called. */

export const STORE_NAME = 'Maple Market';

export type { PageId };
/** The pages' titles and descriptions in every language (page-texts.ts and one file per other language). */
export const pageTexts = bundledCatalogue('pages', { en, fr });

/** A page's title in `language` ('Cart', 'Panier'), by its id. */
export const pageTitle = (page: PageId, language: Language): string => pageTexts.textIn(language)(`${page}.title`);

/** What an admin page says to a visitor (`signIn`, with a way to log in) or to a signed-in shopper
 * (`refusal`): its own words, else the back office's. */
export function adminRefusal(page: PageId, who: 'signIn' | 'refusal', language: Language): string {
  const key = `${page}.${who}`;
  return pageTexts.textIn(language)(pageTexts.has(key) ? key : `backOffice.${who}`);
}

/** What a page is, for search results and link previews: its own description, else the store's. */
export function pageDescription(page: PageId, language: Language): string {
  const key = `${page}.description`;
  return pageTexts.textIn(language)(pageTexts.has(key) ? key : 'store.description');
}

/** A page's title in the browser's tab and in search results: "Cart · Maple Market"; the home page is the store's name. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${STORE_NAME}` : STORE_NAME;
}

/** What search engines may do with a page: list it (`index`); read it but not list it (`noindex`: search
 * results, endless and thin); or stay out (`private`: a shopper's own pages, sign-in forms and the back
 * office; robots.txt asks crawlers not to fetch them, and they say noindex too). */
export type PageIndexing = 'index' | 'noindex' | 'private';

/** A page drawn by a remote: `module` is one the remote exposes (its contract in frontends.ts), so a route
 * naming a module the remote does not offer fails to compile. `comingSoon` marks a page whose remote does
 * not offer it yet. */
export type RemoteRoute = { [R in RemoteName]: RemotePageRoute<R> }[RemoteName];

interface RemotePageRoute<R extends RemoteName> {
  path: string;
  /** The page's id: its title and description in each language are keyed by it (pageTitle, pageDescription). */
  page: PageId;
  remote: R;
  module: ExposedModule<R>;
  indexing: PageIndexing;
  comingSoon?: boolean;
  /** Admins only: anyone else is told why not by the shell (adminRefusal), and the remote is not even
   * loaded (the services refuse its calls anyway: this is not where the rule is enforced). */
  adminOnly?: true;
}

/** Links the spec names without a page of their own lead to the page they meant. */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type StoreRoute = RemoteRoute | RedirectRoute;
export const isRedirect = (r: StoreRoute): r is RedirectRoute => 'redirect' in r;

/** The routes of the category pages, one per language's address. */
export const CATEGORY_ROUTES: readonly string[] = [...new Set(Object.values(CATEGORY_PREFIXES))].map((prefix) => `${prefix}/:slug`);
export const isCategoryRoute = (routePath: string): boolean => CATEGORY_ROUTES.includes(routePath);

/** The language an address itself asks for, if it does: `?lang=` naming one of the store's, or a page
 * only one language has (/categorie/vetements is French). The source language's addresses ask for none:
 * they serve whoever comes in their own language (a search engine, which sends neither cookie nor
 * language, reads them in English). */
export function languageOfAddress(pathname: string, search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  const path = pathname.toLowerCase();
  for (const [language, prefix] of Object.entries(CATEGORY_PREFIXES) as Array<[Language, string]>)
    if (prefix !== CATEGORY_PREFIXES[SOURCE_LANGUAGE] && path.startsWith(`${prefix}/`)) return language;
  return undefined;
}

/** Every page of the store. Paths are React Router's (`:param`, a trailing `/*` for a section). */
export const STORE_ROUTES: StoreRoute[] = [
  { path: '/', page: 'home', remote: 'catalog', module: './Home', indexing: 'index' },
  { path: '/search', page: 'search', remote: 'catalog', module: './SearchResults', indexing: 'noindex' },
  {
    path: '/products',
    page: 'products',
    remote: 'catalog',
    module: './ProductList',
    indexing: 'index',
  },
  // A category's page in each language: /category/clothing, /categorie/vetements.
  ...CATEGORY_ROUTES.map((path): StoreRoute => ({ path, page: 'category', remote: 'catalog', module: './Category', indexing: 'index' })),
  { path: '/product/:productId', page: 'product', remote: 'catalog', module: './ProductDetail', indexing: 'index' },
  {
    path: '/upload-product',
    page: 'uploadProduct',
    remote: 'admin',
    module: './UploadProduct',
    indexing: 'private',
    adminOnly: true,
  },
  // The spec leaves /upload unguarded; here it is guarded like /upload-product (and the server checks anyway).
  {
    path: '/upload',
    page: 'uploadProduct',
    remote: 'admin',
    module: './UploadProduct',
    indexing: 'private',
    adminOnly: true,
  },
  // The back office: its own pages below /admin (dashboard, products, orders, audit log).
  { path: '/admin/*', page: 'backOffice', remote: 'admin', module: './Admin', indexing: 'private', adminOnly: true },
  { path: '/register', page: 'register', remote: 'account', module: './Register', indexing: 'private' },
  { path: '/login', page: 'login', remote: 'account', module: './Login', indexing: 'private' },
  { path: '/forgot-password', page: 'forgotPassword', remote: 'account', module: './ForgotPassword', indexing: 'private' },
  { path: '/reset-password', page: 'resetPassword', remote: 'account', module: './ResetPassword', indexing: 'private' },
  { path: '/verify-email', page: 'verifyEmail', remote: 'account', module: './VerifyEmail', indexing: 'private' },
  { path: '/review-invitations', page: 'reviewInvitations', remote: 'account', module: './ReviewInvitations', indexing: 'private' },
  { path: '/account', page: 'account', remote: 'account', module: './Account', indexing: 'private' },
  { path: '/profile', page: 'profile', remote: 'account', module: './Profile', indexing: 'private' },
  { path: '/account/profile', page: 'profile', remote: 'account', module: './Profile', indexing: 'private' },
  { path: '/account/password', page: 'changePassword', remote: 'account', module: './ChangePassword', indexing: 'private' },
  { path: '/account/addresses', page: 'addresses', remote: 'account', module: './Addresses', indexing: 'private' },
  { path: '/account/address', redirect: '/account/addresses' },
  { path: '/account/payments', page: 'paymentMethods', remote: 'account', module: './PaymentMethods', indexing: 'private' },
  { path: '/addresses/new', page: 'addAddress', remote: 'account', module: './AddressForm', indexing: 'private' },
  { path: '/addresses/edit/:addressId', page: 'editAddress', remote: 'account', module: './AddressForm', indexing: 'private' },
  { path: '/wishlist', page: 'wishlist', remote: 'account', module: './Wishlist', indexing: 'private' },
  { path: '/history', page: 'history', remote: 'account', module: './History', indexing: 'private' },
  { path: '/support', redirect: '/customer-service' },
  { path: '/cart', page: 'cart', remote: 'cart', module: './Cart', indexing: 'private' },
  { path: '/checkout', page: 'checkout', remote: 'cart', module: './Checkout', indexing: 'private' },
  { path: '/success', page: 'paymentSuccess', remote: 'cart', module: './PaymentSuccess', indexing: 'private' },
  { path: '/cancel', page: 'paymentCancelled', remote: 'cart', module: './PaymentCancelled', indexing: 'private' },
  { path: '/orders', page: 'orders', remote: 'cart', module: './Orders', indexing: 'private' },
  { path: '/orders/:orderId', page: 'orderDetail', remote: 'cart', module: './OrderDetail', indexing: 'private' },
  { path: '/find-order', page: 'findOrder', remote: 'cart', module: './FindOrder', indexing: 'private' },
  { path: '/buy-again', page: 'buyAgain', remote: 'cart', module: './BuyAgain', indexing: 'private' },
  {
    path: '/customer-service',
    page: 'customerService',
    remote: 'support',
    module: './CustomerService',
    indexing: 'index',
  },
];

export interface PageMatch {
  route: StoreRoute;
  /** The path's `:params` (decoded), and `*` for what a section's splat matched. */
  params: Record<string, string>;
}

interface CompiledRoute {
  route: StoreRoute;
  pattern: RegExp;
  names: string[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

/** React Router's way, so the gateway and the browser's router agree: case-insensitive, any trailing
 * slashes, a `:param` is one non-empty segment, a trailing `/*` matches the section and anything below it;
 * of several matches the most specific wins (static segments over params over splats). */
function compile(route: StoreRoute): CompiledRoute {
  const names: string[] = [];
  const splat = route.path.endsWith('/*');
  const base = route.path.replace(/\/*\*?$/, '').replace(/^\/*/, '/');
  let source =
    '^' +
    base.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:([\w-]+)/g, (_m, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (splat) {
    names.push('*');
    source += route.path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  // React Router's ranking (computeScore): more segments and static ones first.
  const segments = route.path.split('/');
  const score = segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
  return { route, pattern: new RegExp(source, 'i'), names, score };
}

const COMPILED = STORE_ROUTES.map(compile);

/** Percent-decoded per segment, as React Router decodes a location before matching ("%2F" stays one segment). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The store page at a path (no query string), or undefined where the shell shows 'Page not found'. */
export function matchStorePage(pathname: string): PageMatch | undefined {
  const path = decodePath(pathname);
  let best: { compiled: CompiledRoute; values: string[] } | undefined;
  for (const compiled of COMPILED) {
    const m = compiled.pattern.exec(path);
    if (m && (!best || compiled.score > best.compiled.score)) best = { compiled, values: m.slice(1) };
  }
  if (!best) return undefined;
  const { compiled, values } = best;
  const params = Object.fromEntries(compiled.names.map((name, i) => [name, (values[i] ?? '').replace(/%2F/g, '/')]));
  return { route: compiled.route, params };
}

/** The catalogue requests a page makes first that its address decides, so the gateway can start them with
 * the page's HTML (preloaded) instead of after the page's code arrives. Each is built by the same function
 * the page calls, so the browser reuses the preloaded answer. A category page asks for its products by
 * the category's name, which its address gives as a slug: `categoryName` (the gateway's list of
 * categories) turns one into the other, or the page's products are not preloaded. */
export function pageDataPaths(pathname: string, search: string, categoryName?: (slug: string) => string | undefined): string[] {
  const match = matchStorePage(pathname);
  if (!match || isRedirect(match.route)) return [];
  const query = new URLSearchParams(search);
  const paths = [CATEGORIES_PATH];
  if (isCategoryRoute(match.route.path)) {
    // As the category page's product browser asks: its category fixed, the rest of the filters from the address.
    const name = match.params.slug ? categoryName?.(match.params.slug) : undefined;
    const state = readBrowse(query);
    if (name) paths.push(productListPath({ page: state.page, category: name, browse: state, facets: true }));
    return paths;
  }
  switch (match.route.path) {
    case '/': {
      const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
      paths.push(productListPath({ page }));
      break;
    }
    case '/search': {
      const words = (query.get('query') ?? '').trim();
      const state = readBrowse(query);
      if (words)
        paths.push(productListPath({ page: state.page, search: words, exact: query.get('exact') === '1', browse: state, facets: true }));
      break;
    }
    case '/product/:productId':
      if (match.params.productId) paths.push(productPath(match.params.productId));
      break;
  }
  return paths;
}

/** A page load the gateway draws on the server: its address, its language, and the catalogue's answers
 * the page's first drawing reads (`pageDataPaths` of its address, each answered as the page would be). */
export interface FirstViewRequest {
  path: string;
  /** The query with its "?", or ''. */
  search: string;
  language: Language;
  answers: Record<string, unknown>;
}

/** The page's first view: the frame and the page as HTML, and the styles it uses (a <style> element);
 * both go in the shell's root element. */
export interface FirstView {
  html: string;
  styles: string;
}

/** The shell's server build (shell/dist-server/first-view.mjs): it draws a page's first view with the
 * shell's and the remotes' own components, as built with the releases it names. */
export interface FirstViewRenderer {
  /** The remotes' releases this build draws (their versions), and the shell's entry script's file name:
   * a page whose served shell or remote is another build is left to the browser. */
  builtWith: { remotes: Partial<Record<RemoteName, string>>; shellEntry: string };
  /** The page's first view, or undefined for a page that is not drawn on the server. */
  drawFirstView(request: FirstViewRequest): Promise<FirstView | undefined>;
}

/** The pages drawn on the server for a visitor who is not signed in (what they show comes from the
 * catalogue, the same for everyone): the pages whose answers their address decides. */
export const FIRST_VIEW_PAGES: ReadonlySet<string> = new Set(['/', '/search', ...CATEGORY_ROUTES, '/product/:productId']);

/** The element of the HTML that carries the answers a first view was drawn with, for the page to draw with. */
export const FIRST_VIEW_ANSWERS_ID = 'first-view-answers';
/** The attribute of the first view's <style> element (styled-components in the browser leaves it alone;
 * the store's first drawing replaces the root, and it with it). */
export const FIRST_VIEW_STYLES_ATTRIBUTE = 'data-first-view';
