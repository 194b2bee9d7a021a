// A product page's schema.org data. A product sold one way is a Product with one Offer; a product with
// options is a ProductGroup whose variants (each a Product with its own Offer) are all chosen on the one
// page, each at its own address (?variant=): Google's product variant structured data for a single-page
// product (https://developers.google.com/search/docs/appearance/structured-data/product-variants).

import { LOCALES, type Language } from '@storefront/contracts/languages';
import { STORE_NAME } from '@storefront/contracts/pages';
import { variantLabel } from '@storefront/contracts/variants';
import type { PageProduct } from './lookups';
import { summary } from './head';

type PageVariant = NonNullable<PageProduct['variants']>[number];

/** The schema.org properties a variant's option values are written as, by option name as staff may type
 * it (either language): the properties Google reads `variesBy` for. Any other option is named as typed. */
const VARIANT_PROPERTIES: ReadonlyMap<string, 'color' | 'size' | 'material' | 'pattern'> = new Map([
  ['colour', 'color'],
  ['color', 'color'],
  ['couleur', 'color'],
  ['size', 'size'],
  ['taille', 'size'],
  ['pointure', 'size'],
  ['material', 'material'],
  ['matière', 'material'],
  ['pattern', 'pattern'],
  ['motif', 'pattern'],
]);

const propertyOf = (optionName: string) => VARIANT_PROPERTIES.get(optionName.trim().toLowerCase());

/** The variants a page offers: those for sale (the catalogue answers no others, but a stray one is not
 * offered to search engines either). */
export function variantsForSale(product: PageProduct): PageVariant[] {
  return product.options.length > 0 ? (product.variants ?? []).filter((v) => v.forSale) : [];
}

/** The variant the page's address names (?variant=), if the product has options and sells it. */
export function namedVariant(product: PageProduct, search: string): PageVariant | undefined {
  const id = new URLSearchParams(search).get('variant');
  return id ? variantsForSale(product).find((v) => v._id === id) : undefined;
}

/** The address of the product's page opened on `variant`: the one the page itself keeps in its address. */
export const variantUrl = (productUrl: string, variant: Pick<PageVariant, '_id'>) =>
  `${productUrl}${productUrl.includes('?') ? '&' : '?'}variant=${encodeURIComponent(variant._id)}`;

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** An Offer at what it costs now: on sale, the sale price, with the regular one as the price struck
 * through (Google's StrikethroughPrice). */
function offer(url: string, price: number, stock: number, salePrice?: number) {
  const onSale = salePrice !== undefined && salePrice < price;
  return {
    '@type': 'Offer',
    url,
    price: (onSale ? salePrice : price).toFixed(2),
    priceCurrency: 'CAD',
    ...(onSale
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: price.toFixed(2),
            priceCurrency: 'CAD',
          },
        }
      : {}),
    availability: availability(stock),
    seller: { '@type': 'Organization', name: STORE_NAME },
  };
}

export interface ProductAddresses {
  /** The product's page (its canonical address, in `language`). */
  url: string;
  /** The language the page and its texts are in. */
  language: Language;
  /** An absolute address for a picture of the catalogue's, or undefined for one that cannot be. */
  image: (address: string) => string | undefined;
}

/** What shoppers said of it: the average of its approved reviews, and a few of them (Google's review
 * snippets: https://developers.google.com/search/docs/appearance/structured-data/review-snippet). */
function ratingData(product: PageProduct) {
  if (!product.rating || product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(product.reviews?.length
      ? {
          review: product.reviews.map((r) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            inLanguage: r.language,
            ...(r.title ? { name: r.title } : {}),
            ...(r.text ? { reviewBody: summary(r.text, 1000) } : {}),
          })),
        }
      : {}),
  };
}

/** The schema.org data of a product's page. */
export function productStructuredData(product: PageProduct, at: ProductAddresses): Record<string, unknown> {
  const image = product.imageUrl ? at.image(product.imageUrl) : undefined;
  const common = {
    '@context': 'https://schema.org',
    // schema.org gives a product no language: the page it is the subject of has one.
    mainEntityOfPage: { '@type': 'ItemPage', '@id': at.url, inLanguage: LOCALES[at.language] },
    name: product.name,
    description: summary(product.description, 5000),
    ...(image ? { image: [image] } : {}),
    ...ratingData(product),
  };
  if (product.options.length === 0)
    return {
      ...common,
      '@type': 'Product',
      sku: product._id,
      productID: product._id,
      category: product.categoryName ?? product.category,
      url: at.url,
      offers: offer(at.url, product.price, product.stock, product.variants?.[0]?.salePrice ?? product.sale?.price),
    };
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product._id,
    category: product.categoryName ?? product.category,
    url: at.url,
    variesBy: product.options.map((o) => {
      const property = propertyOf(o.name);
      return property ? `https://schema.org/${property}` : o.name;
    }),
    hasVariant: variantsForSale(product).map((v) => variantData(product, v, image, at)),
  };
}

/** One variant as a Product of the group: its own SKU, barcode, option values, picture, address and Offer. */
function variantData(product: PageProduct, variant: PageVariant, productImage: string | undefined, at: ProductAddresses) {
  const url = variantUrl(at.url, variant);
  const image = (variant.imageUrl ? at.image(variant.imageUrl) : undefined) ?? productImage;
  const values: Record<string, string> = {};
  const others: Array<{ '@type': 'PropertyValue'; name: string; value: string }> = [];
  for (const o of product.options) {
    const value = variant.options[o.name];
    if (value === undefined) continue;
    const property = propertyOf(o.name);
    if (property) values[property] = value;
    else others.push({ '@type': 'PropertyValue', name: o.name, value });
  }
  const label = variantLabel(product.options, variant.options);
  return {
    '@type': 'Product',
    name: label ? `${product.name} · ${label}` : product.name,
    sku: variant.sku,
    ...(variant.barcode ? { gtin: variant.barcode } : {}),
    inProductGroupWithID: product._id,
    ...values,
    ...(others.length > 0 ? { additionalProperty: others } : {}),
    ...(image ? { image: [image] } : {}),
    url,
    offers: offer(url, variant.price, variant.stock, variant.salePrice),
  };
}
