import type { Language } from '@storefront/contracts';

// The words shoppers name option values with, by the language of their message: a value the catalogue
// writes one way ("M", "Red") asked for another ("medium", "rouge"). Each maps to the catalogue's value;
// a word counts only for a product that has that value. The catalogue's values are English.

const SIZES = {
  en: {
    XS: ['extra small', 'extra-small', 'x-small', 'x small', 'xsmall'],
    S: ['small'],
    M: ['medium', 'med'],
    L: ['large'],
    XL: ['extra large', 'extra-large', 'x-large', 'x large', 'xlarge'],
    XXL: ['extra extra large', 'double extra large', 'xx-large', 'xx large', 'xxlarge', '2xl'],
  },
  // Quebec shoppers say "small", "medium", "large" as often as "petit", "moyen", "grand".
  fr: {
    XS: ['très petit', 'très petite', 'extra petit', 'extra small', 'extra-small', 'x-small'],
    S: ['petit', 'petite', 'small'],
    M: ['moyen', 'moyenne', 'medium', 'médium'],
    L: ['grand', 'grande', 'large'],
    XL: ['très grand', 'très grande', 'extra grand', 'extra large', 'extra-large', 'x-large'],
    XXL: ['très très grand', 'double extra large', 'xx-large', '2xl'],
  },
} satisfies Record<Language, Record<string, string[]>>;

const COLOURS = {
  en: { Grey: ['gray'], 'Heather Grey': ['heather gray'] },
  fr: {
    Red: ['rouge'],
    Black: ['noir', 'noire'],
    White: ['blanc', 'blanche'],
    Navy: ['marine', 'bleu marine'],
    Blue: ['bleu', 'bleue'],
    'Sky Blue': ['bleu ciel'],
    Green: ['vert', 'verte'],
    'Forest Green': ['vert forêt'],
    Grey: ['gris', 'grise'],
    'Heather Grey': ['gris chiné'],
    Charcoal: ['charbon', 'anthracite'],
    Burgundy: ['bordeaux'],
    Cream: ['crème'],
    Olive: ['olive'],
    Mustard: ['moutarde'],
    Sand: ['sable'],
    Sage: ['sauge'],
    Coral: ['corail'],
    Yellow: ['jaune'],
    Rust: ['rouille'],
    Plum: ['prune'],
    Chestnut: ['châtaigne', 'marron'],
    Silver: ['argent', 'argenté'],
    Pink: ['rose'],
    Brown: ['brun', 'brune'],
  },
} satisfies Record<Language, Record<string, string[]>>;

/** Plain colour names a shopper may ask for that a product need not come in. */
const BASIC_COLOURS = ['Red', 'Black', 'White', 'Navy', 'Blue', 'Green', 'Grey', 'Pink', 'Purple', 'Brown', 'Beige', 'Yellow', 'Orange'];

/** Sizes and colours a message may name, with the words for each in the message's language: what a
 * product that does not come in one is asked for ("the parka in XL?" of a parka made up to L). */
export function commonValues(language: Language): Array<{ value: string; words: string[] }> {
  const values = [...Object.keys(SIZES[language]), ...BASIC_COLOURS];
  return values.map((value) => ({ value, words: [value, ...otherWordsFor(value, language)] }));
}

/** Other words for a value, in a message's language (lower case, as written). */
export function otherWordsFor(value: string, language: Language): string[] {
  const key = Object.keys(SIZES[language]).find((k) => k.toLowerCase() === value.toLowerCase());
  const colour = Object.entries(COLOURS[language] as Record<string, string[]>).find(([k]) => k.toLowerCase() === value.toLowerCase());
  return [...(key ? (SIZES[language] as Record<string, string[]>)[key]! : []), ...(colour?.[1] ?? [])];
}

/** The words that make a message about a product a question of stock, even naming no value ("is the
 * parka in stock?", "what sizes does it come in?", "la parka est-elle disponible ?"). Without accents. */
export const STOCK_WORDS: Record<Language, string[]> = {
  en: [
    'stock',
    'available',
    'availability',
    'come',
    'comes',
    'size',
    'sizes',
    'colour',
    'colours',
    'color',
    'colors',
    'sold',
    'left',
    'options',
  ],
  fr: [
    'stock',
    'disponible',
    'disponibles',
    'dispo',
    'existe',
    'existent',
    'taille',
    'tailles',
    'couleur',
    'couleurs',
    'epuise',
    'epuisee',
    'rupture',
    'reste',
    'offert',
    'offerte',
  ],
};
