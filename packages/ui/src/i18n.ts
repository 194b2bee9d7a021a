import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** The store's languages. English keeps the specification's exact words; French is Canadian French. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language formats prices, numbers and dates in. */
export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Each language's name, written in that language (the footer's switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The shopper's choice, remembered for a year. Readable by scripts on purpose: it is not a secret, and
 * the gateway reads it too to answer in the same language. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_S = 365 * 24 * 3600;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of the browser's languages the store speaks ('fr-CA' → 'fr'), else English. */
export function languageFrom(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function savedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** The language a page opens in: the shopper's saved choice, else the browser's languages (what it
 * sends as Accept-Language), else English. */
export function initialLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  if (typeof navigator === 'undefined') return 'en';
  return languageFrom(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

/** One i18next instance for the page: the ui package is a Module Federation singleton, so the shell and
 * every remote add their catalogues to, and switch, this same instance. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  // Catalogues are added synchronously by each remote as it loads: no waiting, no Suspense.
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  // Catalogues are flat: a key such as 'status.Paid' is one message, not a path.
  keySeparator: false,
  nsSeparator: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

function showLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language];
}
showLanguage(i18n.language as Language);

const languageListeners = new Set<(language: Language) => void>();

/** Hooks run when the shopper picks a language (the session saves it on a signed-in account). */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  languageListeners.add(listener);
  return () => void languageListeners.delete(listener);
}

/** Switch the whole page's language, without a reload, and remember it. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
  }
  await switchLanguage(language);
  languageListeners.forEach((l) => l(language));
}

/** Switch without remembering: the language a signed-in shopper saved on the account. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  showLanguage(language);
}

/** The page's language now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
export const currentLocale = (): string => LOCALES[currentLanguage()];

type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural message is written as `key_one` and `key_other` and asked for as `key` with a count. */
type MessageKey<K> = K extends `${infer Base}_${Plural}` ? Base : K;
export type Values = Record<string, string | number | undefined>;

export interface Catalogue<M extends Record<string, string>> {
  en: M;
  /** Every English message has its French one: a missing one does not compile. */
  fr: { [K in keyof M]: string };
}

export type Translate<M> = (key: MessageKey<keyof M & string>, values?: Values) => string;

/** A team's messages, in their own namespace, added to the page's one instance when its remote loads
 * (the shell is not rebuilt when a remote adds a message). Returns a hook for components and a plain
 * function for code outside them; keys are checked by the compiler. */
export function defineMessages<M extends Record<string, string>>(namespace: string, catalogue: Catalogue<M>) {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, catalogue[language], true, true);
  const asTranslate =
    (t: (key: string, options: object) => unknown): Translate<M> =>
    (key, values) =>
      String(t(key, { ...values }));
  return {
    namespace,
    catalogue,
    /** Outside React (an alert, an error's text): in the page's language now. */
    text: asTranslate((key, options) => i18n.t(key, { ...options, ns: namespace })),
    /** Inside a component: re-renders when the language changes. */
    useText(): Translate<M> {
      const { t } = useTranslation(namespace, { i18n });
      return asTranslate(t as (key: string, options: object) => unknown);
    },
  };
}

/** Re-renders the caller when the language changes; gives the language and its formats. */
export function useLanguage() {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const language: Language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, locale: LOCALES[language], formats: formatsFor(language) };
}

const CURRENCY = 'CAD';

/** Prices, numbers and dates as the language writes them: '$1,234.56' and 'November 22, 2026' in
 * English, '1 234,56 $' and '22 novembre 2026' in French. */
export function formatsFor(language: Language) {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  return {
    money: (amount: number) => money.format(amount),
    number: (n: number, options?: Intl.NumberFormatOptions) => n.toLocaleString(locale, options),
    date: (at: string | number | Date, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }) =>
      new Date(at).toLocaleDateString(locale, options),
    dateTime: (at: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Date(at).toLocaleString(locale, options),
    list: (items: string[]) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
  };
}
