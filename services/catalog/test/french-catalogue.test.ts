import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, ProductListResponse } from '@storefront/contracts';
import { categorySlug } from '@storefront/contracts/shop';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { catalogService } from '../src';
import { insertProducts } from '../src/data/products';
import { inLanguage, optionValuesIn, optionsIn } from '../src/domain/catalogue-languages';

// The catalogue in the shopper's language: the names, descriptions and categories of the starting
// catalogue in Canadian French, chosen as the page chooses its language (the cookie, then
// Accept-Language, or `?lang=` for a page drawn by the gateway), English where a text has no French, and
// one search over both languages' words.
describe.each(BACKENDS)('the catalogue in French on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
  });
  afterAll(async () => svc?.close());

  const inFrench = (url: string) => request(svc.app).get(url).set('Cookie', 'lang=fr');
  const search = async (words: string, language: 'fr' | 'en' = 'fr') =>
    (
      await request(svc.app)
        .get(`/api/products?search=${encodeURIComponent(words)}&limit=50`)
        .set('Cookie', `lang=${language}`)
    ).body as ProductListResponse;

  it('names every category in French for a French shopper, and in English otherwise', async () => {
    const french = await inFrench('/api/products/categories');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toMatch(/Accept-Language, Cookie/);
    const categories: Category[] = french.body.categories;
    expect(categories.length).toBeGreaterThanOrEqual(14);
    // Every one has its French name; the key links and filters use stays the English name.
    expect(categories.every((c) => c.label && c.label !== c.name)).toBe(true);
    expect(categories.find((c) => c.name === 'Home & Kitchen')).toMatchObject({
      label: 'Maison et cuisine',
      slug: categorySlug('Home & Kitchen'),
      slugs: { en: 'home-and-kitchen', fr: 'maison-et-cuisine' },
    });
    // Each its own French address, in any answer's language (a page links to its twin).
    expect(new Set(categories.map((c) => c.slugs?.fr)).size).toBe(categories.length);
    expect(categories.every((c) => c.slugs?.fr && /^[a-z0-9-]+$/.test(c.slugs.fr))).toBe(true);
    // In the order a French reader expects (É among the E).
    const labels = categories.map((c) => c.label!);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    const english = await request(svc.app).get('/api/products/categories').set('Accept-Language', 'en-CA,en;q=0.9');
    expect(english.headers['content-language']).toBe('en');
    expect((english.body.categories as Category[]).some((c) => c.label)).toBe(false);
    expect((english.body.categories as Category[]).find((c) => c.name === 'Clothing')?.slugs).toEqual({ en: 'clothing', fr: 'vetements' });
    // The browser's languages choose when there is no cookie; ?lang= wins over both.
    const browser = await request(svc.app).get('/api/products/categories').set('Accept-Language', 'fr-CA,fr;q=0.9');
    expect((browser.body.categories as Category[])[0]!.label).toBeDefined();
    const asked = await inFrench('/api/products/categories?lang=en');
    expect([asked.headers['content-language'], (asked.body.categories as Category[]).some((c) => c.label)]).toEqual(['en', false]);
  });

  it('shows every product of the starting catalogue in French: name, description and category', async () => {
    const all: Product[] = (await inFrench('/products')).body;
    const english: Product[] = (await request(svc.app).get('/products')).body;
    expect(all).toHaveLength(english.length);
    const byId = new Map(english.map((p) => [p._id, p]));
    for (const p of all) {
      const en = byId.get(p._id)!;
      expect(p.name, en.name).not.toBe(en.name);
      expect(p.description, en.name).not.toBe(en.description);
      expect(p.categoryName, en.name).toBeDefined();
      expect(p.category).toBe(en.category);
    }
    const toque = all.find((p) => byId.get(p._id)!.name.endsWith(' Toque'));
    expect(toque?.name).toMatch(/^Tuque /);
    expect([toque?.categoryName, toque?.categorySlug]).toEqual(['Vêtements', 'vetements']);
    // The product's own page too, with its category's name.
    const page: Product = (await inFrench(`/api/products/${toque!._id}`)).body;
    expect([page.name, page.description, page.categoryName]).toEqual([toque!.name, toque!.description, 'Vêtements']);
    // French typography: a space before the colon that starts the features, none doubled.
    expect(page.description).toMatch(/^Tuque [^:]+\u00a0: /);
  });

  it('finds products by their French words, without accents and with the words Canadians mix', async () => {
    const names = async (words: string) => (await search(words)).products.map((p) => p.name);
    const headphones = await names('casque');
    expect(headphones.some((n) => n.startsWith("Casque d'écoute"))).toBe(true);
    expect(await names("casque d'écoute")).toEqual(expect.arrayContaining([expect.stringMatching(/^Casque d'écoute/)]));
    expect(await names('casque d ecoute')).toEqual(await names("casque d'écoute"));
    // "tuque" finds every toque, as "toque" does in English.
    const tuques = await names('tuque');
    const toques = (await search('toque', 'en')).products;
    expect(tuques.length).toBeGreaterThanOrEqual(3);
    expect(tuques.length).toBe(toques.length);
    expect((await names('manteau')).some((n) => /parka/i.test(n))).toBe(true);
    // An English word in a French search, and French words in an English one.
    expect((await search('headphones')).products.map((p) => p.name)).toEqual(expect.arrayContaining(headphones.slice(0, 1)));
    expect((await search('tuque', 'en')).products.map((p) => p.name)).toEqual(expect.arrayContaining(toques.map((p) => p.name)));
    // A French typo is corrected to a French word.
    const typo = await search('chandial');
    expect(typo.correctedSearch).toBe('chandail');
    expect(typo.products.map((p) => p.name)).toEqual((await search('chandail')).products.map((p) => p.name));
    expect(typo.products.length).toBeGreaterThan(0);
    // Accents typed or not, the same products.
    expect((await names('écouteurs')).length).toBe((await names('ecouteurs')).length);
  });

  it('finds a winter coat by any of its names, in either language, the parkas first', async () => {
    const parkas = (await search('parka', 'en')).products.filter((p) => p.name.endsWith(' Parka'));
    expect(parkas.length).toBeGreaterThanOrEqual(3);
    for (const [words, language] of [
      ["manteau d'hiver", 'fr'],
      ['manteau hiver', 'fr'],
      ['winter jacket', 'en'],
      ['winter coat', 'en'],
      ['winter coat', 'fr'],
    ] as const) {
      const first = (await search(words, language)).products.slice(0, parkas.length).map((p) => p._id);
      expect(first.sort(), `${words} (${language})`).toEqual(parkas.map((p) => p._id).sort());
    }
  });

  it('shows what has some of the words when nothing has them all, and says so', async () => {
    const all = await search('manteau chaud');
    expect(all.someWords).toBe(true);
    expect(all.products.length).toBeGreaterThan(0);
    // The products with more of the words come first: a coat is before anything merely "chaud".
    expect(all.products.slice(0, 3).some((p) => /^(Manteau|Parka)/.test(p.name))).toBe(true);
    // A search whose words one product has keeps to those; as typed, nothing is relaxed.
    expect((await search('tuque')).someWords).toBeUndefined();
    const exact = (await request(svc.app).get('/api/products?search=manteau%20xyzzy&exact=1')).body as ProductListResponse;
    expect([exact.total, exact.someWords]).toEqual([0, undefined]);
    expect((await search('xyzzy qwxz')).total).toBe(0);
  });

  it('shows a text with no French in English, and the filters count French categories', async () => {
    const [id] = await insertProducts(svc.db, [
      {
        name: 'Staff Made Widget',
        description: 'Only in English for now.',
        category: 'Electronics',
        priceCents: 1250,
        stock: 3,
        imageUrl: '/images/placeholder.svg',
        tags: [],
      },
    ]);
    const shown: Product = (await inFrench(`/api/products/${id}`)).body;
    expect([shown.name, shown.description, shown.categoryName]).toEqual(['Staff Made Widget', 'Only in English for now.', 'Électronique']);
    const listing = (await request(svc.app).get('/api/products?category=Electronics&facets=true').set('Cookie', 'lang=fr'))
      .body as ProductListResponse;
    expect(listing.products.some((p) => p.name === 'Staff Made Widget')).toBe(true);
    const search = (await request(svc.app).get('/api/products?search=widget&facets=true').set('Cookie', 'lang=fr'))
      .body as ProductListResponse;
    expect(search.facets!.categories).toEqual([{ name: 'Electronics', slug: 'electronics', label: 'Électronique', count: 1 }]);
  });

  it("names a product's options and their values in French, its variants named alike, and English otherwise", async () => {
    const english: Product[] = (await request(svc.app).get('/products')).body;
    const parka = english.find((p) => p.options.some((o) => o.name === 'Colour') && p.options.some((o) => o.name === 'Size'))!;
    const french: Product = (await inFrench(`/api/products/${parka._id}`)).body;
    const own: Product = (await request(svc.app).get(`/api/products/${parka._id}`)).body;
    expect(french.options.map((o) => o.name)).toEqual(own.options.map((o) => ({ Colour: 'Couleur', Size: 'Taille' })[o.name] ?? o.name));
    const colours = french.options.find((o) => o.name === 'Couleur')!.values;
    const englishColours = own.options.find((o) => o.name === 'Colour')!.values;
    expect(colours).toHaveLength(englishColours.length);
    expect(colours.some((c, i) => c !== englishColours[i])).toBe(true);
    // Sizes read the same in French.
    expect(french.options.find((o) => o.name === 'Taille')!.values).toEqual(own.options.find((o) => o.name === 'Size')!.values);
    // Each variant is named by the French options, the same variant as in English (its id).
    for (const v of french.variants!) {
      const twin = own.variants!.find((e) => e._id === v._id)!;
      expect(Object.keys(v.options).sort()).toEqual(['Couleur', 'Taille']);
      expect(v.options.Taille).toBe(twin.options.Size);
      expect(colours.indexOf(v.options.Couleur!)).toBe(englishColours.indexOf(twin.options.Colour!));
    }
    expect(french.swatches).toEqual(colours);
    // The gift card's amounts as French writes dollars.
    const card = english.find((p) => p.giftCard)!;
    expect((await inFrench(`/api/products/${card._id}`)).body.options).toEqual([
      { name: 'Montant', values: ['25\u00a0$', '50\u00a0$', '100\u00a0$'] },
    ]);
  });

  it("names a listing's option filters in French, keyed by the English the filter asks with", async () => {
    const listing = async (language: 'fr' | 'en', query = '') =>
      (await request(svc.app).get(`/api/products?category=Clothing&facets=1${query}`).set('Cookie', `lang=${language}`))
        .body as ProductListResponse;
    const french = (await listing('fr')).facets!.options!;
    const colour = french.find((o) => o.name.toLowerCase() === 'colour')!;
    expect(colour.label).toBe('Couleur');
    expect(french.find((o) => o.name.toLowerCase() === 'size')?.label).toBe('Taille');
    const red = colour.values.find((v) => v.value === 'Red')!;
    expect(red.label).toBe('Rouge');
    // Chosen by its English key, on a French page too.
    const chosen = await listing('fr', '&option=Colour:Red');
    expect(chosen.total).toBe(red.count);
    expect((await listing('en')).facets!.options!.some((o) => o.label || o.values.some((v) => v.label))).toBe(false);
  });

  it('keeps each language its own answer', async () => {
    const url = '/api/products?search=toque&limit=3';
    const english = await request(svc.app).get(url);
    const french = await inFrench(url);
    const again = await request(svc.app).get(url);
    expect(french.body.products[0].name).not.toBe(english.body.products[0].name);
    expect(again.body).toEqual(english.body);
    expect(french.headers.etag).not.toBe(english.headers.etag);
  });
});

describe('options in a language', () => {
  const options = [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Grey', 'Gray', 'Red'] },
  ];
  it('names what the texts name, and keeps English where two values (or two options) would read alike', () => {
    const texts = {
      fr: { options: { Size: { name: 'Taille' }, Colour: { name: 'Couleur', values: { Grey: 'Gris', Gray: 'Gris', Red: 'Rouge' } } } },
    };
    // Grey and Gray are both Gris: that option's values stay as typed, its name is French.
    expect(optionsIn(options, texts, 'fr')).toEqual([
      { name: 'Taille', values: ['S', 'M'] },
      { name: 'Couleur', values: ['Grey', 'Gray', 'Red'] },
    ]);
    const distinct = { fr: { options: { Colour: { name: 'Couleur', values: { Grey: 'Gris', Gray: 'Gris pâle', Red: ' ' } } } } };
    expect(optionsIn(options, distinct, 'fr')[1]).toEqual({ name: 'Couleur', values: ['Gris', 'Gris pâle', 'Red'] });
    expect(optionValuesIn({ Size: 'M', Colour: 'Gray', Width: 'Wide' }, options, distinct, 'fr')).toEqual({
      Size: 'M',
      Couleur: 'Gris pâle',
      Width: 'Wide',
    });
    const clash = { fr: { options: { Size: { name: 'Couleur' }, Colour: { name: 'Couleur' } } } };
    expect(optionsIn(options, clash, 'fr')).toBe(options);
    expect(optionsIn(options, texts, 'en')).toBe(options);
  });
});

describe('texts in a language', () => {
  it('takes each text the translation has and is not blank, and English for the rest', () => {
    const english = { name: 'Toque', description: 'Warm.' };
    expect(inLanguage(english, { fr: { name: 'Tuque', description: '  ' } }, 'fr')).toEqual({ name: 'Tuque', description: 'Warm.' });
    expect(inLanguage(english, { fr: { name: 'Tuque' } }, 'en')).toBe(english);
    expect(inLanguage(english, undefined, 'fr')).toBe(english);
    expect(inLanguage(english, { fr: { other: 'x' } as never }, 'fr')).toEqual(english);
  });
});
