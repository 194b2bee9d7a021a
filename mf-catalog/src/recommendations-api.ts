import type {
  AiProductsResponse,
  HolidayRecommendation,
  Location,
  Product,
  ShopperTypeResponse,
  WeatherNow,
  WeatherRecommendation,
} from '@storefront/contracts';
import { LOCATION_PATH, holidayPicksPath, weatherPath } from '@storefront/contracts/shop';
import { api, arrayOf, firstAnswerOr, isProduct } from '@storefront/ui';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const hasProducts = <T extends { recommended: Product[] }>(x: unknown): x is T => isObject(x) && arrayOf(isProduct)(x.recommended);
const isLocation = (x: unknown): x is Location => isObject(x) && typeof x.city === 'string';

/** The weather in a city, with its products when the recommendations service sends them along (one
 * deployed before it did leaves them out: the block then asks for them). */
export type WeatherWithPicks = WeatherNow & { recommended?: Product[] };
const isWeather = (x: unknown): x is WeatherWithPicks =>
  isObject(x) && typeof x.weatherCondition === 'string' && (x.recommended === undefined || arrayOf(isProduct)(x.recommended));

// The location and the holiday picks were asked for as the store started (preloaded with the page): the
// blocks take those answers rather than asking again.
export const recommendationsApi = {
  location: (signal?: AbortSignal) => firstAnswerOr(LOCATION_PATH, isLocation, () => api(LOCATION_PATH, { check: isLocation, signal })),
  weatherNow: (city: string, signal?: AbortSignal) => api(weatherPath(city), { check: isWeather, signal }),
  forWeather: (weather: string, signal?: AbortSignal) =>
    api(`/api/weather-recommendation?weather=${encodeURIComponent(weather)}`, { check: hasProducts<WeatherRecommendation>, signal }),
  forHoliday: (holiday: string, signal?: AbortSignal) => {
    const path = holidayPicksPath(holiday);
    return firstAnswerOr(path, hasProducts<HolidayRecommendation>, () => api(path, { check: hasProducts<HolidayRecommendation>, signal }));
  },
  trackSearch: (userId: string, keyword: string) => api('/api/user/track-search', { method: 'POST', body: { userId, keyword } }),
  shopperType: (userId: string | null, signal?: AbortSignal) =>
    api('/api/ai-recommendation', {
      method: 'POST',
      body: { userId },
      check: (x): x is ShopperTypeResponse => isObject(x) && typeof x.userType === 'string',
      signal,
    }),
  forShopper: (userType: string, userId: string | null, signal?: AbortSignal) => {
    const qs = new URLSearchParams({ userType, ...(userId ? { userId } : {}) });
    return api(`/api/ai-recommendation-products?${qs}`, { check: hasProducts<AiProductsResponse>, signal });
  },
};
