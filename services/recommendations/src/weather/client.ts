import type { Logger } from 'pino';
import type { WeatherNow } from '@storefront/contracts';
import { TtlCache } from './cache';
import { conditionFrom, findCity, seasonalEstimate } from './conditions';

export interface WeatherClientOptions {
  /** Open-Meteo's geocoding and forecast APIs (no key needed); tests point these at a local fake. */
  geocodingUrl?: string;
  forecastUrl?: string;
  timeoutMs?: number;
  /** How long to use estimates after the provider failed, before asking it again. */
  retryAfterMs?: number;
  log?: Logger;
  now?: () => Date;
}

interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** Current weather for a city from Open-Meteo, with a timeout and a cache; when the provider cannot be
 * reached (this machine is offline, or it is slow), a seasonal estimate marked as such. */
export class WeatherClient {
  private readonly places = new TtlCache<Place | null>(24 * 3600_000);
  private readonly current = new TtlCache<WeatherNow>(15 * 60_000);
  private readonly geocodingUrl: string;
  private readonly forecastUrl: string;
  /** After a failure the provider is left alone for a while: every page would otherwise wait out the timeout. */
  private downUntil = 0;

  constructor(private readonly options: WeatherClientOptions = {}) {
    this.geocodingUrl = options.geocodingUrl ?? 'https://geocoding-api.open-meteo.com/v1/search';
    this.forecastUrl = options.forecastUrl ?? 'https://api.open-meteo.com/v1/forecast';
  }

  private async json(url: URL): Promise<unknown> {
    const res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 2500), headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url.host} answered ${res.status}`);
    return res.json();
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
    const data = (await this.json(url)) as { results?: Array<{ name: string; latitude: number; longitude: number }> };
    const hit = data.results?.[0];
    const place = hit ? { name: hit.name, latitude: hit.latitude, longitude: hit.longitude } : null;
    this.places.set(key, place);
    return place;
  }

  async now(city: string): Promise<WeatherNow> {
    const key = city.toLowerCase();
    const cached = this.current.get(key);
    if (cached) return cached;
    const known = findCity(city);
    if (Date.now() < this.downUntil) return this.estimate(city, known);
    let place: Place | null = null;
    try {
      place = await this.place(city);
      if (!place) return this.estimate(city, known);
      const url = new URL(this.forecastUrl);
      url.searchParams.set('latitude', String(place.latitude));
      url.searchParams.set('longitude', String(place.longitude));
      url.searchParams.set('current', 'temperature_2m,weather_code,wind_speed_10m');
      url.searchParams.set('timezone', 'auto');
      const data = (await this.json(url)) as { current?: { temperature_2m?: number; weather_code?: number; wind_speed_10m?: number } };
      const c = data.current;
      if (!c || typeof c.weather_code !== 'number') throw new Error('the forecast had no current weather');
      const answer: WeatherNow = {
        city: place.name,
        weatherCondition: conditionFrom(c.weather_code, c.temperature_2m ?? null, c.wind_speed_10m ?? null),
        temperatureC: typeof c.temperature_2m === 'number' ? c.temperature_2m : null,
        source: 'open-meteo',
        estimated: false,
      };
      this.current.set(key, answer);
      return answer;
    } catch (err) {
      this.downUntil = Date.now() + (this.options.retryAfterMs ?? 60_000);
      this.options.log?.warn({ city, err: (err as Error).message }, 'weather provider unavailable: using a seasonal estimate');
      return this.estimate(city, known);
    }
  }

  /** The season where the city is: its climate when it is one we know, else its latitude when the
   * geocoder found it before, else Toronto's. */
  private estimate(city: string, known = findCity(city)): WeatherNow {
    const found = this.places.get(city.toLowerCase());
    return {
      city: known?.name ?? found?.name ?? city,
      weatherCondition: seasonalEstimate(this.options.now?.() ?? new Date(), known ?? (found ? { latitude: found.latitude } : {})),
      temperatureC: null,
      source: 'seasonal-estimate',
      estimated: true,
    };
  }
}
