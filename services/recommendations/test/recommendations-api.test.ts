import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { recommendationsService } from '../src';
import { fakeProviders } from './fakes';
import { profileOf, recentInteractions } from '../src/data/signals';
import { buildProfile } from '../src/domain/profile';
import { loadCatalogue, loadRecorded } from '../src/evaluation/recorded';
import { findCity, seasonalEstimate } from '../src/weather/conditions';

describe.each(BACKENDS)('recommendations service on $label', (backend) => {
  const fake = fakeProviders();
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let recs: StartedTestService;
  let products: Product[];
  let ada: { userId: string; auth: Record<string, string> };
  let bob: { userId: string; auth: Record<string, string> };
  /** Ada's one purchase (the purchase test below), which the refund test then refunds. */
  let adasPurchase: { orderId: string; product: Product } | undefined;

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
        // New views and purchases are taken in by the next request (30 s later at most in the store).
        RECOMMENDATIONS_RETRAIN_MS: '0',
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
    it('refuses anything but a place name, clearly', async () => {
      const rule = 'A city name may contain only letters, spaces, full stops, apostrophes and hyphens, and at most 100 characters.';
      for (const city of [
        '../../etc/passwd',
        '..',
        'a/b',
        '-',
        "'",
        'Tor\u200bonto',
        'Toronto \u{1F600}',
        'Toronto1',
        '<b>Paris</b>',
        'x'.repeat(101),
      ]) {
        const res = await get(`/api/weather-recommendation/${encodeURIComponent(city)}`);
        expect(res.status, city).toBe(400);
        expect(res.body.error, city).toBe(rule);
      }
      fake.state.requests.length = 0;
      expect((await get(`/api/weather-recommendation/${encodeURIComponent('Montréal')}`)).body).toMatchObject({
        city: 'Montréal',
        source: 'open-meteo',
      });
      // Names in any script, with apostrophes, full stops and hyphens, get as far as the provider.
      for (const city of ["Val-d'Or", 'Ste. Agathe', 'Москва', 'x'.repeat(100)]) {
        expect((await get(`/api/weather-recommendation/${encodeURIComponent(city)}`)).status, city).toBe(404);
      }
      expect(fake.state.requests.filter((r) => r.startsWith('/v1/search'))).toHaveLength(5);
      // On a French page, a known city as French writes it.
      expect((await get('/api/weather-recommendation/Montreal', { Cookie: 'lang=fr' })).body).toMatchObject({ city: 'Montréal' });
    });

    it('answers 404 for a place the provider does not know, and goes on asking it for others', async () => {
      const res = await get('/api/weather-recommendation/Atlantis');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('We could not find a place called Atlantis.');
      fake.state.geocoderRefuses = 400;
      expect((await get('/api/weather-recommendation/Lemuria')).status).toBe(404);
      fake.state.geocoderRefuses = 0;
      expect((await get('/api/weather-recommendation/Miami')).body).toMatchObject({ city: 'Miami', source: 'open-meteo' });
    });

    it('limits the look-ups one address can make the provider answer', async () => {
      const from = (ip: string) => ({ 'X-Forwarded-For': ip });
      await get('/api/weather-recommendation/Toronto', from('198.51.100.22'));
      const place = (n: number) => `Nowhere ${'abcdefghijklmnopqrstuvwxyz'[n % 26]}${'abc'[Math.floor(n / 26)]}`;
      for (let n = 0; n < 30; n++) expect((await get(`/api/weather-recommendation/${place(n)}`, from('198.51.100.20'))).status).toBe(404);
      fake.state.requests.length = 0;
      const refused = await get(`/api/weather-recommendation/${place(30)}`, from('198.51.100.20'));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many weather look-ups from this address\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(fake.state.requests).toEqual([]);
      // What is already known costs the provider nothing: still answered. Other addresses are not held back.
      expect((await get('/api/weather-recommendation/Toronto', from('198.51.100.20'))).body).toMatchObject({
        city: 'Toronto',
        source: 'open-meteo',
      });
      expect((await get(`/api/weather-recommendation/${place(30)}`, from('198.51.100.21'))).status).toBe(404);
      // A city of our own table, not yet asked about, gets its seasonal estimate rather than a refusal.
      fake.state.requests.length = 0;
      expect((await get('/api/weather-recommendation/Halifax', from('198.51.100.20'))).body).toMatchObject({
        city: 'Halifax',
        source: 'seasonal-estimate',
        estimated: true,
      });
      expect(fake.state.requests).toEqual([]);
    });

    it('never counts look-ups against a shopper while the provider is down: the home page keeps its weather', async () => {
      fake.state.fail = true;
      try {
        const from = { 'X-Forwarded-For': '198.51.100.40' };
        const answers = [];
        for (let n = 0; n < 40; n++) answers.push((await get('/api/weather-recommendation/Ottawa', from)).status);
        expect(answers.every((s) => s === 200)).toBe(true);
        expect((await get('/api/weather-recommendation/Ottawa', from)).body).toMatchObject({ city: 'Ottawa', estimated: true });
      } finally {
        fake.state.fail = false;
      }
    });

    it('answers the condition for a city from the provider, and a marked estimate when it is down', async () => {
      expect((await get('/api/weather-recommendation/Toronto')).body).toEqual({
        city: 'Toronto',
        weatherCondition: 'rainy',
        temperatureC: 3.5,
        source: 'open-meteo',
        estimated: false,
      });
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

    it("finds the shopper's city from their IP address, Toronto otherwise", async () => {
      expect((await get('/api/location')).body).toEqual({ city: 'Toronto', source: 'default' });
      expect((await get('/api/location').set('X-Forwarded-For', '203.0.113.7')).body).toEqual({ city: 'Calgary', source: 'ip' });
    });

    it("estimates a located city's weather by where the IP lookup placed it, in its own season", async () => {
      expect((await get('/api/location').set('X-Forwarded-For', '203.0.113.61')).body).toEqual({ city: 'Hobart', source: 'ip' });
      fake.state.fail = true;
      const estimate = await get('/api/weather-recommendation/Hobart', { 'X-Forwarded-For': '203.0.113.61' });
      const sydney = await get('/api/weather-recommendation/Sydney', { 'X-Forwarded-For': '203.0.113.61' });
      fake.state.fail = false;
      const now = new Date();
      expect(estimate.body).toEqual({
        city: 'Hobart',
        weatherCondition: seasonalEstimate(now, { latitude: -42.88, longitude: 147.33, timeZone: 'Australia/Hobart' }),
        temperatureC: null,
        source: 'seasonal-estimate',
        estimated: true,
      });
      expect(sydney.body).toMatchObject({ city: 'Sydney', weatherCondition: seasonalEstimate(now, findCity('Sydney')!), estimated: true });
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
      // A day no holiday is near: the season's five, for no occasion.
      const season = await get('/api/holiday-recommendation?holiday=season');
      expect(season.body).toMatchObject({ holiday: 'season', supported: false });
      expect(season.body.recommended).toHaveLength(5);
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

    it("takes a null userId (what the spec's client sends for a guest) as a visitor on every call", async () => {
      const tracked = await post('/api/user/track-search', { userId: null, keyword: 'mittens' });
      expect(tracked.status).toBe(202);
      expect(tracked.body).toEqual({ tracked: false });
      expect((await post('/api/ai-recommendation', { userId: null })).body).toEqual({ userType: 'default' });
      for (const q of ['userId=null', 'userId=', 'userId=undefined']) {
        const res = await get(`/api/ai-recommendation-products?userType=default&${q}`);
        expect(res.status, q).toBe(200);
        expect(res.body.recommended, q).toHaveLength(10);
      }
      const { rows } = await recs.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM recommendations.searches WHERE keyword IN ('toque', 'mittens')`,
      );
      expect(rows[0]!.n).toBe(0);
    });

    it("follows the search under whose results it is shown, leaving out those results, in the page's language", async () => {
      const ids = (list: Product[]) => list.map((p) => p._id);
      const picks = async (search: string, headers: Record<string, string> = {}) => {
        const res = await get(`/api/ai-recommendation-products?userType=default&search=${encodeURIComponent(search)}`, headers);
        expect(res.status, search).toBe(200);
        return res.body.recommended as Product[];
      };
      const results = async (search: string, lang = 'en') =>
        ids((await request(catalog.app).get(`/api/products?limit=25&lang=${lang}&search=${encodeURIComponent(search)}`)).body.products);
      const categoryOf = (id: string) => products.find((p) => p._id === id)?.category;
      const popular = ids((await get('/api/ai-recommendation-products?userType=default')).body.recommended);

      // Nothing found: the shopper's usual picks.
      expect(await results('xyzzy')).toEqual([]);
      expect(ids(await picks('xyzzy'))).toEqual(popular);

      for (const [search, lang, category] of [
        ['parkka', 'en', 'Clothing'],
        ["casque d'écoute", 'fr', 'Electronics'],
      ] as const) {
        const shown = await results(search, lang);
        expect(shown.length, search).toBeGreaterThan(0);
        const mine = await picks(search, { Cookie: `lang=${lang}` });
        expect(mine, search).toHaveLength(10);
        expect(
          ids(mine).filter((id) => shown.includes(id)),
          search,
        ).toEqual([]);
        expect(ids(mine), search).not.toEqual(popular);
        expect(shown.map(categoryOf), search).toContain(category);
        expect(mine.filter((p) => categoryOf(p._id) === category).length, search).toBeGreaterThanOrEqual(5);
        if (lang === 'fr') {
          const french = (await request(catalog.app).get(`/api/products?lang=fr&ids=${ids(mine).join(',')}`)).body.products as Product[];
          expect(mine.map((p) => p.name)).toEqual(french.map((p) => p.name));
          expect(mine.map((p) => p.name)).not.toEqual(mine.map((p) => products.find((e) => e._id === p._id)?.name));
        }
      }
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
        const { rows } = await recs.db.query<{ n: number }>(`SELECT count(*) AS n FROM recommendations.views WHERE user_id = $1`, [
          ada.userId,
        ]);
        return rows[0]!.n === 3;
      }, 'the views to be recorded');
      expect((await post('/api/ai-recommendation', { userId: ada.userId }, ada.auth)).body).toEqual({ userType: 'Tech Enthusiast' });
      const picks: Product[] = (await get(`/api/ai-recommendation-products?userType=Tech%20Enthusiast&userId=${ada.userId}`, ada.auth)).body
        .recommended;
      expect(picks).toHaveLength(10);
      expect(picks.filter((p) => p.category === 'Electronics').length).toBeGreaterThanOrEqual(8);
      expect(picks.every((p) => p.stock > 0)).toBe(true);
    });

    it('leaves out what the shopper bought (learnt from payment.completed, once)', async () => {
      const before: Product[] = (await get(`/api/ai-recommendation-products?userId=${ada.userId}`, ada.auth)).body.recommended;
      const bought = before[0]!;
      adasPurchase = { orderId: crypto.randomUUID(), product: bought };
      const event = createEvent('payment.completed', {
        orderId: adasPurchase.orderId,
        userId: ada.userId,
        customerEmail: 'a@b.ca',
        customerName: 'Ada',
        items: [{ productId: bought._id, name: bought.name, price: bought.price, quantity: 1 }],
        subtotal: bought.price,
        tax: 0,
        totalAmount: bought.price,
        currency: 'cad',
        paidAt: new Date().toISOString(),
      });
      await recs.bus.publish(event);
      await recs.bus.publish(event); // delivered twice: recorded once
      await waitFor(async () => {
        const picks: Product[] = (await get(`/api/ai-recommendation-products?userId=${ada.userId}`, ada.auth)).body.recommended;
        return !picks.some((p) => p._id === bought._id);
      }, 'the purchase to be learnt');
      await recs.bus.settled(); // the second delivery has had its turn
      const { rows } = await recs.db.query<{ n: number }>(`SELECT count(*) AS n FROM recommendations.purchases WHERE user_id = $1`, [
        ada.userId,
      ]);
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
      expect(
        recorded.searches
          .filter((x) => x.userId === ada.userId)
          .map((x) => x.keyword)
          .sort(),
      ).toEqual(['smart watch', 'usb-c charger', 'wireless headphones']);
    });

    it('builds the profile the offline evaluation builds from the same records', async () => {
      const recorded = await loadRecorded(recs.db);
      const mine = recorded.interactions.filter((i) => i.userId === ada.userId);
      const expected = buildProfile({
        searches: recorded.searches.filter((x) => x.userId === ada.userId),
        views: mine.filter((i) => i.kind === 'view'),
        purchases: mine.filter((i) => i.kind === 'purchase'),
      });
      expect(expected.viewed).toHaveLength(3);
      expect(await profileOf(recs.db, ada.userId)).toEqual(expected);
    });

    it("keeps one shopper's recommendations from another", async () => {
      expect((await post('/api/ai-recommendation', { userId: ada.userId }, bob.auth)).status).toBe(403);
      expect((await get(`/api/ai-recommendation-products?userId=${ada.userId}`, bob.auth)).status).toBe(403);
      expect((await post('/api/user/track-search', { userId: ada.userId, keyword: 'x' }, bob.auth)).status).toBe(403);
      expect((await post('/api/user/track-search', { userId: ada.userId, keyword: 'x' })).status).toBe(403);
      expect((await post('/api/user/track-search', { keyword: '' }, bob.auth)).body.error).toBe('keyword is required.');
    });

    it('takes searches and shopper types as one line of text', async () => {
      const res = await post('/api/user/track-search', { keyword: 'toque\u001b[31m' }, bob.auth);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('keyword must be one line of text, without control characters.');
      const type = await get('/api/ai-recommendation-products?userType=%1b%5b31m');
      expect(type.status).toBe(400);
      expect(type.body.error).toBe('userType must be one line of text, without control characters.');
    });
  });

  describe('refunds', () => {
    const refunded = (p: { orderId: string; userId: string; items: Array<{ product: Product; quantity: number }>; whole: boolean }) =>
      createEvent('order.refunded', {
        orderId: p.orderId,
        userId: p.userId,
        customerEmail: 'a@b.ca',
        customerName: 'A',
        refundId: crypto.randomUUID(),
        amount: 10,
        currency: 'cad',
        items: p.items.map((i) => ({ productId: i.product._id, name: i.product.name, quantity: i.quantity })),
        orderFullyRefunded: p.whole,
        refundedAt: new Date().toISOString(),
      });
    const purchasesOf = async (userId: string) =>
      (
        await recs.db.query<{ product_id: string; quantity: number }>(
          `SELECT product_id, quantity FROM recommendations.purchases WHERE user_id = $1 ORDER BY product_id`,
          [userId],
        )
      ).rows;
    const handled = async (eventId: string) =>
      (await recs.db.query(`SELECT 1 FROM recommendations.processed_events WHERE event_id = $1`, [eventId])).rows.length > 0;

    it('forget a refunded purchase: the shopper may be recommended it again, and it counts for nobody', async () => {
      const { orderId, product } = adasPurchase!;
      expect((await profileOf(recs.db, ada.userId)).bought).toContain(product._id);
      await recs.bus.publish(refunded({ orderId, userId: ada.userId, items: [{ product, quantity: 1 }], whole: true }));
      await waitFor(async () => (await purchasesOf(ada.userId)).length === 0, 'the purchase to be forgotten');
      expect((await profileOf(recs.db, ada.userId)).bought).not.toContain(product._id);
      const recorded = await loadRecorded(recs.db);
      expect(recorded.interactions.filter((i) => i.userId === ada.userId && i.kind === 'purchase')).toEqual([]);
      // What the purchase had taken out of Ada's picks is back in them.
      await waitFor(async () => {
        const picks: Product[] = (await get(`/api/ai-recommendation-products?userId=${ada.userId}`, ada.auth)).body.recommended;
        return picks.some((p) => p._id === product._id);
      }, 'the refunded product to be recommended again');
    });

    it('forget the refunded lines of a partial refund, once however often it is announced', async () => {
      const cyd = crypto.randomUUID();
      const orderId = crypto.randomUUID();
      const [kept, returned, other] = products.slice(10, 13).sort((a, b) => a._id.localeCompare(b._id)) as [Product, Product, Product];
      await recs.bus.publish(
        createEvent('payment.completed', {
          orderId,
          userId: cyd,
          customerEmail: 'c@d.ca',
          customerName: 'Cyd',
          items: [kept, returned, other].map((p) => ({ productId: p._id, name: p.name, price: p.price, quantity: 2 })),
          subtotal: 0,
          tax: 0,
          totalAmount: 0,
          currency: 'cad',
          paidAt: new Date().toISOString(),
        }),
      );
      await waitFor(async () => (await purchasesOf(cyd)).length === 3, 'the purchase to be learnt');

      // One of two of the first line, both of the second: the first is still bought, the second is not.
      const refund = refunded({
        orderId,
        userId: cyd,
        items: [
          { product: kept, quantity: 1 },
          { product: returned, quantity: 2 },
        ],
        whole: false,
      });
      await recs.bus.publish(refund);
      await recs.bus.publish(refund); // delivered twice
      await recs.bus.publish({ ...refund, id: crypto.randomUUID() }); // and announced again in another event
      await waitFor(() => handled(refund.id), 'the refund to be handled');
      await recs.bus.settled();
      const expected = [
        { product_id: kept._id, quantity: 1 },
        { product_id: other._id, quantity: 2 },
      ];
      expect(await purchasesOf(cyd)).toEqual(expected);
      expect((await profileOf(recs.db, cyd)).bought.sort()).toEqual([kept._id, other._id].sort());
      // The model's popularity and co-occurrence data: Cyd still counts for what she kept, not for what she sent back.
      const cyds = (await recentInteractions(recs.db)).filter((i) => i.userId === cyd).map((i) => i.productId);
      expect(cyds.sort()).toEqual([kept._id, other._id].sort());

      // The rest refunded: nothing of the order is a purchase any more.
      await recs.bus.publish(refunded({ orderId, userId: cyd, items: [], whole: true }));
      await waitFor(async () => (await purchasesOf(cyd)).length === 0, 'the whole order to be forgotten');
    });
  });

  describe('popular products', () => {
    let lastView = 0;
    const viewed = async (userId: string, productId: string, times = 1) => {
      for (let n = 0; n < times; n++) {
        lastView = Date.now() + n;
        await recs.bus.publish(createEvent('product.viewed', { userId, productId, viewedAt: new Date(lastView).toISOString() }));
      }
    };
    const secondPage = async (tag: string): Promise<Product[]> => {
      const page = await request(catalog.app).get(`/api/products?tag=${tag}&page=2&limit=100`);
      expect(page.body.totalPages).toBe(2);
      return page.body.products.filter((p: Product) => p.stock > 0);
    };

    it('count each shopper once, and keep one view per shopper and product however often it is opened', async () => {
      const [flooded, liked, second] = await secondPage('christmas');
      const keen = crypto.randomUUID();
      await viewed(keen, flooded!._id, 50);
      const keenLast = lastView;
      const fans = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const fan of fans) await viewed(fan, liked!._id);
      for (const fan of fans.slice(0, 2)) await viewed(fan, second!._id);
      const viewers = async (productId: string) =>
        (await recs.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recommendations.views WHERE product_id = $1`, [productId]))
          .rows[0]!.n;
      await waitFor(async () => (await viewers(liked!._id)) === 4 && (await viewers(second!._id)) === 2, 'the views to be recorded');
      // 50 views by one shopper: one row, the latest.
      await waitFor(async () => {
        const { rows: r } = await recs.db.query<{ n: number; latest: Date }>(
          `SELECT count(*)::int AS n, max(viewed_at) AS latest FROM recommendations.views WHERE user_id = $1`,
          [keen],
        );
        return r[0]!.n === 1 && new Date(r[0]!.latest).getTime() === keenLast;
      }, "the keen shopper's latest view");
      expect(await viewers(flooded!._id)).toBe(1);

      // The christmas shelf ranks every christmas product (this one is on the catalogue's second page):
      // four shoppers' product first, two shoppers' next, the one opened 50 times by one shopper after them.
      const shelf: Product[] = (await get('/api/holiday-recommendation?holiday=christmas')).body.recommended;
      expect(shelf.slice(0, 2).map((p) => p._id)).toEqual([liked!._id, second!._id]);
      const ids = (list: Product[]) => list.map((p) => p._id);
      // Visitors' picks and the fallback for holidays without their own.
      const visitor: Product[] = (await get('/api/ai-recommendation-products?userType=default')).body.recommended;
      expect(ids(visitor)[0]).toBe(liked!._id);
      expect(ids(visitor).indexOf(flooded!._id)).not.toBe(0);
      const mothers: Product[] = (await get('/api/holiday-recommendation?holiday=mothers-day')).body.recommended;
      expect(ids(mothers)[0]).toBe(liked!._id);
    });

    it('rank the weather shelf over every product of its tag', async () => {
      const [coldest] = (await secondPage('cold')).slice(-1);
      for (let n = 0; n < 6; n++) await viewed(crypto.randomUUID(), coldest!._id);
      await waitFor(async () => {
        const { rows: r } = await recs.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM recommendations.views WHERE product_id = $1`,
          [coldest!._id],
        );
        return r[0]!.n === 6;
      }, 'the views to be recorded');
      const shelf: Product[] = (await get('/api/weather-recommendation?weather=cold')).body.recommended;
      expect(shelf[0]!._id).toBe(coldest!._id);
      expect(shelf.every((p) => p.tags.includes('cold'))).toBe(true);
    });
  });
});
