import { LANGUAGES, type Language, type Product } from '@storefront/contracts';
import type { CatalogClient, ServiceCallOptions } from '@storefront/clients';
import { textIn } from '../messages';
import { andList, asksAboutStock, productMeant, stockAnswer, valuesNamed, whichProduct } from '../domain/variant-stock';
import { type CatalogueQuestion, catalogueQuestion, setsPrice } from '../domain/product-search';
import { moneyIn } from '../domain/formats';

/** A product by its names: in English (`name`), and in every language the shop is written in. */
type Named = Pick<Product, '_id' | 'name'> & { names: string[] };

/** The catalogue as the assistant reads it: every product's names, to find the one a message names in
 * either language (fetched whole and kept a minute: a message is matched against every name, and
 * products come and go rarely), and the products themselves with their variants and stock as they are
 * now, in the page's language. */
export class ShopProducts {
  private names?: { at: number; products: Promise<Named[]> };

  constructor(
    private readonly catalog: Pick<CatalogClient, 'all' | 'products' | 'list'>,
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

  /** What the catalogue's own search finds in stock for a question (its first few), in `language`, and
   * whether those have only some of its words. */
  async search(q: CatalogueQuestion, call: ServiceCallOptions, language: Language): Promise<{ products: Product[]; someWords: boolean }> {
    const { search, minPrice, maxPrice } = q;
    const page = await this.catalog.list({ search, minPrice, maxPrice, inStock: true, limit: FOUND_SHOWN }, { ...call, language });
    return { products: page.products, someWords: Boolean(page.someWords) };
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
 * The answer to a product question from the catalogue, in the page's language (`language`; the message's
 * words are read in the language it is written in, `readIn`): a product's stock when it names one, what
 * the shop's search finds when it names none or sets a price; undefined when it names a product without
 * asking about its stock, or nothing to look for (then the general answer stands).
 */
export async function stockReply(
  products: ShopProducts,
  question: { message: string; readIn: Language; language: Language },
  call: ServiceCallOptions,
): Promise<string | undefined> {
  const { message, readIn } = question;
  // A price ("a warm parka under $400") asks what there is, not about one product.
  const wanted = catalogueQuestion(message, readIn);
  if (wanted && setsPrice(message)) return foundReply(products, wanted, question.language, call);
  const meant = productMeant(await products.named(call), message);
  if (!meant) return wanted?.asksWhatThereIs ? foundReply(products, wanted, question.language, call) : undefined;
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

/** How many of a search's products an answer names. */
const FOUND_SHOWN = 3;

/** A question of what the shop has (naming no product of it, or setting a price), answered with what
 * the catalogue's search finds for its words (in stock, within the price): all of them, some of them
 * (said so), or nothing. */
async function foundReply(products: ShopProducts, q: CatalogueQuestion, language: Language, call: ServiceCallOptions): Promise<string> {
  const t = textIn(language);
  const money = moneyIn(language);
  const found = await products.search(q, call, language);
  if (found.products.length === 0) return t('search.none', { query: q.search });
  const list = andList(
    t,
    found.products.map((p) => t('search.item', { name: p.name, price: money(p.price) })),
    FOUND_SHOWN,
  );
  return t(found.someWords ? 'search.some' : 'search.found', { query: q.search, list });
}
