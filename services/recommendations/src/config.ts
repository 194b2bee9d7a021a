import type { z } from 'zod';
import { Refusal, ServiceSettings, optionalSetting, read, serviceUrlSetting, setting } from '@storefront/service-kit';
import { DEFAULT_RETRAIN_MS } from './domain/model-holder';

/** An IP geolocation service's address, `{ip}` where the shopper's address goes. */
const geolocationTemplate = (value: string) => {
  const url = read.httpUrl('https://ipapi.co/{ip}/json/')(value);
  if (url instanceof Refusal || url.includes('{ip}')) return url;
  return new Refusal(`must have {ip} where the address goes (e.g. https://ipapi.co/{ip}/json/), not "${value}"`);
};

/** The recommendations service's settings: the shared ones and its own. */
export const RecommendationsSettings = ServiceSettings.extend({
  CATALOG_URL: serviceUrlSetting('catalog'),
  RECOMMENDATIONS_RETRAIN_MS: setting(read.wholeNumber(), DEFAULT_RETRAIN_MS).describe(
    'How often at most the model takes in new views and purchases (0: at every request).',
  ),
  WEATHER_GEOCODING_URL: optionalSetting(read.httpUrl()).describe("Open-Meteo's geocoding API, or one like it."),
  WEATHER_FORECAST_URL: optionalSetting(read.httpUrl()).describe("Open-Meteo's forecast API, or one like it."),
  WEATHER_TIMEOUT_MS: optionalSetting(read.wholeNumber({ min: 1 })).describe(
    'How long a weather look-up may take before the seasonal estimate is used (default 2500).',
  ),
  GEOLOCATION_URL: optionalSetting(geolocationTemplate).describe('An IP geolocation service answering JSON with a city, {ip} in it.'),
});
export type RecommendationsSettings = z.output<typeof RecommendationsSettings>;
