/** How the starting catalogue's clothing, footwear and outdoor products come: their options, the
 * combinations actually made, each variant's SKU, price and stock. The rest is sold one way. */

export interface SeedOption {
  name: string;
  values: string[];
}

export interface SeedVariant {
  sku: string;
  options: Record<string, string>;
  priceCents: number;
  stock: number;
}

/** One product's options before its combinations are made: each value with its SKU code and upcharge. */
interface OptionPlan {
  name: string;
  values: Array<{ value: string; code: string; upCents?: number }>;
}

interface Draw {
  rand: () => number;
  /** The product's variant word ("Hooded"), which some types answer differently. */
  kind: string;
}

interface TypePlan {
  /** SKU prefix of the type: unique in the shop. */
  code: string;
  options: (draw: Draw) => OptionPlan[];
  /** The combinations a product is not made in (a colour not cut in XS); at most a few are left out. */
  notMade?: (combination: Record<string, string>, draw: Draw) => boolean;
  /** Whether this product's description gets a size chart, and what it says for the sizes it is made in. */
  chart?: { of: (kind: string) => boolean; text: (sizes: string[]) => string };
}

const COLOUR_CODES: Record<string, string> = {
  Red: 'RED',
  Black: 'BLK',
  Navy: 'NVY',
  'Forest Green': 'FGR',
  'Heather Grey': 'HGR',
  Charcoal: 'CHR',
  Burgundy: 'BUR',
  Cream: 'CRM',
  Camel: 'CML',
  Olive: 'OLV',
  Mustard: 'MUS',
  'Sky Blue': 'SKY',
  White: 'WHT',
  Sand: 'SND',
  Sage: 'SGE',
  Coral: 'CRL',
  Yellow: 'YEL',
  Rust: 'RST',
  Plum: 'PLM',
  Tan: 'TAN',
  Chestnut: 'CHS',
  Silver: 'SLV',
  'Rose Gold': 'RGD',
  Orange: 'ORG',
  'Slate Blue': 'SLB',
};

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const HALF_SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '12.5', '13'];
const WHOLE_SIZES = ['7', '8', '9', '10', '11', '12', '13'];

/** `count` of `pool`, drawn without repeats, in the pool's order (a colour row reads the same on every product). */
function pick<T>(rand: () => number, pool: readonly T[], count: number): T[] {
  const keyed = pool.map((item, i) => ({ item, i, k: rand() }));
  const chosen = keyed.sort((a, b) => a.k - b.k).slice(0, Math.min(count, pool.length));
  return chosen.sort((a, b) => a.i - b.i).map((c) => c.item);
}

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** A colour option of `min` to `max` of the pool; now and then one colour costs more (a dearer dye). */
function colours(rand: () => number, pool: string[], min: number, max: number, name = 'Colour'): OptionPlan {
  const chosen = pick(rand, pool, between(rand, min, max));
  const dear = rand() < 0.2 ? chosen[chosen.length - 1] : undefined;
  return {
    name,
    values: chosen.map((value) => ({ value, code: COLOUR_CODES[value]!, upCents: value === dear ? 500 : 0 })),
  };
}

/** A size option; the largest `dearest` sizes cost `upCents` more on some products. */
function sizes(rand: () => number, values: string[], dearest = 1, upCents = 500, name = 'Size'): OptionPlan {
  const dearer = rand() < 0.45;
  return {
    name,
    values: values.map((value, i) => ({
      value,
      code: value.replace(/\s+/g, '').toUpperCase(),
      upCents: dearer && i >= values.length - dearest ? upCents : 0,
    })),
  };
}

/** Plain values with their own codes and upcharges (lengths, capacities, hands). */
const plain = (name: string, values: Array<[string, string, number?]>): OptionPlan => ({
  name,
  values: values.map(([value, code, upCents]) => ({ value, code, upCents: upCents ?? 0 })),
});

