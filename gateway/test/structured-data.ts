// What Google documents for a product page's schema.org data, as checks: Product snippets and merchant
// listings (https://developers.google.com/search/docs/appearance/structured-data/product) and product
// variants on one page (.../structured-data/product-variants): a ProductGroup with productGroupID,
// variesBy and hasVariant, each variant a Product with its own address and Offer.

/** schema.org's own property of every Thing, which Google's product pages leave out: the page the
 * product is the subject of, which says its language (a Product has no inLanguage). */
const MAIN_ENTITY_OF_PAGE = 'mainEntityOfPage';

/** The properties the pages may write, by type: the documented ones (required and recommended). */
const DOCUMENTED = {
  Product: new Set([
    '@context',
    '@type',
    'name',
    'description',
    'image',
    'sku',
    'productID',
    'gtin',
    'category',
    'url',
    'offers',
    'brand',
    'color',
    'size',
    'material',
    'pattern',
    'inProductGroupWithID',
    'isVariantOf',
    'additionalProperty',
    'aggregateRating',
    'review',
    MAIN_ENTITY_OF_PAGE,
  ]),
  ProductGroup: new Set([
    '@context',
    '@type',
    'name',
    'description',
    'image',
    'category',
    'url',
    'brand',
    'productGroupID',
    'variesBy',
    'hasVariant',
    'aggregateRating',
    'review',
    MAIN_ENTITY_OF_PAGE,
  ]),
  Offer: new Set(['@type', 'url', 'price', 'priceCurrency', 'availability', 'seller', 'itemCondition', 'priceSpecification']),
};
/** The variesBy values Google reads (each a property the variants have). */
const VARIES_BY = ['color', 'material', 'pattern', 'size', 'suggestedAge', 'suggestedGender'].map((p) => `https://schema.org/${p}`);
const AVAILABILITY = ['InStock', 'OutOfStock', 'LimitedAvailability', 'BackOrder', 'PreOrder', 'SoldOut'].map(
  (a) => `https://schema.org/${a}`,
);

type Data = Record<string, unknown>;
const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function unknownProperties(data: Data, type: keyof typeof DOCUMENTED, where: string): string[] {
  return Object.keys(data)
    .filter((k) => !DOCUMENTED[type].has(k))
    .map((k) => `${where}: ${k} is not a documented ${type} property`);
}

function offerProblems(offer: unknown, where: string): string[] {
  if (!isData(offer)) return [`${where}: offers is not one Offer`];
  const problems = unknownProperties(offer, 'Offer', `${where}.offers`);
  if (offer['@type'] !== 'Offer') problems.push(`${where}.offers: @type is not Offer`);
  if (typeof offer.price !== 'string' || !/^\d+\.\d{2}$/.test(offer.price)) problems.push(`${where}.offers: price is not dollars.cents`);
  if (offer.priceCurrency !== 'CAD') problems.push(`${where}.offers: priceCurrency is not CAD`);
  if (!AVAILABILITY.includes(String(offer.availability)))
    problems.push(`${where}.offers: availability is not a schema.org ItemAvailability`);
  // A sale: the price before it, struck through (merchant listings' pricing with a strikethrough price).
  const before = offer.priceSpecification;
  if (before !== undefined) {
    const struck =
      isData(before) &&
      before['@type'] === 'UnitPriceSpecification' &&
      before.priceType === 'https://schema.org/StrikethroughPrice' &&
      before.priceCurrency === 'CAD' &&
      Number(before.price) > Number(offer.price);
    if (!struck) problems.push(`${where}.offers: priceSpecification is not a higher StrikethroughPrice in CAD`);
  }
  return problems;
}

/** A Product a merchant listing takes: a name, a picture and an Offer (or, as a variant, inside a group). */
/** The page a product is the subject of, where one is named: an ItemPage with a language tag. */
function pageProblems(thing: Data, where: string): string[] {
  const page = thing[MAIN_ENTITY_OF_PAGE];
  if (page === undefined) return [];
  const fine = isData(page) && page['@type'] === 'ItemPage' && isText(page['@id']) && /^[a-z]{2}-[A-Z]{2}$/.test(String(page.inLanguage));
  return fine ? [] : [`${where}: mainEntityOfPage is not an ItemPage with an address and a language tag`];
}

export function productProblems(product: Data, where = 'Product'): string[] {
  const problems = [...unknownProperties(product, 'Product', where), ...pageProblems(product, where)];
  if (product['@type'] !== 'Product') problems.push(`${where}: @type is not Product`);
  if (!isText(product.name)) problems.push(`${where}: no name`);
  if (!Array.isArray(product.image) || !product.image.every((i) => isText(i) && /^https?:\/\//.test(i)))
    problems.push(`${where}: image is not a list of absolute addresses`);
  if (product.gtin !== undefined && !/^\d{8,14}$/.test(String(product.gtin))) problems.push(`${where}: gtin is not 8 to 14 digits`);
  return [...problems, ...offerProblems(product.offers, where)];
}

/** A ProductGroup of variants chosen on one page: each variant at its own address on that page, with a
 * value for every property the group varies by. */
export function productGroupProblems(group: Data): string[] {
  const problems = [...unknownProperties(group, 'ProductGroup', 'ProductGroup'), ...pageProblems(group, 'ProductGroup')];
  if (group['@type'] !== 'ProductGroup') problems.push('ProductGroup: @type is not ProductGroup');
  if (!isText(group.name)) problems.push('ProductGroup: no name (required)');
  if (!isText(group.productGroupID)) problems.push('ProductGroup: no productGroupID');
  if (!isText(group.url)) problems.push('ProductGroup: no url');
  const variesBy = Array.isArray(group.variesBy) ? group.variesBy.map(String) : [];
  if (variesBy.length === 0) problems.push('ProductGroup: no variesBy');
  const variants = Array.isArray(group.hasVariant) ? group.hasVariant : [];
  const urls = new Set<string>();
  variants.forEach((v: unknown, i) => {
    const where = `hasVariant[${i}]`;
    if (!isData(v)) return void problems.push(`${where}: not a Product`);
    problems.push(...productProblems(v, where));
    if (v.inProductGroupWithID !== undefined && v.inProductGroupWithID !== group.productGroupID)
      problems.push(`${where}: inProductGroupWithID is not the group's`);
    const url = String(v.url);
    const page = String(group.url);
    if (!url.startsWith(`${page}${page.includes('?') ? '&' : '?'}`))
      problems.push(`${where}: its url is not the group's page with a query`);
    if (urls.has(url)) problems.push(`${where}: its url is another variant's`);
    urls.add(url);
    if (!isData(v.offers) || v.offers.url !== url) problems.push(`${where}: its Offer is not at its url`);
    for (const property of variesBy) {
      const named = VARIES_BY.includes(property)
        ? v[property.slice('https://schema.org/'.length)]
        : (v.additionalProperty as Data[] | undefined)?.find((p) => p.name === property)?.value;
      if (!isText(named)) problems.push(`${where}: no value for ${property}`);
    }
  });
  return problems;
}
