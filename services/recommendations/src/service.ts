import { catalogClientFromEnv } from '@storefront/clients';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore, wholeNumberSetting } from '@storefront/service-kit';
import { buildRecommendationsApp } from './app';
import { migrations } from './data/migrations';
import { recentInteractions } from './data/signals';
import { DEFAULT_RETRAIN_MS, ModelHolder } from './domain/model-holder';
import { consumeSignals } from './events/consumers';
import { WeatherClient } from './weather/client';
import { LocationClient } from './weather/location';

/** Configuration: CATALOG_URL; WEATHER_GEOCODING_URL and WEATHER_FORECAST_URL (Open-Meteo by
 * default); GEOLOCATION_URL (an IP geolocation service, `{ip}` in it; ipapi.co by default);
 * RECOMMENDATIONS_RETRAIN_MS (how often at most the model takes in new views and purchases; 30 s). */
export const recommendationsService: ServiceDefinition = {
  name: 'recommendations',
  migrations,
  async start(ctx) {
    const catalog = catalogClientFromEnv(ctx.env);
    const models = new ModelHolder({
      catalogue: () => catalog.all(),
      interactions: () => recentInteractions(ctx.db),
      log: ctx.log,
      maxAgeMs: wholeNumberSetting(ctx.env, 'RECOMMENDATIONS_RETRAIN_MS', DEFAULT_RETRAIN_MS, 0),
    });
    await consumeSignals({ ...ctx, models });
    const location = new LocationClient({ urlTemplate: ctx.env.GEOLOCATION_URL || undefined, log: ctx.log });
    const weather = new WeatherClient({
      geocodingUrl: ctx.env.WEATHER_GEOCODING_URL || undefined,
      forecastUrl: ctx.env.WEATHER_FORECAST_URL || undefined,
      timeoutMs: ctx.env.WEATHER_TIMEOUT_MS ? Number(ctx.env.WEATHER_TIMEOUT_MS) : undefined,
      // A city the IP lookup named: its latitude and time zone for the estimate when the provider is down.
      placeHint: (city) => location.placeNamed(city),
      log: ctx.log,
    });
    // 30 new cities an hour from one address is far more than a shopper needs; cached answers are free.
    const weatherLookups = new RateLimiter(new SqlRateLimitStore(ctx.db, 'recommendations'), {
      what: 'weather look-ups from this address',
      max: 30,
      windowMs: 3600_000,
    });
    return { app: buildRecommendationsApp({ ...ctx, catalog, models, weather, location, weatherLookups }), stop: async () => {} };
  },
};