/** Wide fits are made in the middle sizes only. */
const wideOnlyMiddle = (middle: string[]) => (c: Record<string, string>) => c.Width === 'Wide' && !middle.includes(c.Size!);
/** Some products leave one colour out of the smallest size, or the largest. */
const edgeColourMissing = (c: Record<string, string>, { rand }: Draw, edges = ['XS', 'XXL']) =>
  edges.includes(c.Size ?? '') && rand() < 0.25;

const table = (caption: string, rows: Array<[string, string[]]>) =>
  `Size chart (${caption})\n${rows.map(([label, cells]) => `${label}: ${cells.join(' · ')}`).join('\n')}`;

function apparelChart(caption: string, measures: Record<string, Record<string, string>>) {
  return (made: string[]) =>
    table(caption, [
      ['Size', made],
      ...Object.entries(measures).map(([label, bySize]): [string, string[]] => [label, made.map((s) => bySize[s] ?? '–')]),
    ]);
}

const CHEST = { XS: '84', S: '90', M: '97', L: '104', XL: '112', XXL: '120' };
const SLEEVE = { XS: '81', S: '83', M: '85', L: '87', XL: '89', XXL: '91' };
const FOOT = Object.fromEntries(WHOLE_SIZES.map((s, i) => [s, (25.1 + i * 0.85).toFixed(1)]));

