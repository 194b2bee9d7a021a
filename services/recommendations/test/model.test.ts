import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/catalog';
import { type CatalogueItem, buildModel, recommend, shopperType } from '../src/domain/model';
import { evaluate } from '../src/evaluation/evaluate';
import { simulateShoppers } from '../src/evaluation/simulate';
import { tokens } from '@storefront/text';

const catalogue: CatalogueItem[] = generateCatalogue().map((p, i) => ({ id: `p${i}`, name: p.name, description: p.description, category: p.category, tags: p.tags }));
const byCategory = (c: string) => catalogue.filter((i) => i.category === c);

describe('text', () => {
  it('matches plurals and ignores case, accents and stop words', () => {
    expect(tokens('The Wireless HEADPHONES for Café-goers')).toEqual(['wireless', 'headphone', 'cafe', 'goer']);
  });
});

describe('recommendation model', () => {
  const model = buildModel(catalogue, []);

  it('recognises a shopper who searches for and views one kind of product', () => {
    const viewed = byCategory('Electronics').slice(0, 3).map((i) => i.id);
    const profile = { searches: ['wireless headphones', 'bluetooth speaker'], viewed, bought: [] };
    expect(shopperType(model, profile)).toBe('Tech Enthusiast');
    const picks = recommend(model, profile, 10).map((id) => model.items.get(id)!);
    expect(picks.filter((p) => p.category === 'Electronics').length).toBeGreaterThanOrEqual(8);
    expect(shopperType(model, { searches: ['hand warmers', 'ice scraper', 'thermal base layer'], viewed: [], bought: [] })).toBe('Winter Warrior');
    expect(shopperType(model, { searches: [], viewed: byCategory('Pet Supplies').slice(0, 2).map((i) => i.id), bought: [] })).toBe('Pet Parent');
  });

  it('never recommends what the shopper already bought', () => {
    const bought = byCategory('Books').slice(0, 5).map((i) => i.id);
    const picks = recommend(model, { searches: ['novel'], viewed: [], bought }, 10);
    expect(picks.some((id) => bought.includes(id))).toBe(false);
  });

  it('gives popular products to a shopper it knows nothing about, steered by a type when given', () => {
    const sim = simulateShoppers(catalogue, { shoppers: 50, minEvents: 10, maxEvents: 20, seed: 3 });
    const trained = buildModel(catalogue, sim.interactions);
    const unknown = { searches: [], viewed: [], bought: [] };
    expect(shopperType(trained, unknown)).toBe('default');
    expect(recommend(trained, unknown, 10)).toEqual(trained.popular.slice(0, 10));
    const gifts = recommend(trained, unknown, 10, 'Gift Giver').map((id) => trained.items.get(id)!.category);
    expect(gifts.slice(0, 5).every((c) => c === 'Seasonal & Gifts')).toBe(true);
  });

  it('learns from what other shoppers bought together', () => {
    const [a, b, c] = byCategory('Garden');
    const d = byCategory('Books')[0]!;
    const interactions = Array.from({ length: 20 }, (_, u) => [
      { userId: `u${u}`, productId: a!.id, kind: 'purchase' as const, at: u * 10 },
      { userId: `u${u}`, productId: d.id, kind: 'purchase' as const, at: u * 10 + 1 },
    ]).flat();
    const trained = buildModel(catalogue, [...interactions, { userId: 'x', productId: b!.id, kind: 'view', at: 5 }, { userId: 'x', productId: c!.id, kind: 'view', at: 6 }]);
    // Someone who bought a gets the book others bought with it, though books are not their kind of thing.
    expect(recommend(trained, { searches: [], viewed: [], bought: [a!.id] }, 5)).toContain(d.id);
  });

  it('beats the popular products clearly on the next purchases of simulated shoppers, trained only on the past', () => {
    const sim = simulateShoppers(catalogue, { shoppers: 600, minEvents: 15, maxEvents: 35, seed: 11 });
    const report = evaluate(catalogue, sim.interactions, sim.searches);
    expect(report.model.cases).toBeGreaterThan(80);
    // Nothing from after the cut-off reaches training.
    expect(report.trainingInteractions).toBe(sim.interactions.filter((i) => i.at < report.cutoff).length);
    // Popularity is a real baseline in this simulation: far better than chance.
    expect(report.popularity.hitRate).toBeGreaterThan(2 * report.random.hitRate);
    expect(report.model.hitRate).toBeGreaterThan(0.4);
    expect(report.model.hitRate).toBeGreaterThan(2 * report.popularity.hitRate);
    expect(report.model.ndcg).toBeGreaterThan(2 * report.popularity.ndcg);
  });
});
