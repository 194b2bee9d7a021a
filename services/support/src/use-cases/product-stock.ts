import { LANGUAGES, type Language, type Product } from '@storefront/contracts';
import type { CatalogClient, ServiceCallOptions } from '@storefront/clients';
import { textIn } from '../messages';
import { asksAboutStock, productMeant, stockAnswer, valuesNamed, whichProduct } from '../domain/variant-stock';

/** A product by its names: in English (`name`), and in every language the shop is written in. */
type Named = Pick<Product, '_id' | 'name'> & { names: string[] };

/** The catalogue as the assistant reads it: every product's names, to find the one a message names in
 * either language (fetched whole and kept a minute: a message is matched against every name, and
 * products come and go rarely), and the products themselves with their variants and stock as they are
 * now, in the page's language. */
export class ShopProducts {
  private names?: { at: number; products: Promise<Named[]> };

  constructor(
    private readonly catalog: Pick<CatalogClient, 'all' | 'products'>,
    private readonly namesMaxAgeMs = 60_000,
  ) {}

  named(call: ServiceCallOptions): Promise<Named[]> {
    if (!this.names || Date.now() - this.names.at > this.namesMaxAgeMs) {
      const products = Promise.all(LANGUAGES.map((language) => this.catalog.all({ ...call, language }))).then(namesOf);
      this.names = { at: Date.now(), products };
      // A failed fetch is not kept: the next message asks again.
      products.catch(() => {
        if (this.names?.products === products) this.names = undefined;
      });
    }
    return this.names.products;
  }

  /** The products among `ids`, with their variants for sale and their stock, in `language`. */
  async withVariants(ids: string[], call: ServiceCallOptions, language: Language): Promise<Product[]> {
    const found = await this.catalog.products(ids, { ...call, language });
    return ids.map((id) => found.get(id)).filter((p): p is Product => p !== undefined);
  }
}

/** Each product once, by its name in each language (the first list is the English one). */
function namesOf([english, ...others]: Product[][]): Named[] {
  const byId = new Map(english!.map((p) => [p._id, { _id: p._id, name: p.name, names: [p.name] }]));
  for (const list of others) for (const p of list) if (!byId.get(p._id)?.names.includes(p.name)) byId.get(p._id)?.names.push(p.name);
  return [...byId.values()];
}

/**
 * The answer to a product question from the catalogue's stock, in the page's language (`language`; the
 * message's words are read in the language it is written in, `readIn`), or undefined when the message names
 * no product of the shop or does not ask about stock (then the general answer stands).
 */
export async function stockReply(
  products: ShopProducts,
  question: { message: string; readIn: Language; language: Language },
  call: ServiceCallOptions,
): Promise<string | undefined> {
  const { message, readIn } = question;
  const meant = productMeant(await products.named(call), message);
  if (!meant) return undefined;
  const ids = 'several' in meant ? meant.several.map((p) => p._id) : [meant.product._id];
  const candidates = await products.withVariants(ids, call, question.language);
  const asking = candidates
    .map((p) => ({ p, asked: valuesNamed(p, message, readIn) }))
    .filter((c) => asksAboutStock(message, readIn, c.asked));
  const t = textIn(question.language);
  if (candidates.length > 1) return asking.length > 0 ? whichProduct(t, candidates) : undefined;
  const only = asking[0];
  return only && stockAnswer(only.p, only.asked, t);
}