/** Option plans by product type (the catalogue's nouns). */
export const TYPE_PLANS: Record<string, TypePlan> = {
  // Clothing
  'Merino Wool Sweater': {
    code: 'MWS',
    options: ({ rand }) => [
      sizes(rand, APPAREL_SIZES),
      colours(rand, ['Heather Grey', 'Navy', 'Forest Green', 'Charcoal', 'Burgundy', 'Cream', 'Camel'], 3, 4),
    ],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  'Rain Jacket': {
    code: 'RNJ',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES), colours(rand, ['Red', 'Black', 'Navy', 'Yellow', 'Olive', 'Sky Blue'], 3, 4)],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  'Flannel Shirt': {
    code: 'FLN',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES.slice(1)), colours(rand, ['Red', 'Black', 'Forest Green', 'Navy', 'Mustard'], 3, 4)],
    notMade: (c, d) => edgeColourMissing(c, d, ['XXL']),
  },
  'Linen Shirt': {
    code: 'LIN',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES), colours(rand, ['White', 'Sand', 'Sky Blue', 'Sage', 'Navy'], 2, 4)],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  Hoodie: {
    code: 'HOD',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES), colours(rand, ['Heather Grey', 'Black', 'Navy', 'Forest Green', 'Burgundy'], 3, 5)],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  Toque: {
    code: 'TOQ',
    options: ({ rand }) => [colours(rand, ['Red', 'Black', 'Navy', 'Forest Green', 'Heather Grey', 'Cream', 'Mustard'], 4, 6)],
  },
  'Summer Dress': {
    code: 'DRS',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES), colours(rand, ['Coral', 'Navy', 'Sage', 'White', 'Sky Blue'], 2, 3)],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  'Down Parka': {
    code: 'DPK',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES, 2, 1500), colours(rand, ['Black', 'Navy', 'Forest Green', 'Red', 'Camel'], 3, 4)],
    notMade: (c, d) => edgeColourMissing(c, d),
    chart: { of: () => true, text: apparelChart('cm', { Chest: CHEST, Sleeve: SLEEVE }) },
  },
  // Shoes
  'Winter Boots': {
    code: 'WBT',
    options: ({ rand }) => [
      sizes(rand, HALF_SIZES, 1, 1000),
      plain('Width', [
        ['Regular', 'R'],
        ['Wide', 'W'],
      ]),
    ],
    notMade: wideOnlyMiddle(['8', '9', '10', '11', '12']),
    chart: {
      of: (kind) => kind === 'Insulated',
      text: (made) =>
        table('foot length, cm; half sizes in between', [
          ['Size', WHOLE_SIZES.filter((s) => made.includes(s))],
          ['Foot', WHOLE_SIZES.filter((s) => made.includes(s)).map((s) => FOOT[s]!)],
        ]),
    },
  },
  'Running Shoes': {
    code: 'RUN',
    options: ({ rand }) => [
      sizes(rand, HALF_SIZES),
      plain('Width', [
        ['Regular', 'R'],
        ['Wide', 'W'],
      ]),
    ],
    notMade: wideOnlyMiddle(HALF_SIZES.slice(2, 11)),
  },
  'Rain Boots': {
    code: 'RBT',
    options: ({ rand }) => [sizes(rand, WHOLE_SIZES), colours(rand, ['Black', 'Navy', 'Forest Green', 'Red', 'Yellow'], 2, 3)],
  },
  Sandals: {
    code: 'SDL',
    options: ({ rand }) => [sizes(rand, WHOLE_SIZES), colours(rand, ['Black', 'Tan', 'Navy'], 2, 2)],
  },
  Slippers: {
    code: 'SLP',
    options: ({ rand }) => [sizes(rand, ['S', 'M', 'L', 'XL']), colours(rand, ['Heather Grey', 'Chestnut', 'Charcoal', 'Cream'], 2, 3)],
  },
  'Hiking Boots': {
    code: 'HIK',
    options: ({ rand }) => [
      sizes(rand, HALF_SIZES, 1, 1000),
      plain('Width', [
        ['Regular', 'R'],
        ['Wide', 'W'],
      ]),
    ],
    notMade: wideOnlyMiddle(HALF_SIZES.slice(2, 11)),
  },
  Sneakers: {
    code: 'SNK',
    options: ({ rand }) => [sizes(rand, HALF_SIZES.slice(0, 11).concat('13')), colours(rand, ['White', 'Black', 'Navy', 'Red'], 2, 2)],
  },
  // Sports & Outdoors
  'Sleeping Bag': {
    code: 'SLB',
    options: ({ rand }) => [
      plain('Length', [
        ['Regular', 'REG'],
        ['Long', 'LNG', (3 + Math.floor(rand() * 4)) * 500],
      ]),
      plain('Zip', [
        ['Left', 'L'],
        ['Right', 'R'],
      ]),
    ],
  },
  'Hockey Stick': {
    code: 'HKS',
    options: ({ kind }) => [
      plain('Hand', [
        ['Left', 'L'],
        ['Right', 'R'],
      ]),
      kind === 'Junior'
        ? plain('Flex', [
            ['40', '40'],
            ['50', '50'],
          ])
        : plain('Flex', [
            ['65', '65'],
            ['75', '75'],
            ['85', '85'],
          ]),
    ],
  },
  'Ice Skates': {
    code: 'SKT',
    options: ({ rand }) => [
      sizes(rand, HALF_SIZES.slice(0, 11)),
      plain('Width', [
        ['Regular', 'R'],
        ['Wide', 'W'],
      ]),
    ],
    notMade: wideOnlyMiddle(['8', '9', '10', '11']),
  },
  'Yoga Mat': {
    code: 'YGM',
    options: ({ rand }) => [colours(rand, ['Plum', 'Sage', 'Slate Blue', 'Black', 'Coral', 'Sand'], 4, 6)],
  },
  'Insulated Water Bottle': {
    code: 'IWB',
    options: ({ rand, kind }) => [
      ...(kind === '1 L'
        ? []
        : [
            plain('Capacity', [
              ['500 mL', '500'],
              ['750 mL', '750', 300],
              ['1 L', '1000', 600],
            ]),
          ]),
      colours(rand, ['Black', 'White', 'Forest Green', 'Navy', 'Coral', 'Sky Blue'], kind === '1 L' ? 4 : 2, kind === '1 L' ? 6 : 3),
    ],
  },
  Snowshoes: {
    code: 'SNS',
    options: ({ rand, kind }) => [
      kind === 'Youth'
        ? plain('Length', [
            ['17 in', '17'],
            ['19 in', '19'],
          ])
        : plain('Length', [
            ['21 in', '21'],
            ['25 in', '25', 1000],
            ['30 in', '30', 2000],
          ]),
      colours(rand, ['Black', 'Red', 'Slate Blue', 'Orange'], 2, 3),
    ],
  },
  Cooler: {
    code: 'CLR',
    options: ({ rand, kind }) => [
      kind === 'Soft'
        ? plain('Capacity', [
            ['12 L', '12'],
            ['24 L', '24', 1000],
          ])
        : plain('Capacity', [
            ['25 L', '25'],
            ['45 L', '45', 1500],
            ['65 L', '65', 2000],
          ]),
      colours(rand, ['White', 'Sand', 'Forest Green', 'Navy'], 2, 3),
    ],
  },
  // Winter Gear
  'Insulated Gloves': {
    code: 'GLV',
    options: ({ rand }) => [sizes(rand, ['S', 'M', 'L', 'XL']), colours(rand, ['Black', 'Charcoal', 'Navy', 'Red'], 2, 3)],
  },
  'Thermal Base Layer': {
    code: 'TBL',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES), colours(rand, ['Black', 'Charcoal', 'Navy', 'Heather Grey'], 2, 3)],
    notMade: (c, d) => edgeColourMissing(c, d),
    chart: { of: (kind) => kind === 'Merino', text: apparelChart('cm', { Chest: CHEST }) },
  },
  'Wool Scarf': {
    code: 'SCF',
    options: ({ rand }) => [colours(rand, ['Red', 'Navy', 'Forest Green', 'Heather Grey', 'Camel', 'Burgundy', 'Cream'], 4, 6)],
  },
  'Ski Goggles': {
    code: 'SKG',
    options: ({ rand }) => [
      colours(rand, ['Black', 'White', 'Red'], 2, 3, 'Frame'),
      plain(
        'Lens',
        pick(
          rand,
          [
            ['Clear', 'CLR'],
            ['Amber', 'AMB'],
            ['Rose', 'ROS'],
            ['Smoke Mirror', 'SMK', 1000],
            ['Blue Mirror', 'BLU', 1000],
          ] as Array<[string, string, number?]>,
          3,
        ),
      ),
    ],
  },
  'Heated Jacket': {
    code: 'HJK',
    options: ({ rand }) => [sizes(rand, APPAREL_SIZES, 1, 1000), colours(rand, ['Black', 'Navy', 'Charcoal'], 2, 3)],
    notMade: (c, d) => edgeColourMissing(c, d),
  },
  // A few of the other aisles: pets' coats and beds, bags, costumes, blankets, watches, umbrellas.
  'Dog Winter Coat': {
    code: 'DWC',
    options: ({ rand }) => [
      sizes(rand, ['XS', 'S', 'M', 'L', 'XL'], 2, 500),
      colours(rand, ['Red', 'Navy', 'Black', 'Forest Green'], 2, 2),
    ],
    chart: {
      of: (kind) => kind === 'Waterproof',
      text: apparelChart('back length, cm', { Back: { XS: '25', S: '30', M: '40', L: '50', XL: '60' } }),
    },
  },
  'Dog Bed': {
    code: 'DBD',
    options: ({ rand }) => [
      plain('Size', [
        ['S', 'S'],
        ['M', 'M'],
        ['L', 'L', 1000],
        ['XL', 'XL', 2000],
      ]),
      colours(rand, ['Heather Grey', 'Charcoal', 'Cream'], 2, 2),
    ],
  },
  'Leash and Collar Set': {
    code: 'LCS',
    options: ({ rand }) => [sizes(rand, ['S', 'M', 'L']), colours(rand, ['Red', 'Black', 'Navy', 'Forest Green', 'Orange'], 2, 3)],
  },
  Backpack: {
    code: 'BPK',
    options: ({ rand }) => [colours(rand, ['Black', 'Navy', 'Forest Green', 'Heather Grey', 'Rust'], 4, 5)],
  },
  Costume: {
    code: 'CST',
    options: ({ rand }) => [sizes(rand, ['2T-3T', '4-5', '6-7', '8-10', '12-14'])],
  },
  'Throw Blanket': {
    code: 'THB',
    options: ({ rand }) => [colours(rand, ['Red', 'Cream', 'Heather Grey', 'Forest Green', 'Navy', 'Mustard'], 4, 5)],
  },
  'Smart Watch': {
    code: 'SWT',
    options: ({ rand }) => [
      plain('Case', [
        ['41 mm', '41'],
        ['45 mm', '45', 3000],
      ]),
      colours(rand, ['Black', 'Silver', 'Rose Gold', 'Navy'], 2, 3),
    ],
  },
  'Wireless Headphones': {
    code: 'WHP',
    options: ({ rand }) => [colours(rand, ['Black', 'Silver', 'Navy', 'Sand'], 4, 4)],
  },
  'Patio Umbrella': {
    code: 'PUM',
    options: ({ rand }) => [colours(rand, ['Navy', 'Forest Green', 'Red', 'Sand', 'Charcoal'], 4, 5)],
  },
};

