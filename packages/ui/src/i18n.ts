import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  type MessageKey,
  type Messages,
  type Translate,
  type TranslatedLanguage,
  type Translation,
  type Values,
  messageTable,
} from '@storefront/contracts/i18n';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LOCALES,
  SOURCE_LANGUAGE,
  type Language,
  isLanguage,
  languageCookie,
  languageCookieOf,
  languageFrom,
} from '@storefront/contracts/languages';
import { dollarWriter } from './dollars';

export { LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, type Language, type Values, isLanguage, languageFrom };

function savedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  return languageCookieOf(document.cookie) ?? null;
}

/** The language a page opens in: the shopper's saved choice, else the browser's languages (what it
 * sends as Accept-Language), else English. */
export function initialLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  if (typeof navigator === 'undefined') return SOURCE_LANGUAGE;
  return languageFrom(navigator.languages?.length ? navigator.languages : [navigator.language ?? SOURCE_LANGUAGE]);
}

// The page's messages, in one table held by the ui package, a Module Federation singleton, so the shell
// and every remote add their catalogues to it and switch it together. The table itself (lookup,
// {{values}}, plurals, English when a language lacks a message) is the store's one catalogue core, which
// the services and the gateway use too (@storefront/contracts/i18n); React's side is here.
const table = messageTable();
let language: Language = initialLanguage();

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
  addResourceBundle(lang: Language, ns: string, bundle: Messages): void {
    table.add(lang, ns, bundle);
    changed(ns);
  },
  /** The message in the page's language, else in English, else `defaultValue`, else the key itself. */
  t(key: string, { ns = 'common', defaultValue, ...values }: TranslateOptions = {}): string {
    return table.text(language, ns, key, values, defaultValue);
  },
  /** Whether `lang` itself (English not counted for it) has the message. */
  exists(key: string, { ns = 'common', lng }: { ns?: string; lng: Language }): boolean {
    return table.lookup(lng, ns, key) !== undefined;
  },
  changeLanguage(lang: Language): void {
    if (lang === language) return;
    language = lang;
    changed();
  },
};

function showLanguage(lang: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[lang] ?? lang;
}
showLanguage(language);

// Components re-render when the language changes (all of them), or when a catalogue they show changes
// (only those of its namespace), read through useSyncExternalStore (React's way to follow a store outside
// it). Each remote's catalogue arriving (the chat's, after the page; a page's French) would otherwise
// re-render every text of the page: 55-100 ms of a phone's main thread at once (Chromium, 4x CPU throttling).
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
  document.cookie = languageCookie(language, typeof location !== 'undefined' && location.protocol === 'https:');
}

/** Switch the page: its catalogues in that language arrive first, so nothing shows half translated. */
async function switchLanguage(language: Language): Promise<void> {
  await translationsIn(language);
  i18n.changeLanguage(language);
  showLanguage(language);
}

// English is in each catalogue's own code; another language arrives as a chunk of its own, fetched only
// when a page is in it (most pages load one language, not two).
type Loader = () => Promise<{ default: Messages }>;
/** Per language, each namespace's loader. */
const loaders = new Map<Language, Map<string, Loader>>();
const loads = new Map<string, Promise<void>>();

function loadTranslation(lang: Language, namespace: string): Promise<void> {
  const id = `${lang}\0${namespace}`;
  let load = loads.get(id);
  if (!load) {
    const loader = loaders.get(lang)!.get(namespace)!;
    load = loader().then(
      (m) => void i18n.addResourceBundle(lang, namespace, m.default),
      (err: unknown) => {
        loads.delete(id); // the next switch tries again; until then English shows
        console.warn(`The ${lang} messages of ${namespace} did not arrive`, err);
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** Every catalogue added so far, in `language`: resolves when they are there (never rejects). */
export function translationsIn(language: Language = currentLanguage()): Promise<void> {
  const theirs = loaders.get(language);
  if (!theirs) return Promise.resolve();
  return Promise.all([...theirs.keys()].map((namespace) => loadTranslation(language, namespace))).then(() => undefined);
}

/** The page's language now. */
export const currentLanguage = (): Language => language;

export type { MessageKey, Translate };
/** A catalogue's French: every English message has its French one (a missing one does not compile). */
export type French<M> = Translation<M>;

/** A team's catalogue: its English, and each other language's messages or (in a remote) the import of
 * the module that holds them. A language the store adds and a catalogue lacks does not compile. */
export type Catalogue<M extends Messages> = { en: M } & {
  [L in TranslatedLanguage]: Translation<M> | (() => Promise<{ default: Translation<M> }>);
};

/** A team's messages, in their own namespace, added to the page's one instance when its remote loads
 * (the shell is not rebuilt when a remote adds a message). Returns a hook for components and a plain
 * function for code outside them; keys are checked by the compiler. */
export function defineMessages<M extends Messages>(namespace: string, catalogue: Catalogue<M>) {
  i18n.addResourceBundle(SOURCE_LANGUAGE, namespace, catalogue.en);
  for (const lang of LANGUAGES) {
    if (lang === SOURCE_LANGUAGE) continue;
    const translation = catalogue[lang];
    if (typeof translation === 'function') {
      if (!loaders.has(lang)) loaders.set(lang, new Map());
      loaders.get(lang)!.set(namespace, translation as Loader);
      if (currentLanguage() === lang) void loadTranslation(lang, namespace);
    } else i18n.addResourceBundle(lang, namespace, translation);
  }
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
  return { language, locale: LOCALES[language] ?? LOCALES[SOURCE_LANGUAGE], formats: formatsFor(language) };
}

/** Prices, numbers and dates as the language writes them: '$1,234.56' and 'November 22, 2026' in
 * English, '1 234,56 $' and '22 novembre 2026' in French. */
const formatsByLanguage = new Map<Language, ReturnType<typeof makeFormats>>();
export function formatsFor(language: Language) {
  let formats = formatsByLanguage.get(language);
  if (!formats) formatsByLanguage.set(language, (formats = makeFormats(language)));
  return formats;
}

function makeFormats(shown: Language) {
  // A language the store does not declare (a pseudo-locale in a test) formats as English.
  const language = isLanguage(shown) ? shown : SOURCE_LANGUAGE;
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
