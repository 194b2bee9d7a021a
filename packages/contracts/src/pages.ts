import type { ExposedModule, RemoteName } from './frontends';
import type { Language } from './languages';
// Through the package's own name: in the browser this is the one shared copy of the shop's rules, not a second one bundled here.
import { CATEGORIES_PATH, productListPath, productPath, readBrowse } from '@storefront/contracts/shop';

/** The store's pages: which remote draws each, its title, and what search engines may do with it. Plain
 * data without zod: the shell's router and the gateway (which writes each page's <head> and answers 404
 * for paths that are no page) read the same list, so they agree on what a page is and what it is called. */

export const STORE_NAME = 'Maple Market';
/** What the store is, where a page has nothing more particular to say (the shell's index.html says it too). */
export const STORE_DESCRIPTION = 'Maple Market: shop electronics, clothing, winter gear and more, with free delivery across Canada.';

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
  title: string;
  remote: R;
  module: ExposedModule<R>;
  indexing: PageIndexing;
  /** For search results and link previews, on pages that are listed; else STORE_DESCRIPTION. */
  description?: string;
  comingSoon?: boolean;
  /** Admins only: anyone else gets these words from the shell, and the remote is not even loaded (the
   * services refuse its calls anyway: this is not where the rule is enforced). */
  adminOnly?: AdminRefusal;
}

export interface AdminRefusal {
  /** To a visitor, with a way to log in. */
  signIn: string;
  /** To a signed-in shopper. */
  refusal: string;
}

const UPLOAD_REFUSAL: AdminRefusal = {
  signIn: 'Please log in',
  refusal: 'Only administrators can upload products. You are signed in as a shopper.',
};
const BACK_OFFICE_REFUSAL: AdminRefusal = {
  signIn: 'Please log in to use the back office',
  refusal: 'Only administrators can use the back office.',
};

/** Links the spec names without a page of their own lead to the page they meant. */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type StoreRoute = RemoteRoute | RedirectRoute;
export const isRedirect = (r: StoreRoute): r is RedirectRoute => 'redirect' in r;

/** Every page of the store. Paths are React Router's (`:param`, a trailing `/*` for a section). */
export const STORE_ROUTES: StoreRoute[] = [
  { path: '/', title: 'Home', remote: 'catalog', module: './Home', indexing: 'index' },
  { path: '/search', title: 'Search results', remote: 'catalog', module: './SearchResults', indexing: 'noindex' },
  {
    path: '/products',
    title: 'Products',
    remote: 'catalog',
    module: './ProductList',
    indexing: 'index',
    description: 'Every product at Maple Market: electronics, clothing, winter gear and more, with free delivery across Canada.',
  },
  { path: '/category/:slug', title: 'Category', remote: 'catalog', module: './Category', indexing: 'index' },
  { path: '/product/:productId', title: 'Product', remote: 'catalog', module: './ProductDetail', indexing: 'index' },
  {
    path: '/upload-product',
    title: 'Upload New Product',
    remote: 'admin',
    module: './UploadProduct',
    indexing: 'private',
    adminOnly: UPLOAD_REFUSAL,
  },
  // The spec leaves /upload unguarded; here it is guarded like /upload-product (and the server checks anyway).
  {
    path: '/upload',
    title: 'Upload New Product',
    remote: 'admin',
    module: './UploadProduct',
    indexing: 'private',
    adminOnly: UPLOAD_REFUSAL,
  },
  // The back office: its own pages below /admin (dashboard, products, orders, audit log).
  { path: '/admin/*', title: 'Back office', remote: 'admin', module: './Admin', indexing: 'private', adminOnly: BACK_OFFICE_REFUSAL },
  { path: '/register', title: 'Create an Account', remote: 'account', module: './Register', indexing: 'private' },
  { path: '/login', title: 'Sign in', remote: 'account', module: './Login', indexing: 'private' },
  { path: '/forgot-password', title: 'Forgot your password?', remote: 'account', module: './ForgotPassword', indexing: 'private' },
  { path: '/reset-password', title: 'Choose a new password', remote: 'account', module: './ResetPassword', indexing: 'private' },
  { path: '/verify-email', title: 'Confirm your email', remote: 'account', module: './VerifyEmail', indexing: 'private' },
  { path: '/account', title: 'Your Account', remote: 'account', module: './Account', indexing: 'private' },
  { path: '/profile', title: 'Your Profile', remote: 'account', module: './Profile', indexing: 'private' },
  { path: '/account/profile', title: 'Your Profile', remote: 'account', module: './Profile', indexing: 'private' },
  { path: '/account/password', title: 'Change Password', remote: 'account', module: './ChangePassword', indexing: 'private' },
  { path: '/account/addresses', title: 'Your Addresses', remote: 'account', module: './Addresses', indexing: 'private' },
  { path: '/account/address', redirect: '/account/addresses' },
  { path: '/account/payments', title: 'Payment Methods', remote: 'account', module: './PaymentMethods', indexing: 'private' },
  { path: '/addresses/new', title: 'Add New Address', remote: 'account', module: './AddressForm', indexing: 'private' },
  { path: '/addresses/edit/:addressId', title: 'Edit Address', remote: 'account', module: './AddressForm', indexing: 'private' },
  { path: '/wishlist', title: 'Wishlist', remote: 'account', module: './Wishlist', indexing: 'private' },
  { path: '/history', title: 'Browsing History', remote: 'account', module: './History', indexing: 'private' },
  { path: '/support', redirect: '/customer-service' },
  { path: '/cart', title: 'Cart', remote: 'cart', module: './Cart', indexing: 'private' },
  { path: '/checkout', title: 'Secure Checkout', remote: 'cart', module: './Checkout', indexing: 'private' },
  { path: '/success', title: 'Payment Successful', remote: 'cart', module: './PaymentSuccess', indexing: 'private' },
  { path: '/cancel', title: 'Payment Cancelled', remote: 'cart', module: './PaymentCancelled', indexing: 'private' },
  { path: '/orders', title: 'Your Orders', remote: 'cart', module: './Orders', indexing: 'private' },
  { path: '/orders/:orderId', title: 'Order Details', remote: 'cart', module: './OrderDetail', indexing: 'private' },
  { path: '/find-order', title: 'Find my order', remote: 'cart', module: './FindOrder', indexing: 'private' },
  { path: '/buy-again', title: 'Buy Again', remote: 'cart', module: './BuyAgain', indexing: 'private' },
  {
    path: '/customer-service',
    title: 'Customer Service',
    remote: 'support',
    module: './CustomerService',
    indexing: 'index',
    description: 'Help with orders, delivery, returns and refunds at Maple Market, and how to reach us.',
  },
];

