import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { recommendationsService } from '../src';
import { fakeProviders } from './fakes';
import { loadCatalogue, loadRecorded } from '../src/evaluation/recorded';

describe.each(BACKENDS)('recommendations service on $label', (backend) => {
  const fake = fakeProviders();
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let recs: StartedTestService;
  let products: Product[];
  let ada: { userId: string; auth: Record<string, string> };
  let bob: { userId: string; auth: Record<string, string> };

  beforeAll(async () => {
    const urls = await fake.start();
    deployment = await startTestDeployment(backend, 'recommendations');
    catalog = await deployment.start(catalogService, { listen: true });
    recs = await deployment.start(recommendationsService, {
      env: {
        CATALOG_URL: catalog.url,
        WEATHER_GEOCODING_URL: urls.geocodingUrl,
        WEATHER_FORECAST_URL: urls.forecastUrl,
        GEOLOCATION_URL: urls.geolocationUrl,
        WEATHER_TIMEOUT_MS: '300',
      },
    });
    products = (await request(catalog.app).get('/products')).body;
    const auth = await testAuth();
    const user = async () => {
      const userId = crypto.randomUUID();
      return { userId, auth: { Authorization: `Bearer ${await auth.tokenFor({ userId })}` } };
    };
    ada = await user();
    bob = await user();
  });
  afterAll(async () => {
    await deployment?.close();
    await fake.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => request(recs.app).get(url).set(headers);
  const post = (url: string, body: object, headers: Record<string, string> = {}) => request(recs.app).post(url).set(headers).send(body);
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > 15_000) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  describe('weather', () => {
    it('answers the condition for a city from the provider, and a marked estimate when it is down', async () => {
      expect((await get('/api/weather-recommendation/Toronto')).body).toEqual({ city: 'Toronto', weatherCondition: 'rainy', temperatureC: 3.5, source: 'open-meteo', estimated: false });
      fake.state.fail = true;
      const estimate = await get('/api/weather-recommendation/Vancouver');
      fake.state.fail = false;
      expect(estimate.status).toBe(200);
      expect(estimate.body).toMatchObject({ city: 'Vancouver', source: 'seasonal-estimate', estimated: true });
    });

    it('answers in-stock products that suit a condition', async () => {
      const res = await get('/api/weather-recommendation?weather=snowy');
      expect(res.body.weatherCondition).toBe('snowy');
      expect(res.body.recommended.length).toBe(8);
      expect(res.body.recommended.every((p: Product) => p.tags.includes('snowy') && p.stock > 0)).toBe(true);
    });

    it('refuses an unknown condition with the allowed ones', async () => {
      const res = await get('/api/weather-recommendation?weather=foggy');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('weather must be one of: sunny, hot, cloudy, rainy, windy, snowy, cold.');
    });

    it('finds the shopper\'s city from their address, Toronto otherwise', async () => {
      expect((await get('/api/location')).body).toEqual({ city: 'Toronto', source: 'default' });
      expect((await get('/api/location').set('X-Forwarded-For', '203.0.113.7')).body).toEqual({ city: 'Calgary', source: 'ip' });
    });
  });

  describe('holidays', () => {
    it('answers products for a supported holiday and five for one the spec leaves out', async () => {
      const xmas = await get('/api/holiday-recommendation?holiday=christmas');
      expect(xmas.body).toMatchObject({ holiday: 'christmas', supported: true });
      expect(xmas.body.recommended.length).toBe(10);
      expect(xmas.body.recommended.every((p: Product) => p.tags.includes('christmas'))).toBe(true);
      const mothers = await get('/api/holiday-recommendation?holiday=mothers-day');
      expect(mothers.body).toMatchObject({ holiday: 'mothers-day', supported: false });
      expect(mothers.body.recommended).toHaveLength(5);
      expect((await get('/api/holiday-recommendation?holiday=groundhog-day')).status).toBe(400);
      expect((await get('/api/holiday-recommendation')).status).toBe(400);
    });
  });

  describe('AI smart recommendation', () => {
    it('calls a visitor "default" and shows them popular products, keeping none of their searches', async () => {
      expect((await post('/api/ai-recommendation', {})).body).toEqual({ userType: 'default' });
      expect((await post('/api/user/track-search', { keyword: 'toque' })).status).toBe(202);
      const res = await get('/api/ai-recommendation-products?userType=default');
      expect(res.body.recommended.length).toBe(10);
    });

    it('recognises a shopper from their searches and views and recommends fitting products', async () => {
      for (const keyword of ['wireless headphones', 'smart watch', 'usb-c charger']) {
        expect((await post('/api/user/track-search', { userId: ada.userId, keyword }, ada.auth)).status).toBe(201);
      }
      const electronics = products.filter((p) => p.category === 'Electronics');
      // Views arrive as product.viewed events from the users service.
      const bus = recs.bus;
      for (const p of electronics.slice(0, 3)) {
        await bus.publish(createEvent('product.viewed', { userId: ada.userId, productId: p._id, viewedAt: new Date().toISOString() }));
      }
      await waitFor(async () => {
        const { rows } = await recs.db.query<{ n: number }>(`SELECT count(*) AS n FROM recommendations.views WHERE user_id = $1`, [ada.userId]);
        return rows[0]!.n === 3;
      }, 'the views to be recorded');
      expect((await post('/api/ai-recommendation', { userId: ada.userId }, ada.auth)).body).toEqual({ userType: 'Tech Enthusiast' });
      const picks: Product[] = (await get(`/api/ai-recommendation-products?userType=Tech%20Enthusiast&userId=${ada.userId}`, ada.auth)).body.recommended;
      expect(picks).toHaveLength(10);
      expect(picks.filter((p) => p.category === 'Electronics').length).toBeGreaterThanOrEqual(8);
      expect(picks.every((p) => p.stock > 0)).toBe(true);
    });

    it('leaves out what the shopper bought (learnt from payment.completed, once)', async () => {
      const before: Product[] = (await get(`/api/ai-recommendation-products?userId=${ada.userId}`, ada.auth)).body.recommended;
      const bought = before[0]!;
      const event = createEvent('payment.completed', {
        orderId: crypto.randomUUID(), userId: ada.userId, customerEmail: 'a@b.ca', customerName: 'Ada',
        items: [{ productId: bought._id, name: bought.name, price: bought.price, quantity: 1 }],
        subtotal: bought.price, tax: 0, totalAmount: bought.price, currency: 'cad', paidAt: new Date().toISOString(),
      });
      await recs.bus.publish(event);
      await recs.bus.publish(event); // delivered twice: recorded once
      await waitFor(async () => {
        const picks: Product[] = (await get(`/api/ai-recommendation-products?userId=${ada.userId}`, ada.auth)).body.recommended;
        return !picks.some((p) => p._id === bought._id);
      }, 'the purchase to be learnt');
      const { rows } = await recs.db.query<{ n: number }>(`SELECT count(*) AS n FROM recommendations.purchases WHERE user_id = $1`, [ada.userId]);
      expect(rows[0]!.n).toBe(1);
    });

    it('hands what it recorded to the offline evaluation (npm run evaluate -- --recorded)', async () => {
      const recorded = await loadRecorded(recs.db);
      // Deployed, the catalogue has a database of its own; in the single-process store it shares the one PGlite.
      if (backend.database === 'postgres') expect(await loadCatalogue(recs.db)).toBeUndefined();
      else expect(await loadCatalogue(recs.db)).toHaveLength(products.length);
      expect((await loadCatalogue(catalog.db))!.map((p) => p.id).sort()).toEqual(products.map((p) => p._id).sort());
      const mine = recorded.interactions.filter((i) => i.userId === ada.userId);
      expect(mine.filter((i) => i.kind === 'view')).toHaveLength(3);
      expect(mine.filter((i) => i.kind === 'purchase')).toHaveLength(1);
      expect(recorded.searches.filter((x) => x.userId === ada.userId).map((x) => x.keyword).sort()).toEqual(['smart watch', 'usb-c charger', 'wireless headphones']);
    });

    it("keeps one shopper's recommendations from another", async () => {
      expect((await post('/api/ai-recommendation', { userId: ada.userId }, bob.auth)).status).toBe(403);
      expect((await get(`/api/ai-recommendation-products?userId=${ada.userId}`, bob.auth)).status).toBe(403);
      expect((await post('/api/user/track-search', { userId: ada.userId, keyword: 'x' }, bob.auth)).status).toBe(403);
      expect((await post('/api/user/track-search', { userId: ada.userId, keyword: 'x' })).status).toBe(403);
      expect((await post('/api/user/track-search', { keyword: '' }, bob.auth)).body.error).toBe('keyword is required.');
    });
  });
});
