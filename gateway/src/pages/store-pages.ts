// Which page a path is (the list the shell routes by) and what its <head> says: a product's name, price,
// picture and schema.org data, a category's name, or the page's own title; 404 for a path that is no
// page and for a product, category or order that does not exist.

import { LOCALES, type Language } from '@storefront/contracts/languages';
import {
  NOT_FOUND_TITLE,
  ORDER_NOT_FOUND_TITLE,
  PRODUCT_NOT_FOUND_TITLE,
  type RemoteRoute,
  STORE_DESCRIPTION,
  STORE_NAME,
  documentTitle,
  isRedirect,
  matchStorePage,
  pageText,
} from '@storefront/contracts/pages';
import { formatMoney, isUuid, stockLabel } from '@storefront/contracts/shop';
import { type PageHead, summary } from './head';
import type { CallerHeaders, PageProduct, ShopCategory, StoreLookups } from './lookups';

/** `route`: the page's path in the list ("/product/:productId"), or "*" for a path that is no page. */
export type PageAnswer =
  { kind: 'page'; route: string; status: 200 | 404; head: PageHead } | { kind: 'redirect'; route: string; location: string };

export interface PageRequest {
  /** As it came, percent-encoded, without the query. */
  path: string;
  /** The query string with its "?", or ''. */
  search: string;
  caller: CallerHeaders;
  /** The page's language (the shopper's cookie, else their browser's, else English). */
  language: Language;
}

export interface PageContext {
  lookups: StoreLookups;
  /** The store's origin, no trailing slash. */
  publicUrl: string;
  /** Told when a lookup could not say (the page goes out with its generic <head>). */
  onUnknown: (what: string, why: string) => void;
}

/** The page's own address: its path with the params put in (static segments as the list spells them, no
 * trailing slash, no query). */
