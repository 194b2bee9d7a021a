import rosetta from 'rosetta';
import { LOCALES, SOURCE_LANGUAGE, type Language } from './languages';

// The store's one way to translate, in the browser and on the server: catalogues of flat messages with
// {{values}} and plurals, looked up in a language and, failing that, in English. No zod and no React:
// the browser's ui package builds its hooks on this, and the services and the gateway use it as it is.

/** One language's messages of a catalogue: key → message. */
export type Messages = Record<string, string>;
export type Values = Record<string, string | number | undefined>;
export type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A plural message is written as `key_one` and `key_other` and asked for as `key` with a count. */
export type MessageKey<K> = K extends `${infer Base}_${Plural}` ? Base : K;
/** Another language's messages of a catalogue: every English message has its own (a missing one does not compile). */
export type Translation<M> = { [K in keyof M]: string };
/** The languages other than English, each of which every catalogue translates. */
export type TranslatedLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;

export type Translate<M> = (key: MessageKey<keyof M & string>, values?: Values) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The plural form of `count` in `language` (Intl's rules; a language without its own, as English). */
export function pluralOf(language: string, count: number): Plural {
  let rules = pluralRules.get(language);
  if (!rules) {
    const locale = LOCALES[language as Language] ?? language;
    rules = new Intl.PluralRules(Intl.PluralRules.supportedLocalesOf(locale).length ? locale : LOCALES[SOURCE_LANGUAGE]);
    pluralRules.set(language, rules);
  }
  return rules.select(count) as Plural;
}

/**
 * A table of catalogues: language → namespace → key → message. rosetta keeps the table and fills in
 * {{values}}; a plural is chosen as i18next chooses it (`key_one`, `key_other`… by Intl.PluralRules on
 * `count`). Languages are plain tags here, so a test may add one the store does not speak (a
 * pseudo-locale) without a cast.
 */
export function messageTable() {
  const table = rosetta<Record<string, Messages>>();
  /** The message `key` of `namespace` in `language` with its values filled in, or undefined when that language lacks it. */
  function lookup(language: string, namespace: string, key: string, values: Values = {}): string | undefined {
    const bundle = table.table(language)?.[namespace];
    if (!bundle) return undefined;
    const count = values.count;
    const candidates = typeof count === 'number' ? [`${key}_${pluralOf(language, count)}`, `${key}_other`, key] : [key];
    const found = candidates.find((k) => Object.hasOwn(bundle, k));
    return found === undefined ? undefined : table.t([namespace, found], values, language);
  }
  return {
    /** Adds (or replaces) a namespace's messages in one language. */
    add(language: string, namespace: string, messages: Messages): void {
      table.set(language, { [namespace]: { ...messages } });
    },
    /** A namespace's messages in one language, as added. */
    messagesOf(language: string, namespace: string): Messages | undefined {
      return table.table(language)?.[namespace];
    },
    lookup,
    /** The message in `language`, else in English, else `fallback`, else the key itself. */
    text(language: string, namespace: string, key: string, values?: Values, fallback?: string): string {
      return lookup(language, namespace, key, values) ?? lookup(SOURCE_LANGUAGE, namespace, key, values) ?? fallback ?? key;
    },
  };
}

export type MessageTable = ReturnType<typeof messageTable>;

/** A catalogue's messages in every language the store speaks. */
export type CompleteCatalogue<M extends Messages> = { [SOURCE_LANGUAGE]: M } & Record<TranslatedLanguage, Translation<M>>;

/**
 * A catalogue whose every language is in the code from the start: a service's mails and answers, the
 * gateway's pages, the page list's titles (which the browser reads too). `textIn(language)` gives the
 * function that says a key in that language; `add` puts in a language the store does not declare (a
 * pseudo-locale in a test).
 */
export function bundledCatalogue<M extends Messages>(namespace: string, catalogue: CompleteCatalogue<M>) {
  const table = messageTable();
  for (const [language, messages] of Object.entries(catalogue)) table.add(language, namespace, messages as Messages);
  return {
    namespace,
    catalogue,
    /** The messages in a language, English for one without its own. */
    textIn(language: string): Translate<M> {
      return (key, values) => table.text(language, namespace, key, values);
    },
    /** Whether the catalogue has a message `key` (its English, plural forms aside). */
    has(key: string): key is MessageKey<keyof M & string> {
      return Object.keys(catalogue[SOURCE_LANGUAGE]).some((k) => k === key || k.startsWith(`${key}_`));
    },
    add(language: string, messages: Translation<M>): void {
      table.add(language, namespace, messages);
    },
  };
}

export type BundledCatalogue<M extends Messages> = ReturnType<typeof bundledCatalogue<M>>;
