import type { Icon } from '../catalogue';

/** A product type of the starting catalogue in Canadian French. A product's French name is
 * `${noun} ${variant} de ${brand}` ("Casque d'écoute sans fil antibruit de Borealis"), and its
 * description `${name} : ${feature}, ${feature} et ${feature}. ${closing}`. */
export interface FrenchType {
  /** The type's noun phrase, capitalised as a product name starts ("Casque d'écoute sans fil"). */
  noun: string;
  /** The English variants' words, in the same order, as they follow the noun, agreed with it in
   * gender and number ("antibruit", "circum-auriculaire", "studio"). */
  variants: string[];
  /** The English features, in the same order, as noun phrases that read in a list after a colon, in
   * lower case unless a proper noun ("autonomie de 40 heures"). */
  features: string[];
}

/** A category of the starting catalogue in French, its types keyed by their English noun. */
export interface FrenchCategory {
  /** As the menu shows it ("Électronique", "Maison et cuisine"). */
  name: string;
  /** Its French address: lower case, no accents, words joined by hyphens ("maison-et-cuisine"). */
  slug: string;
  types: Record<string, FrenchType>;
}

/** The closing sentence of a description, by the category's icon. */
export type FrenchClosings = Record<Icon, string>;
