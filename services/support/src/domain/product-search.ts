import { type Language, MAX_QUERY_PRICE } from '@storefront/contracts';
import { tokensOf } from './variant-stock';

// A product question that names no product of the shop ("a warm parka under $400", "avez-vous des
// tuques?") is asked of the catalogue's own search: the words that say what is wanted, and a price the
// message sets.

/** Words of a question that say nothing of the product wanted: asking, stock, politeness, price. */
const QUESTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    (
      'a an the is are do does did you your we have has any some in on of for to with me my i it its this that these those ' +
      'there what which show find looking look want need sell selling sold stock stocks available availability carry ' +
      'please can could would like get buy under below over above less more than cheaper dollars dollar cad price ' +
      'priced cost costs about around something anything one ones'
    )
      .split(' ')
      .filter(Boolean),
  ),
  fr: new Set(
    (
      'un une des de du d le la les l est sont avez vous votre vos nous on a il y en au aux pour avec moi mon ma mes je ' +
      'j ce cet cette ces quel quels quelle quelles montrer montrez trouver cherche cherchez veux voudrais besoin ' +
      'vendez vendre stock disponible disponibles dispo offrez avoir acheter moins plus sous que qu dollars dollar ' +
      "prix coute coutent environ quelque chose svp s'il plait"
    )
      .split(' ')
      .filter(Boolean),
  ),
};

/** Words that ask what the shop has ("do you have", "do you sell", "in stock", "avez-vous"): a question
 * without them ("are your products made in Canada?") is not a search. */
const WHAT_THERE_IS: Record<Language, ReadonlySet<string>> = {
  en: new Set('have has sell selling carry stock available any looking find show got'.split(' ')),
  fr: new Set('avez vendez tenez offrez stock disponible disponibles dispo cherche trouver montrez y'.split(' ')),
};

/** "under $400", "less than 400 dollars", "moins de 400 $", "sous 400": the most; "over 100", "plus de
 * 100 $": the least. */
const AT_MOST =
  /\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|moins de|sous|au plus|maximum)\s*\$?\s*(\d+(?:[.,]\d{1,2})?)/i;
const AT_LEAST = /\b(?:over|above|more than|at least|plus de|au moins|minimum)\s*\$?\s*(\d+(?:[.,]\d{1,2})?)/i;
/** The amount a price phrase names; none beyond what the catalogue filters by ("under $5000000" sets no bound). */
const amount = (m: RegExpExecArray | null) => {
  const dollars = m ? Number(m[1]!.replace(',', '.')) : undefined;
  return dollars !== undefined && dollars <= MAX_QUERY_PRICE ? dollars : undefined;
};

/** Whether a message names a price ("under $400"), whether or not the catalogue can filter by it. */
export const setsPrice = (message: string): boolean => AT_MOST.test(message) || AT_LEAST.test(message);

export interface CatalogueQuestion {
  /** The words to search for, as the message wrote them (accents aside). */
  search: string;
  /** Dollars. */
  maxPrice?: number;
  minPrice?: number;
  /** It sets a price, or asks what the shop has: a search, not a question about one product. */
  asksWhatThereIs: boolean;
}

/** What to ask the catalogue's search for a question in `language`, or undefined when it names nothing
 * to look for. */
export function catalogueQuestion(message: string, language: Language): CatalogueQuestion | undefined {
  const maxPrice = amount(AT_MOST.exec(message));
  const minPrice = amount(AT_LEAST.exec(message));
  const stripped = message.replace(AT_MOST, ' ').replace(AT_LEAST, ' ');
  const skip = new Set([...QUESTION_WORDS.en, ...QUESTION_WORDS[language]]);
  const words = tokensOf(stripped)
    .map((w) => w.replace(/^(?:l|d|qu|j)'/, ''))
    .filter((w) => w.length > 1 && !skip.has(w) && !/^\d+(?:[.,]\d+)?\$?$/.test(w));
  if (words.length === 0) return undefined;
  const said = tokensOf(message);
  return {
    search: words.join(' '),
    asksWhatThereIs: setsPrice(message) || said.some((w) => WHAT_THERE_IS.en.has(w) || WHAT_THERE_IS[language].has(w)),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
  };
}
