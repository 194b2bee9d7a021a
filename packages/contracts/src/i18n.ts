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

/** Every key of a catalogue's English that a language lacks or leaves empty, as "fr: key" (the
 * compiler refuses these in a typed catalogue; this names them in one that is read at run time). */
export function missingMessages(catalogue: Record<string, Messages>): string[] {
  const english = catalogue[SOURCE_LANGUAGE] ?? {};
  return Object.entries(catalogue).flatMap(([language, messages]) =>
    Object.keys(english)
      .filter((key) => !messages[key]?.trim())
      .map((key) => `${language}: ${key}`),
  );
}

const ACCENTED = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((ch, i) => [ch, [...'áƀçďéƒĝĥíĵķĺɱñóþǫŕšţüṽŵẋýž'][i]!]));
const accent = (text: string) =>
  text.replace(/[a-z]/gi, (ch) => {
    const lower = ACCENTED[ch.toLowerCase()]!;
    return ch === ch.toLowerCase() ? lower : lower.toUpperCase();
  });

/** A pseudo-locale of English messages ("Your order" → "[Ýóüŕ óŕďéŕ]"), each line bracketed and each
 * letter accented, its {{values}} kept: a page, mail or answer drawn in it shows any text that does not
 * come from a catalogue, as plain English outside brackets. */
export function pseudoLocalise<M extends Messages>(messages: M): Translation<M> {
  const line = (text: string) =>
    `[${text
      .split(/(\{\{[^}]*\}\})/)
      .map((part, i) => (i % 2 ? part : accent(part)))
      .join('')}]`;
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.split('\n').map(line).join('\n')])) as Translation<M>;
}
