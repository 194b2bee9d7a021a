import { useCallback, useMemo, useSyncExternalStore } from 'react';
import rosetta from 'rosetta';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LOCALES,
  type Language,
  isLanguage,
  languageCookieOf,
  languageFrom,
} from '@storefront/contracts/languages';
import { dollarWriter } from './dollars';

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

type Bundle = Record<string, string>;
type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type Values = Record<string, string | number | undefined>;

// The page's messages: language → namespace → key → message, in one table held by the ui package, a
// Module Federation singleton, so the shell and every remote add their catalogues to it and switch it
// together. rosetta keeps the table and fills in {{values}}; a plural is chosen as i18next chooses it
// (`key_one`, `key_other`… by Intl.PluralRules on `count`). We left i18next for it: the store's
// catalogues are flat, with {{values}} and plurals only, and i18next was 16 KB of the 160 KB of
// JavaScript the home page loaded.
const table = rosetta<Record<string, Bundle>>();
let language: Language = initialLanguage();
const plurals = new Map<Language, Intl.PluralRules>();

function pluralOf(lang: Language, count: number): Plural {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(LOCALES[lang])));
  return rules.select(count) as Plural;
}

/** The message `key` of `ns` in `lang` with its values filled in, or undefined when that language lacks it. */
function lookup(lang: Language, ns: string, key: string, values: Values = {}): string | undefined {
  const bundle = table.table(lang)?.[ns];
  if (!bundle) return undefined;
  const count = values.count;
  const found = [...(typeof count === 'number' ? [`${key}_${pluralOf(lang, count)}`, `${key}_other`] : []), key].find((k) =>
    Object.hasOwn(bundle, k),
  );
  return found === undefined ? undefined : table.t([ns, found], values, lang);
}

export interface TranslateOptions extends Values {
  ns?: string;
  /** Said when no language has the message (otherwise the key is). */
  defaultValue?: string;
}

/** The page's one set of catalogues and its language. */
export const i18n = {
  get language(): Language {
    return language;
  },
  /** Adds (or replaces) a namespace's messages in one language; what is shown follows. */
  addResourceBundle(lang: Language, ns: string, bundle: Bundle): void {
    table.set(lang, { [ns]: { ...bundle } });
    changed(ns);
  },
  /** The message in the page's language, else in English, else `defaultValue`, else the key itself. */
  t(key: string, { ns = 'common', defaultValue, ...values }: TranslateOptions = {}): string {
    return lookup(language, ns, key, values) ?? lookup('en', ns, key, values) ?? defaultValue ?? key;
  },
  /** Whether `lang` itself (English not counted for it) has the message. */
  exists(key: string, { ns = 'common', lng }: { ns?: string; lng: Language }): boolean {
    return lookup(lng, ns, key) !== undefined;
  },
  changeLanguage(lang: Language): void {
    if (lang === language) return;
    language = lang;
    changed();
  },
};

function showLanguage(lang: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[lang];
}
showLanguage(language);

// Components re-render when the language changes (all of them), or when a catalogue they show changes
// (only those of its namespace), read through useSyncExternalStore (React's way to follow a store outside
// it). Each remote's catalogue arriving (the chat's, after the page; a page's French) used to re-render
// every text of the page: 55-100 ms of a phone's main thread at once (Chromium, 4x CPU throttling).
let languageVersion = 0;
const catalogueVersions = new Map<string, number>();
/** Listeners by namespace; the language's own under ''. */
const translationListeners = new Map<string, Set<() => void>>();
function changed(namespace?: string) {
  if (namespace === undefined) {
    languageVersion += 1;
    translationListeners.forEach((listeners) => listeners.forEach((l) => l()));
    return;
  }
  catalogueVersions.set(namespace, (catalogueVersions.get(namespace) ?? 0) + 1);
  translationListeners.get(namespace)?.forEach((l) => l());
}
function followTranslations(namespace: string, onChange: () => void) {
  let listeners = translationListeners.get(namespace);
  if (!listeners) translationListeners.set(namespace, (listeners = new Set()));
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}
/** What a component shows changes with: the language, and the catalogue of `namespace` (none: the
 * language alone). */
function useTranslationsVersion(namespace = ''): string {
  const follow = useCallback((onChange: () => void) => followTranslations(namespace, onChange), [namespace]);
  const version = () => `${languageVersion}:${catalogueVersions.get(namespace) ?? 0}`;
  return useSyncExternalStore(follow, version, version);
}

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
  i18n.changeLanguage(language);
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
      (m) => void i18n.addResourceBundle('fr', namespace, m.default),
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
export const currentLanguage = (): Language => language;

/** A plural message is written as `key_one` and `key_other` and asked for as `key` with a count. */
type MessageKey<K> = K extends `${infer Base}_${Plural}` ? Base : K;
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
  i18n.addResourceBundle('en', namespace, catalogue.en);
  const french = catalogue.fr;
  if (typeof french === 'function') {
    frenchLoaders.set(namespace, french as FrenchLoader);
    if (currentLanguage() === 'fr') void loadFrench(namespace);
  } else i18n.addResourceBundle('fr', namespace, french);
  const translate: Translate<M> = (key, values) => i18n.t(key, { ...values, ns: namespace });
  return {
    namespace,
    catalogue,
    /** Outside React (an alert, an error's text): in the page's language now. */
    text: translate,
    /** Inside a component: re-renders when the language or this namespace's catalogue changes (a new
     * function each time), not when another team's catalogue arrives. */
    useText(): Translate<M> {
      const seen = useTranslationsVersion(namespace);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- seen is what changes with the language and the catalogue
      return useMemo((): Translate<M> => (key, values) => translate(key, values), [seen]);
    },
  };
}

/** Re-renders the caller when the language changes; gives the language and its formats. */
export function useLanguage() {
  useTranslationsVersion();
  const language = currentLanguage();
  return { language, locale: LOCALES[language], formats: formatsFor(language) };
}

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
  return {
    // Written without Intl, which is slow to start on a page's first load (./dollars).
    money: dollarWriter(language),
    number: (n: number, options?: Intl.NumberFormatOptions) => n.toLocaleString(locale, options),
    date: (at: string | number | Date, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }) =>
      new Date(at).toLocaleDateString(locale, options),
    dateTime: (at: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Date(at).toLocaleString(locale, options),
    list: (items: string[]) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
  };
}
