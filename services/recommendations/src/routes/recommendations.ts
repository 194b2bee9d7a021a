import type { Express } from 'express';
import {
  AiProductsQuery,
  type AiProductsResponse,
  AiRecommendationRequest,
  CityParams,
  HOLIDAY_FALLBACK_SIZE,
  HolidayQuery,
  type HolidayRecommendation,
  type Identity,
  type Location,
  PAGE_SIZE,
  type Product,
  SUPPORTED_HOLIDAYS,
  type ShopperTypeResponse,
  TrackSearchRequest,
  WeatherQuery,
  type WeatherNow,
  type WeatherRecommendation,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { type Language, languageOfRequest } from '@storefront/contracts/languages';
import type { Database } from '@storefront/data';
import { HttpError, type RateLimiter, endpoint, forbidden, notFound } from '@storefront/service-kit';
import { profileOf, recordSearch } from '../data/signals';
import type { ModelHolder } from '../domain/model-holder';
import { recommend, recommendBesideSearch, shopperType } from '../domain/model';
import { DEFAULT_TYPE } from '../domain/shopper-types';
import type { LocationClient } from '../weather/location';
import { PlaceNotFound, type WeatherClient } from '../weather/client';
import { cityNameIn } from '../weather/conditions';

export interface RecommendationRouteDeps {
  db: Database;
  catalog: CatalogClient;
  models: ModelHolder;
  weather: WeatherClient;
  location: LocationClient;
  /** Weather look-ups the provider would be asked for, per client address (its free quota is everyone's). */
  weatherLookups: RateLimiter;
}

const WEATHER_PICKS = 8;
const HOLIDAY_PICKS = 10;
const AI_PICKS = 10;

export function mountRecommendationRoutes(app: Express, deps: RecommendationRouteDeps): void {
  mountWeatherRoutes(app, deps);
  app.get(
    '/api/holiday-recommendation',
    endpoint({ query: HolidayQuery }, async ({ query }, req): Promise<HolidayRecommendation> => {
      const supported = SUPPORTED_HOLIDAYS.includes(query.holiday);
      if (supported)
        return { holiday: query.holiday, supported, recommended: await tagged(deps, askerOf(req), query.holiday, HOLIDAY_PICKS) };
      // The spec leaves this holiday without recommendations: five products instead.
      const model = await deps.models.get();
      return {
        holiday: query.holiday,
        supported,
        recommended: await inStock(deps, askerOf(req), model.popular.slice(0, 30), HOLIDAY_FALLBACK_SIZE),
      };
    }),
  );
  mountShopperRoutes(app, deps);
}

/** Who asks, as the catalogue is asked for them: the request and the language its page is in. */
interface Asker {
  requestId: string;
  language: Language;
}
const askerOf = (req: { requestId: string; headers: Parameters<typeof languageOfRequest>[0] }): Asker => ({
  requestId: req.requestId,
  language: languageOfRequest(req.headers),
});

/** Products by id in the order given, leaving out what is sold out or gone. */
async function inStock(deps: RecommendationRouteDeps, asker: Asker, ids: string[], k: number): Promise<Product[]> {
  const found = await deps.catalog.products(ids, asker);
  return ids
    .map((id) => found.get(id))
    .filter((p): p is Product => Boolean(p && p.stock > 0))
    .slice(0, k);
}

/** In-stock products carrying a tag, the most popular first (of all of them, not of a first page). */
async function tagged(deps: RecommendationRouteDeps, asker: Asker, tag: string, k: number): Promise<Product[]> {
  // Every product carrying the tag (a tag can have more than a page of them).
  const [products, model] = await Promise.all([deps.catalog.all({ ...asker, tag }), deps.models.get()]);
  const popularity = (id: string) => model.popularity.get(id) ?? 0;
  return products
    .filter((p) => p.stock > 0)
    .sort((a, b) => popularity(b._id) - popularity(a._id) || a.name.localeCompare(b.name))
    .slice(0, k);
}

/** The shopper whose signals are asked about: the signed-in caller (a userId naming someone else is refused). */
function shopper(me: Identity | undefined, userId: string | null | undefined): string | null {
  if (userId && (!me || me.userId !== userId)) throw forbidden('recommendations.own');
  return me?.userId ?? null;
}

function mountWeatherRoutes(app: Express, deps: RecommendationRouteDeps) {
  app.get(
    '/api/location',
    endpoint({}, (_input, req): Promise<Location> => deps.location.cityOf(req.ip)),
  );

  app.get(
    '/api/weather-recommendation/:city',
    endpoint({ params: CityParams }, async ({ params }, req): Promise<WeatherNow> => {
      // The city as the page's language writes it ("Montréal" on a French page).
      const shown = (now: WeatherNow): WeatherNow => ({ ...now, city: cityNameIn(now.city, languageOfRequest(req.headers)) });
      if (deps.weather.asksProvider(params.city)) {
        try {
          await deps.weatherLookups.check(`weather:${req.ip}`);
        } catch (err) {
          // Over the limit, a city we know still gets its seasonal estimate; only new names wait.
          const estimate = deps.weather.estimateIfKnown(params.city);
          if (estimate && err instanceof HttpError && err.status === 429) return shown(estimate);
          throw err;
        }
      }
      try {
        return shown(await deps.weather.now(params.city));
      } catch (err) {
        if (err instanceof PlaceNotFound) throw notFound('city.notFound', { city: params.city });
        throw err;
      }
    }),
  );

  app.get(
    '/api/weather-recommendation',
    endpoint({ query: WeatherQuery }, async ({ query }, req): Promise<WeatherRecommendation> => ({
      weatherCondition: query.weather,
      recommended: await tagged(deps, askerOf(req), query.weather, WEATHER_PICKS),
    })),
  );
}

/** What is kept of a shopper's searches, and what they are recommended from it. */
function mountShopperRoutes(app: Express, deps: RecommendationRouteDeps) {
  app.post(
    '/api/user/track-search',
    endpoint({ body: TrackSearchRequest }, async ({ body }, req, res) => {
      const userId = shopper(req.identity, body.userId);
      // A visitor's searches (no userId, or null) are not kept: there is no one to recommend to later.
      if (userId) await recordSearch(deps.db, userId, body.keyword);
      res.status(userId ? 201 : 202);
      return { tracked: Boolean(userId) };
    }),
  );

  app.post(
    '/api/ai-recommendation',
    endpoint({ body: AiRecommendationRequest }, async ({ body }, req): Promise<ShopperTypeResponse> => {
      const userId = shopper(req.identity, body.userId);
      if (!userId) return { userType: DEFAULT_TYPE };
      const [model, profile] = await Promise.all([deps.models.get(), profileOf(deps.db, userId)]);
      return { userType: shopperType(model, profile) };
    }),
  );

  app.get(
    '/api/ai-recommendation-products',
    endpoint({ query: AiProductsQuery }, async ({ query }, req): Promise<AiProductsResponse> => {
      const userId = shopper(req.identity, query.userId);
      const model = await deps.models.get();
      const profile = userId ? await profileOf(deps.db, userId) : { searches: [], viewed: [], bought: [] };
      const userType = userId ? shopperType(model, profile) : (query.userType ?? DEFAULT_TYPE);
      const asker = askerOf(req);
      // The results the shopper sees of their search, as the catalogue's search found them.
      const matches = query.search ? (await deps.catalog.list({ search: query.search, limit: PAGE_SIZE }, asker)).products : [];
      const ids =
        matches.length > 0
          ? recommendBesideSearch(
              model,
              profile,
              matches.map((p) => p._id),
              AI_PICKS * 3,
              userType,
            )
          : recommend(model, profile, AI_PICKS * 3, userType);
      return { userType, recommended: await inStock(deps, asker, ids, AI_PICKS) };
    }),
  );
}
