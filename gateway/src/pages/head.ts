// What a page's <head> says about it (title, description, canonical link, Open Graph, JSON-LD), written
// into the shell's index.html. Pure text: everything from the catalogue is escaped here, because product
// names and descriptions are typed by staff and must never become markup.

import { LANGUAGES, LOCALES, type Language } from '@storefront/contracts/languages';
import { STORE_NAME } from '@storefront/contracts/pages';
import type { Alternate } from './language-addresses';

export interface PageHead {
  /** The language the head is written in (its <html lang>, og:locale); English when not said. */
  language?: Language;
  /** The whole <title>, "Product name · Maple Market". */
  title: string;
  description: string;
  /** Absolute, the page's address in its language; none on a page that does not exist. */
  canonical?: string;
  /** The page in each language (hreflang), itself included. */
  alternates?: Alternate[];
  /** Search engines may read the page but not list it. */
  noindex?: boolean;
  openGraph?: {
    type: 'website' | 'product';
    /** Absolute. */
    image?: string;
    /** og:title when it differs from the <title> (the product's name alone). */
    title?: string;
    /** og:url when it is not the canonical address: a product page opened on one variant, whose link
     * previews show that variant (a preview is of its og:url's page). */
    url?: string;
    /** Open Graph's product price tags. */
    price?: { amount: string; currency: string };
  };
  /** schema.org data, written as application/ld+json. */
  structuredData?: Record<string, unknown>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON inside <script>: no "<" can close the element ("</script>" in a product name), and "&" and ">"
 * are escaped alike; the JSON means the same. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for a description: one line, at most `max` characters, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Open Graph writes a locale with an underscore: en_CA. */
const ogLocale = (language: Language) => (LOCALES[language] ?? language).replace('-', '_');

export function renderHead(head: PageHead): string {
  const language = head.language ?? 'en';
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) lines.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const a of head.alternates ?? [])
    lines.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`);
  const og = head.openGraph;
  if (og) {
    lines.push(
      meta('property', 'og:site_name', STORE_NAME),
      meta('property', 'og:locale', ogLocale(language)),
      // The page in the other language (its alternate address says where).
      ...LANGUAGES.filter((l) => l !== language).map((l) => meta('property', 'og:locale:alternate', ogLocale(l))),
      meta('property', 'og:type', og.type),
      meta('property', 'og:title', og.title ?? head.title),
      meta('property', 'og:description', head.description),
    );
    const url = og.url ?? head.canonical;
    if (url) lines.push(meta('property', 'og:url', url));
    if (og.image) lines.push(meta('property', 'og:image', og.image));
    if (og.price)
      lines.push(meta('property', 'product:price:amount', og.price.amount), meta('property', 'product:price:currency', og.price.currency));
    lines.push(meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'));
  }
  if (head.structuredData) lines.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  return lines.join('\n    ');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
/** The tags this module writes, wherever the template already had one (its title and description). */
const OWN_TAGS =
  /[ \t]*<(?:meta\b[^>]*?\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|product:[\w:]+|twitter:[\w:]+)(?=["'\s/>])|link\b[^>]*?\brel\s*=\s*["']?(?:canonical|alternate)(?=["'\s/>]))[^>]*>[ \t]*\r?\n?/gi;

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/** The page with its <html lang> saying `language`, whatever the template said (screen readers and
 * search engines read it before any script runs). Only a LOCALES value is written, never request text. */
export function withLanguage(page: string, language: Language): string {
  const lang = `lang="${LOCALES[language]}"`;
  return page.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, ` ${lang}`) : `<html ${lang}${tag.slice(5)}`,
  );
}

/** The shell's index.html with `head` in place of its own title and description, in the head's language. */
export function injectHead(template: string, head: PageHead): string {
  const tags = renderHead(head);
  const page = withLanguage(template, head.language ?? 'en').replace(OWN_TAGS, '');
  if (TITLE.test(page)) return page.replace(TITLE, () => tags);
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  // A template without a head (tests' stand-ins): the tags go first, where the parser puts them in the head.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  return doctype ? `${doctype[0]}\n${tags}${page.slice(doctype[0].length)}` : `${tags}\n${page}`;
}
