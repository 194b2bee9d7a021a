// /robots.txt and the sitemap: every listed page, category and active product, at the store's public
// address in each language, each naming its other-language alternates (hreflang). A small catalogue fits in /sitemap.xml; a large one gets a sitemap index naming a file of
// home and categories and one file per `productsPerSitemap` products, each made from only the catalogue
// pages it needs. Made files are kept a while: crawlers ask often, the catalogue changes slowly.

import { STORE_ROUTES, isRedirect } from '@storefront/contracts/pages';
import { MAX_PAGE_SIZE } from '@storefront/contracts/shop';
import { LANGUAGES } from '@storefront/contracts/languages';
import { type LanguageAddresses, alternatesOf, categoryAddresses, pageAddresses } from './language-addresses';
import type { StoreLookups } from './lookups';

/** Paths that are no shop page and no crawler's business (the payment sandbox stands in for Stripe's pages). */
const NOT_FOR_CRAWLERS = ['/api/', '/payment-sandbox'];

/** The address prefixes of the private pages: what each path has before its first param ("/orders" of
 * "/orders/:orderId"), without those another one covers ("/account/profile" under "/account"). */
export function privatePrefixes(): string[] {
  const prefixes = STORE_ROUTES.flatMap((r) => (isRedirect(r) || r.indexing !== 'private' ? [] : [r.path])).map((path) => {
    const segments = path.split('/');
    const dynamic = segments.findIndex((s) => s.startsWith(':') || s === '*');
    return (dynamic === -1 ? segments : segments.slice(0, dynamic)).join('/') || '/';
  });
  const unique = [...new Set(prefixes)];
  return unique.filter((p) => !unique.some((q) => q !== p && p.startsWith(`${q}/`)));
}

export function robotsTxt(publicUrl: string): string {
  return [
    "# Maple Market: the shop's pages are open to crawlers; a shopper's own pages, sign-in forms, the back office and the API are not.",
    'User-agent: *',
    ...[...NOT_FOR_CRAWLERS, ...privatePrefixes()].map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML = 'http://www.w3.org/1999/xhtml';

/** Each page once per language, each entry naming every language's address (itself included), as
 * search engines read alternates from a sitemap. */
function urlset(pages: LanguageAddresses[]): string {
  const entries = pages.flatMap((addresses) => {
    const alternates = alternatesOf(addresses)
      .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}" />`)
      .join('');
    return LANGUAGES.map((l) => `  <url><loc>${escapeXml(addresses[l])}</loc>${alternates}\n  </url>`);
  });
  return [XML_HEAD, `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">`, ...entries, '</urlset>', ''].join('\n');
}

function sitemapIndex(urls: string[]): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${NS}">`,
    ...urls.map((u) => `  <sitemap><loc>${escapeXml(u)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export interface SitemapOptions {
  lookups: StoreLookups;
  publicUrl: string;
  /** Products per file; rounded up to whole catalogue pages (100) above 100. */
  productsPerSitemap: number;
  cacheMs: number;
  /** How long one request to the catalogue may take. */
  timeoutMs: number;
}

/** A sitemap file's text, or undefined for a file there is none of (a products file past the last one). */
export type SitemapFile = string | undefined;

/** Files kept at most (a huge catalogue has many product files; the oldest made goes first). */
const CACHE_ENTRIES = 64;

export function sitemaps(options: SitemapOptions) {
  const { lookups, publicUrl } = options;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, options.productsPerSitemap));
  const perFile = Math.ceil(Math.max(1, options.productsPerSitemap) / pageSize) * pageSize;
  const cache = new Map<string, { expires: number; file: Promise<SitemapFile> }>();

  const storeUrls = async (requestId: string): Promise<LanguageAddresses[]> => {
    const categories = await lookups.categories(requestId, options.timeoutMs);
    if (categories.status !== 'found')
      throw new Error(`the categories are not known: ${categories.status === 'unknown' ? categories.why : 'missing'}`);
    const pages = STORE_ROUTES.flatMap((r) => (isRedirect(r) || r.indexing !== 'index' || /[:*]/.test(r.path) ? [] : [r.path]));
    return [...pages.map((p) => pageAddresses(publicUrl, p)), ...categories.value.map((c) => categoryAddresses(publicUrl, c))];
  };

  /** The ids of the `file`th products file (from 1), from its catalogue pages only; `first` is its first page when already read. */
  const productIds = async (file: number, requestId: string, first?: { ids: string[]; total: number }) => {
    const pagesPerFile = perFile / pageSize;
    const firstPage = (file - 1) * pagesPerFile + 1;
    const ids: string[] = [];
    let total = 0;
    for (let page = firstPage; page < firstPage + pagesPerFile; page++) {
      const answer = page === firstPage && first ? first : await lookups.productIds(page, pageSize, requestId);
      total = answer.total;
      ids.push(...answer.ids);
      if (answer.ids.length < pageSize || page * pageSize >= total) break;
    }
    return { ids, total };
  };

  const productUrls = (ids: string[]) => ids.map((id) => pageAddresses(publicUrl, `/product/${encodeURIComponent(id)}`));

  const make = async (name: string, requestId: string): Promise<SitemapFile> => {
    if (name === 'sitemap.xml') {
      const [store, first] = await Promise.all([storeUrls(requestId), lookups.productIds(1, pageSize, requestId)]);
      if (first.total <= perFile) return urlset([...store, ...productUrls((await productIds(1, requestId, first)).ids)]);
      const files = Math.ceil(first.total / perFile);
      return sitemapIndex([
        `${publicUrl}/sitemaps/store.xml`,
        ...Array.from({ length: files }, (_, i) => `${publicUrl}/sitemaps/products-${i + 1}.xml`),
      ]);
    }
    if (name === 'store.xml') return urlset(await storeUrls(requestId));
    const file = /^products-([1-9]\d{0,6})\.xml$/.exec(name);
    if (!file) return undefined;
    const { ids } = await productIds(Number(file[1]), requestId);
    return ids.length > 0 || file[1] === '1' ? urlset(productUrls(ids)) : undefined;
  };

  return {
    /** `name`: "sitemap.xml", "store.xml" or "products-N.xml"; `requestId`: the request that has it made.
     * Throws when the catalogue cannot be read. */
    async file(name: string, requestId: string): Promise<SitemapFile> {
      const now = Date.now();
      const kept = cache.get(name);
      if (kept && kept.expires > now) return kept.file;
      const file = make(name, requestId);
      cache.delete(name);
      cache.set(name, { expires: now + options.cacheMs, file });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      // A failure is not kept: the next crawler's visit tries again.
      file.catch(() => {
        if (cache.get(name)?.file === file) cache.delete(name);
      });
      return file;
    },
  };
}
