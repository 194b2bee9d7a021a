import type {
  AiProductsResponse,
  HolidayRecommendation,
  Location,
  Product,
  ShopperTypeResponse,
  WeatherNow,
  WeatherRecommendation,
} from '@storefront/contracts';
import { api, arrayOf, isProduct } from '@storefront/ui';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const hasProducts = <T extends { recommended: Product[] }>(x: unknown): x is T => isObject(x) && arrayOf(isProduct)(x.recommended);

export const recommendationsApi = {
  location: (signal?: AbortSignal) =>
    api('/api/location', { check: (x): x is Location => isObject(x) && typeof x.city === 'string', signal }),
  weatherNow: (city: string, signal?: AbortSignal) =>
    api(`/api/weather-recommendation/${encodeURIComponent(city)}`, {
      check: (x): x is WeatherNow => isObject(x) && typeof x.weatherCondition === 'string',
      signal,
    }),
  forWeather: (weather: string, signal?: AbortSignal) =>
    api(`/api/weather-recommendation?weather=${encodeURIComponent(weather)}`, { check: hasProducts<WeatherRecommendation>, signal }),
  forHoliday: (holiday: string, signal?: AbortSignal) =>
    api(`/api/holiday-recommendation?holiday=${encodeURIComponent(holiday)}`, { check: hasProducts<HolidayRecommendation>, signal }),
  trackSearch: (userId: string, keyword: string) => api('/api/user/track-search', { method: 'POST', body: { userId, keyword } }),
  shopperType: (userId: string | null, signal?: AbortSignal) =>
    api('/api/ai-recommendation', {
      method: 'POST',
      body: { userId },
      check: (x): x is ShopperTypeResponse => isObject(x) && typeof x.userType === 'string',
      signal,
    }),
  /** Picks for the shopper, beside the results of `search` when it is said. */
  forShopper: (userType: string, userId: string | null, signal?: AbortSignal, search?: string) => {
    const qs = new URLSearchParams({ userType, ...(userId ? { userId } : {}), ...(search ? { search } : {}) });
    return api(`/api/ai-recommendation-products?${qs}`, { check: hasProducts<AiProductsResponse>, signal });
  },
};