/** FNV-1a: a product's own random stream, from its name, so its variants do not move the rest. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** SKU code of a product of a type: the type's code and its variant word ("Hooded" -> HOOD). */
const kindCode = (kind: string) =>
  kind
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);

/** How many of `total` each variant holds: by weight (the middle sizes sell most), largest remainder. */
function share(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const held = exact.map(Math.floor);
  const left = total - held.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - held[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder.slice(0, left)) held[i]! += 1;
  return held;
}

/** What a product's variants hold in all: a product sold out or nearly so stays so; one in stock has a
 * few of each variant, so its total is in the range it had sold one way (up to about 150). */
const shelved = (stock: number, variants: number) => (stock < 6 ? stock : Math.max(stock, 5 * variants));

/** The options and variants of one product of the starting catalogue, or none: it is sold one way. The
 * variants' stock is shared out of `stock` (see shelved). */
export function productOptions(
  product: { name: string; noun: string; kind: string; priceCents: number; stock: number },
  draw: (seed: number) => () => number,
): { options: SeedOption[]; variants: SeedVariant[]; chart?: string } | undefined {
  const plan = TYPE_PLANS[product.noun];
  if (!plan) return undefined;
  const d: Draw = { rand: draw(hash(product.name)), kind: product.kind };
  const plans = plan.options(d);
  const all = plans.reduce<Array<OptionPlan['values']>>((combos, o) => combos.flatMap((c) => o.values.map((v) => [...c, v])), [[]]);
  const made = all.filter((values) => !plan.notMade?.(Object.fromEntries(values.map((v, i) => [plans[i]!.name, v.value])), d));
  const prefix = `${plan.code}-${kindCode(product.kind)}`;
  // About one in ten sells out; the rest share the stock, the middle of the size run holding most.
  const soldOut = made.map(() => d.rand() < 0.1);
  const weights = made.map((values, k): number => {
    if (soldOut[k]) return 0;
    const size = plans.findIndex((o) => o.name === 'Size');
    const middle = size < 0 ? 1 : 1 - Math.abs(plans[size]!.values.indexOf(values[size]!) / (plans[size]!.values.length - 1 || 1) - 0.5);
    return middle * (0.4 + d.rand());
  });
  // A product that had stock keeps it: not every one of its variants is sold out.
  if (!weights.some((w) => w > 0)) weights[Math.floor(weights.length / 2)] = 1;
  const stocks = share(shelved(product.stock, made.length), weights);
  const variants = made.map((values, k) => ({
    sku: [prefix, ...values.map((v) => v.code)].join('-'),
    options: Object.fromEntries(values.map((v, i) => [plans[i]!.name, v.value])),
    priceCents: product.priceCents + values.reduce((sum, v) => sum + (v.upCents ?? 0), 0),
    stock: stocks[k]!,
  }));
  // An option lists only the values some variant is made in.
  const options = plans.map((o) => ({
    name: o.name,
    values: o.values.map((v) => v.value).filter((value) => variants.some((v) => v.options[o.name] === value)),
  }));
  const sizeValues = options.find((o) => o.name === 'Size')?.values ?? [];
  const chart = plan.chart?.of(product.kind) ? plan.chart.text(sizeValues) : undefined;
  return { options, variants, ...(chart ? { chart } : {}) };
}
