// No zod here: the browser's ui package imports this file on every page.

/** The store's languages, declared here alone: English keeps the specification's exact words; French
 * is Canadian French. Adding one is adding it here, with its locale and name below, and a catalogue file
 * beside each English one (the compiler names every catalogue that lacks it). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every catalogue is written in first, and the one said when another lacks a message. */
export const SOURCE_LANGUAGE = 'en' satisfies Language;

/** The locale each language formats prices, numbers and dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Each language's name, written in that language (the footer's switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The shopper's choice, remembered for a year by the browser. Readable by scripts on purpose: it is not
 * a secret, and the gateway and services read it too, to answer in the page's language. */
export const LANGUAGE_COOKIE = 'lang';

/** The language cookie as a Set-Cookie (or document.cookie) value: for the whole store, a year. */
export const languageCookie = (language: Language, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of a list of language tags the store speaks ('fr-CA' → 'fr'), else English. */
export function languageFrom(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The tags of an Accept-Language header, most wanted first ('fr-CA,fr;q=0.9,en;q=0.8'); tags with
 * q=0 ("not this one") are left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.q > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The value of the language cookie in a Cookie header, when it names a language the store speaks. */
export function languageCookieOf(cookieHeader: string | undefined): Language | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/** The Vary of an answer in the request's language (languageOfRequest reads these): a cache that keys
 * on that language alone (the gateway's) may keep it, one per language. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** The language of a request from a browser, as the page itself chooses it: the shopper's saved choice
 * (the cookie), else the browser's languages (Accept-Language), else English. */
export function languageOfRequest(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return languageCookieOf(headers.cookie) ?? languageFrom(acceptedLanguages(headers['accept-language']));
}

const FRENCH_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** Intl writes "1 novembre"; French writes the first of the month "1er novembre". */
const FIRST_OF_MONTH = new RegExp(`(^|\\D)1 (${FRENCH_MONTHS})`, 'g');

/** A date or time as a language writes it (en-CA, fr-CA), through Intl: "November 22, 2026",
 * "1er novembre 2026", "14 h 30"; English for a language the store does not declare. For servers'
 * mails and files (a page writes its own: decision 0011). */
export function dateIn(language: Language | undefined, at: string | Date, options: Intl.DateTimeFormatOptions): string {
  const locale = LOCALES[language ?? SOURCE_LANGUAGE] ?? LOCALES[SOURCE_LANGUAGE];
  const text = new Date(at).toLocaleString(locale, options);
  return language === 'fr' ? text.replace(FIRST_OF_MONTH, '$11er $2') : text;
}
