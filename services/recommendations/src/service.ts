import { catalogClientFromEnv } from '@storefront/clients';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildRecommendationsApp } from './app';
import { migrations } from './data/migrations';
import { recentInteractions } from './data/signals';
import { ModelHolder } from './domain/model-holder';
import { consumeSignals } from './events/consumers';
import { WeatherClient } from './weather/client';
import { LocationClient } from './weather/location';

/** Configuration: CATALOG_URL; WEATHER_GEOCODING_URL and WEATHER_FORECAST_URL (Open-Meteo by
 * default); GEOLOCATION_URL (an IP geolocation service, `{ip}` in it; ipapi.co by default). */
export const recommendationsService: ServiceDefinition = {
  name: 'recommendations',
  migrations,
  async start(ctx) {
    const catalog = catalogClientFromEnv(ctx.env);
    const models = new ModelHolder({ catalogue: () => catalog.all(), interactions: () => recentInteractions(ctx.db), log: ctx.log });
    await consumeSignals({ ...ctx, models });
    const weather = new WeatherClient({
      geocodingUrl: ctx.env.WEATHER_GEOCODING_URL || undefined,
      forecastUrl: ctx.env.WEATHER_FORECAST_URL || undefined,
      timeoutMs: ctx.env.WEATHER_TIMEOUT_MS ? Number(ctx.env.WEATHER_TIMEOUT_MS) : undefined,
      log: ctx.log,
    });
    const location = new LocationClient({ urlTemplate: ctx.env.GEOLOCATION_URL || undefined, log: ctx.log });
    return { app: buildRecommendationsApp({ ...ctx, catalog, models, weather, location }), stop: async () => {} };
  },
};
