import type { Logger } from 'pino';
import type { WeatherNow } from '@storefront/contracts';
import { TtlCache } from './cache';
import { type EstimatePlace, conditionFrom, findCity, isTimeZone, seasonalEstimate } from './conditions';

export interface WeatherClientOptions {
  /** Open-Meteo's geocoding and forecast APIs (no key needed); tests point these at a local fake. */
  geocodingUrl?: string;
  forecastUrl?: string;
  timeoutMs?: number;
  /** How long to use estimates after the provider failed, before asking it again. */
  retryAfterMs?: number;
  /** Where a city is when this service knows it otherwise (the IP lookup that named it). */
  placeHint?: (city: string) => EstimatePlace | undefined;
  log?: Logger;
  now?: () => Date;
}

interface Place {
  name: string;
  latitude: number;
  longitude: number;
  timeZone?: string;
}

/** The provider cannot answer now (a timeout, a network error, a 5xx, or its quota used up): every
 * shopper gets estimates for a while. */
class ProviderUnavailable extends Error {}

/** The geocoder answered and knows no place by that name. */
export class PlaceNotFound extends Error {
  constructor(readonly city: string) {
    super(`No place called ${city} was found.`);
  }
}

/** Current weather for a city from Open-Meteo, with a timeout and a cache; when the provider cannot be
 * reached (this machine is offline, or it is slow), a seasonal estimate marked as such. A name the
 * geocoder does not know is PlaceNotFound (unless it is a city the estimate knows). */
export class WeatherClient {
  private readonly places = new TtlCache<Place | null>(24 * 3600_000);
  private readonly current = new TtlCache<WeatherNow>(15 * 60_000);
  private readonly geocodingUrl: string;
  private readonly forecastUrl: string;
  /** After the provider failed it is left alone for a while: every page would otherwise wait out the timeout. */
  private downUntil = 0;

  constructor(private readonly options: WeatherClientOptions = {}) {
    this.geocodingUrl = options.geocodingUrl ?? 'https://geocoding-api.open-meteo.com/v1/search';
    this.forecastUrl = options.forecastUrl ?? 'https://api.open-meteo.com/v1/forecast';
  }

  /** The provider's JSON answer, or its 4xx status (a refusal of this request, not an outage). */
  private async json(url: URL): Promise<{ ok: true; body: unknown } | { ok: false; status: number }> {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 2500), headers: { Accept: 'application/json' } });
    } catch (err) {
      throw new ProviderUnavailable(`${url.host} could not be reached: ${(err as Error).message}`);
    }
    if (res.status >= 500 || res.status === 429) throw new ProviderUnavailable(`${url.host} answered ${res.status}`);
    if (!res.ok) return { ok: false, status: res.status };
    return { ok: true, body: await res.json() };
  }

  private async place(city: string): Promise<Place | null> {
    const key = city.toLowerCase();
    const cached = this.places.get(key);
    if (cached !== undefined) return cached;
    const url = new URL(this.geocodingUrl);
    url.searchParams.set('name', city);
    url.searchParams.set('count', '1');
    url.searchParams.set('language', 'en');
    url.searchParams.set('format', 'json');
    const answer = await this.json(url);
    // A refused name (Open-Meteo answers 400 to some) is as good as an unknown one.
    const data = (answer.ok ? answer.body : {}) as {
      results?: Array<{ name?: unknown; latitude?: unknown; longitude?: unknown; timezone?: unknown }>;
    };
    const hit = data.results?.[0];
    const place =
      hit && typeof hit.latitude === 'number' && typeof hit.longitude === 'number'
        ? {
            name: typeof hit.name === 'string' ? hit.name : city,
            latitude: hit.latitude,
            longitude: hit.longitude,
            ...(typeof hit.timezone === 'string' && isTimeZone(hit.timezone) ? { timeZone: hit.timezone } : {}),
          }
        : null;
    this.places.set(key, place);
    return place;
  }

  /** Whether answering for a city now would ask the provider (what a client's look-up limit counts):
   * not when the answer is cached, the place is known not to exist, or the provider is resting. */
  asksProvider(city: string): boolean {
    const key = city.toLowerCase();
    if (this.current.get(key) !== undefined || this.places.get(key) === null) return false;
    return Date.now() >= this.downUntil;
  }

  /** The seasonal estimate for a city of our own table (no provider involved), if it is one. */
  estimateIfKnown(city: string): WeatherNow | undefined {
    return findCity(city) ? this.estimate(city) : undefined;
  }

  async now(city: string): Promise<WeatherNow> {
    const key = city.toLowerCase();
    const cached = this.current.get(key);
    if (cached) return cached;
    if (Date.now() < this.downUntil) return this.estimate(city);
    try {
      const place = await this.place(city);
      if (!place) {
        if (findCity(city)) return this.estimate(city);
        throw new PlaceNotFound(city);
      }
      const url = new URL(this.forecastUrl);
      url.searchParams.set('latitude', String(place.latitude));
      url.searchParams.set('longitude', String(place.longitude));
      url.searchParams.set('current', 'temperature_2m,weather_code,wind_speed_10m');
      url.searchParams.set('timezone', 'auto');
      const answer = await this.json(url);
      if (!answer.ok) throw new Error(`the forecast was refused (${answer.status})`);
      const c = (answer.body as { current?: { temperature_2m?: number; weather_code?: number; wind_speed_10m?: number } }).current;
      if (!c || typeof c.weather_code !== 'number') throw new Error('the forecast had no current weather');
      const now: WeatherNow = {
        city: place.name,
        weatherCondition: conditionFrom(c.weather_code, c.temperature_2m ?? null, c.wind_speed_10m ?? null),
        temperatureC: typeof c.temperature_2m === 'number' ? c.temperature_2m : null,
        source: 'open-meteo',
        estimated: false,
      };
      this.current.set(key, now);
      return now;
    } catch (err) {
      if (err instanceof PlaceNotFound) throw err;
      // Only an outage makes everyone wait; a refused or odd answer concerns this city alone.
      if (err instanceof ProviderUnavailable) this.downUntil = Date.now() + (this.options.retryAfterMs ?? 60_000);
      this.options.log?.warn({ city, err: (err as Error).message }, 'no forecast from the weather provider: using a seasonal estimate');
      return this.estimate(city);
    }
  }

  /** The season where the city is: a city we know by its climate (unless the geocoder placed that name
   * elsewhere), else the latitude and time zone the geocoder or the IP lookup gave, else Toronto's. */
  private estimate(city: string): WeatherNow {
    const found = this.places.get(city.toLowerCase()) ?? undefined;
    const table = findCity(city);
    const known =
      table && (!found || (Math.abs(found.latitude - table.latitude) < 1.5 && Math.abs(found.longitude - table.longitude) < 1.5))
        ? table
        : undefined;
    const where: EstimatePlace = known ?? found ?? this.options.placeHint?.(city) ?? {};
    return {
      city: known?.name ?? found?.name ?? city,
      weatherCondition: seasonalEstimate(this.options.now?.() ?? new Date(), where),
      temperatureC: null,
      source: 'seasonal-estimate',
      estimated: true,
    };
  }
}