/** The title of a page the shell shows for a path that is no page (and the gateway answers 404 for). */
export const NOT_FOUND_TITLE = 'Page not found';
/** The gateway's titles for a product or an order that does not exist (the shell keeps them on the page a visit began on). */
export const PRODUCT_NOT_FOUND_TITLE = 'Product not found';
export const ORDER_NOT_FOUND_TITLE = 'Order not found';

/** The pages' words in Canadian French, keyed by the English this file writes: every title of the list,
 * the not-found titles, and the descriptions. The one source of them: the gateway writes them into each
 * page's <head> and the shell into the tab's title, and the two must agree. */
export const FRENCH_PAGE_TEXTS: Readonly<Record<string, string>> = {
  Home: 'Accueil',
  'Search results': 'Résultats de recherche',
  Products: 'Produits',
  Category: 'Catégorie',
  Product: 'Produit',
  'Upload New Product': 'Ajouter un produit',
  'Back office': 'Administration',
  'Create an Account': 'Créer un compte',
  'Sign in': 'Connexion',
  'Forgot your password?': 'Mot de passe oublié?',
  'Choose a new password': 'Choisir un nouveau mot de passe',
  'Confirm your email': 'Confirmer votre courriel',
  'Your Account': 'Votre compte',
  'Your Profile': 'Votre profil',
  'Change Password': 'Changer le mot de passe',
  'Your Addresses': 'Vos adresses',
  'Payment Methods': 'Modes de paiement',
  'Add New Address': 'Ajouter une adresse',
  'Edit Address': 'Modifier l’adresse',
  Wishlist: 'Liste de souhaits',
  'Browsing History': 'Historique de navigation',
  Cart: 'Panier',
  'Secure Checkout': 'Paiement sécurisé',
  'Payment Successful': 'Paiement réussi',
  'Payment Cancelled': 'Paiement annulé',
  'Your Orders': 'Vos commandes',
  'Order Details': 'Détails de la commande',
  'Find my order': 'Retrouver ma commande',
  'Buy Again': 'Acheter de nouveau',
  'Customer Service': 'Service à la clientèle',
  [NOT_FOUND_TITLE]: 'Page introuvable',
  [PRODUCT_NOT_FOUND_TITLE]: 'Produit introuvable',
  [ORDER_NOT_FOUND_TITLE]: 'Commande introuvable',
  [STORE_DESCRIPTION]:
    'Maple Market : électronique, vêtements, articles d’hiver et plus encore, avec livraison gratuite partout au Canada.',
  'Every product at Maple Market: electronics, clothing, winter gear and more, with free delivery across Canada.':
    'Tous les produits de Maple Market : électronique, vêtements, articles d’hiver et plus encore, avec livraison gratuite partout au Canada.',
  'Help with orders, delivery, returns and refunds at Maple Market, and how to reach us.':
    'De l’aide pour vos commandes, la livraison, les retours et les remboursements chez Maple Market, et comment nous joindre.',
};

/** A page's title or description in `language`, from its English; one without a French version stays English. */
export function pageText(english: string, language: Language): string {
  return language === 'fr' && Object.hasOwn(FRENCH_PAGE_TEXTS, english) ? FRENCH_PAGE_TEXTS[english]! : english;
}

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
    case '/category/:slug': {
      // As the category page's product browser asks: its category fixed, the rest of the filters from the address.
      const name = match.params.slug ? categoryName?.(match.params.slug) : undefined;
      const state = readBrowse(query);
      if (name) paths.push(productListPath({ page: state.page, category: name, browse: state, facets: true }));
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
export const FIRST_VIEW_PAGES: ReadonlySet<string> = new Set(['/', '/search', '/category/:slug', '/product/:productId']);

/** The element of the HTML that carries the answers a first view was drawn with, for the page to draw with. */
export const FIRST_VIEW_ANSWERS_ID = 'first-view-answers';
/** The attribute of the first view's <style> element (styled-components in the browser leaves it alone;
 * the store's first drawing replaces the root, and it with it). */
export const FIRST_VIEW_STYLES_ATTRIBUTE = 'data-first-view';
