import { z } from 'zod';
import { issueMessage } from './errors';
import { Product } from './catalog';
import { queryText, requiredText } from './common';
import { SUPPORTED_HOLIDAYS, UNSUPPORTED_HOLIDAYS, WEATHER_CONDITIONS } from './holidays';

/** A place name as people write one, in any script: letters, combining marks (accents), spaces, '.',
 * apostrophes and '-' (St. John's, Trois-Rivières, 東京). Nothing that could be a path, markup or an
 * invisible character reaches the weather provider or comes back in an answer. */
export const CITY_NAME = /^(?=.*\p{L})[\p{L}\p{M} .'\u2019-]{1,100}$/u;
export const CITY_NAME_RULE = 'city.format';

export const CityParams = z.object({
  city: z
    .string()
    .trim()
    .min(1, { error: 'city.required' })
    .refine((s) => CITY_NAME.test(s), { error: CITY_NAME_RULE })
    .transform((s) => s.normalize('NFC').replace(/ {2,}/g, ' ')),
});

export const WeatherNow = z.object({
  city: z.string(),
  weatherCondition: z.enum(WEATHER_CONDITIONS),
  temperatureC: z.number().nullable(),
  /** 'open-meteo' when measured; 'seasonal-estimate' when the provider could not be reached. (A place
   * the provider's geocoder does not know is a 404, not an estimate.) */
  source: z.enum(['open-meteo', 'seasonal-estimate']),
  estimated: z.boolean(),
});
export type WeatherNow = z.infer<typeof WeatherNow>;

export const WeatherQuery = z.object({
  weather: z.enum(WEATHER_CONDITIONS, {
    error: issueMessage('query.choice', { param: 'weather', choices: WEATHER_CONDITIONS.join(', ') }),
  }),
});

export const WeatherRecommendation = z.object({ weatherCondition: z.enum(WEATHER_CONDITIONS), recommended: z.array(Product) });
export type WeatherRecommendation = z.infer<typeof WeatherRecommendation>;

export const HolidayQuery = z.object({
  holiday: z.enum([...SUPPORTED_HOLIDAYS, ...UNSUPPORTED_HOLIDAYS] as [string, ...string[]], {
    error: issueMessage('query.choice', { param: 'holiday', choices: [...SUPPORTED_HOLIDAYS, ...UNSUPPORTED_HOLIDAYS].join(', ') }),
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

/** The shopper a recommendation call is about. The spec's client sends null (or, in a query string, 'null'
 * or nothing) for a guest: all of these mean "no shopper". */
const ShopperId = z.string().nullable().optional();
const ShopperIdQuery = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s === '' || s === 'null' || s === 'undefined' ? null : s));

export const TrackSearchRequest = z.object({
  userId: ShopperId,
  keyword: requiredText('keyword', 200, 'keyword.required'),
});

export const AiRecommendationRequest = z.object({ userId: ShopperId });
export const ShopperTypeResponse = z.object({ userType: z.string() });
export type ShopperTypeResponse = z.infer<typeof ShopperTypeResponse>;

export const AiProductsQuery = z.object({
  userType: queryText('userType', 60),
  userId: ShopperIdQuery,
  /** The search the shopper is looking at the results of: the picks follow it. */
  search: queryText('search', 200),
});
export const AiProductsResponse = z.object({ userType: z.string(), recommended: z.array(Product) });
export type AiProductsResponse = z.infer<typeof AiProductsResponse>;
