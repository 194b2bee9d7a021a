import { describe, expect, it } from 'vitest';
import type { PageProduct } from '../src/pages/lookups';
import { namedVariant, productStructuredData } from '../src/pages/product-data';
import { productHead } from '../src/pages/store-pages';
import { productGroupProblems, productProblems } from './structured-data';

// A product page's schema.org data, checked against what Google documents for products and for product
// variants on one page (./structured-data.ts); the pages as served are in pages.test.ts.

const PUBLIC_URL = 'https://shop.example.ca';
const URL_OF = `${PUBLIC_URL}/product/p-1`;
const at = { url: URL_OF, language: 'en' as const, image: (address: string) => new URL(address, `${PUBLIC_URL}/`).href };

const boots: PageProduct = {
  _id: 'p-1',
  name: 'Trail Boots',
  description: 'Waterproof boots.',
  category: 'Footwear',
  price: 120,
  priceMax: 140,
  stock: 25,
  imageUrl: '/images/boots.webp',
  options: [
    { name: 'Taille', values: ['9', '10'] },
    { name: 'Width', values: ['Regular', 'Wide'] },
    { name: 'Material', values: ['Leather'] },
  ],
  variants: [
    { _id: 'v-9', sku: 'BOOT-9-R', options: { Taille: '9', Width: 'Regular', Material: 'Leather' }, price: 120, stock: 25, forSale: true },
    {
      _id: 'v-10',
      sku: 'BOOT-10-W',
      options: { Taille: '10', Width: 'Wide', Material: 'Leather' },
      price: 140,
      stock: 0,
      barcode: '00012345678905',
      imageUrl: '/images/boots-wide.webp',
      forSale: true,
    },
    { _id: 'v-old', sku: 'BOOT-8-R', options: { Taille: '8', Width: 'Regular' }, price: 100, stock: 4, forSale: false },
  ],
};

