import { CatalogClient } from '@storefront/clients';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore } from '@storefront/service-kit';
import { buildRecommendationsApp } from './app';
import { RecommendationsSettings } from './config';
import { migrations } from './data/migrations';
import { recentInteractions } from './data/signals';
import { ModelHolder } from './domain/model-holder';
import { orderRefunded } from './events/order-refunded';
import { paymentCompleted } from './events/payment-completed';
import { productCreated } from './events/product-created';
import { productViewed } from './events/product-viewed';
import { WeatherClient } from './weather/client';
import { LocationClient } from './weather/location';

export const recommendationsService: ServiceDefinition<RecommendationsSettings> = {
  name: 'recommendations',
  settings: RecommendationsSettings,
  migrations,
  async start(ctx) {
    const catalog = new CatalogClient(ctx.settings.CATALOG_URL);
    const models = new ModelHolder({
      catalogue: () => catalog.all(),
      interactions: () => recentInteractions(ctx.db),
      log: ctx.log,
      maxAgeMs: ctx.settings.RECOMMENDATIONS_RETRAIN_MS,
    });
    const location = new LocationClient({ urlTemplate: ctx.settings.GEOLOCATION_URL, log: ctx.log });
    const weather = new WeatherClient({
      geocodingUrl: ctx.settings.WEATHER_GEOCODING_URL,
      forecastUrl: ctx.settings.WEATHER_FORECAST_URL,
      timeoutMs: ctx.settings.WEATHER_TIMEOUT_MS,
      // A city the IP lookup named: its latitude and time zone for the estimate when the provider is down.
      placeHint: (city) => location.placeNamed(city),
      log: ctx.log,
    });
    // 30 new cities an hour from one address is far more than a shopper needs; cached answers are free.
    const weatherLookups = new RateLimiter(new SqlRateLimitStore(ctx.db, 'recommendations'), {
      what: 'weather.lookups',
      max: 30,
      windowMs: 3600_000,
    });
    return {
      app: buildRecommendationsApp({ ...ctx, catalog, models, weather, location, weatherLookups, trustProxy: ctx.settings.TRUST_PROXY }),
      consumers: [paymentCompleted({ models }), productViewed({ models }), productCreated({ models }), orderRefunded({ models })],
      stop: async () => {},
    };
  },
};
