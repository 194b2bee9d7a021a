// Which page a path is (the list the shell routes by) and what its <head> says: a product's name, price,
// picture and schema.org data (product-data.ts), a category's name, or the page's own title; 404 for a
// path that is no page and for a product, category or order that does not exist.

import { LOCALES, type Language, SOURCE_LANGUAGE } from '@storefront/contracts/languages';
import {
  type PageId,
  type RemoteRoute,
  documentTitle,
  isCategoryRoute,
  isRedirect,
  matchStorePage,
  pageDescription,
  pageTitle,
} from '@storefront/contracts/pages';
import { LOW_STOCK_THRESHOLD, categoryOfSlug, formatMoney, isUuid } from '@storefront/contracts/shop';
import { variantLabel } from '@storefront/contracts/variants';
import { type PageHead, summary } from './head';
import type { CallerHeaders, PageProduct, ShopCategory, StoreLookups } from './lookups';
import { type LanguageAddresses, alternatesOf, categoryAddresses, pageAddresses } from './language-addresses';
import { gatewayMessages } from './messages';
import { namedVariant, productStructuredData, variantUrl } from './product-data';

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

const moneyFormats = new Map<string, (amount: number) => string>();
/** A price as the storefront writes it in `language` (packages/ui's formatsFor): '$1,234.56', '1 234,56 $'. */
function priceIn(language: Language): (amount: number) => string {
  const locale = LOCALES[language] ?? LOCALES[SOURCE_LANGUAGE];
  if (locale === LOCALES[SOURCE_LANGUAGE]) return formatMoney;
  let format = moneyFormats.get(locale);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    moneyFormats.set(locale, (format = (amount) => intl.format(amount)));
  }
  return format;
}

/** A product's price as its page shows it before a variant is chosen: "From $x" when its variants' prices differ. */
function shownPrice(product: PageProduct, language: Language): string {
  const price = priceIn(language)(product.price);
  const ranges = product.options.length > 0 && product.priceMax !== undefined && product.priceMax > product.price;
  return ranges ? gatewayMessages.textIn(language)('price.from', { price }) : price;
}

/** A product's stock as the storefront shows it. */
function stockIn(language: Language, stock: number): string {
  const t = gatewayMessages.textIn(language);
  if (stock <= 0) return t('stock.out');
  return stock <= LOW_STOCK_THRESHOLD ? t('stock.low', { count: stock }) : t('stock.in');
}

function notFound(route: string, page: PageId, language: Language): PageAnswer {
  const head: PageHead = {
    title: documentTitle(pageTitle(page, language)),
    description: pageDescription('notFound', language),
    noindex: true,
    language,
  };
  return { kind: 'page', route, status: 404, head };
}

/** Where a page is in its language, and in the others (only a page search engines list names them). */
function addressed(addresses: LanguageAddresses, language: Language, listed = true): Pick<PageHead, 'canonical' | 'alternates'> {
  return { canonical: addresses[language], ...(listed ? { alternates: alternatesOf(addresses) } : {}) };
}

