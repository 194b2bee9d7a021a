import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { catalogService } from '../src';
import { finishedWords, namesEveryWord, typedSoFar } from '../src/domain/suggestions';

// What the search box offers as a shopper types, on the starting catalogue, in the shopper's language:
// the word being typed finished, a typo corrected, the categories so named and the first products found.
describe.each(BACKENDS)('search suggestions on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
  });
  afterAll(async () => svc?.close());

  const suggest = async (q: string, language: 'en' | 'fr' = 'en'): Promise<SearchSuggestions> => {
    const res = await request(svc.app)
      .get(`/api/products/suggestions?q=${encodeURIComponent(q)}`)
      .set('Cookie', `lang=${language}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('finishes a French word as the French names write it, and shows what it finds', async () => {
    expect((await suggest('cas', 'fr')).searches).toEqual(expect.arrayContaining(['casque', 'casse-tête']));
    const casq = await suggest('casq', 'fr');
    expect(casq.searches[0]).toBe('casque');
    // Those named so first (a description that mentions one comes after).
    expect(casq.products.slice(0, 3).every((p) => /^Casque/.test(p.name))).toBe(true);
    // Accents untyped; the word before kept.
    expect((await suggest('tuque ch', 'fr')).searches[0]).toMatch(/^tuque chaud/);
    expect((await suggest('vete', 'fr')).categories.map((c) => c.label)).toEqual(['Vêtements']);
  });

  it('finishes an English word, corrects a typo, and names categories', async () => {
    const head = await suggest('headph');
    expect(head.searches[0]).toBe('headphones');
    expect(head.products.slice(0, 3).every((p) => /headphones/i.test(p.name))).toBe(true);
    expect((await suggest('parkka')).searches[0]).toBe('parka');
    expect((await suggest('home')).categories.map((c) => c.name)).toEqual(['Home & Kitchen']);
    // Each product as a card of the list names it: id, name, picture, price.
    expect(Object.keys(head.products[0]!).sort()).toEqual(expect.arrayContaining(['_id', 'imageUrl', 'name', 'price']));
  });

  it('offers nothing for less than two letters, and refuses a query too long to be typed', async () => {
    expect(await suggest('c')).toEqual({ query: 'c', searches: [], categories: [], products: [] });
    expect(await suggest('  ')).toMatchObject({ searches: [], products: [] });
    const long = await request(svc.app).get(`/api/products/suggestions?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await request(svc.app).get('/api/products/suggestions?q=a&q=b')).status).toBe(400);
  });

  it('answers in the language asked, each language its own answer', async () => {
    const english = await request(svc.app).get('/api/products/suggestions?q=toq');
    const french = await request(svc.app).get('/api/products/suggestions?q=toq').set('Cookie', 'lang=fr');
    expect([english.headers['content-language'], french.headers['content-language']]).toEqual(['en', 'fr']);
    expect(french.body.products[0].name).toMatch(/^Tuque/);
    expect(english.body.products[0].name).toMatch(/Toque$/);
  });
});

describe('the word being typed', () => {
  it('is the last one until a space follows it', () => {
    expect(typedSoFar("casque d'éc")).toEqual({ before: ['casque'], typing: "d'éc" });
    expect(typedSoFar('tuque ')).toEqual({ before: ['tuque'], typing: '' });
    expect(typedSoFar('')).toEqual({ before: [], typing: '' });
  });

  it('is finished by the words the names use most, accents typed or not', () => {
    const names = ['Casque d’écoute studio', 'Casquette de baseball', 'Casque antibruit', 'Écouteurs sans fil'].map((text) => ({
      text,
      weight: 3,
    }));
    expect(finishedWords(names, 'cas', 4)).toEqual(['casque', 'casquette']);
    expect(finishedWords(names, 'ecou', 4)).toEqual(['écouteurs']);
    expect(finishedWords(names, 'd’é', 4)).toEqual(['d’écoute']);
    expect(finishedWords(names, '', 4)).toEqual([]);
    expect(finishedWords(names, 'cas', 1)).toEqual(['casque']);
    // Too short to offer; a description's word counts less than a name's.
    expect(finishedWords(names, 'd', 4)).toEqual(['d’écoute']);
    expect(finishedWords([{ text: 'Casquette', weight: 1 }, ...names.slice(0, 1)], 'cas', 4)).toEqual(['casque', 'casquette']);
  });

  it('names a category when every word typed starts one of its words', () => {
    expect(namesEveryWord('Maison et cuisine Home & Kitchen', ['mais', 'cui'])).toBe(true);
    expect(namesEveryWord('Vêtements Clothing', ['vete'])).toBe(true);
    expect(namesEveryWord('Vêtements Clothing', ['ments'])).toBe(false);
    expect(namesEveryWord('Vêtements', [])).toBe(false);
  });
});
