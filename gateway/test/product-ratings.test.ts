import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Review } from '@storefront/contracts';
import { loadRouteTable } from '@storefront/routes';
import { type Listening, listen } from '@storefront/service-kit';
import type { GatewayConfig } from '../src';
import { storeLookups } from '../src/pages/lookups';
import { productStructuredData } from '../src/pages/product-data';
import { productProblems } from './structured-data';

// A product page's ratings in its schema.org data: the average and count from the catalogue, a few
// reviews from the reviews service, asked at the same time and never waited on past the page's deadline.

const ID = '7d4c1f0e-5a2b-4c3d-9e8f-1a2b3c4d5e6f';
const parka: Product = {
  _id: ID,
  name: 'Arctic Parka',
  description: 'Down-filled.',
  category: 'Clothing',
  price: 349,
  stock: 4,
  imageUrl: '/images/parka.webp',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  options: [],
  rating: { average: 4.5, count: 2 },
};
const review = (over: Partial<Review>): Review => ({
  _id: 'r1',
  productId: ID,
  rating: 5,
  title: 'Très chaude',
  text: 'Parfaite à -30.',
  language: 'fr',
  authorName: 'Zoé',
  verifiedPurchase: true,
  options: {},
  helpful: 2,
  reply: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});

describe('a product page’s ratings', () => {
  let catalog: Listening;
  let reviews: Listening;
  const asked: string[] = [];
  const state = { reviewsAnswer: 200, slow: false };

  beforeAll(async () => {
    const catalogApp = express();
    catalogApp.get('/api/products/:id', (_req, res) => void res.json(parka));
    catalog = await listen(catalogApp, 0, '127.0.0.1');
    const reviewsApp = express();
    reviewsApp.get('/api/products/:id/reviews', (req, res) => {
      asked.push(req.originalUrl);
      const answer = () =>
        state.reviewsAnswer === 200
          ? res.json({
              summary: { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] },
              reviews: [review({}), review({ _id: 'r2', rating: 4, title: '', language: 'en', authorName: 'Ada' })],
              page: 1,
              totalPages: 1,
              total: 2,
            })
          : res.status(state.reviewsAnswer).json({ error: 'down', message: 'down' });
      if (state.slow) setTimeout(answer, 1500);
      else answer();
    });
    reviews = await listen(reviewsApp, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await catalog.close();
    await reviews.close();
  });

  const lookups = () =>
    storeLookups(
      {
        services: { catalog: `http://127.0.0.1:${catalog.port}`, reviews: `http://127.0.0.1:${reviews.port}` },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        publicUrl: 'https://shop.example.ca',
        upstreamTimeoutMs: 5000,
      } satisfies GatewayConfig,
      500,
    );
  const at = { url: `https://shop.example.ca/product/${ID}`, language: 'en' as const, image: (a: string) => `https://shop.example.ca${a}` };

  it('carries the AggregateRating and the most helpful reviews, as Google documents them', async () => {
    state.reviewsAnswer = 200;
    const found = await lookups().product(ID, 'req-1');
    expect(found.status).toBe('found');
    expect(asked.at(-1)).toBe(`/api/products/${ID}/reviews?sort=helpful&limit=3`);
    const data = productStructuredData(found.status === 'found' ? found.value : parka, at);
    expect(productProblems(data)).toEqual([]);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Zoé' },
        datePublished: '2026-11-20',
        inLanguage: 'fr',
        name: 'Très chaude',
        reviewBody: 'Parfaite à -30.',
      },
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Ada' },
        datePublished: '2026-11-20',
        inLanguage: 'en',
        reviewBody: 'Parfaite à -30.',
      },
    ]);
  });

  it('keeps the rating without reviews when the reviews service fails or is slow, and says nothing of a product without reviews', async () => {
    state.reviewsAnswer = 503;
    const failed = await lookups().product(ID, 'req-2');
    expect(failed.status === 'found' && failed.value.reviews).toBeUndefined();
    state.reviewsAnswer = 200;
    state.slow = true;
    const started = Date.now();
    const slow = await lookups().product(ID, 'req-3');
    expect(Date.now() - started).toBeLessThan(1200);
    state.slow = false;
    const data = productStructuredData(slow.status === 'found' ? slow.value : parka, at);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data.review).toBeUndefined();
    const unrated = productStructuredData({ ...parka, rating: { average: 0, count: 0 } }, at);
    expect(unrated.aggregateRating).toBeUndefined();
  });
});
