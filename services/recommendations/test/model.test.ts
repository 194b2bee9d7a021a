import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '@storefront/catalog';
import { BUY_AGAIN, type CatalogueItem, type Interaction, WEIGHTS, buildModel, recommend, shopperType } from '../src/domain/model';
import { PROFILE_LIMITS, buildProfile } from '../src/domain/profile';
import { evaluate } from '../src/evaluation/evaluate';
import { DEFAULT_SIMULATION, simulateShoppers } from '../src/evaluation/simulate';
import { tokens } from '@storefront/text';

const catalogue: CatalogueItem[] = generateCatalogue().map((p, i) => ({
  id: `p${i}`,
  name: p.name,
  description: p.description,
  category: p.category,
  tags: p.tags,
}));
const byCategory = (c: string) => catalogue.filter((i) => i.category === c);

describe('text', () => {
  it('matches plurals and ignores case, accents and stop words', () => {
    expect(tokens('The Wireless HEADPHONES for Café-goers')).toEqual(['wireless', 'headphone', 'cafe', 'goer']);
  });
});

describe('recommendation model', () => {
  const model = buildModel(catalogue, []);

  it('recognises a shopper who searches for and views one kind of product', () => {
    const viewed = byCategory('Electronics')
      .slice(0, 3)
      .map((i) => i.id);
    const profile = { searches: ['wireless headphones', 'bluetooth speaker'], viewed, bought: [] };
    expect(shopperType(model, profile)).toBe('Tech Enthusiast');
    const picks = recommend(model, profile, 10).map((id) => model.items.get(id)!);
    expect(picks.filter((p) => p.category === 'Electronics').length).toBeGreaterThanOrEqual(8);
    expect(shopperType(model, { searches: ['hand warmers', 'ice scraper', 'thermal base layer'], viewed: [], bought: [] })).toBe(
      'Winter Warrior',
    );
    expect(
      shopperType(model, {
        searches: [],
        viewed: byCategory('Pet Supplies')
          .slice(0, 2)
          .map((i) => i.id),
        bought: [],
      }),
    ).toBe('Pet Parent');
  });

  it('never recommends what the shopper already bought', () => {
    const bought = byCategory('Books')
      .slice(0, 5)
      .map((i) => i.id);
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
    const trained = buildModel(catalogue, [
      ...interactions,
      { userId: 'x', productId: b!.id, kind: 'view', at: 5 },
      { userId: 'x', productId: c!.id, kind: 'view', at: 6 },
    ]);
    // Someone who bought a gets the book others bought with it, though books are not their kind of thing.
    expect(recommend(trained, { searches: [], viewed: [], bought: [a!.id] }, 5)).toContain(d.id);
  });

  it('counts each shopper once per product in popularity: repeated views by one account lift nothing for everyone', () => {
    const [puzzle, toque, mitts] = [byCategory('Toys & Games')[0]!, byCategory('Winter Gear')[0]!, byCategory('Winter Gear')[1]!];
    const views: Interaction[] = [
      // One shopper opens the puzzle's page 50 times ...
      ...Array.from({ length: 50 }, (_, n) => ({ userId: 'keen', productId: puzzle.id, kind: 'view' as const, at: 1000 + n })),
      // ... and buys it ten times over.
      ...Array.from({ length: 10 }, (_, n) => ({ userId: 'keen', productId: puzzle.id, kind: 'purchase' as const, at: 2000 + n })),
      // Three different shoppers look at the toque once each, and two at the mitts.
      ...['a', 'b', 'c', 'd'].map((userId, n) => ({ userId, productId: toque.id, kind: 'view' as const, at: 3000 + n })),
      ...['a', 'b'].map((userId, n) => ({ userId, productId: mitts.id, kind: 'view' as const, at: 4000 + n })),
    ];
    const trained = buildModel(catalogue, views);
    // A purchase is the strongest signal (3), counted once: 3 for the puzzle, 4 views of the toque, 2 of the mitts.
    expect(trained.popular.slice(0, 3)).toEqual([toque.id, puzzle.id, mitts.id]);
    expect(trained.popularity.get(puzzle.id)).toBe(3);
    const onlyViews = buildModel(catalogue, [
      ...views.filter((v) => v.kind === 'view' && v.productId !== toque.id),
      ...['a', 'b', 'c'].map((userId, n) => ({ userId, productId: toque.id, kind: 'view' as const, at: 5000 + n })),
    ]);
    expect(onlyViews.popular.indexOf(toque.id)).toBeLessThan(onlyViews.popular.indexOf(puzzle.id));
    // What a visitor is shown follows the same order.
    expect(recommend(trained, { searches: [], viewed: [], bought: [] }, 3)).toEqual([toque.id, puzzle.id, mitts.id]);
  });

  it('builds a profile the one way: latest searches, distinct products viewed most recently first, all bought', () => {
    const ids = catalogue.slice(0, 40).map((i) => i.id);
    const profile = buildProfile({
      searches: Array.from({ length: 15 }, (_, n) => ({ keyword: `search ${n}`, at: n })),
      // Each of 40 products viewed twice (the second time later), the first one again last of all.
      views: [
        ...ids.map((productId, n) => ({ productId, at: 100 + n })),
        ...ids.map((productId, n) => ({ productId, at: 200 + n })),
        { productId: ids[0]!, at: 999 },
      ],
      purchases: [ids[3]!, ids[1]!, ids[3]!].map((productId, n) => ({ productId, at: 300 + n })),
    });
    expect(profile.searches).toEqual(Array.from({ length: PROFILE_LIMITS.searches }, (_, n) => `search ${14 - n}`));
    expect(profile.viewed).toHaveLength(PROFILE_LIMITS.viewed);
    expect(new Set(profile.viewed).size).toBe(PROFILE_LIMITS.viewed);
    expect(profile.viewed.slice(0, 3)).toEqual([ids[0], ids[39], ids[38]]);
    expect(profile.bought).toEqual([ids[3], ids[1]]);
    expect(profile.purchases).toEqual(
      new Map([
        [ids[3], { orders: 2, lastAt: 302 }],
        [ids[1], { orders: 1, lastAt: 301 }],
      ]),
    );
  });

  describe('buying again', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-11-24T12:00:00Z');
    const [cups, lantern, candle, vase] = byCategory('Home & Kitchen');
    // Cups are what people come back for: each of four shoppers bought them in two orders. Each bought
    // the lantern and the candle once.
    const history: Interaction[] = ['a', 'b', 'c', 'd'].flatMap((userId, n) => [
      { userId, productId: cups!.id, kind: 'purchase' as const, at: now - 90 * DAY + n },
      { userId, productId: cups!.id, kind: 'purchase' as const, at: now - 30 * DAY + n },
      { userId, productId: lantern!.id, kind: 'purchase' as const, at: now - 60 * DAY + n },
      { userId, productId: candle!.id, kind: 'purchase' as const, at: now - 60 * DAY + n },
    ]);
    const trained = buildModel(catalogue, history);
    const profile = (purchases: Array<[string, number, number]>) =>
      buildProfile({ searches: [], views: [], purchases: purchases.map(([productId, at, orders]) => ({ productId, at, orders })) });

    it('learns which products shoppers come back for', () => {
      expect(trained.comesBack.get(cups!.id)).toBeGreaterThan(2 * trained.comesBack.get(lantern!.id)!);
    });

    it('puts what they bought long enough ago first, the products people come back for before the others', () => {
      // Bought once each, the lantern the most recently: the cups still come first.
      const picks = recommend(
        trained,
        profile([
          [cups!.id, now - 40 * DAY, 1],
          [lantern!.id, now - 10 * DAY, 1],
        ]),
        10,
        undefined,
        now,
      );
      expect(picks.slice(0, 2)).toEqual([cups!.id, lantern!.id]);
      expect(picks).toHaveLength(10);
      expect(new Set(picks).size).toBe(10);
      // In more of their own orders counts for more than coming back in general.
      const loyal = recommend(
        trained,
        profile([
          [cups!.id, now - 40 * DAY, 1],
          [candle!.id, now - 40 * DAY, 4],
        ]),
        10,
        undefined,
        now,
      );
      expect(loyal.slice(0, 2)).toEqual([candle!.id, cups!.id]);
    });

    it('does not offer again what was bought within the last day, nor a product no longer sold', () => {
      const picks = recommend(
        trained,
        profile([
          [vase!.id, now - BUY_AGAIN.afterMs + 60_000, 1],
          ['gone', now - 40 * DAY, 3],
          [lantern!.id, now - 40 * DAY, 1],
        ]),
        10,
        undefined,
        now,
      );
      expect(picks[0]).toBe(lantern!.id);
      expect(picks).not.toContain(vase!.id);
      expect(picks).not.toContain('gone');
    });
  });

  it('beats the popular products and the recently viewed ones clearly on the next purchases of simulated shoppers, trained only on the past', () => {
    const sim = simulateShoppers(catalogue, { ...DEFAULT_SIMULATION, seed: 11 });
    const report = evaluate(catalogue, sim.interactions, sim.searches);
    expect(report.model.cases).toBeGreaterThan(150);
    // Nothing from after the cut-off reaches training.
    expect(report.trainingInteractions).toBe(sim.interactions.filter((i) => i.at < report.cutoff).length);
    // The baselines are real ones in this simulation: popularity far better than chance, and the
    // shopper's own recent views (what many of them go on to buy) better still.
    expect(report.popularity.hitRate).toBeGreaterThan(2 * report.random.hitRate);
    expect(report.recentlyViewed.hitRate).toBeGreaterThan(2 * report.popularity.hitRate);
    expect(report.model.hitRate).toBeGreaterThan(0.6);
    expect(report.model.hitRate).toBeGreaterThan(2.5 * report.popularity.hitRate);
    expect(report.model.ndcg).toBeGreaterThan(2.5 * report.popularity.ndcg);
    expect(report.model.hitRate).toBeGreaterThan(1.1 * report.recentlyViewed.hitRate);
    expect(report.model.ndcg).toBeGreaterThan(1.1 * report.recentlyViewed.ndcg);
    // Case by case, not by chance: far more purchases only the model found than only the baseline did.
    expect(report.versusRecentlyViewed.onlyModel).toBeGreaterThan(2 * report.versusRecentlyViewed.onlyRecentlyViewed);
    expect(report.model.hitRate - report.recentlyViewed.hitRate).toBeCloseTo(
      (report.versusRecentlyViewed.onlyModel - report.versusRecentlyViewed.onlyRecentlyViewed) / report.model.cases,
    );
  });

  it('owes its lead over the recently viewed products to the blend: without its own-views part it loses it', () => {
    const sim = simulateShoppers(catalogue, { ...DEFAULT_SIMULATION, seed: 11 });
    const saved = WEIGHTS.viewed;
    WEIGHTS.viewed = 0;
    try {
      const report = evaluate(catalogue, sim.interactions, sim.searches);
      expect(report.model.hitRate).toBeLessThan(1.1 * report.recentlyViewed.hitRate);
    } finally {
      WEIGHTS.viewed = saved;
    }
  });
});
