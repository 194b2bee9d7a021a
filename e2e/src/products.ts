// Products as the browser tests pick them from the store's API.

/** A product as the catalogue lists it: what the tests read of it. */
export interface ListedProduct {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  stock: number;
  imageUrl: string;
  tags: string[];
  options: Array<{ name: string; values: string[] }>;
}

/** Sold one way: nothing to choose, so its card's and its page's Add to Cart put it in the cart, and a
 * cart line or an order names it by its id alone (one with options needs a variant). */
export const soldOneWay = (p: { options: readonly unknown[] }): boolean => p.options.length === 0;

/** The first product sold one way on the catalogue's first page, as a shopper meets it. */
export async function firstSoldOneWay(storeUrl: string): Promise<ListedProduct> {
  const res = await fetch(`${storeUrl}/api/products?limit=25`);
  const { products } = (await res.json()) as { products: ListedProduct[] };
  const product = products.find(soldOneWay);
  if (!product) throw new Error('No product sold one way on the first page of the catalogue.');
  return product;
}