export function pageHead(route: RemoteRoute, path: string, publicUrl: string, language: Language): PageHead {
  const listed = route.indexing === 'index';
  return {
    language,
    title: route.path === '/' ? documentTitle() : documentTitle(pageTitle(route.page, language)),
    description: pageDescription(route.page, language),
    ...addressed(pageAddresses(publicUrl, path), language, listed),
    noindex: !listed,
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

/** A product page's head. `search`: the page's query; a product with options opened on one of its
 * variants (?variant=) is previewed with that variant's name, price and picture, and keeps the product's
 * own address as its canonical one (every variant is the one page). */
export function productHead(product: PageProduct, publicUrl: string, language: Language, search = ''): PageHead {
  const addresses = pageAddresses(publicUrl, `/product/${encodeURIComponent(product._id)}`);
  const url = addresses[language];
  const image = (address: string) => absolute(address, publicUrl);
  const variant = namedVariant(product, search);
  const picture = (variant?.imageUrl ? image(variant.imageUrl) : undefined) ?? (product.imageUrl ? image(product.imageUrl) : undefined);
  const price = variant?.price ?? product.price;
  const stock = variant?.stock ?? product.stock;
  const label = variant ? variantLabel(product.options, variant.options) : '';
  const title = label ? `${product.name} · ${label}` : product.name;
  const shown = variant ? priceIn(language)(price) : shownPrice(product, language);
  const description = summary([label, shown, stockIn(language, stock), product.description].filter(Boolean).join(' · '));
  return {
    language,
    title: documentTitle(product.name),
    description,
    ...addressed(addresses, language),
    openGraph: {
      type: 'product',
      title,
      ...(picture ? { image: picture } : {}),
      ...(variant ? { url: variantUrl(url, variant) } : {}),
      price: { amount: price.toFixed(2), currency: 'CAD' },
    },
    structuredData: productStructuredData(product, { url, image, language }),
  };
}

/** The category's name as the catalogue gives it, in every language: the storefront shows it untranslated
 * (its menu, and the category page's own document.title), so the title here says the same. */
export function categoryHead(category: ShopCategory, publicUrl: string, language: Language): PageHead {
  return {
    language,
    title: documentTitle(category.label ?? category.name),
    description: gatewayMessages.textIn(language)('category.description', { name: category.label ?? category.name, count: category.count }),
    ...addressed(categoryAddresses(publicUrl, category), language),
    openGraph: { type: 'website' },
  };
}

/** What the gateway answers for a page load of `req`. Never throws for a service's sake: a lookup that
 * cannot say leaves the page with its generic <head> and status 200 (the page itself then says what it says). */
export async function answerPage(req: PageRequest, ctx: PageContext): Promise<PageAnswer> {
  const match = matchStorePage(req.path);
  const { language } = req;
  if (!match) return notFound('*', 'notFound', language);
  const { route, params } = match;
  // The spec's links without a page of their own: moved for good, query and all.
  if (isRedirect(route)) return { kind: 'redirect', route: route.path, location: `${route.redirect}${req.search}` };
  const page = (status: 200 | 404, head: PageHead): PageAnswer => ({ kind: 'page', route: route.path, status, head });
  const generic = page(200, pageHead(route, pagePath(route, params), ctx.publicUrl, language));

  if (isCategoryRoute(route.path)) {
    const categories = await ctx.lookups.categories(req.caller.requestId, undefined, language);
    if (categories.status !== 'found') {
      if (categories.status === 'unknown') ctx.onUnknown('categories', categories.why);
      return generic;
    }
    const category = categoryOfSlug(categories.value, params.slug ?? '');
    // The category page says 'Page not found' for a slug it does not know: so does its title.
    return category ? page(200, categoryHead(category, ctx.publicUrl, language)) : notFound(route.path, 'notFound', language);
  }
  switch (route.path) {
    case '/product/:productId': {
      const id = params.productId ?? '';
      if (!isUuid(id)) return notFound(route.path, 'productNotFound', language);
      const product = await ctx.lookups.product(id, req.caller.requestId, language);
      if (product.status === 'missing') return notFound(route.path, 'productNotFound', language);
      if (product.status === 'unknown') {
        ctx.onUnknown('product', product.why);
        return generic;
      }
      return page(200, productHead(product.value, ctx.publicUrl, language, req.search));
    }
    case '/orders/:orderId': {
      const id = params.orderId ?? '';
      if (!isUuid(id)) return notFound(route.path, 'orderNotFound', language);
      // A visitor who is not signed in, or someone else's order: the page says so itself, with status 200.
      // The link mailed to a guest opens the order for whoever holds it: so it does for the page's status.
      const access = new URLSearchParams(req.search).get('access') ?? undefined;
      const order = await ctx.lookups.order(id, req.caller, access);
      if (order.status === 'missing') return notFound(route.path, 'orderNotFound', language);
      if (order.status === 'unknown') ctx.onUnknown('order', order.why);
      return generic;
    }
    default:
      return generic;
  }
}
