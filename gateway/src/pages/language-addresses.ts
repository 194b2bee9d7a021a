// Each page's address in each of the store's languages, for its canonical link, its hreflang alternates
// and the sitemap. A category has an address of its own per language (/category/clothing,
// /categorie/vetements); any other page is one path, asked for in another language with ?lang=. The
// source language's address serves whoever comes in their own language, so it is also x-default.

import { LANGUAGES, LOCALES, type Language, SOURCE_LANGUAGE } from '@storefront/contracts/languages';
import { categoryPath, categorySlugIn } from '@storefront/contracts/shop';

/** A page's absolute address in each language. */
export type LanguageAddresses = Record<Language, string>;

/** One <link rel="alternate" hreflang>: a language's locale (or x-default) and its address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

const eachLanguage = (address: (language: Language) => string): LanguageAddresses =>
  Object.fromEntries(LANGUAGES.map((l) => [l, address(l)])) as LanguageAddresses;

/** A page whose address is the same in every language: `path` (percent-encoded), with ?lang= for the others. */
export const pageAddresses = (publicUrl: string, path: string): LanguageAddresses =>
  eachLanguage((l) => `${publicUrl}${path}${l === SOURCE_LANGUAGE ? '' : `?lang=${l}`}`);

/** A category's page in each language, each at its own slug. */
export const categoryAddresses = (
  publicUrl: string,
  category: { slug: string; slugs?: Partial<Record<Language, string>> },
): LanguageAddresses => eachLanguage((l) => `${publicUrl}${categoryPath(l, categorySlugIn(category, l))}`);

/** The alternates a page names, itself included: each language's address, and x-default (the source's). */
export const alternatesOf = (addresses: LanguageAddresses): Alternate[] => [
  ...LANGUAGES.map((l) => ({ hreflang: LOCALES[l], href: addresses[l] })),
  { hreflang: 'x-default', href: addresses[SOURCE_LANGUAGE] },
];