describe("a product page's schema.org data", () => {
  it('is a ProductGroup for a product with options: varies by the schema.org property an option is, else by its name', () => {
    const data = productStructuredData(boots, at);
    expect(productGroupProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'p-1',
      url: URL_OF,
      variesBy: ['https://schema.org/size', 'Width', 'https://schema.org/material'],
    });
    // The archived variant is not offered.
    expect(data.hasVariant).toEqual([
      {
        '@type': 'Product',
        name: 'Trail Boots · Taille 9 · Width Regular · Material Leather',
        sku: 'BOOT-9-R',
        inProductGroupWithID: 'p-1',
        size: '9',
        material: 'Leather',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Width', value: 'Regular' }],
        image: [`${PUBLIC_URL}/images/boots.webp`],
        url: `${URL_OF}?variant=v-9`,
        offers: {
          '@type': 'Offer',
          url: `${URL_OF}?variant=v-9`,
          price: '120.00',
          priceCurrency: 'CAD',
          availability: 'https://schema.org/InStock',
          seller: { '@type': 'Organization', name: 'Maple Market' },
        },
      },
      expect.objectContaining({
        sku: 'BOOT-10-W',
        gtin: '00012345678905',
        image: [`${PUBLIC_URL}/images/boots-wide.webp`],
        offers: expect.objectContaining({ price: '140.00', availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
  });

  it('stays a Product with one Offer for a product sold one way, its default variant unmentioned', () => {
    const plain: PageProduct = {
      ...boots,
      priceMax: undefined,
      options: [],
      variants: [{ _id: 'p-1', sku: 'p-1', options: {}, price: 120, stock: 5, forSale: true }],
    };
    const data = productStructuredData(plain, at);
    expect(productProblems(data)).toEqual([]);
    expect(data['@type']).toBe('Product');
    expect(data).not.toHaveProperty('hasVariant');
    expect(data).toMatchObject({ sku: 'p-1', productID: 'p-1', offers: { price: '120.00', url: URL_OF } });
    expect(data.offers).not.toHaveProperty('priceSpecification');
  });

  it('offers a product on sale at its sale price, with the regular one struck through', () => {
    const onSale: PageProduct = {
      ...boots,
      priceMax: undefined,
      options: [],
      variants: [{ _id: 'p-1', sku: 'p-1', options: {}, price: 120, stock: 5, forSale: true, salePrice: 96 }],
      sale: { price: 96, names: ['20 % off'] },
    };
    const data = productStructuredData(onSale, at);
    expect(productProblems(data)).toEqual([]);
    expect(data.offers).toMatchObject({
      price: '96.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '120.00',
        priceCurrency: 'CAD',
      },
    });
    const group = productStructuredData({ ...boots, variants: [{ ...boots.variants![0]!, salePrice: 1 }] }, at);
    expect((group.hasVariant as Array<{ offers: { price: string } }>)[0]!.offers.price).toBe('1.00');
  });

  it('escapes a variant id in its address, and the checks catch what Google would not take', () => {
    const odd: PageProduct = { ...boots, variants: [{ ...boots.variants![0]!, _id: 'a b&c' }] };
    const variant = (productStructuredData(odd, at).hasVariant as Array<Record<string, unknown>>)[0]!;
    expect(variant.url).toBe(`${URL_OF}?variant=a%20b%26c`);
    expect(namedVariant(odd, '?variant=a%20b%26c')?.sku).toBe('BOOT-9-R');

    const broken = {
      ...productStructuredData(boots, at),
      offers: {},
      hasVariant: [{ '@type': 'Product', name: 'x', image: ['/relative.webp'], url: URL_OF, gtin: 'ABC', offers: { '@type': 'Offer' } }],
    };
    expect(productGroupProblems(broken)).toEqual(
      expect.arrayContaining([
        'ProductGroup: offers is not a documented ProductGroup property',
        'hasVariant[0]: image is not a list of absolute addresses',
        'hasVariant[0]: gtin is not 8 to 14 digits',
        "hasVariant[0]: its url is not the group's page with a query",
        'hasVariant[0]: no value for https://schema.org/size',
        'hasVariant[0]: no value for Width',
        'hasVariant[0].offers: priceCurrency is not CAD',
      ]),
    );
  });
});

describe("a product page's head, opened on a variant", () => {
  it("previews the variant's name, price, stock and picture; the canonical address stays the product's", () => {
    const head = productHead(boots, PUBLIC_URL, 'en', '?variant=v-10&utm_source=mail');
    expect(head.canonical).toBe(URL_OF);
    expect(head.title).toBe('Trail Boots · Maple Market');
    expect(head.description).toBe('Taille 10 · Width Wide · Material Leather · $140.00 · Out of Stock · Waterproof boots.');
    expect(head.openGraph).toEqual({
      type: 'product',
      title: 'Trail Boots · Taille 10 · Width Wide · Material Leather',
      image: `${PUBLIC_URL}/images/boots-wide.webp`,
      url: `${URL_OF}?variant=v-10`,
      price: { amount: '140.00', currency: 'CAD' },
    });
    // The data is the whole group's, whichever variant the address names.
    expect(head.structuredData).toEqual(productHead(boots, PUBLIC_URL, 'en').structuredData);
  });

  it('is the product\'s head ("From" its lowest price) for no variant, an archived one, one of another product, or a product sold one way', () => {
    const from = productHead(boots, PUBLIC_URL, 'en');
    expect(from.description).toBe('From $120.00 · In Stock · Waterproof boots.');
    expect(from.openGraph).toEqual({
      type: 'product',
      title: 'Trail Boots',
      image: `${PUBLIC_URL}/images/boots.webp`,
      price: { amount: '120.00', currency: 'CAD' },
    });
    for (const search of ['?variant=v-old', '?variant=nope', '?variant=', '?Variant=v-9'])
      expect(productHead(boots, PUBLIC_URL, 'en', search), search).toEqual(from);
    expect(productHead(boots, PUBLIC_URL, 'fr').description).toBe('À partir de 120,00 $ · En stock · Waterproof boots.');
    // One price for every variant: no "From".
    expect(productHead({ ...boots, priceMax: undefined }, PUBLIC_URL, 'en').description).toBe('$120.00 · In Stock · Waterproof boots.');
    const plain: PageProduct = { ...boots, options: [], priceMax: undefined };
    expect(productHead(plain, PUBLIC_URL, 'en', '?variant=v-9')).toEqual(productHead(plain, PUBLIC_URL, 'en'));
  });
});
