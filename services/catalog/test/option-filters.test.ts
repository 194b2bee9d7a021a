import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { insertProducts } from '../src/data/products';
import { catalogService } from '../src';

const CATEGORY = 'Option Filter Parkas';

// Six parkas of a category of their own, their options and stock saved as staff save them:
//   A  Size S/M/L × Colour Red/Black, all 2 in stock but M Red (0)
//   B  Size M/L × Colour Black: M 3, L 0
//   C  Colour Black/Blue: Black 0, Blue 5
//   D  Size XS/S/M: XS 1, S 0, M 0
//   E  sold one way, 4 in stock
//   F  Size S/M × Colour Red/Black, only S Red (1) and M Black (1): an M and a red one, but no red M
const PARKAS: Record<string, { options: Array<{ name: string; values: string[] }>; variants: Array<[Record<string, string>, number]> }> = {
  A: {
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Black'] },
    ],
    variants: ['S', 'M', 'L'].flatMap((Size) =>
      ['Red', 'Black'].map((Colour): [Record<string, string>, number] => [{ Size, Colour }, Size === 'M' && Colour === 'Red' ? 0 : 2]),
    ),
  },
  B: {
    options: [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Black'] },
    ],
    variants: [
      [{ Size: 'M', Colour: 'Black' }, 3],
      [{ Size: 'L', Colour: 'Black' }, 0],
    ],
  },
  C: {
    options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
    variants: [
      [{ Colour: 'Black' }, 0],
      [{ Colour: 'Blue' }, 5],
    ],
  },
  D: {
    options: [{ name: 'Size', values: ['XS', 'S', 'M'] }],
    variants: [
      [{ Size: 'XS' }, 1],
      [{ Size: 'S' }, 0],
      [{ Size: 'M' }, 0],
    ],
  },
  F: {
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Black'] },
    ],
    variants: [
      [{ Size: 'S', Colour: 'Red' }, 1],
      [{ Size: 'M', Colour: 'Black' }, 1],
    ],
  },
};

describe.each(BACKENDS)('filtering and counting by option values on $label', (backend) => {
  let svc: StartedTestService;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    const auth = await testAuth();
    const admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}` };
    const letters = ['A', 'B', 'C', 'D', 'E', 'F'];
    const made = await insertProducts(
      svc.db,
      letters.map((letter) => ({
        name: `Parka ${letter}`,
        description: 'A parka for the option filters.',
        category: CATEGORY,
        priceCents: 10_000,
        stock: 4,
        imageUrl: '/images/parka.svg',
        tags: [],
      })),
    );
    letters.forEach((letter, i) => ids.set(letter, made[i]!));
    for (const [letter, parka] of Object.entries(PARKAS)) {
      const saved = await request(svc.app)
        .put(`/api/admin/products/${ids.get(letter)}/variants`)
        .set(admin)
        .send({
          options: parka.options,
          variants: parka.variants.map(([options, stock], i) => ({ sku: `OPT-${letter}-${i}`, options, price: 100, stock })),
          reason: 'First count',
        });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });
  afterAll(async () => svc?.close());

  const list = async (qs: string): Promise<ProductListResponse> => {
    const res = await request(svc.app).get(`/api/products?category=${encodeURIComponent(CATEGORY)}&facets=1&limit=100&${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ProductListResponse;
  };
  const found = (page: ProductListResponse) =>
    page.products.map((p) => [...ids].find(([, id]) => id === p._id)?.[0]).sort((a, b) => a!.localeCompare(b!));
  /** The option counts as 'Size: XS 1, S 3' lines. */
  const counts = (page: ProductListResponse) =>
    (page.facets!.options ?? []).map((o) => `${o.name}: ${o.values.map((v) => `${v.value} ${v.count}`).join(', ')}`);

  it('counts the products of each value, in the order the products list them', async () => {
    const page = await list('');
    expect(page.total).toBe(6);
    expect(counts(page)).toEqual(['Size: XS 1, S 3, M 4, L 2', 'Colour: Red 2, Black 4, Blue 1']);
    expect(page.facets!.inStock).toBe(6);
  });

  it('counts only the variants in stock when in stock only is chosen', async () => {
    const page = await list('inStock=1');
    expect(counts(page)).toEqual(['Size: XS 1, S 2, M 3, L 1', 'Colour: Red 2, Black 3, Blue 1']);
  });

  it('filters by a value, counting the option without its own choice and the others with it', async () => {
    const page = await list('option=Size:M');
    expect([found(page), page.total]).toEqual([['A', 'B', 'D', 'F'], 4]);
    expect(counts(page)).toEqual(['Size: XS 1, S 3, M 4, L 2', 'Colour: Red 1, Black 3']);
    // Ticking "in stock" would leave those with an M in stock.
    expect(page.facets!.inStock).toBe(3);
    expect(page.facets!.categories).toEqual([expect.objectContaining({ name: CATEGORY, count: 4 })]);

    const inStock = await list('option=Size:M&inStock=1');
    expect(found(inStock)).toEqual(['A', 'B', 'F']);
    expect(counts(inStock)).toEqual(['Size: XS 1, S 2, M 3, L 1', 'Colour: Black 3']);
  });

  it('asks one variant to have every option chosen: an M and a red one are not a red M', async () => {
    const page = await list('option=Size:M&option=Colour:Red');
    expect(found(page)).toEqual(['A']);
    expect(counts(page)).toEqual(['Size: S 2, M 1, L 1', 'Colour: Red 1, Black 3']);
    // A's red M is out of stock.
    expect(page.facets!.inStock).toBe(0);
    expect((await list('option=Size:M&option=Colour:Red&inStock=1')).total).toBe(0);
  });

  it('takes values of one option as either, in any case, and the variant chosen must be in stock', async () => {
    expect(found(await list('option=size:m&option=SIZE:L&option=colour:black'))).toEqual(['A', 'B', 'F']);
    // B's large black one is out of stock; A's is not.
    expect(found(await list('option=size:l&option=COLOUR:black&inStock=1'))).toEqual(['A']);
    expect(found(await list('option=Width:Wide'))).toEqual([]);
  });

  it('refuses option filters it cannot read, with a code', async () => {
    const many = (n: number, name: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `option=${encodeURIComponent(name(i))}`).join('&');
    const cases: Array<[string, string]> = [
      ['option=Size', 'query.option.format'],
      ['option=:M', 'query.option.format'],
      ['option=Size:', 'query.option.format'],
      [many(6, (i) => `Option${i}:A`), 'query.option.max'],
      [many(21, (i) => `Size:${i}`), 'query.option.values.max'],
    ];
    for (const [qs, code] of cases) {
      const res = await request(svc.app).get(`/api/products?${qs}`);
      expect([res.status, res.body.code ?? res.body.details?.[0]?.code], qs).toEqual([400, code]);
    }
  });
});