function pagePath(route: RemoteRoute, params: Record<string, string>): string {
  const path = route.path
    .replace(/\/\*$/, () => (params['*'] ? `/${params['*'].split('/').map(encodeURIComponent).join('/')}` : ''))
    .replace(/:([\w-]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  return path || '/';
}

const FRENCH_MONEY = new Intl.NumberFormat(LOCALES.fr, { style: 'currency', currency: 'CAD' });

/** The words a product's or a category's head puts around the catalogue's (which stay as staff typed
 * them). French prices and stock as the storefront shows them (packages/ui's formatsFor; STOCK_WORDS). */
const WORDS: Record<
  Language,
  { price: (amount: number) => string; stock: (stock: number) => string; category: (name: string, count: number) => string }
> = {
  en: {
    price: formatMoney,
    stock: stockLabel,
    category: (name, count) =>
      `Shop ${name} at ${STORE_NAME}: ${count} ${count === 1 ? 'product' : 'products'}, with free delivery across Canada.`,
  },
  fr: {
    price: (amount) => FRENCH_MONEY.format(amount),
    stock: (stock) => stockLabel(stock, 'fr'),
    // French counts 0 and 1 in the singular.
    category: (name, count) =>
      `Magasinez dans la catégorie ${name} chez ${STORE_NAME} : ${count} ${count <= 1 ? 'produit' : 'produits'}, avec livraison gratuite partout au Canada.`,
  },
};

function notFound(route: string, title: string, language: Language): PageAnswer {
  const head: PageHead = {
    title: documentTitle(pageText(title, language)),
    description: pageText(STORE_DESCRIPTION, language),
    noindex: true,
    language,
  };
  return { kind: 'page', route, status: 404, head };
}

export function pageHead(route: RemoteRoute, url: string, language: Language): PageHead {
  return {
    language,
    title: route.path === '/' ? documentTitle() : documentTitle(pageText(route.title, language)),
    description: pageText(route.description ?? STORE_DESCRIPTION, language),
    canonical: url,
    noindex: route.indexing !== 'index',
    openGraph: { type: 'website' },
  };
}

/** An address for the page from the catalogue's (a path on this store, or already absolute). */
function absolute(address: string, publicUrl: string): string | undefined {
  try {
    const url = new URL(address, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function productHead(product: PageProduct, publicUrl: string, language: Language): PageHead {
  const url = `${publicUrl}/product/${encodeURIComponent(product._id)}`;
  const image = product.imageUrl ? absolute(product.imageUrl, publicUrl) : undefined;
  const price = product.price.toFixed(2);
  const words = WORDS[language];
  const description = summary(`${words.price(product.price)} · ${words.stock(product.stock)} · ${product.description}`);
  return {
    language,
    title: documentTitle(product.name),
    description,
    canonical: url,
    openGraph: { type: 'product', title: product.name, ...(image ? { image } : {}), price: { amount: price, currency: 'CAD' } },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: summary(product.description, 5000),
      ...(image ? { image: [image] } : {}),
      sku: product._id,
      productID: product._id,
      category: product.category,
      url,
      offers: {
        '@type': 'Offer',
        url,
        price,
        priceCurrency: 'CAD',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: STORE_NAME },
      },
    },
  };
}

/** The category's name as the catalogue gives it, in either language: the storefront shows it untranslated
 * (its menu, and the category page's own document.title), so the title here says the same. */
export function categoryHead(category: ShopCategory, publicUrl: string, language: Language): PageHead {
  return {
    language,
    title: documentTitle(category.name),
    description: WORDS[language].category(category.name, category.count),
    canonical: `${publicUrl}/category/${encodeURIComponent(category.slug)}`,
    openGraph: { type: 'website' },
  };
}

/** What the gateway answers for a page load of `req`. Never throws for a service's sake: a lookup that
 * cannot say leaves the page with its generic <head> and status 200 (the page itself then says what it says). */
export async function answerPage(req: PageRequest, ctx: PageContext): Promise<PageAnswer> {
  const match = matchStorePage(req.path);
  const { language } = req;
  if (!match) return notFound('*', NOT_FOUND_TITLE, language);
  const { route, params } = match;
  // The spec's links without a page of their own: moved for good, query and all.
  if (isRedirect(route)) return { kind: 'redirect', route: route.path, location: `${route.redirect}${req.search}` };
  const page = (status: 200 | 404, head: PageHead): PageAnswer => ({ kind: 'page', route: route.path, status, head });
  const generic = page(200, pageHead(route, `${ctx.publicUrl}${pagePath(route, params)}`, language));

  switch (route.path) {
    case '/product/:productId': {
      const id = params.productId ?? '';
      if (!isUuid(id)) return notFound(route.path, PRODUCT_NOT_FOUND_TITLE, language);
      const product = await ctx.lookups.product(id, req.caller.requestId);
      if (product.status === 'missing') return notFound(route.path, PRODUCT_NOT_FOUND_TITLE, language);
      if (product.status === 'unknown') {
        ctx.onUnknown('product', product.why);
        return generic;
      }
      return page(200, productHead(product.value, ctx.publicUrl, language));
    }
    case '/category/:slug': {
      const categories = await ctx.lookups.categories(req.caller.requestId);
      if (categories.status !== 'found') {
        if (categories.status === 'unknown') ctx.onUnknown('categories', categories.why);
        return generic;
      }
      const category = categories.value.find((c) => c.slug === params.slug);
      // The category page says 'Page not found' for a slug it does not know: so does its title.
      return category ? page(200, categoryHead(category, ctx.publicUrl, language)) : notFound(route.path, NOT_FOUND_TITLE, language);
    }
    case '/orders/:orderId': {
      const id = params.orderId ?? '';
      if (!isUuid(id)) return notFound(route.path, ORDER_NOT_FOUND_TITLE, language);
      // A visitor who is not signed in, or someone else's order: the page says so itself, with status 200.
      // The link mailed to a guest opens the order for whoever holds it: so it does for the page's status.
      const access = new URLSearchParams(req.search).get('access') ?? undefined;
      const order = await ctx.lookups.order(id, req.caller, access);
      if (order.status === 'missing') return notFound(route.path, ORDER_NOT_FOUND_TITLE, language);
      if (order.status === 'unknown') ctx.onUnknown('order', order.why);
      return generic;
    }
    default:
      return generic;
  }
}
