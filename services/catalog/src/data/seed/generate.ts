import { CATALOGUE, type CategorySpec, type Icon } from './catalogue';
import { shopperTagsFor } from '../../domain/shopper-tags';
import { productImageSvg } from './images';

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
    snowflake: 'Made for the coldest days of a Canadian winter.',
    ball: 'Wrapped and ready to give.',
  };
  return `The ${brand} ${variant} ${noun} brings ${list}. ${closing[category.icon]}`;
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
        const features = [0, 1, 2].map((k) => type.features[(variantIndex + k) % type.features.length]!);
        products.push({
          name,
          description: describe(brand, variant, type.noun, [...new Set(features)], category),
          category: category.name,
          priceCents: priceCents(rand, type.price),
          stock: stock(rand),
          tags: [...new Set([...type.tags, ...shopperTagsFor(type.tags, category.name)])].sort(),
          imageKey: `seed/${slug}.svg`,
          svg: productImageSvg({
            name: `${variant} ${type.noun}`,
            brand,
            colors: category.colors,
            icon: category.icon,
            shade: variantIndex,
          }),
          ageMinutes: (age += 7 + Math.floor(rand() * 50)),
        });
      });
    });
  }
  // Interleave categories in the newest-first order so the home page shows a mix.
  const shuffled = products.map((p) => ({ p, k: rand() })).sort((x, y) => x.k - y.k);
  shuffled.forEach(({ p }, i) => (p.ageMinutes = (i + 1) * 17));
  return shuffled.map(({ p }) => p);
}
