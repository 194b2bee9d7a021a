import { CATALOGUE, type CategorySpec, type Icon } from './catalogue';
import { shopperTagsFor } from '../../domain/shopper-tags';
import { productImageSvg } from './images';
import { type SeedOption, type SeedVariant, productOptions } from './options';
import type { ProductTexts, Translations } from '../../domain/catalogue-languages';
import { frenchProduct } from './french';

export interface SeedProduct {
  name: string;
  description: string;
  category: string;
  priceCents: number;
  stock: number;
  tags: string[];
  imageKey: string;
  svg: string;
  /** Minutes before "now", so the newest-first order is stable and varied. */
  ageMinutes: number;
  /** [] for a product sold one way. */
  options: SeedOption[];
  /** Its variants; the product's price and stock are theirs ([] for a product sold one way). */
  variants: SeedVariant[];
  /** Its name and description in the shop's other languages. */
  texts: Translations<ProductTexts>;
}

/** Small deterministic PRNG (mulberry32): the same catalogue on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function priceCents(rand: () => number, [min, max]: [number, number]): number {
  const dollars = Math.floor(min + rand() * (max - min + 1));
  const cents = [99, 99, 95, 49, 0][Math.floor(rand() * 5)]!;
  return Math.max(100, dollars * 100 + cents - (cents === 0 ? 0 : 100));
}

function stock(rand: () => number): number {
  const r = rand();
  if (r < 0.06) return 0; // sold out
  if (r < 0.16) return 1 + Math.floor(rand() * 5); // low
  return 6 + Math.floor(rand() * 145);
}

function describe(brand: string, variant: string, noun: string, features: string[], category: CategorySpec): string {
  const [a, b, c] = features;
  const list = c ? `${a}, ${b} and ${c}` : b ? `${a} and ${b}` : a;
  const closing: Record<Icon, string> = {
    bolt: 'Backed by a two-year Canadian warranty.',
    pot: 'Designed for everyday cooking and easy care.',
    shirt: 'Cut for comfort through every season.',
    shoe: 'Built for Canadian sidewalks, trails and weather.',
    tent: 'Tested on trails from Algonquin to the Rockies.',
    book: 'A great read for the cottage or a quiet evening at home.',
    blocks: 'Safety tested and built for years of play.',
    drop: 'Cruelty-free and made without parabens.',
    basket: 'Proudly sourced from Canadian producers.',
    leaf: 'Made for Canadian growing zones.',
    paw: 'Vet-approved and loved by pets.',
    pencil: 'Ready for school, work and everything in between.',
    gift: 'Mailed on the day you choose.',
    snowflake: 'Made for the coldest days of a Canadian winter.',
    ball: 'Wrapped and ready to give.',
  };
  // The features as a list after the name: they are phrases of every kind ("rated to minus thirty",
  // "a page-turning whodunit"), which no verb before them would suit.
  return `The ${brand} ${variant} ${noun}: ${list}. ${closing[category.icon]}`;
}

/** Every product of the starting catalogue, with its generated picture. */
export function generateCatalogue(): SeedProduct[] {
  const rand = prng(20261122);
  const products: SeedProduct[] = [];
  let age = 0;
  for (const category of CATALOGUE) {
    category.types.forEach((type, typeIndex) => {
      type.variants.forEach((variant, variantIndex) => {
        const brand = category.brands[(typeIndex + variantIndex) % category.brands.length]!;
        const name = `${brand} ${variant} ${type.noun}`;
        const slug = slugify(name);
        // Rotate through the type's features so variants read differently.
        const featureIndexes = [0, 1, 2].map((k) => (variantIndex + k) % type.features.length);
        const features = featureIndexes.map((k) => type.features[k]!);
        const price = priceCents(rand, type.price);
        const inStock = stock(rand);
        // Options draw from a stream of their own: the products' prices and order stay as they were.
        const options = productOptions({ name, noun: type.noun, kind: variant, priceCents: price, stock: inStock }, prng);
        const description = describe(brand, variant, type.noun, [...new Set(features)], category);
        products.push({
          name,
          description: options?.chart ? `${description}\n\n${options.chart}` : description,
          category: category.name,
          priceCents: options ? Math.min(...options.variants.map((v) => v.priceCents)) : price,
          stock: options ? options.variants.reduce((sum, v) => sum + v.stock, 0) : inStock,
          tags: [...new Set([...type.tags, ...shopperTagsFor(type.tags, category.name)])].sort(),
          imageKey: `seed/${slug}.svg`,
          svg: productImageSvg({
            name: `${variant} ${type.noun}`,
            brand,
            colors: category.colors,
            icon: type.icon ?? category.icon,
            shade: variantIndex,
          }),
          ageMinutes: (age += 7 + Math.floor(rand() * 50)),
          options: options?.options ?? [],
          variants: options?.variants ?? [],
          texts: {
            fr: frenchProduct({
              brand,
              category,
              type,
              variantIndex,
              features: featureIndexes,
              ...(options?.chart ? { chart: options.chart } : {}),
              ...(options ? { options: options.options } : {}),
            }),
          },
        });
      });
    });
  }
  // Interleave categories in the newest-first order so the home page shows a mix.
  const shuffled = products.map((p) => ({ p, k: rand() })).sort((x, y) => x.k - y.k);
  shuffled.forEach(({ p }, i) => (p.ageMinutes = (i + 1) * 17));
  return shuffled.map(({ p }) => p);
}
