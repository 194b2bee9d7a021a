import type { Logger } from 'pino';
import { CITY_NAME, DEFAULT_CITY, type Location } from '@storefront/contracts';
import { TtlCache } from './cache';
import { isTimeZone } from './conditions';

/** Where a located city is, as the IP lookup said: what a seasonal estimate needs when the weather
 * provider cannot be reached. */
export interface LocatedPlace {
  latitude: number;
  longitude: number;
  timeZone?: string;
}

export interface LocationClientOptions {
  /** An IP geolocation service answering JSON with a `city`; `{ip}` is replaced by the address. */
  urlTemplate?: string;
  timeoutMs?: number;
  /** How long to use Toronto without asking after the service failed. */
  retryAfterMs?: number;
  log?: Logger;
}

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|::ffff:127\.)/i;

/** The shopper's city from their IP address; Toronto when it cannot be told (private addresses, the
 * service unreachable or unsure). */
export class LocationClient {
  private readonly cache = new TtlCache<Location>(6 * 3600_000, 5000);
  private readonly places = new TtlCache<LocatedPlace>(24 * 3600_000, 2000);
  /** After a failure the service is left alone for a while: every shopper would otherwise wait out the timeout. */
  private downUntil = 0;
  constructor(private readonly options: LocationClientOptions = {}) {}

  async cityOf(ip: string | undefined): Promise<Location> {
    const fallback: Location = { city: DEFAULT_CITY, source: 'default' };
    if (!ip || PRIVATE.test(ip)) return fallback;
    const cached = this.cache.get(ip);
    if (cached) return cached;
    if (Date.now() < this.downUntil) return fallback;
    try {
      const template = this.options.urlTemplate ?? 'https://ipapi.co/{ip}/json/';
      const res = await fetch(template.replace('{ip}', encodeURIComponent(ip)), {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 2000),
      });
      if (res.status >= 400 && res.status < 500) {
        // The service is up but cannot place this address: Toronto for it, and ask again for others.
        this.cache.set(ip, fallback);
        return fallback;
      }
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const data = (await res.json()) as { city?: unknown; latitude?: unknown; longitude?: unknown; timezone?: unknown };
      // Only a name the weather call accepts: anything else would fail the shopper's weather block.
      const name = typeof data.city === 'string' ? data.city.trim().normalize('NFC') : '';
      const city = CITY_NAME.test(name) ? name : null;
      const answer: Location = city ? { city, source: 'ip' } : fallback;
      if (city) this.remember(city, data);
      this.cache.set(ip, answer);
      return answer;
    } catch (err) {
      // The spec: a failed lookup is logged and Toronto is used.
      this.downUntil = Date.now() + (this.options.retryAfterMs ?? 60_000);
      this.options.log?.warn({ err: (err as Error).message }, 'IP geolocation failed: using Toronto');
      return fallback;
    }
  }

  /** Where a city this service located someone in is (latitude, longitude, time zone), if it did. */
  placeNamed(city: string): LocatedPlace | undefined {
    return this.places.get(city.toLowerCase());
  }

  private remember(city: string, data: { latitude?: unknown; longitude?: unknown; timezone?: unknown }): void {
    const { latitude, longitude, timezone } = data;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return;
    const timeZone = typeof timezone === 'string' && isTimeZone(timezone) ? timezone : undefined;
    this.places.set(city.toLowerCase(), { latitude, longitude, ...(timeZone ? { timeZone } : {}) });
  }
}
