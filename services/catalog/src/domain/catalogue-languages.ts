import { LANGUAGES, type Language, SOURCE_LANGUAGE, isLanguage, languageOfRequest } from '@storefront/contracts/languages';
import type { OptionValues } from '@storefront/contracts/variants';

/** The catalogue is written in English first (its columns); these languages may add their own texts. */
export type OtherLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLanguage => l !== SOURCE_LANGUAGE);

/** An option's name and values in another language, the values keyed by their English text. */
export interface OptionTexts {
  name?: string;
  values?: Record<string, string>;
}

/** A product's texts in another language; a text left out shows in English. */
export interface ProductTexts {
  name?: string;
  description?: string;
  /** By the option's English name. */
  options?: Record<string, OptionTexts>;
}

/** A category's name and address in another language. */
export interface CategoryTexts {
  name?: string;
  slug?: string;
}

export type Translations<T> = Partial<Record<OtherLanguage, T>>;

/** `english` as `language` reads it: each text of the translation that is there and not blank, the
 * English one for the rest. */
export function inLanguage<T extends object>(english: T, translations: Translations<Partial<T>> | null | undefined, language: Language): T {
  if (language === SOURCE_LANGUAGE) return english;
  const own = translations?.[language];
  if (!own) return english;
  const shown = { ...english };
  for (const [key, value] of Object.entries(own) as Array<[keyof T, T[keyof T]]>) {
    if (typeof value === 'string' && value.trim() !== '' && key in english) shown[key] = value;
  }
  return shown;
}

/** Whether a product would be left without its French name or description: its texts now (`before`)
 * with the ones an edit gives (which replace them). */
export function leavesFrenchMissing(
  before: Translations<ProductTexts> | undefined,
  given: Translations<ProductTexts> | undefined,
): boolean {
  const after = { ...before?.fr, ...given?.fr };
  return !after.name?.trim() || !after.description?.trim();
}

/** The language a catalogue answer is in: `?lang=` when it names one of the store's (a page drawn by the
 * gateway, a service asking for a shopper), else the shopper's as the page chooses it (the language
 * cookie, then Accept-Language). */
export function answerLanguage(req: {
  query: Record<string, unknown>;
  headers: { cookie?: string; 'accept-language'?: string };
}): Language {
  const asked = req.query.lang;
  return isLanguage(asked) ? asked : languageOfRequest(req.headers);
}

const given = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** Each option's name and values in `language`, where the product's texts give them. An option whose
 * values would read alike there ("Grey" and "Gray" both "Gris") stays in English: a shopper must be able
 * to tell every value apart. */
function optionWords(option: OptionValues, texts: Translations<ProductTexts> | null | undefined, language: Language) {
  const own = language === SOURCE_LANGUAGE ? undefined : texts?.[language]?.options?.[option.name];
  const name = given(own?.name) ? own.name.trim() : option.name;
  const value = (v: string) => (given(own?.values?.[v]) ? own.values[v].trim() : v);
  const values = option.values.map(value);
  return new Set(values.map((v) => v.toLowerCase())).size === values.length ? { name, value } : { name, value: (v: string) => v };
}

/** A product's options as `language` reads them. */
export function optionsIn<O extends OptionValues>(
  options: O[],
  texts: Translations<ProductTexts> | null | undefined,
  language: Language,
): O[] {
  if (language === SOURCE_LANGUAGE) return options;
  const names = options.map((o) => optionWords(o, texts, language).name.toLowerCase());
  // Two options named alike in the language are not shown so: a variant's values are keyed by name.
  if (new Set(names).size !== names.length) return options;
  return options.map((o) => {
    const words = optionWords(o, texts, language);
    return { ...o, name: words.name, values: o.values.map(words.value) };
  });
}

/** A variant's option values ({Size: 'M', Colour: 'Red'}) as `language` reads them, named as its
 * product's options are there (optionsIn). A value of an option the product does not list (an archived variant's) stays as it is. */
export function optionValuesIn(
  values: Record<string, string>,
  options: OptionValues[],
  texts: Translations<ProductTexts> | null | undefined,
  language: Language,
): Record<string, string> {
  if (language === SOURCE_LANGUAGE) return values;
  const shown = optionsIn(options, texts, language);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const i = options.findIndex((o) => o.name === name);
    const option = options[i];
    const valueAt = option ? option.values.indexOf(value) : -1;
    if (!option || valueAt < 0) out[name] = value;
    else out[shown[i]!.name] = shown[i]!.values[valueAt]!;
  }
  return out;
}
