import { z } from 'zod';
import { Product } from './catalog';
import { SUPPORTED_HOLIDAYS, UNSUPPORTED_HOLIDAYS, WEATHER_CONDITIONS } from './holidays';

export const CityParams = z.object({
  city: z.string().trim().min(1, { error: 'A city is required.' }).max(100, { error: 'The city name is too long.' }),
});

export const WeatherNow = z.object({
  city: z.string(),
  weatherCondition: z.enum(WEATHER_CONDITIONS),
  temperatureC: z.number().nullable(),
  /** 'open-meteo' when measured; 'seasonal-estimate' when the provider could not be reached. */
  source: z.enum(['open-meteo', 'seasonal-estimate']),
  estimated: z.boolean(),
});
export type WeatherNow = z.infer<typeof WeatherNow>;

export const WeatherQuery = z.object({
  weather: z.enum(WEATHER_CONDITIONS, { error: `weather must be one of: ${WEATHER_CONDITIONS.join(', ')}.` }),
});

export const WeatherRecommendation = z.object({ weatherCondition: z.enum(WEATHER_CONDITIONS), recommended: z.array(Product) });
export type WeatherRecommendation = z.infer<typeof WeatherRecommendation>;

export const HolidayQuery = z.object({
  holiday: z.enum([...SUPPORTED_HOLIDAYS, ...UNSUPPORTED_HOLIDAYS] as [string, ...string[]], {
    error: `holiday must be one of: ${[...SUPPORTED_HOLIDAYS, ...UNSUPPORTED_HOLIDAYS].join(', ')}.`,
  }),
});

export const HolidayRecommendation = z.object({
  holiday: z.string(),
  /** False for holidays without recommendations of their own: then five products as the fallback. */
  supported: z.boolean(),
  recommended: z.array(Product),
});
export type HolidayRecommendation = z.infer<typeof HolidayRecommendation>;

export const Location = z.object({ city: z.string(), source: z.enum(['ip', 'default']) });
export type Location = z.infer<typeof Location>;

export const TrackSearchRequest = z.object({
  userId: z.string().optional(),
  keyword: z.string({ error: 'keyword is required.' }).trim().min(1, { error: 'keyword is required.' }).max(200, { error: 'keyword must be at most 200 characters.' }),
});

export const AiRecommendationRequest = z.object({ userId: z.string().nullable().optional() });
export const ShopperTypeResponse = z.object({ userType: z.string() });
export type ShopperTypeResponse = z.infer<typeof ShopperTypeResponse>;

export const AiProductsQuery = z.object({ userType: z.string().max(60).optional(), userId: z.string().optional() });
export const AiProductsResponse = z.object({ userType: z.string(), recommended: z.array(Product) });
export type AiProductsResponse = z.infer<typeof AiProductsResponse>;
