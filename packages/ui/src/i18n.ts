import { useMemo, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LOCALES,
  type Language,
  isLanguage,
  languageCookieOf,
  languageFrom,
} from '@storefront/contracts/languages';

export { LANGUAGES, LANGUAGE_COOKIE, LOCALES, type Language, isLanguage, languageFrom };

/** Each language's name, written in that language (the footer's switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

const YEAR_S = 365 * 24 * 3600;

function savedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  return languageCookieOf(document.cookie) ?? null;
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
void i18n.init({
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
});

function showLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language];
}
showLanguage(i18n.language as Language);

// Components re-render when the language changes or a catalogue arrives: a version number that both
// bump, read through useSyncExternalStore (React's way to follow a store outside it).
let version = 0;
const bump = () => void (version += 1);
i18n.on('languageChanged', bump);
i18n.store.on('added', bump);
function followTranslations(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}
const translationsVersion = () => version;
const useTranslationsVersion = () => useSyncExternalStore(followTranslations, translationsVersion, translationsVersion);

const choiceListeners = new Set<(language: Language) => void>();

/** Told of each language the shopper chooses (the session saves it on a signed-in shopper's account). */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
}

/** Switch the whole page's language, without a reload, and remember it: in this browser (a cookie the
 * gateway and services read too) and, through onLanguageChosen, on the shopper's account. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberInBrowser(language);
  choiceListeners.forEach((l) => l(language));
  await switchLanguage(language);
}

/** The account's saved language, taken on sign-in: remembered by the browser, not saved back. */
export async function adoptLanguage(language: Language): Promise<void> {
  rememberInBrowser(language);
  await switchLanguage(language);
}

function rememberInBrowser(language: Language) {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}

/** Switch the page: its catalogues in that language arrive first, so nothing shows half translated. */
async function switchLanguage(language: Language): Promise<void> {
  await translationsIn(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  showLanguage(language);
}

// English is in each catalogue's own code; French arrives as a chunk of its own, fetched only when a
// page is in French (most pages load one language, not both).
type FrenchLoader = () => Promise<{ default: Record<string, string> }>;
const frenchLoaders = new Map<string, FrenchLoader>();
const frenchLoads = new Map<string, Promise<void>>();

function loadFrench(namespace: string): Promise<void> {
  let load = frenchLoads.get(namespace);
  if (!load) {
    const loader = frenchLoaders.get(namespace)!;
    load = loader().then(
      (m) => void i18n.addResourceBundle('fr', namespace, m.default, true, true),
      (err: unknown) => {
        frenchLoads.delete(namespace); // the next switch tries again; until then English shows
        console.warn(`The French messages of ${namespace} did not arrive`, err);
      },
    );
    frenchLoads.set(namespace, load);
  }
  return load;
}

/** Every catalogue added so far, in `language`: resolves when they are there (never rejects). */
export function translationsIn(language: Language = currentLanguage()): Promise<void> {
  if (language === 'en') return Promise.resolve();
  return Promise.all([...frenchLoaders.keys()].map(loadFrench)).then(() => undefined);
}

/** The page's language now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural message is written as `key_one` and `key_other` and asked for as `key` with a count. */
type MessageKey<K> = K extends `${infer Base}_${Plural}` ? Base : K;
export type Values = Record<string, string | number | undefined>;

/** A catalogue's French: every English message has its French one (a missing one does not compile). */
export type French<M> = { [K in keyof M]: string };

export interface Catalogue<M extends Record<string, string>> {
  en: M;
  /** The French messages, or (in a remote) the import of the module that holds them. */
  fr: French<M> | (() => Promise<{ default: French<M> }>);
}

export type Translate<M> = (key: MessageKey<keyof M & string>, values?: Values) => string;

/** A team's messages, in their own namespace, added to the page's one instance when its remote loads
 * (the shell is not rebuilt when a remote adds a message). Returns a hook for components and a plain
 * function for code outside them; keys are checked by the compiler. */
export function defineMessages<M extends Record<string, string>>(namespace: string, catalogue: Catalogue<M>) {
  i18n.addResourceBundle('en', namespace, catalogue.en, true, true);
  const french = catalogue.fr;
  if (typeof french === 'function') {
    frenchLoaders.set(namespace, french as FrenchLoader);
    if (currentLanguage() === 'fr') void loadFrench(namespace);
  } else i18n.addResourceBundle('fr', namespace, french, true, true);
  const asTranslate =
    (t: (key: string, options: object) => unknown): Translate<M> =>
    (key, values) =>
      String(t(key, { ...values }));
  return {
    namespace,
    catalogue,
    /** Outside React (an alert, an error's text): in the page's language now. */
    text: asTranslate((key, options) => i18n.t(key, { ...options, ns: namespace })),
    /** Inside a component: re-renders when the language changes (a new function each time). */
    useText(): Translate<M> {
      const seen = useTranslationsVersion();
      return useMemo(
        () => asTranslate(i18n.getFixedT(null, namespace) as (key: string, options: object) => unknown),
        // eslint-disable-next-line react-hooks/exhaustive-deps -- seen is what changes with the language
        [seen],
      );
    },
  };
}

/** Re-renders the caller when the language changes; gives the language and its formats. */
export function useLanguage() {
  useTranslationsVersion();
  const language = currentLanguage();
  return { language, locale: LOCALES[language], formats: formatsFor(language) };
}

const CURRENCY = 'CAD';

/** Prices, numbers and dates as the language writes them: '$1,234.56' and 'November 22, 2026' in
 * English, '1 234,56 $' and '22 novembre 2026' in French. */
const formatsByLanguage = new Map<Language, ReturnType<typeof makeFormats>>();
export function formatsFor(language: Language) {
  let formats = formatsByLanguage.get(language);
  if (!formats) formatsByLanguage.set(language, (formats = makeFormats(language)));
  return formats;
}

function makeFormats(language: Language) {
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
