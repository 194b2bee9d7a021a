import { LANGUAGES, type Language, SOURCE_LANGUAGE, isLanguage, languageOfRequest } from '@storefront/contracts/languages';

/** The catalogue is written in English first (its columns); these languages may add their own texts. */
export type OtherLanguage = Exclude<Language, typeof SOURCE_LANGUAGE>;
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLanguage => l !== SOURCE_LANGUAGE);

/** A product's texts in another language; a text left out shows in English. */
export interface ProductTexts {
  name?: string;
  description?: string;
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
