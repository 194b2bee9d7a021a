import type { Messages, Translation } from './i18n';
import { SOURCE_LANGUAGE } from './languages';

// For tests: what a catalogue lacks, and a pseudo-locale to draw a page, a mail or an answer in. Kept out
// of the catalogue core so that no page or service carries them.

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
